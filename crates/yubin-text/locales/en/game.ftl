# yubin's messages in English: game. Each has its Japanese in ../ja/game.ftl.

## How mails name a game and its players (mails::naming). $side is side-black or side-white.

game-title = Game { $game }, { $black } vs { $white }
game-title-tournament = { $title } ({ $tournament }, round { $round })
game-slot = Tournament { $tournament } (T{ $id }), round { $round }, game { $board }
game-player = { $name } ({ $side })
game-to-play = { $player } to play move { $number }

## A variant's name (mails::view_text::variant_in); $variant is its command name (`chu`).

variant-title = { $variant ->
    [chu] Chu Shogi
    [maka] Maka Dai Dai Shogi
    [dai] Dai Shogi
    [daidai] Dai Dai Shogi
   *[tenjiku] Tenjiku Shogi
}

## A side as a game's mails name it: in a handicap game White gives the handicap
## (mails::view_text). $side is side-black or side-white, or these.

side-handicap-black = black
side-handicap-white = white

## The rules of a game, one line each (mails::terms_in). $illegal is `lose` or `refuse`;
## $limit and $offers are terms-limit and terms-offers, or nothing.

terms-slot = { $slot }.
terms-rules = Rules: { $variant }, preset { $preset }, { $control }, illegal moves { $illegal ->
    [lose] lose
   *[refuse] are refused
}{ $limit }{ $offers }.
terms-limit = , a draw after { $n } plies
terms-offers = { $n ->
    [one] , one draw offer per move of each side
   *[other] , one draw offer per { $n } moves of each side
}
terms-rated = Rated: the result counts for both players' ratings; no takebacks.
terms-start = Start: the position { $sfen }.
terms-option = Option: { $key } = { $value }.

## Counts (mails::plies_in).

count-plies = { $n ->
    [one] { $n } ply
   *[other] { $n } plies
}

## Who is to play (mails::game_view). $deadline is a date in the reader's zone.

turn-mine = Your turn: move { $number }.
turn-mine-by = Your turn: move { $number } by { $deadline }.
turn-other = { $player } is to play move { $number }.
turn-other-by = { $player } is to play move { $number } by { $deadline }.

## The board block of every game mail (templates/_game.txt, _game.html). $side is a side's
## name as the mail gives it; $Side the same at the start of a sentence.

view-head-watch = Game { $game }, which you watch (Black at the bottom).
view-head = Game { $game }, you play { $side }.
view-player = { $Side }: { $name }
view-player-rated = { $Side }: { $name } (rated { $rating })
view-game = Game { $game }
view-players = : { $black } ({ $bside }) vs { $white } ({ $wside }).{ " " }
view-players-rated = : { $black } ({ $bside }, rated { $brating }) vs { $white } ({ $wside }, rated { $wrating }).{ " " }
view-watch = You watch this game (Black at the bottom).
view-you-play-before = You play{ " " }
view-you-play-after = .
view-handicap = Handicap: { $handicap }. { $Side } gives it and moves first.
view-reserve = Set aside (Heisei): each side may drop one of its own, once a game.
view-reserve-dropped = { $Side } has made its drop.
view-reserve-left = { $Side } may still drop: { $pieces }.
view-key-1 = { $Black }'s pieces in capitals (Ln, +P), { $white }'s in lower case (ln, +p);
view-key-2 = + promoted; * last move, ' its origin.
view-key-html = Dark squares: { $black }'s pieces; light squares: { $white }'s;{ " " }
view-key-html-red = red
view-key-html-end = : promoted; red frame: the last move.
view-picture-key = { $key } Reply { $pieces } for { $other ->
    [letters] TSA letters
   *[kanji] kanji
} on the pieces, { $table } for a table instead of the picture.
view-recent = Recent moves:
view-reply-move = Reply to this mail with your move, e.g. { $example }, or { $help }.
view-wait = You will get a mail when { $opponent } has moved. Meanwhile you may reply { $board }, { $history }, { $draw }, { $resign } or { $help }.
view-wait-1 = You will get a mail when { $opponent } has moved. Meanwhile you may
view-wait-2 = reply { $board }, { $history }, { $draw }, { $resign } or { $help }.

## The clocks line (templates/_clock.txt, _game.html): clocks-label, then for each side
## clock-side, then what applies of the others, then clock-between or clock-end.

clocks-label = Clocks:
clock-side = { " " }{ $side }{ " " }
clock-byoyomi = { " " }(in byoyomi)
clock-moves = { $n ->
    [one] { " " }for { $n } move
   *[other] { " " }for { $n } moves
}
clock-given = { " " }(including { $amount } given)
clock-to-move = , to move
clock-between = ;
clock-end = .

## The mails about a game's course. $command and the like are commands (shown as code).

