# yubin's messages in English. Every message here has its Japanese in ../ja/core.ftl (the
# completeness test: crates/yubin-text/src/i18n.rs). Variables: $winner and $loser are a
# side's name as side-black and side-white give it.

side-black = black
side-white = white

## How a game ended (wording::ending and ending_label).

ending-label-royals-captured = last royal captured
ending-label-bare-king = bare king
ending-label-two-royals = two royals only
ending-label-no-legal-moves = no legal move
ending-label-checkmate = checkmate
ending-label-repetition = fourfold repetition
ending-label-perpetual-attack = perpetual attack
ending-label-resignation = resignation
ending-label-timeout = timeout
ending-label-illegal-move = illegal move
ending-label-agreement = agreement
ending-label-length-limit = length limit
ending-label-forfeit = forfeit
ending-label-round-deadline = round deadline
ending-label-adjudication = adjudication

ending-win = { $winner } wins: { $reason }
ending-draw = draw: { $reason }

ending-royals-captured = { $loser }'s last royal was captured
ending-bare-king = { $loser }'s royal is bare
ending-two-royals = only the two royals are left
ending-no-legal-moves = { $loser } has no legal move
ending-checkmate = { $loser }'s only royal cannot escape capture (checkmate)
ending-repetition-lost = the same position occurred for the fourth time and { $loser } is responsible for the repetition
ending-perpetual-attack = the same position occurred for the fourth time and { $loser } attacked with every move (perpetual attack)
ending-resignation = { $loser } resigned
ending-timeout = { $loser } ran out of time
ending-illegal-move = { $loser } made an illegal move
ending-conceded = { $loser } conceded by agreement
ending-length-limit = the game reached its length limit
ending-withdrawal = { $loser } withdrew from the tournament, and the game is lost by forfeit
ending-round-deadline = the round's deadline passed
ending-repetition-draw = the same position occurred for the fourth time
ending-agreed = agreed by both players
ending-round-deadline-draw = the tournament round's deadline passed, and the unfinished game is adjudicated a draw
ending-adjudication = the operator adjudicated the game against { $loser }
ending-adjudication-draw = the operator adjudicated the game a draw

## A time control in words, for the rules line of game mails (wording::control_in). A
## duration is its largest exact units, joined by duration-separator.

duration-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
duration-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
duration-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
duration-separator = { " " }
duration-none = no time

control-per-move = { $days ->
    [one] { $days } day per move
   *[other] { $days } days per move
}
control-fischer = { $bank } plus { $increment } per move
control-fischer-cap = { $bank } plus { $increment } per move (at most { $cap })
control-iccf = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} in { $period }, unused time carried forward
control-iccf-double = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} in { $period }, unused time carried forward, time beyond { $double } on one move counting double
control-byoyomi = { $bank }, then { $period } per move (byoyomi)

## A tournament's facts in words, for its summary in the tournament mails
## (wording::tournament_in). A list's items are joined by list-separator.

list-separator = { ", " }
tournament-format-round-robin = a round robin
tournament-format-double-round-robin = a double round robin (each pairing once with each colour)
tournament-format-swiss = a Swiss of { $rounds } rounds
tournament-format-swiss-days = { $days ->
    [one] a Swiss of { $rounds } rounds, each round at most { $days } day
   *[other] a Swiss of { $rounds } rounds, each round at most { $days } days
}
tournament-format-knockout = a knockout of { $games }-game matches (ties go on in pairs of games)
tournament-observer-delay = { $facts }; observers see its games { $plies } plies behind
tournament-private = { $facts }; its games stay out of the public archive
tournament-state-open = open for entries
tournament-state-running = under way
tournament-state-running-games = { $games ->
    [one] under way, { $finished } of { $games } game finished
   *[other] under way, { $finished } of { $games } games finished
}
tournament-state-running-round = under way, round { $round }
tournament-state-finished = finished
tournament-state-cancelled = cancelled
tournament-points = { $win } a win, { $draw } a draw, { $loss } a loss, { $forfeit } a loss by forfeit
tournament-points-bye = { $win } a win, { $draw } a draw, { $loss } a loss, { $forfeit } a loss by forfeit, a bye { $bye }
tournament-bye-win = a win's
tournament-bye-draw = a draw's
tournament-bye-loss = a loss's
tiebreak-buchholz = Buchholz
tiebreak-median-buchholz = median Buchholz
tiebreak-sonneborn-berger = Sonneborn-Berger
tiebreak-direct-encounter = direct encounter
tiebreak-baumbach = wins (Baumbach)
tiebreak-wins-with-white = wins with White
tournament-limits = { $min } to { $max } players
tournament-started = it started on { $date }
tournament-starts-on = it starts on { $date } if { $min } players have joined
tournament-starts-by-organiser = it starts when the organiser starts it

