# yubin's messages in English. Every message here has its Japanese in ja.ftl (the
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
