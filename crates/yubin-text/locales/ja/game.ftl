# yubin の日本語のメッセージ：game。../en/game.ftl の各メッセージに対応する。

## 対局と対局者の呼び方（mails::naming）。$side は side-black、side-white（先手、後手）。

game-title = 対局{ $game }：{ $black } 対 { $white }
game-title-tournament = { $title }（{ $tournament }、第{ $round }回戦）
game-slot = 大会 { $tournament }（T{ $id }）第{ $round }回戦 第{ $board }局
game-player = { $name }（{ $side }）
game-to-play = { $player }の第{ $number }手

## 将棋の種類の名前（mails::view_text::variant_in）。$variant はコマンドでの名前（`chu`）。

variant-title = { $variant ->
    [chu] 中将棋
    [maka] 摩訶大大将棋
    [dai] 大将棋
    [daidai] 大大将棋
   *[tenjiku] 天竺大将棋
}

## 駒落ちの対局での手番の呼び方：後手（white）が駒を落とす上手（mails::view_text）。

side-handicap-black = 下手
side-handicap-white = 上手

## 対局の規則、一行ずつ（mails::terms_in）。$illegal は `lose` か `refuse`。$limit と
## $offers は terms-limit と terms-offers、または空。

terms-slot = { $slot }。
terms-rules = 規則：{ $variant }、初期配置「{ $preset }」、{ $control }、反則手は{ $illegal ->
    [lose] 負け
   *[refuse] 受け付けません
}{ $limit }{ $offers }。
terms-limit = 、{ $n }手で引き分け
terms-offers = 、引き分けの提案は各自{ $n }手に1回まで
terms-rated = レーティング対局：結果は双方のレーティングに反映されます。待ったはできません。
terms-start = 開始局面：{ $sfen }。
terms-option = オプション：{ $key } = { $value }。

## 数（mails::plies_in）。

count-plies = { $n }手

## 手番（mails::game_view）。$deadline は読み手のタイムゾーンでの日時。

turn-mine = あなたの手番です：第{ $number }手。
turn-mine-by = あなたの手番です：第{ $number }手（期限：{ $deadline }）。
turn-other = { $player }の手番です：第{ $number }手。
turn-other-by = { $player }の手番です：第{ $number }手（期限：{ $deadline }）。

## 対局のメールの盤の部分（templates/_game.txt、_game.html）。$side、$Side は手番の名前。

view-head-watch = 対局{ $game }：観戦中です（先手が下）。
view-head = 対局{ $game }：あなたは{ $side }です。
view-player = { $Side }：{ $name }
view-player-rated = { $Side }：{ $name }（レーティング{ $rating }）
view-game = 対局{ $game }
view-players = ：{ $black }（{ $bside }）対 { $white }（{ $wside }）。
view-players-rated = ：{ $black }（{ $bside }、レーティング{ $brating }）対 { $white }（{ $wside }、レーティング{ $wrating }）。
view-watch = この対局を観戦中です（先手が下）。
view-you-play-before = あなたは
view-you-play-after = です。
view-handicap = 駒落ち：{ $handicap }。{ $Side }が駒を落とし、先に指します。
view-reserve = 控え駒（平成中将棋）：各自、自分の控え駒を1局に1回だけ打てます。
view-reserve-dropped = { $Side }は控え駒を打ち終えました。
view-reserve-left = { $Side }がまだ打てる控え駒：{ $pieces }。
view-key-1 = { $Black }の駒は大文字（Ln、+P）、{ $white }の駒は小文字（ln、+p）。
view-key-2 = +は成駒、*は最後の手の行き先、'はその移動元。
view-key-html = 濃いマス：{ $black }の駒、薄いマス：{ $white }の駒、
view-key-html-red = 赤
view-key-html-end = ：成駒、赤枠：最後の手。
view-picture-key = { $key }駒の表記を{ $other ->
    [letters] TSAの略号
   *[kanji] 漢字
}にするには{ $pieces }、図の代わりに表で見るには{ $table }と返信してください。
view-recent = 最近の指し手：
view-reply-move = このメールに指し手を返信してください（例：{ $example }）。{ $help }でコマンドの説明を返します。
view-wait = { $opponent }が指したらメールでお知らせします。それまでに{ $board }、{ $history }、{ $draw }、{ $resign }、{ $help }を返信することもできます。
view-wait-1 = { $opponent }が指したらメールでお知らせします。
view-wait-2 = それまでに{ $board }、{ $history }、{ $draw }、{ $resign }、{ $help }を返信することもできます。

## 持ち時間の行（templates/_clock.txt、_game.html）：clocks-label、各手番に clock-side、
## 当てはまる説明、clock-between か clock-end。

clocks-label = 持ち時間：
clock-side = { $side }
clock-byoyomi = （秒読み中）
clock-moves = （あと{ $n }手）
clock-given = （贈られた{ $amount }を含む）
clock-to-move = 、手番
clock-between = ；
clock-end = 。

## 対局の進行のメール。$command などはコマンド（コードとして表示）。

