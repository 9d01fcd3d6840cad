# yubin's messages in English: a finished game analysed by the computer (issue 27: `analyse N`,
# crate::analysis of the engine, mails::analysis). Each has its Japanese in
# ../ja/analysis.ftl.

## `analyse` that breaks its syntax (reject::CommandProblem; a clause, no full stop).

command-analyse-no-number = `analyse` needs the number of a finished game (`analyse 12`; `games` lists yours)
command-analyse-what = `analyse` takes one game number and nothing more, not `{ $got }`
command-analyse-game = `{ $word }` is not a game number: a whole number from 1
usage-analyse = `analyse 12` (the number of a finished game, yours or one the archive shows)

## `analyse N` refused (reject::Rejection; whole sentences).

reject-analyse-running = Game { $game } is still being played. I analyse a game only once it is over, even for its players: an analysis during the game would tell one side what the computer thinks of the position.
reject-analyse-unplayed = Game { $game } was never played (its challenge was declined): there is nothing to analyse.
reject-analyse-private = Game { $game } is not one of yours, and its players keep their games private. I analyse a game for its players, and others' games only when the archive shows them.
reject-analyse-queue-full = { $waiting } games are waiting for their analysis, as many as I keep waiting at a time. Send `analyse { $game }` again later.
reject-analyse-too-many = You are already waiting for the analysis of { $max } games, the most one player may. Send `analyse { $game }` again once they have come.

## The answer to `analyse N`: the request queued (mails::AnalysisQueued).

analysis-queued-subject = Game { $game }: analysis queued
analysis-queued = { $again ->
    [yes] You have asked for this analysis already, and it is still waiting: { $title }.
   *[no] Queued for analysis: { $title }.
} { $ahead ->
    [0] It is next.
    [one] One game is before it.
   *[other] { $ahead } games are before it.
}
analysis-queued-when = The analysis comes by mail once the computer has been through the game (a few minutes a game; the computer's moves in its own games come first). Everyone who asks for it meanwhile gets the same analysis.

## The analysis (mails::Analysed).

analysis-subject = Game { $game }: the computer's analysis
analysis-intro = The computer's analysis of { $title } ({ $variant }), { $result }.
analysis-budget = It searched { $nodes } nodes in every position of the game. A move's cost is what it lost against the computer's own choice, in pawns, from the view of the side that made it.
analysis-marks = The moves that lost the most (at most three a side, each of at least 3 pawns):
analysis-mark = Move { $number } ({ $side }) { $played }: { $cost }; the computer's choice: { $best }
analysis-mark-mate = a mate lost or allowed
analysis-no-best = none
analysis-no-marks = By the computer's judgement no move lost 3 pawns or more.
analysis-files = Attached: { $files }, with the computer's evaluation of every move.
analysis-no-files = The annotated records are not attached to this mail: `export { $game }` sends the game's records.

## The `help` list (templates/commands.txt): the right column; line breaks kept.

help-analyse =
    the computer's analysis of a finished game, yours
    or one the archive shows: the moves that lost the
    most, with its own choice, and the annotated records.
