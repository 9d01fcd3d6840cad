# yubin's messages in English: play. Each has its Japanese in ../ja/play.ftl.
# What players do in a game besides moving, and how it ends. $title is a game's title
# (game-title), $player a player as game-player names them, $to_play game-to-play; a
# command the reader may type ($accept, $decline, $command…) is shown as code.

## The end of a game (game_over.*, GameOver). The HTML part shows $result and the rating
## after the game in bold between the two halves of each sentence.

game-over = Game over:{ " " }
game-over-reason = . { $reason }.
game-over-rating = { $player }: rating { $before } →{ " " }
game-over-rating-change = { " " }({ $change }).
game-over-moves = All moves:
game-over-no-moves = (none)
game-over-thanks = Thank you for the game. Send { $command } to play again.
game-over-thanks-tournament = Thank you for the game. { $command } shows the tournament.
game-over-subject = { $title }: game over after { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}, { $result } ({ $ending })
game-over-timeout = { $player } did not play move { $number } by the deadline, { $deadline }.
game-over-last-move = The last move was { $number }. { $move } by { $player }.
game-over-last-conditional = The last move was { $number }. { $move } by { $player }, a conditional move.
game-over-length-limit = The game reached { $plies } plies, its length limit.
game-over-illegal = { $player }'s move { $number } { $move } is illegal: { $reason }. This game is played under illegal=lose, where an illegal move loses the game.

## Draw offers (draw.*, Draw).

draw-offered = { $player } offers a draw.
draw-offered-subject = { $title }: { $player } offers a draw at move { $number }
draw-declined = { $player } declined the draw offer; the game goes on.
draw-declined-subject = { $title }: { $player } declined the draw, { $to_play }
draw-answer = Reply { $accept } to accept the offer or { $decline } to refuse it; a move also refuses it.

## A game aborted (aborted.*, Aborted). The text part breaks the first sentence as the
## mails always have.

aborted = { $player } aborted game { $game } before both sides had moved. It is not scored and
    counts for nobody.
aborted-again = Send { $command } to play again.
aborted-subject = { $title }: aborted by { $player }

## Takebacks (takeback.*, Takeback). $plies: how many plies are taken back; $back: the move
## the game goes back to.

takeback-asked = { $plies ->
    [one] { $asker } asks to take back the last move, back to move { $back }.
   *[other] { $asker } asks to take back the last { $plies } plies, back to move { $back }.
}
takeback-answer = Reply { $accept } to agree or { $decline } to refuse; a move also refuses it.
takeback-accepted = { $plies ->
    [one] { $answerer } agreed to { $asker }'s takeback: the last move is undone, and the game goes on from move { $back }.
   *[other] { $answerer } agreed to { $asker }'s takeback: the last { $plies } plies are undone, and the game goes on from move { $back }.
}
takeback-clocks = The time they took is counted on nobody's clock; both players' conditional moves are cleared.
takeback-declined = { $answerer } declined { $asker }'s takeback; the game goes on.
takeback-asked-subject = { $title }: { $asker } asks to take back { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}, back to move { $back }
takeback-accepted-subject = { $title }: takeback agreed, { $to_play }
takeback-declined-subject = { $title }: { $answerer } declined the takeback, { $to_play }

## The clocks of a game (clock_news.*, ClockNews): pauses, time given, leave. $game is the
## game's number, $amount time as given, $from and $to dates.

pause-offered-mine = You propose to pause both clocks of game { $game }; your opponent answers with { $accept } or { $decline }.
pause-offered = { $player } proposes to pause both clocks of game { $game }. Reply { $accept } (or { $pause }) to stop them, or { $decline }.
pause-declined = { $player } declined the pause; the clocks run on.
paused = Both clocks of game { $game } are paused, as both of you agreed. There is no deadline until either of you sends { $resume }; moves may still be sent.
resumed = { $player } ended the pause: the clocks of game { $game } run again.
gave-mine = You gave your opponent { $amount }.
gave = { $player } gave you { $amount } of extra time.
leave-booked-news = { $player } is on leave from { $from } to { $to }: their clock stands still in all their games meanwhile, yours runs as usual.
leave-cancelled-news = { $player } cancelled their leave: their clock runs again.
clock-subject = { $title }: { $news }
clock-subject-paused = the clocks are paused
clock-subject-pause-offered = { $player } proposes a pause
clock-subject-pause-declined = pause declined
clock-subject-resumed = the clocks run again
clock-subject-gave = { $player } gives { $amount }
clock-subject-leave = { $player } is on leave
clock-subject-back = { $player } is back from leave

## A player's leave (leave.*, LeaveList). $year: the calendar year; $used and $limit:
## days.

leave-booked = Your leave is booked. While it lasts your clock stands still in all your games; your opponents are told.
leave-cancelled = Your leave is cancelled: your clock runs again in all your games; your opponents are told.
leave-list = Your leave:
leave-none = No leave booked.
leave-span = from { $from } to { $to }
leave-used = { $used } of the { $limit } days allowed in { $year } are booked.
leave-game = game { $game }: { $turn } by { $deadline }
leave-game-paused = game { $game }: { $turn }, no deadline while paused
leave-how = { $dates } books leave by its first and last day (in your time zone), { $for } from now; { $cancel } ends leave under way and drops leave to come.
leave-subject-list = Yubin: your leave
leave-subject-booked = Yubin: your leave is booked
leave-subject-cancelled = Yubin: your leave is cancelled

## Conditional moves (conditional.*, ConditionalList). $lines: how many lines.

conditional-cleared = Your conditional moves in game { $game } are cleared.
conditional-none = You have no conditional moves in game { $game }.
conditional-stored = Your conditional moves in game { $game } are stored ({ $lines ->
    [one] { $lines } line
   *[other] { $lines } lines
}; your opponent's moves first, then your answers):
conditional-list = Your conditional moves in game { $game } ({ $lines ->
    [one] { $lines } line
   *[other] { $lines } lines
}; your opponent's moves first, then your answers):
conditional-how = When your opponent's move matches a line, I play your answer at once and keep the rest of that line; any other move clears them all. They are never shown to your opponent. New lines replace these; { $clear } deletes them.
conditional-subject = { $title }: your conditional moves ({ $lines ->
    [one] { $lines } line
   *[other] { $lines } lines
})

## What still works after a mail not carried out through no fault of its sender.

others-go-on = Your other games and new challenges work as usual.

## Between two sentences on one line.

sentence-space = { " " }

## What a Tenjiku move burned (wording::burns_in, templates/wording/burns.txt): $list is
## the pieces, joined by list-separator, each $square, $side (side-black or side-white)
## and $name.

burns = Fire demon burns: { $list }.
burns-preview = Fire demon would burn: { $list }.
burned = { $square } { $side } { $name }
burned-mover = { $square } { $side } { $name } (the piece that moved)

## Why lines of conditional moves were refused (wording::conditional_in,
## templates/wording/conditional.txt): a clause, said after the line it is about. $ending is
## how the game would end (ending-win, ending-draw); $max a limit; $line a line's number;
## $answer the move it answers with.

conditional-ends-game = it ends the game ({ $ending }), so nothing can follow it in the line
conditional-keyword = { $if } may only begin a line and { $then } only follow its first move
conditional-no-moves = it has no moves
conditional-missing-answer = it ends with your opponent's move and no answer of yours to play
conditional-too-many-plies = it has more than { $max } plies (both sides' moves counted)
conditional-too-many-lines = you sent more than { $max } lines
conditional-conflict = line { $line } answers the same moves with { $answer }, and I could not tell which to play
