# yubin's messages in English: settings. Each has its Japanese in ../ja/settings.ftl.

## Subjects of the answers to a player's own commands (mails::own).

subject-help = Yubin: help
subject-zone = Yubin: your time zone is { $zone }
subject-look-picture = Yubin: your boards are pictures, pieces in { $pieces ->
    [kanji] kanji
   *[letters] letters
}
subject-look-table = Yubin: your boards are tables
subject-archive = Yubin: your games are { $public ->
    [yes] public
   *[no] private
}
subject-name = Yubin: your name is { $name }
subject-games = Yubin: your games
subject-export = { $title }: the record ({ $formats })

## The answer to `timezone` (templates/timezone.*). $games: the sender's open games.

zone-is-now = Your time zone is now { $zone }.
zone-is = Your time zone is { $zone }.
zone-now = It is { $now } there now. Deadlines and reminders in your mails are written in it{ $games ->
    [0] .
    [one] , from the next mail about each of your { $games } open game.
   *[other] , from the next mail about each of your { $games } open games.
}
zone-change = Change it with { $command }, an IANA zone name such as { $berlin }, { $new-york } or { $tokyo }; { $utc } goes back to UTC.

## The answer to `pieces` and `board` (templates/look.*, picture::look_sentence_in).

look-pieces-kanji = kanji
look-pieces-letters = TSA letters
look-picture = Your mails { $changed ->
    [yes] now show
   *[no] show
} the board as a picture, its pieces in { $pieces }.
look-table = Your mails { $changed ->
    [yes] now show
   *[no] show
} the board as a table of TSA letters (the picture, should you choose it again, labels its pieces in { $pieces ->
    [kanji] kanji
   *[letters] letters
}).
look-mail = { $shown }{ $games ->
    [0] {""}
    [one] {" "}From the next mail about each of your { $games } open game.
   *[other] {" "}From the next mail about each of your { $games } open games.
} The text part of every mail keeps the board as text.
look-change = Change it with:
look-board-picture = a picture of the board from your side (the default)
look-board-table = a table of TSA letters on coloured squares
look-pieces-kanji-help =
    the picture's pieces in kanji (the default): one kanji in
    Chu, the two-kanji name in the larger games
look-pieces-letters-help = the picture's pieces in TSA letters (Ln, +DK)
look-change-html = Change it with { $picture } (a picture of the board from your side, the default), { $table } (a table of TSA letters on coloured squares), { $kanji } (the picture's pieces in kanji, the default: one kanji in Chu, the two-kanji name in the larger games) or { $letters } (the picture's pieces in TSA letters: Ln, +DK).

## The answer to `name` and `archive` (templates/profile.*). $state: now (set by this mail),
## chosen, none (no name chosen: $name is the pseudonym).

profile-name = { $state ->
    [now] Your name is now { $name }.
    [chosen] Your name is { $name }.
   *[none] You have chosen no name: you appear as { $name }.
} It is what everyone reads of you, in every mail, list, crosstable and record; your address is shown to no one but the opponent of a game one of you started by address. { $command } changes it (2 to 30 characters, no { $at }).
profile-archive = { $changed ->
    [yes] Your games are now { $public ->
        [yes] public
       *[no] private
    }.
   *[no] Your games are { $public ->
        [yes] public
       *[no] private
    }.
} { $public ->
    [yes] A game of yours may be published in the archive when your opponent allows it too; { $private } keeps them out.
   *[no] None of your games is published in the archive; { $allow } allows it.
} Tournament games follow their tournament's setting.

## The answer to `games` (templates/games.*, mails::own::game_line_in).

games-heading = Your games
games-none = You have no games. Send { $command } to start one.
games-line = game { $game } ({ $variant }): you play { $side } against { $opponent }; { $status }
games-waiting-opponent = waiting for your opponent to accept
games-waiting-you = challenge waiting for your answer
games-declined = declined
games-aborted = aborted before both sides had moved
games-turn = { $mine ->
    [yes] your
   *[no] their
} turn, move { $number }
games-being-played = being played
games-finished = finished
games-finished-who = finished: { $who }
games-finished-how = finished: { $who }, { $how }
games-black-won = Black won
games-white-won = White won
games-drawn = drawn

## The covering text of `export` (templates/export.*). $files: the files, joined by
## list-separator.

export-attached = { $title }: the record, attached as { $files }.
export-skipped = Not attached: { $skipped } (no program reads { $variant } in that format).
export-programs = KIF opens in lishogi (paste it in its import), PGN in WinBoard/XBoard, USI in any USI program; the JSON holds the position after every move.
