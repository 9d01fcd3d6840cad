# yubin のメッセージ（日本語）：プレイヤーのデータ（`forget me`、`my data`；issue 26）。
# 英語は ../en/privacy.ftl にあります。

## 本人確認が要るコマンドの内容（「このコマンドは…」の後）。

binding-forget = あなたのアドレスを消去し、進行中の対局を終わらせる
binding-my-data = あなたについて保存しているすべてのデータの写しをメールで送る

## `forget me`：確認のお願い（mails::privacy::ForgetAsk）。

forget-subject = Yubin：登録の消去の確認
forget-asked = あなたの登録の消去を受け付けました。確認のご返信をいただくと、次のことがすぐに行われます。元に戻すことはできません。
forget-address = あなたのアドレスを、保存しているすべての場所から消去します：プレイヤー登録、あなたのメールの記録、あなたへのメール、設定、観戦の登録、確認待ちのコマンド。
forget-name = 対局は、棋譜とアーカイブに新しい名前「{ $name }」で残ります。この名前とあなたやあなたのアドレスを結びつけるものは残りません。あなたが選んだ名前は消去します。
forget-no-games = 進行中の対局はありません。
forget-games = 進行中の対局{ $games }局は、ここで終わります：
forget-game-resign = 第{ $game }局（相手：{ $opponent }）：あなたの投了となり、{ $opponent }さんの勝ちです
forget-game-abort = 第{ $game }局（相手：{ $opponent }）：指された手が2手未満のため、中止します
forget-game-challenge = 第{ $game }局（相手：{ $opponent }）：対局の申し込みを取り消します
forget-game-tournament = 第{ $game }局（相手：{ $opponent }）：大会を棄権し、この対局は不戦敗となります
forget-tournaments = 開始前の大会は参加登録を取り消し、進行中の大会は { $command } と同じく棄権とします。
forget-last = 消去の後は、お知らせのメールもお送りしません。送り先のアドレスが残らないためです。後で再びメールをくださった場合は、新しいプレイヤーとして扱います。
forget-confirm = 確認するには、7日以内にこのメールへ { $command }（または { $yes }）とご返信ください。お心当たりがない場合は、このメールを無視してください。何も起こりません。
forget-copy = 先にデータの写しを受け取るには、{ $command } とお送りください。

## 相手への終局のメール（mails::EndDetail::Left）。

game-over-left = { $player }さんは Yubin を退会し、登録の消去を求めました。対局は終わり、棋譜ではこの名前で記録されます。

## `my data`：プレイヤーのデータの写し（mails::privacy::MyData）。

mydata-subject = Yubin：保存しているあなたのデータ
mydata-intro = Yubin があなたについて保存しているすべてのデータを、JSON ファイル（{ $file }）にして添付しました：プレイヤー登録と設定、レーティングとその履歴、対局と指し手、大会の参加登録、観戦の登録、確認待ちのコマンド、あなたからのメールの記録と、あなたへのメールの一覧です。
mydata-bodies = あなたからのメールの本文は、実行されなかったメールのものだけを記録しています。あなたへのメールは件名と日時の一覧で、本文はお受け取りのメールのとおりです。
mydata-counts = { $games ->
    [0] 対局はありません。
   *[other] 対局は{ $games }局です。
}
mydata-leave = 退会してすべてを消去するには、{ $command } とお送りください。
