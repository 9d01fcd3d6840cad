# yubin の日本語のメッセージ：届かないメール。英語は ../en/bounce.ftl。

## 対局者へのボットのメールが届かないとき、相手の対局者または大会の主催者へのメール
## （templates/undeliverable.*）。$name は対局者の公開名。

undeliverable-subject = 対局{ $game }：{ $name }さんにメールが届きません
undeliverable-opponent = 対局{ $game }のお相手、{ $name }さんへの私のメールが届きません。相手のメールサーバーが受け取りを拒否しています。
undeliverable-organiser = あなたの大会の対局{ $game }を指している{ $name }さんへの私のメールが届きません。相手のメールサーバーが受け取りを拒否しています。
undeliverable-clock = 持ち時間は進み続けます。メールボックスが使えなくなったのか、考えている最中なのか、私には見分けられないためです。{ $name }さんに時間を与えたい場合は、たとえば { $command } と返信してください。
undeliverable-clock-organiser = 持ち時間は進み続けます。メールボックスが使えなくなったのか、考えている最中なのか、私には見分けられないためです。お相手が時間を与えることはできます。
undeliverable-return = { $name }さんから再びメールが届きしだい、すべての対局の盤面をお送りします。