## Why the words of a time control were refused (wording::clock_in). $text is the
## player's own words, shown as they wrote them.

clock-missing = no time control given
clock-unknown-word = `{ $text }` is not part of a time control
clock-repeated = `{ $text }=` is given twice
clock-days-with-time = give either `days=` or `time=`, not both
clock-invalid-days = `{ $text }` is not a whole number of days from 1 to 365
clock-invalid-duration = `{ $text }` is not a duration (write it like `30d`, `12h`, `1d12h`)
clock-invalid-time = `{ $text }` is none of `time=30d+3d` (a bank and an increment), `time=10/50d` (moves in a period) or `time=30d` with `byo=3d`
clock-incomplete = `{ $text }` needs an increment (`time=30d+3d`), a number of moves (`time=10/50d`) or `byo=` beside it
clock-invalid-moves = `{ $text }` is not a number of moves from 1 to 100
clock-out-of-range = `{ $text }` is not between { $min } and { $max }
clock-max-below-bank = `max={ $text }` is less than the starting bank
clock-max-without-increment = `max={ $text }` goes only with `time=BANK+INCREMENT`
clock-double-without-moves = `double={ $text }` goes only with `time=MOVES/PERIOD`
clock-byo-without-bank = `byo={ $text }` goes only with `time=BANK`

## Rules that could not be set up (wording::rules_in); a preset in the rules line
## (wording::preset_in). $variant is the variant as commands name it (`chu`), $expected a
## list of what is accepted.

rules-unknown-preset = unknown preset `{ $preset }` for { $variant }; expected one of: { $expected }
rules-unknown-option = unknown rule option `{ $key }`; known options: { $expected }
rules-option-not-in-variant = `{ $key }` is not an option of { $variant }; its options are: { $expected }
rules-bad-value = bad value `{ $value }` for `{ $key }`; expected one of: { $expected }
preset-provisional = { $name } (the setup of the seed's diagram, provisional)

## Mails. $command is a command the reader may type (shown as code).

declined = { $name } declined the challenge; game { $game } will not be played.
declined-again = Send { $command } to start another game.

## What a move did besides arriving, said after the move (picture::MoveMarks::effects_in);
## the key to the kanji of the larger games' pieces (mails::picture). $squares and $list
## are joined by list-separator.

move-taking-on-the-way = , taking on { $squares } on the way
move-burning = , burning { $squares }
kanji-key = Pieces: { $list }.

## Every HTML mail's footer (templates/_layout.html).

layout-footer = Yubin, play-by-email shogi. Reply { $command } for the commands.

## The answer to `language` (mails::LanguageSet) and the line that tells a newcomer answered
## in the language their mail was written in how to switch (written in the other language).
## $language is language-name-en or language-name-ja.

language-name-en = English
language-name-ja = Japanese
language-now = Your mails are now written in { $language }.
language-is = Your mails are written in { $language }.
language-games = { $games ->
    [one] Your open game's mails are written so from its next mail.
   *[other] Your { $games } open games' mails are written so from their next mail.
}
language-change = Change it with { $english } (English) or { $japanese } (日本語).
language-subject = Yubin: your mails are in { $language }
language-switch = Yubin answers mail written in Japanese in Japanese. To read its mails in English, send { $command }.
