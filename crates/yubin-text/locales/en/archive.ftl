# yubin's messages in English: archive. Each has its Japanese in ../ja/archive.ftl.

## The frame of every page (templates/archive/_layout.html).

archive-skip = Skip to the content
archive-nav = Archive
archive-nav-games = Games
archive-nav-players = Players
archive-nav-tournaments = Tournaments
archive-nav-ratings = Ratings
archive-footer = Games played by email with yubin, every move checked by its rules core. Players appear under the names they chose; addresses are never published.
archive-footer-updated = {" "}Brought up to date { $when }.

## Punctuation between the parts of a line.

archive-period = {"."}
archive-comma = {", "}
archive-colon = {": "}
archive-then = {", then "}

## The game lists (_macros.html, index.html, games.html; src/archive/site.rs).

archive-no-games = No games.
archive-col-game = Game
archive-col-date = Date
archive-col-black = Black
archive-col-white = White
archive-col-result = Result
archive-col-plies = Plies
archive-col-variant = Variant
archive-col-tournament = Tournament
archive-going-on-to-play = going on, { $side } to play
archive-filter = Filter the games
archive-filter-variant = Variant:
archive-filter-result = Result:
archive-filter-all = all
archive-filter-running = going on
archive-filter-black = Black won
archive-filter-white = White won
archive-filter-draw = drawn
archive-variant-chu = Chu Shogi
archive-variant-dai = Dai Shogi
archive-variant-tenjiku = Tenjiku Shogi
archive-variant-daidai = Dai Dai Shogi
archive-variant-maka = Maka Dai Dai Shogi
archive-title-every-game = Every game
archive-title-games = Games: { $result }
archive-title-variant-every = { $variant }: every game
archive-title-variant = { $variant }: { $result }
archive-games-count = { $n ->
    [one] { $n } game, the newest first.
   *[other] { $n } games, the newest first.
}
archive-index-count = { $n ->
    [one] { $n } game in the archive. Every game's page shows the board after every move.
   *[other] { $n } games in the archive. Every game's page shows the board after every move.
}
archive-going-on = Going on
archive-finished-lately = Finished lately
archive-game-link = Game { $game }
archive-tournament-round = T{ $id } { $name }, round { $round }

## A game's page (game.html; src/archive/board.rs).

