# yubin's messages in English: help. Each has its Japanese in ../ja/help.ftl.

## The command list (templates/commands.txt, mails::command_list_in): each description is the
## right column, its line breaks kept (the template indents each line after the first).

help-intro =
    Commands, one per mail, in the first lines of your mail or in the subject
    (case does not matter):
help-help = this list
help-challenge =
    challenge a player to Chu Shogi (chu, the default),
    Maka Dai Dai Shogi (maka), Dai Shogi (dai), Dai Dai
    Shogi (daidai) or Tenjiku Shogi (tenjiku). Presets:
    chu standard, jcsa, heisei; maka standard,
    maka_jp_revival, hishigata (its setup provisional);
    dai, daidai and tenjiku standard.
help-challenge-defaults =
    Defaults: random side, 7 days per move, an illegal
    move loses. Chu handicaps (White gives them and
    moves first): two_kings, two_lions, three_lions,
    msm1 … msm21 (Middle Shogi Manual), queen, …
help-challenge-clocks =
    Clocks: days=N per move; time=30d+3d [max=60d]
    (a bank plus an increment); time=10/50d
    {"["}double=20d] (ICCF: 10 moves in 50 days);
    time=30d byo=3d (then 3 days a move). A draw
    after max_plies (Chu 1000, Dai 1500, Tenjiku
    1600, Dai Dai 1750, Maka 2000).
help-challenge-draw-every =
    draw_every=N: each player offers a draw at most
    once per N of their own moves (1 to 100).
help-challenge-sfen =
    sfen="…": start from this position (a lishogi
    SFEN; Maka, Dai, Dai Dai, Tenjiku: their position
    strings), in quotes.
help-challenge-rated =
    rated: only from the standard setup, no
    takebacks; casual (the default).
help-accept = answer a challenge (reply to the challenge mail)
help-move =
    a move in TSA (P-7f, Lnx!7f), USI (7g7f) or, in Chu,
    WinBoard notation (f5); #N refuses the move unless
    it is move number N
help-preview = the board after the move; nothing is played
help-resign = give up the game
help-abort = end the game unscored, until both sides have moved
help-pause =
    propose to stop both clocks (your opponent replies
    `accept pause` or `decline pause`); either resumes
help-give = extra time for your opponent: give 3d, give 12h
help-leave =
    leave (dates, in your time zone) or leave 10d: your
    clock stops in all your games; `leave` lists it,
    `leave cancel` ends it
help-draw = offer a draw, or accept your opponent's offer
help-decline-draw = refuse your opponent's draw offer
help-takeback =
    ask to take back your last move (with your opponent's
    reply since), or exactly the last N plies
help-accept-takeback = undo the moves your opponent asked to take back
help-decline-takeback = refuse them (a move refuses them too)
help-board = the current board
help-history = every move of the game
help-games = your games and whose turn it is
help-export =
    a game's record as files (all by default): KIF for
    lishogi, PGN for WinBoard, the TSA score, USI, JSON
help-ratings = the rating list (Glicko-2; rated games only)
help-conditional-with = with, on the following lines, conditional moves:
help-conditional-if =
    when your opponent's move is a line's reply, your
    answer is played at once; other moves clear them
help-conditional = your conditional moves; `conditional clear`
help-timezone =
    your time zone (an IANA name: Europe/Berlin,
    Asia/Tokyo; UTC by default): dates in your mails
    are written in it; alone, it shows the current one
help-board-form =
    how the HTML part of your mails shows boards: a
    picture from your side (the default) or a table of
    TSA letters; the text part keeps the text board
help-pieces =
    the picture's pieces in kanji (the default: one in
    Chu, the two-kanji name in the larger games) or in
    TSA letters; alone, it shows your settings
help-name =
    the name every mail, list, crosstable, export and
    archive page shows for you instead of your
    pseudonym (your address is never published);
    alone, it shows it
help-archive =
    whether your games may be published (public by
    default; both players must allow it)
help-observers =
    whether others may watch your casual games (on by
    default; tournament games can always be watched)
help-language = the language of your mails
help-digest = your opponents' moves in one mail a day (07:00 unless you name a time, in your time zone), the games where it is your move; urgent mails still come at once
help-reminders = whether your deadline reminders come (your clocks run either way)
help-unsubscribe = lists what you receive without asking each time (observed games, reminders) and how to stop each; a reply to such a mail with `unsubscribe` stops that one
help-move-to = moves your games, ratings, entries and settings to a new address, once both addresses confirm; `move cancel` takes it back
help-my-data = mails you a copy of everything stored about you (a JSON file)
help-forget = erases your address and what identifies you, after you confirm; your games stay under a new name
help-observers-heading = Observers (anyone, player or not):
help-watch =
    every board mail of game N, from Black's side; you
    cannot move in it
help-notify = only the result of game N
help-watch-tournament = every crosstable of tournament T<n>
help-unwatch = stop (alone: in reply to an observer's mail)
help-tournaments-heading = Tournaments (round robin, Swiss, knockout), by mail:
help-create-terms =
    and the
    game terms of a challenge
    (chu|maka|dai|daidai|tenjiku, preset=, handicap= or sfen="…",
    days=/time=, rated, options)
help-create =
    create one: rr round robin (default), drr double,
    swiss with rounds=N, ko with games=N per match
    (2 by default; a tie goes on in pairs of games).
    delay=N: observers see its games N plies behind;
    archive=private keeps its games out of the archive.
    A name of several words goes in "quotes". It
    starts on its date, or by the organiser:
help-tournament-start = (the organiser) start it, call it off
help-tournament-withdraw = (the organiser) withdraw a player
help-join =
    enter / leave one; leave once it runs withdraws
    you: fewer than half of a round robin's games
    played annuls your results, else the games left
    are lost by forfeit
help-standings = its crosstable (alone: in reply to one of its games)
help-crosstables = whether the crosstable comes after each game of a tournament you play in (your games' mails and the final one come either way)
help-tournaments =
    the open and running ones, and those finished in the
    last 90 days (at most 10) with their winners
help-reply =
    Reply to the bot's last mail about a game: its reply address carries your
    key for that game.
