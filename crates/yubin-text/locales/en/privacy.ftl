# yubin's messages in English: a player's data (`forget me`, `my data`; issue 26). Each has
# its Japanese in ../ja/privacy.ftl.

## What a command needing its sender's proof would do (after "It").

binding-forget = would erase your address and end your games
binding-my-data = would mail you a copy of everything stored about you

## `forget me`: the request to confirm, sent whatever the proof (mails::privacy::ForgetAsk).

forget-subject = Yubin: confirm that you want to be forgotten
forget-asked = You asked me to forget you. If you confirm, the following happens at once, and it cannot be undone:
forget-address = Your address is erased wherever I keep it: your player entry, the log of your mails, my mails to you, your settings, what you watch, and the commands waiting for your confirmation.
forget-name = Your games stay in the records and the archive under a new name, { $name }, which nothing links to you or to your address. The name you chose, if any, is erased.
forget-no-games = You have no game going on.
forget-games = { $games ->
    [one] Your game going on ends now:
   *[other] Your { $games } games going on end now:
}
forget-game-resign = game { $game } against { $opponent }: you resign, and { $opponent } wins
forget-game-abort = game { $game } against { $opponent }: aborted, since fewer than two moves were played
forget-game-challenge = game { $game } with { $opponent }: the challenge is withdrawn
forget-game-tournament = game { $game } against { $opponent }: you withdraw from its tournament, and lose the game by forfeit
forget-tournaments = You are taken off the entries of tournaments that have not started, and withdrawn from those under way, as { $command } does.
forget-last = No mail follows the erasure: after it, nothing of your address is left to write to. If you write again later, you are a newcomer.
forget-confirm = To confirm, reply to this mail with { $command } (or { $yes }) within 7 days. If you did not ask for it, ignore this mail: nothing happens.
forget-copy = To keep a copy of your data first, send { $command }.

## The opponent's game-over mail (mails::EndDetail::Left).

game-over-left = { $player } left Yubin and asked to be forgotten: their games ended, and their records show them under this name.

## `my data`: the copy of a player's data (mails::privacy::MyData).

mydata-subject = Yubin: everything stored about you
mydata-intro = Attached is everything Yubin stores about you, in one JSON file ({ $file }): your player entry and settings, your ratings and their history, your games with their moves, your tournament entries, what you watch, the commands waiting for your confirmation, the log of your mails to me and the list of my mails to you.
mydata-bodies = The log keeps the text of your mails only when they were not carried out. My mails to you are listed with their subjects and dates; their text is in the mails you received.
mydata-counts = { $games ->
    [0] It holds no game.
    [one] It holds one game.
   *[other] It holds { $games } games.
}
mydata-leave = To leave and have all of it erased, send { $command }.