archive-game-title = Game { $game }: { $black } vs { $white }
archive-game-players = { $black } (Black) against { $white } (White): { $result }, { $state }.
archive-origin-rules = { $variant }, preset { $preset }
archive-origin-time = , { $time }
archive-origin-site = ; played at { $site }
archive-origin-event = ; { $event }
archive-imported = Imported on { $day } from the { $format } record { $file }: every move checked by yubin's rules core.
archive-handicap = Handicap: { $handicap }; White gives it and moves first.
archive-started = Started { $when }.
archive-ended = Ended { $when }.
archive-letters = Letters on the pieces
archive-flip = Flip the board
archive-board-ply = Board, ply { $n }
archive-caption-start = The start
archive-caption-after = After { $n }. { $side } { $move }{ $effects }
archive-hand-done = { $side } has made its drop.
archive-hand-left = { $side } may still drop (Heisei, once a game):
archive-step-start = Start
archive-step-back = Back
archive-step-forward = Forward
archive-step-end = End
archive-moves = Moves
archive-no-move = No move yet.
archive-key = The board: each piece points away from its owner, Black's up the board and White's down with their labels upside down, as on a real board; a red label is a promoted piece. The labels are kanji (one for Chu, as lishogi's pieces; the two-kanji name in the larger games), or the TSA letters of the Middle Shogi Manual with the switch above the board. The last move's squares are tinted: a solid frame where it went, a dashed one where it came from; a red cross marks a square where it took a piece on the way (a lion's first step), and an orange square with 火 a piece a fire demon burned. Step with the buttons under the board, the move list or the arrow keys (Home and End go to the start and the end); the list highlights the move shown. A square's piece is named when the pointer rests on it; in a board that has the keyboard's focus (Tab), the arrow keys move a square cursor whose piece is named under the board. Moves are in TSA notation, then in USI as lishogi writes it.
archive-pieces = Pieces in this game
archive-download = Download
archive-download-kif = KIF, for lishogi's import and Japanese programs
archive-download-pgn = PGN, for WinBoard and XBoard
archive-download-tsa = the game score in TSA notation
archive-download-usi = the USI position line, for engines
archive-download-json = JSON in lishogi's export shape, with every position's SFEN
archive-text-board = The last position as text

## The players' pages (players.html, player.html; src/archive/players.rs).

archive-no-players = No players yet.
archive-col-player = Player
archive-col-games = Games
archive-col-ratings = Ratings
archive-col-rating = Rating
archive-col-rated-games = Rated games
archive-col-opponent = Opponent
archive-col-colour = Colour
archive-record = { $won } won, { $drawn } drawn, { $lost } lost, of the games in the archive.
archive-record-running = { $won } won, { $drawn } drawn, { $lost } lost, { $running } going on, of the games in the archive.
archive-rating-now = { $variant } rating: { $rating }
archive-rated-games = { $n ->
    [one] { $n } rated game (Glicko-2; a ? marks a provisional rating).
   *[other] { $n } rated games (Glicko-2; a ? marks a provisional rating).
}
archive-rated-games-chart = { $n ->
    [one] { $n } rated game (Glicko-2; a ? marks a provisional rating; the band around the line is ± one deviation).
   *[other] { $n } rated games (Glicko-2; a ? marks a provisional rating; the band around the line is ± one deviation).
}
archive-ratings-table = The ratings as a table
archive-rating-history = { $variant } rating after each rated game
archive-player-games = { $name }'s games, the newest first, each from { $name }'s side
archive-own-win = win
archive-own-draw = draw
archive-own-loss = loss
archive-own-running = going on

## The rating lists (ratings.html).

archive-ratings-about = Glicko-2 ratings from rated games, as lishogi rates: every game is a rating period of its own. A ? marks a provisional rating (a deviation over 110).
archive-no-rated-games = No rated games yet.
archive-col-deviation = Deviation

## The tournaments' pages (tournaments.html, tournament.html; src/archive/tournaments.rs).

archive-no-tournaments = No tournaments yet.
archive-col-kind = Kind
archive-col-state = State
archive-col-players = Players
archive-col-winner = Winner
archive-col-place = place
archive-col-pl = Pl
archive-col-points = points
archive-col-pts = Pts
archive-kind = { $format }, { $variant }
archive-state-open = open for entries
archive-state-running = under way
archive-state-finished = finished
archive-state-cancelled = cancelled
archive-t-rated = { $variant }, { $format }; rated: the games count for the players' ratings.
archive-t-unrated = { $variant }, { $format }; not rated.
archive-t-time = Time control: { $time }.
archive-t-points = Points: { $points }.
archive-t-tie-breaks = Tie-breaks: { $tie_breaks }.
archive-t-organiser = Organiser: { $organiser }.
archive-t-state = { $state }.
archive-t-state-start = { $state }; { $start }.
archive-t-created = Created { $when }
archive-t-started = ; started { $when }
archive-t-finished = ; finished { $when }
archive-t-cancelled = ; cancelled { $when }
archive-final-crosstable = Final crosstable
archive-crosstable = Crosstable
archive-key-round-robin = 1 won, ½ drawn, 0 lost, + won by forfeit, - lost by forfeit, / annulled, * not finished, . not paired yet; the numbers over the cells are the rows' numbers (#); each result links to its game.
archive-key-rounds = Each round's cell is the opponent's number (#), the colour (b Black, w White) and the result: 1 won, ½ drawn, 0 lost, + won and - lost by forfeit; bye1 is a bye worth 1 point; each result links to its game.
archive-key-rating-now = {" "}Rating: the player's { $variant } rating now (? provisional, – none yet).
archive-key-rating-start = {" "}Rating: the player's { $variant } rating when the tournament started (? provisional, – none yet).
archive-key-ties = {" "}Ties are broken by { $order }.
archive-tb-buchholz = Buchholz
archive-tb-median-buchholz = median Buchholz
archive-tb-sonneborn-berger = Sonneborn-Berger
archive-tb-direct-encounter = direct encounter
archive-tb-baumbach = wins (Baumbach)
archive-tb-wins-with-white = wins with White
archive-entries = Entries
archive-entry-rated = {", rated "}{ $rating }
archive-round = Round { $n }
archive-round-games = Round { $n }'s games
archive-result-title = { $game }: { $black } (Black) against { $white } (White), { $result }
archive-bye = {"Bye: "}
archive-chart-desc = { $n ->
    [one] { $n } rated game from { $from } to { $to }: from { $first } to { $last }, lowest { $lowest }, highest { $highest }.
   *[other] { $n } rated games from { $from } to { $to }: from { $first } to { $last }, lowest { $lowest }, highest { $highest }.
}

## A square's name on hover and under a focused board (the game page's script reads these
## from the page; %name%, %code% and %square% are filled in by the script).
archive-js-piece-black = black %name% (%code%) on %square%
archive-js-piece-white = white %name% (%code%) on %square%
archive-js-piece = %name% (%code%) on %square%
archive-js-empty = %square%, empty
archive-js-last-to = , last move
archive-js-last-from = , last move came from here
archive-js-taken = , taken on the way
archive-js-burned = , burned

## An analysed game's evaluation by the computer (src/archive/graph.rs): the graph, its
## caption, the table of evaluations and the headings.
archive-eval-heading = The computer's evaluation
archive-eval-title = Evaluation after each move, from Black's view
archive-eval-desc = A line over the { $plies } plies of the game: the evaluation after each move, in pawns from Black's view, above the middle line where Black stands better. { $first } after the first move, { $last } after the last, lowest { $lowest }, highest { $highest }. { $marks ->
    [0] No move is marked.
    [one] One move is marked with a dot: the move that lost the most.
   *[other] { $marks } moves are marked with dots: those that lost the most.
}
archive-eval-caption = Analysed by the computer, { $n } nodes per position. Above the middle line Black stands better, below it White; the scale ends at 20 pawns, where a mate is drawn. The dots are the moves that lost the most, noted in the list of moves.
archive-eval-table = The evaluation after each move
archive-eval-col-ply = Ply
archive-eval-col-move = Move
archive-eval-col-eval = Evaluation
archive-eval-col-note = Note
