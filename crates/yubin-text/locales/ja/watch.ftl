# yubin の日本語のメッセージ：watch。../en/watch.ftl の各メッセージに対応する。

## 観戦者への盤面のメール（templates/observed.*、mails::observer_view）。$player は
## `alice（先手）`、$move は `第7手 P-7f`（observed-move-number）、$unwatch… はコマンド。

watch-turn = 次は{ $player }の第{ $number }手です。
watch-turn-by = 次は{ $player }の第{ $number }手です（期限：{ $date }）。
observed-move = { $player }が{ $move }と指しました。
observed-move-number = 第{ $number }手 { $notation }
observed-takeback = 対局者の合意により{ $n }手戻しました。下の局面から対局が続きます。
observed-welcome = 対局{ $game }の観戦を始めました。一手ごとに盤面が、終局時に結果が届きます。観戦者は指すことができず、送ったメールが対局に影響することはありません。
observed-delay = この大会では、ICCFの大会と同じように、観戦者には対局を{ $plies }手遅れで表示します。結果は終局時にすぐ届きます。
observed-footer = 対局{ $game }を観戦中です。観戦をやめるには、このメールに{ $unwatch }と返信するか、{ $unwatch-game }を送ってください（{ $unwatch-all }ですべての観戦をやめます）。

## 終局を観戦者に知らせるメール（templates/observed_end.*）。

observed-end = 終局：{ $result }。{ $reason }。
observed-end-moves = 棋譜：
observed-end-none = （なし）
observed-end-footer = 対局{ $game }の観戦は終わりました。この対局についてのメールはこれが最後です。
watch-subject-end = { $title }：終局、{ $result }（{ $ending }）

## 大会を観戦する人への成績表（templates/observed_crosstable.*）：それをもたらした対局の結果。

watch-last-result = { $title }：{ $result }
watch-last-result-reason = { $title }：{ $result }、{ $reason }
observed-crosstable-last = { $last }。
observed-crosstable-footer = { $label }を観戦中です。対局が終わるたびに成績表が届きます。観戦をやめるには、このメールに{ $unwatch }と返信するか、{ $unwatch-label }を送ってください。

## `watch`、`notify`、`unwatch`、`observers` への返事（templates/watch_note.*）。

watch-label-game = 対局{ $game }
watch-label-notify = 対局{ $game }（結果のみ）
watch-notify = { $title }の結果を終局時にお知らせします。それ以外のメールは届きません。一手ごとの盤面を受け取るには{ $watch }を、やめるには{ $unwatch }を送ってください。
watch-tournament = { $label } { $name }の観戦を始めました。対局が終わるたびに、その結果と成績表が届きます（最後は最終成績表）。{ $watch }のように送ると、対局を一手ずつ観戦できます{ $plies ->
        [0] { "" }
       *[other] （この大会では観戦者には{ $plies }手遅れで表示します）
    }。{ $unwatch }で観戦をやめます。
watch-stopped-nothing = 観戦しているものはありません。何も変更していません。
watch-stopped = { $what }の観戦をやめました（{ $n }件）。今後メールは届きません。
watch-observers-allowed = { $changed ->
        [yes] 今後は、
       *[no] { "" }
    }あなたの通常対局（大会以外の対局）を他の人が観戦できます（{ $watch }で一手ごとの盤面が届きますが、指すことはできません）。{ $off }で観戦を禁止できます。
watch-observers-forbidden = { $changed ->
        [yes] 今後は、
       *[no] { "" }
    }あなたの通常対局（大会以外の対局）を他の人は観戦できません。観戦者にはメールが届かなくなります。{ $on }で再び許可できます。
watch-observers-games = 大会の対局はいつでも観戦できます。終わっていない通常対局は{ $n }局です。
watch-watching = 観戦中：{ $list }。

## 観戦者へのメールの件名（watch::commands、watch::observers）。$title は対局の題または `T3 Spring`。

watch-subject-notify = { $title }：結果をお知らせします
watch-subject-watch = { $title }：観戦を始めました
watch-subject-unwatch = Yubin：{ $what }の観戦をやめました
watch-subject-unwatch-all = Yubin：観戦しているものはなくなりました
watch-subject-observers = Yubin：大会以外の対局の観戦を{ $allowed ->
        [yes] 許可しています
       *[no] 許可していません
    }
watch-subject-move = { $title }：{ $move }、{ $to-play }
watch-subject-move-delayed = { $title }：{ $move }（{ $plies }手遅れで表示）
watch-subject-takeback = { $title }：待ったの合意、{ $to-play }
