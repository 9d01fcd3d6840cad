# yubin の日本語のメッセージ：unsubscribe。../en/unsubscribe.ftl の各メッセージに対応する。

## 配信の名前。$game は対局の番号、$label は大会の番号（T3）。

unsub-what-game = 対局{ $game }の観戦メール
unsub-what-notify = 対局{ $game }の結果のお知らせ
unsub-what-tournament = { $label }の成績表
unsub-what-reminders = 対局の期限のお知らせ
unsub-what-digest = 毎日のまとめメール

## 配信の停止と、再開のコマンド（$command）。

unsub-stopped = { $what }の配信を停止しました。ほかのメールはこれまでどおり届きます。
unsub-stopped-already = { $what }はすでに停止しています。何も変更していません。
unsub-reminders-clock = 持ち時間はこれまでどおり進みます。期限までに指さなければ、時間切れ負けになります。
unsub-digest-moves = 相手の指し手は、これまでどおり一手ごとにすぐお送りします。
unsub-resume = 再開するには、{ $command }を送ってください。
unsub-subject-stopped = Yubin：{ $what }の配信を停止しました

## `unsubscribe` のみ：送り主に届く配信と、それぞれを止めるコマンド。

unsub-list = ご自身のメールへの返事のほかに、次のメールが届きます。
unsub-list-none = ご自身のメールへの返事のほかに届くメールはありません。観戦中の対局や大会はなく、期限のお知らせが届く対局もありません。
unsub-list-item = { $what }：停止するには{ $command }
unsub-list-reminders-off = 期限のお知らせは停止中です。再開するには{ $command }を送ってください。
unsub-list-how = これらのメールは、メールソフトの配信停止ボタンか、そのメールに{ $command }と返信することでも停止できます。
unsub-subject-list = Yubin：届くメールの一覧

## `reminders on|off`。$command はもう一方のコマンド。

reminders-now-on = 対局の期限の前にお知らせが再び届きます。停止するには{ $command }を送ってください。
reminders-now-off = 期限のお知らせを停止しました。持ち時間はこれまでどおり進みます。期限までに指さなければ、時間切れ負けになります。再開するには{ $command }を送ってください。
reminders-are-on = 対局の期限の前にお知らせが届きます。停止するには{ $command }を送ってください。
reminders-are-off = 期限のお知らせは停止中です。再開するには{ $command }を送ってください。
reminders-subject-on = Yubin：期限のお知らせを受け取ります
reminders-subject-off = Yubin：期限のお知らせを停止しました

## 大会の対局ごとの成績表（`crosstables T3 on|off`、配信 `x3`）。$label は大会（T3）、
## $command は逆の設定にするコマンド。

unsub-what-crosstables = { $label }の対局ごとの成績表
unsub-crosstables-games = ご自身の対局のメールと、大会終了時の最終成績表はこれまでどおりお送りします。
unsub-list-crosstables-off = { $label }の対局ごとの成績表は停止中です。再開するには{ $command }を送ってください。
crosstables-now-on = { $label }の成績表を、対局が終わるたびにまたお送りします。停止するには{ $command }を送ってください。
crosstables-now-off = { $label }の対局ごとの成績表の配信を停止しました。ご自身の対局のメールと、大会終了時の最終成績表はこれまでどおりお送りします。再開するには{ $command }を送ってください。
crosstables-are-on = { $label }の成績表は、対局が終わるたびにお送りしています。停止するには{ $command }を送ってください。
crosstables-are-off = { $label }の対局ごとの成績表は停止中です。再開するには{ $command }を送ってください。
crosstables-not-entrant = 募集中または開催中の大会{ $label }に参加していないため、選手としての成績表はお送りしていません。観戦として大会を見るには、{ $command }を送ってください。
crosstables-subject-on = Yubin：{ $label }の対局ごとの成績表（配信中）
crosstables-subject-off = Yubin：{ $label }の対局ごとの成績表（停止中）
crosstables-subject-not-entrant = Yubin：{ $label }には参加していません
