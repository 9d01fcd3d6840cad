# yubin's messages in English: daily digests. Each has its Japanese in ../ja/digest.ftl.

## The answer to `digest` (templates/digest_set.*). $time: `07:00`; $zone: the player's
## time zone; $next: the next digest's date and time.

digest-set-daily = { $changed ->
    [yes] From now on, your
   *[no] Your
} opponents' moves come in one mail a day, at { $time } { $zone }: a digest of the games where it is your move. The next one comes on { $next }.
digest-set-urgent = A mail still comes at once when a deadline is less than a day away, when a game ends, when a game starts, and for everything you ask or are asked (a challenge, a draw offer, a takeback).
digest-set-off = { $changed ->
    [yes] From now on, every
   *[no] Every
} mail about your games comes at once: you take no daily digest.
digest-set-change = { $daily } (at { $default } in your time zone) or { $daily-at } turns the digest on, { $off } turns it off; { $timezone } sets your time zone.
digest-subject-daily = Yubin: a daily digest at { $time }
digest-subject-off = Yubin: no daily digest

## The digest (templates/digest.*). $games: how many games wait for the reader's move.

digest-subject = Yubin: your move in { $games ->
    [one] { $games } game
   *[other] { $games } games
}
digest-intro = Your daily digest: it is your move in { $games ->
    [one] { $games } game.
   *[other] { $games } games.
}
digest-how = Reply to this mail with one line per game, the game's number, a colon and your move ({ $example }); each move is checked and answered as a move sent alone. A move may also go to the game's own reply address, below its board.
digest-game = Game { $game }: reply address { $address }
digest-due = Your move is due by { $due }.
digest-off = To have every mail at once again, send { $off }.
