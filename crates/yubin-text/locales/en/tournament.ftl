# yubin's messages in English: tournament. Each has its Japanese in ../ja/tournament.ftl.

## The crosstable mails (crosstable::words): the table's headers, its title, who leads or
## won, the legend of its codes and columns, the withdrawals. $name is the tournament's
## name; $names the leaders' joined by list-separator; $score their score (`5½`), $count
## `one` when it reads as one point (`1`, `½`), else `other`.

crosstable-head-place = Pl
crosstable-head-player = Player
crosstable-head-points = Pts
crosstable-after-round = { $name }: the crosstable after round { $n }.
crosstable-after-game = { $name }: the crosstable after game { $n }.
crosstable-now = { $name }: the crosstable as it stands.
crosstable-after-annulment = { $name }: the crosstable after the operator annulled game { $n }.
crosstable-final = { $name }: the final crosstable.
crosstable-leads = { $names } leads with { $score } { $count ->
    [one] point
   *[other] points
}.
crosstable-share-lead = { $names } share the lead with { $score } { $count ->
    [one] point
   *[other] points
} each.
crosstable-wins = { $names } wins the tournament with { $score } { $count ->
    [one] point
   *[other] points
}. Congratulations!
crosstable-share-first = { $names } share first place with { $score } { $count ->
    [one] point
   *[other] points
} each. Congratulations!
crosstable-thanks = Thank you all for playing.
crosstable-codes = Codes: { $legend }
crosstable-code-won = 1 won
crosstable-code-drawn = ½ drawn
crosstable-code-lost = 0 lost
crosstable-code-forfeit-won = + won by forfeit
crosstable-code-forfeit-lost = - lost by forfeit
crosstable-code-annulled = / annulled (the player withdrew having played fewer than half of their games)
crosstable-code-unfinished = * not finished
crosstable-code-unpaired = . not paired yet
crosstable-code-own = X the player's own cell
crosstable-legend-round-robin = { $codes }; the numbers over the cells are the rows' numbers (#).
crosstable-legend-double = { " " }Two results per cell, the games in round order: 10 is a win, then a loss.
crosstable-legend-rounds = each round's cell is the opponent's number (#), the colour (b Black, who moves first; w White) and the result: { $codes }; 12w1 is a win with White against number 12.
crosstable-legend-rounds-start = Each round's cell is the opponent's number (#), the colour (b Black, who moves first; w White) and the result: { $codes }; 12w1 is a win with White against number 12.
crosstable-legend-byes = { " " }bye1 is a bye worth 1 point, bye½ half a point; - a round without a game.
crosstable-columns = Columns: { $list }
crosstable-columns-list = { $columns }; ties are broken in that order.
crosstable-column-fixed = Pl place, # number, Pts points
crosstable-column-tiebreak = { $head } { $name }
crosstable-withdrew-early = { $name } withdrew before finishing a game
crosstable-withdrew-after = { $name } withdrew after round { $round }
crosstable-withdrawal = { $withdrew }.
crosstable-withdrawal-annulled = { $withdrew }: all their results are annulled.
crosstable-withdrawal-forfeit = { $withdrew }: the games left count as lost by forfeit.

## A tournament as its mails describe it (templates/_tournament.*): $label is `T3`, $name
## its name, the other variables its facts in words (core.ftl, wording::tournament_in).

tournament-heading = { $label } { $name }: { $facts }.
tournament-facts = { $format }, organised by { $organiser }; { $state }
tournament-scoring = { $points }; tie-breaks: { $tiebreaks }
tournament-scoring-line = Scoring: { $scoring }.
tournament-entries = { $limits }; { $start }
tournament-entries-line = Entries: { $entries }.
tournament-no-players = No player has joined yet.
tournament-players-count = Players: { $n }.
tournament-players-list = Players ({ $n }): { $players }.
tournament-row-format = Format
tournament-row-games = Games
tournament-row-scoring = Scoring
tournament-row-entries = Entries
tournament-row-players = Players
tournament-cell-no-players = none yet
tournament-cell-players-count = { $n }
tournament-cell-players-list = { $n }: { $players }
tournament-entrant = { $name } ({ $rating })
tournament-entrant-withdrawn = { $name } ({ $rating }, withdrawn)

## The tournament notices (templates/tournament.*). $join, $leave, $start, $cancel and
## $standings are commands (shown as code); a line break is a space in HTML.

tournament-created = Your tournament { $label } is created. Players enter with { $join }
    (and may { $leave } until it starts); { $start } starts it,
    { $cancel } calls it off, { $standings } shows where it stands.
tournament-joined = You have joined { $label } { $name }; { $n } { $n ->
        [one] player is
       *[other] players are
    } entered now. When it starts,
    you get a mail for each of your games. { $leave } takes you off the entries.
tournament-left = You have left { $label } { $name } before its start.
tournament-started-notice = { $label } { $name } has started: { $n } { $n ->
        [one] game is
       *[other] games are
    } under way; each player has a mail for each of their games.
tournament-cancelled = { $label } { $name } is cancelled by its organiser; no game was played.
tournament-too-few = { $label } { $name } is cancelled: it needed { $need } players by its start, and { $have } had joined.
tournament-withdrawn = { $player } has withdrawn from { $label } { $name }.
tournament-withdrawn-forfeited = { " " }{ $n } unfinished { $n ->
        [one] game is
       *[other] games are
    } lost by forfeit.
tournament-withdrawn-annulled =
    Fewer than half of their games were played, so all their results are annulled:
    they count for neither side.
tournament-withdrawn-stand = Their results stand; their games left count as lost by forfeit.
tournament-removed = The organiser has taken { $player } off the entries of { $label } { $name } before its start.
tournament-bye = You have a bye in round { $round } of { $label } { $name }: no game this round, { $points } { $count ->
        [one] point
       *[other] points
    } for you.

## The subjects of the tournament notices (tournament::director::notices); $tournament is
## `T3 Spring`.

tournament-subject-created = { $tournament }: created, open for entries
tournament-subject-joined = { $tournament }: you have joined ({ $n } { $n ->
        [one] player
       *[other] players
    })
tournament-subject-left = { $tournament }: you have left
tournament-subject-started = { $tournament }: started, { $n } { $n ->
        [one] game
       *[other] games
    }
tournament-subject-cancelled = { $tournament }: cancelled
tournament-subject-too-few = { $tournament }: cancelled, too few players
tournament-subject-withdrawn = { $tournament }: { $player } has withdrawn
tournament-subject-removed = { $tournament }: { $player } is off the entries
tournament-subject-bye = { $tournament }: a bye in round { $round }
tournament-subject-crosstable-after-game = { $tournament }: the crosstable after game { $game }
tournament-subject-crosstable-after-annulment = { $tournament }: the crosstable after game { $game } was annulled
tournament-subject-final-wins = { $tournament }: the final crosstable, { $names } wins
tournament-subject-final-shared = { $tournament }: the final crosstable, { $names } share first place
tournament-subject-entries = { $tournament }: the entries
tournament-subject-crosstable = { $tournament }: the crosstable
tournament-subject-list = Yubin: tournaments

## The list of tournaments (templates/tournaments.*). $create, $help, $join, $standings
## are commands.

tournaments-none = No tournament is open or under way. { $create } starts one
    ({ $help } gives the words).
tournaments-some = Tournaments open or under way ({ $n }); { $join } enters an open one,
    { $standings } shows one.
tournaments-none-finished = No tournament has finished in the last { $days } days.
tournaments-finished = Finished in the last { $days } days, the latest first (at most { $most } listed); { $standings } gives one's final crosstable.
tournaments-finished-row = { $label } { $name }: { $format }, { $variant }, { $players } { $players ->
        [one] player
       *[other] players
    }; finished on { $finished }.
tournaments-winner = Winner: { $names }.
tournaments-shared = First place shared by { $names }.
tournaments-head-tournament = Tournament
tournaments-head-format = Format
tournaments-head-players = Players
tournaments-head-finished = Finished
tournaments-head-winner = Winner
tournaments-cell-format = { $format }, { $variant }
tournaments-cell-shared = shared by { $names }

## The rating list (templates/ratings.*). $variant is its variant (`Chu Shogi`); $mark
## the provisional mark `?`; $command a command.

ratings-heading = { $variant } ratings (Glicko-2; { $mark }: provisional, fewer games or long inactive):
ratings-none = No rated game has been played yet. A challenge with { $command } makes one.
ratings-games = { $n ->
        [one] game
       *[other] games
    }
ratings-you = { "  " }(you)
ratings-subject = Yubin: { $variant } ratings
