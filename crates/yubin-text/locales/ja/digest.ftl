# yubin の日本語のメッセージ：一日一通のまとめメール。英語は ../en/digest.ftl。

## `digest` への返事（templates/digest_set.*）。$time は `07:00`、$zone はタイムゾーン、$next は次のまとめメールの日時。

digest-set-daily = { $changed ->
    [yes] これから、相手の指し手は
   *[no] 相手の指し手は
}一日一通、{ $zone }の{ $time }にまとめてお送りします。あなたの手番の対局をまとめたメールです。次は{ $next }にお送りします。
digest-set-urgent = 期限まで一日を切ったとき、対局が終わったとき、対局が始まったとき、そしてあなたへの問いかけ（挑戦、引き分けの提案、待った）は、これまでどおりすぐにお送りします。
digest-set-off = { $changed ->
    [yes] これから、対局のメールはすべてすぐにお送りします。
   *[no] 対局のメールはすべてすぐにお送りしています。
}まとめメールは使っていません。
digest-set-change = { $daily }（タイムゾーンの{ $default }）または { $daily-at } でまとめメールを始め、{ $off } でやめられます。タイムゾーンは { $timezone } で設定できます。
digest-subject-daily = Yubin：まとめメールは毎日{ $time }です
digest-subject-off = Yubin：まとめメールは使っていません

## まとめメール（templates/digest.*）。$games はあなたの手番の対局の数。

digest-subject = Yubin：あなたの手番の対局が{ $games }局あります
digest-intro = 本日のまとめです。あなたの手番の対局が{ $games }局あります。
digest-how = このメールに返信し、一行に一局ずつ、対局番号とコロンのあとに指し手を書いてください（{ $example }）。それぞれの手は、一手ずつ送ったときと同じように確かめ、お返事します。各対局の盤面の下にある返信先に送ることもできます。
digest-game = 対局{ $game }：返信先 { $address }
digest-due = 期限：{ $due }
digest-off = すべてのメールをすぐに受け取るには、{ $off } を送ってください。
