# yubin's messages in English: a player's change of address (`move to <address>`,
# mails::moving, templates/moving.*). Each has its Japanese in ../ja/moving.ftl.

## What the confirmation request says a command would do (reject::Binding).

binding-address = would move your games, ratings, tournament entries and settings to another address

## Subjects.

moving-subject-ask = Yubin: confirm the change of address
moving-subject-asked = Yubin: your change of address waits for the new address
moving-subject-confirmed = Yubin: change of address confirmed here
moving-subject-done = Yubin: your address has changed
moving-subject-refused = Yubin: your address was not changed
moving-subject-cancelled = Yubin: your change of address is cancelled

## The requests to confirm. $name: the player's public name; $days: how long the request lives.

moving-ask-new = The player { $name } asked to move their games, ratings, tournament entries and settings to this address: from then on, this address is theirs on this server.
moving-ask-old = You asked to move your games, ratings, tournament entries and settings to { $address }. Your mails came without a key of this address, so I ask here too.
moving-ask-reply = To confirm, reply to this mail with { $command } alone, within { $days } days.
moving-ask-new-old-done = The old address has confirmed it already: your reply completes the change.
moving-ask-new-old-too = The old address must confirm it too; the change is made once both have.
moving-ask-old-both = The new address must confirm it too; the change is made once both have.
moving-ask-new-operator = Mail to the old address comes back undelivered. If it cannot confirm, the change can still be made: once its mail has come back for { $days } days, the operator of this server may approve it in the old address's place, after checking that the request is yours. Your reply here is needed first.
moving-ask-ignore = If you did not ask for this, ignore this mail: nothing changes, and the request lapses.

## The answer to a command that came with a key of the old address.

moving-asked-old = I wrote to { $address } to confirm the change of address: reply from there to that mail.
moving-asked-old-then = Until then, and if it does not come within { $days } days, everything stays at this address.

## A confirmation taken.

moving-confirmed-old = The old address has confirmed the change. It is made once the new address confirms it too.
moving-confirmed-new = The new address has confirmed the change. It is made once the old address confirms it too.
moving-confirmed-new-operator = The new address has confirmed the change. Mail to the old address comes back undelivered: if it cannot confirm, the change waits for the operator of this server, who may approve it in the old address's place once its mail has come back for { $days } days.

## The change made.

moving-done-new = Your games, ratings, tournament entries and settings are at this address now.
moving-done-new-games = { $games ->
    [0] You have no game under way.
    [one] The board of your game under way follows, with its new reply address: reply to it, not to older mails.
   *[other] The boards of your { $games } games under way follow, with their new reply addresses: reply to them, not to older mails.
}
moving-done-old = Your games, ratings, tournament entries and settings have moved to the address you confirmed; this address is no longer yours on this server.
moving-done-old-keys = The reply addresses of my earlier mails to this address no longer work.

## `move cancel`.

moving-cancelled = Your change of address is cancelled: the replies to its mails confirm nothing now, and everything stays at this address.

## Refusals.

moving-refused-unwritable = I cannot write to `{ $address }`: { $why }. Nothing changed.
moving-refused-same = That is the address you write from. Nothing changed.
moving-refused-not-a-player = This address has no games, ratings, entries or settings to move. Nothing changed.
moving-refused-pending = A change of address you asked for is waiting for its confirmations until { $expires }; ask for another after that, or take it back first with { $command }. Nothing changed.
moving-refused-taken = `{ $address }` cannot take your games: an address that is already known here, or looks like one, cannot. Nothing changed.
moving-refused-not-yours = This reply address is no request to confirm of yours. Nothing changed.
moving-refused-expired = This change of address was not confirmed within 7 days and has lapsed; send { $command } again to ask for it anew. Nothing changed.
moving-refused-done = This change of address is done already.
moving-refused-none-waiting = No change of address of yours waits for confirmation. Nothing changed.
moving-refused-cancelled = This change of address was cancelled. Nothing changed.
moving-refused-not-yes = To confirm the change of address, reply with { $command } alone. Nothing changed.
