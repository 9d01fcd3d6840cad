# A game's analysis by the computer in words (evaluation.rs): the comments of the annotated
# records, the analysis mail and the archive's game pages. Evaluations are from Black's view.

# A forced mate: its winner and its length in plies (single moves of either side).
eval-mate = mate in { $plies } { $plies ->
        [one] ply
       *[other] plies
    } for { $side ->
        [black] Black
       *[white] White
    }
# A marked move: what it lost, in pawns, and the engine's choice in the record's notation.
eval-mistake = Mistake: { $pawns } pawns lost.
eval-mistake-best = Mistake: { $pawns } pawns lost; the engine's choice: { $best }.
# A marked move where a mate is on either side: the evaluations before and after it.
eval-mistake-mate = Mistake: { $before } before the move, { $after } after it.
eval-mistake-mate-best = Mistake: { $before } before the move, { $after } after it; the engine's choice: { $best }.
