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