moved = { $player }が{ $number }. { $move }と指しました。
moved-html-before = { $player }が
moved-html-after = と指しました。
moved-auto = { $player }が{ $number }. { $move }と応じました（予約手をすぐに指しました）。
moved-auto-html-before = { $player }が
moved-auto-html-after = と応じました（予約手をすぐに指しました）。
moved-stored = 予約手を保存しました（{ $n }通り。{ $list }で一覧、{ $clear }で削除できます）。
moved-cleared = 予約手を消去しました：どの予約手順も{ $move }を想定していませんでした。
started = { $name }が挑戦を受けました。対局開始です。
challenge = { $name }から{ $variant }の挑戦が届きました（対局{ $game }）。
challenge-side = あなたは{ $side }になります。
challenge-side-html-before = あなたは
challenge-side-html-after = になります。
challenge-answer = このメールに{ $accept }か{ $decline }と返信してください。
challenge-sent = { $name }への挑戦を送りました（対局{ $game }）。
challenge-sent-side = あなたは{ $side }です。{ $name }が返答したらお知らせします。
challenge-sent-side-html-before = あなたは
challenge-sent-side-html-after = です。{ $name }が返答したらお知らせします。
name-hint-1 = ほかの対局者にはあなたは{ $name }として表示されています。表示される名前を
name-hint-2 = 選ぶには{ $command }と返信してください（あなたのアドレスは、アドレスで
name-hint-3 = 始めた対局、またはアドレスで始められた対局の相手にだけ表示されます）。
name-hint-html-before = ほかの対局者にはあなたは
name-hint-html-after = として表示されています。表示される名前を選ぶには{ $command }と返信してください（あなたのアドレスは、アドレスで始めた対局、またはアドレスで始められた対局の相手にだけ表示されます）。
preview = { $text }（{ $move }）のプレビュー：この手を指した場合の局面です。まだ指していません。
preview-html-before = プレビュー：
preview-html-after = （{ $move }）を指した場合の局面です。
preview-nothing = まだ指していません。
preview-how = 指すには、その手をそのまま返信してください。
preview-how-html = 指すには、その手をそのまま返信してください。
reminder = 期限のお知らせ：対局{ $game }の第{ $number }手の期限は{ $due }です。
reminder-html-before = 期限のお知らせ：対局{ $game }の第{ $number }手の期限は
reminder-lose = それまでに指し手が届かないと、時間切れ負けになります。
reminder-html-after = です。それまでに指し手が届かないと、時間切れ負けになります。
history = 対局{ $game }の全指し手（{ $bside } { $black }、{ $wside } { $white }）：
history-none = まだ指し手はありません。
history-result = 結果：{ $result }
paired = { $slot }：{ $opponent }との新しい対局です。

## これらのメールの件名（crates/yubin-engine）。$title は game-title。

subject-moved = { $title }：{ $number }. { $move }{ $answers }、次は{ $to_play }
subject-moved-answer = 、{ $number }. { $move }（予約手）
subject-challenge = { $title }：{ $name }から{ $variant }の挑戦
subject-challenge-sent = { $title }：{ $name }へ挑戦を送りました
subject-started = { $title }：挑戦が受けられました、次は{ $to_play }
subject-declined = { $title }：挑戦が断られました
subject-board = { $title }：第{ $number }手の盤面、次は{ $to_play }
subject-history = { $title }：棋譜、{ $plies }
subject-preview = { $title }：{ $number }. { $move }のプレビュー（未着手）
subject-reminder = { $title }：第{ $number }手の期限が近づいています（{ $due }まで）
subject-paired = { $title }：次は{ $to_play }

## 盤の図の代替テキストと凡例（mails::picture）。$n は手数、$effects は途中で取った駒と
## 焼いた駒、$pieces は `kanji` か `letters`、$burns は天竺大将棋で `yes`。

picture-alt-start = 対局{ $game }（{ $variant }）の開始局面、{ $side }の手番
picture-alt = 対局{ $game }（{ $variant }）の{ $n }手目の局面、{ $side }の手番
picture-alt-last = 。最後の手は{ $move }{ $effects }
picture-alt-bottom = 。{ $Side }が下。
picture-key = { $Up }の駒は上向き、{ $down }の駒は下向き。{ $pieces ->
    [letters] 駒はTSAの略号、成駒は赤
   *[kanji] 赤い文字は成駒
}。緑は最後の手（破線は移動元）。赤い×は途中で取られた駒{ $burns ->
    [yes] 。橙に火は火鬼に焼かれた駒
   *[no] { "" }
}。
legend-label = 駒：

## 駒落ちの言い方（mails::view_text::handicap_in）：説明の各部分。

handicap-part = { $part ->
    [copper_general] 銅将落ち
    [silver_general] 銀将落ち
    [blind_tiger] 盲虎落ち
    [ferocious_leopard] 猛豹落ち
    [gold_general] 金将落ち
    [side_mover] 横行落ち
    [vertical_mover] 竪行落ち
    [rook] 飛車落ち
    [queen] 奔王落ち
    [dragon_king] 龍王落ち
    [two_lions] 二枚獅子
    [three_lions] 三枚獅子
   *[two_kings] 二枚玉
}
handicap-separator = ・

## HTML の盤のマスのツールチップ（render::board_html_in）。

cell-piece = { $square }：{ $side }の{ $piece }（{ $tsa }）
cell-last-move = 、最後の手
cell-last-from = 、最後の手の移動元