moved = { $player } played { $number }. { $move }.
moved-html-before = { $player } played{ " " }
moved-html-after = .
moved-auto = { $player } answered { $number }. { $move } (a conditional move, played at once).
moved-auto-html-before = { $player } answered{ " " }
moved-auto-html-after = { " " }(a conditional move, played at once).
moved-stored = Your conditional moves are stored ({ $n ->
    [one] { $n } line
   *[other] { $n } lines
}; { $list } lists them, { $clear } deletes them).
moved-cleared = Your conditional moves were cleared: none of your lines expected { $move }.
started = { $name } accepted the challenge: the game begins.
challenge = { $name } challenges you to a game of { $variant } (game { $game }).
challenge-side = You would play { $side }.
challenge-side-html-before = { " " }You would play{ " " }
challenge-side-html-after = .
challenge-answer = Reply { $accept } or { $decline } to this mail.
challenge-sent = Your challenge to { $name } is on its way (game { $game }).
challenge-sent-side = You play { $side }. You will hear from me when { $name } answers.
challenge-sent-side-html-before = { " " }You play{ " " }
challenge-sent-side-html-after = . You will hear from me when { $name } answers.
name-hint-1 = Other players know you as { $name }. To choose the name they read, reply
name-hint-2 = { $command } (your address is shown only to the opponent of a game you
name-hint-3 = start by address, or who starts one with you).
name-hint-html-before = Other players know you as{ " " }
name-hint-html-after = . To choose the name they read, reply { $command } (your address is shown only to the opponent of a game you start by address, or who starts one with you).
preview = Preview of { $text } ({ $move }): the board if you played it. Nothing was played.
preview-html-before = Preview of{ " " }
preview-html-after = { " " }({ $move }): the board if you played it.{ " " }
preview-nothing = Nothing was played.
preview-how = To play it, reply with the move itself.
preview-how-html = { " " }To play it, reply with the move itself.
reminder = Reminder: your move { $number } in game { $game } is due by { $due }.
reminder-html-before = Reminder: your move { $number } in game { $game } is due by{ " " }
reminder-lose = If no move arrives by then, you lose the game on time.
reminder-html-after = . If no move arrives by then, you lose the game on time.
history = Every move of game { $game } ({ $black } { $bside }, { $white } { $wside }):
history-none = No moves yet.
history-result = Result: { $result }
paired = { $slot }: a new game, against { $opponent }.

## The subjects of these mails (crates/yubin-engine). $title is game-title.

subject-moved = { $title }: { $number }. { $move }{ $answers }, { $to_play }
subject-moved-answer = , { $number }. { $move } (conditional)
subject-challenge = { $title }: { $name } challenges you to { $variant }
subject-challenge-sent = { $title }: challenge sent to { $name }
subject-started = { $title }: challenge accepted, { $to_play }
subject-declined = { $title }: challenge declined
subject-board = { $title }: board at move { $number }, { $to_play }
subject-history = { $title }: history, { $plies }
subject-preview = { $title }: preview of { $number }. { $move } (not played)
subject-reminder = { $title }: reminder, your move { $number } is due by { $due }
subject-paired = { $title }: { $to_play }

## The board picture's alt text and key (mails::picture). $n counts plies; $effects is
## what the move took on the way and burned; $pieces is `kanji` or `letters`, $burns
## `yes` in Tenjiku Shogi.

picture-alt-start = Board of game { $game } ({ $variant }) at the start, { $side } to move
picture-alt = Board of game { $game } ({ $variant }) after { $n ->
    [one] { $n } ply
   *[other] { $n } plies
}, { $side } to move
picture-alt-last = ; the last move { $move }{ $effects }
picture-alt-bottom = . { $Side } at the bottom.
picture-key = { $Up }'s pieces point up, { $down }'s down; { $pieces ->
    [letters] TSA letters, red when promoted
   *[kanji] red labels: promoted
}; green: the last move (dashed: where it came from); a red cross: a piece taken on the way{ $burns ->
    [yes] ; orange with 火: burned by a fire demon
   *[no] { "" }
}.
legend-label = Pieces:

## A handicap in words (mails::view_text::handicap_in): each part of its description.

handicap-part = { $part ->
    [copper_general] copper general
    [silver_general] silver general
    [blind_tiger] blind tiger
    [ferocious_leopard] ferocious leopard
    [gold_general] gold general
    [side_mover] side mover
    [vertical_mover] vertical mover
    [rook] rook
    [queen] queen
    [dragon_king] dragon king
    [two_lions] two lions
    [three_lions] three lions
   *[two_kings] two kings
}
handicap-separator = { " + " }

## The tooltips of the HTML board's squares (render::board_html_in).

cell-piece = { $side } { $piece } ({ $tsa }) on { $square }
cell-last-move = , last move
cell-last-from = , last move came from here
