# yubin の日本語メッセージ：終局した対局のコンピュータによる解析（issue 27：`analyse N`）。
# 英語は ../en/analysis.ftl。

## 書式の誤った `analyse`（reject::CommandProblem。句点なし）。

command-analyse-no-number = `analyse` には終局した対局の番号が要ります（`analyse 12`。自分の対局の一覧は `games`）
command-analyse-what = `analyse` に書けるのは対局番号一つだけです（`{ $got }` は読めません）
command-analyse-game = `{ $word }` は対局番号ではありません。1以上の整数を書いてください
usage-analyse = `analyse 12`（終局した対局の番号。自分の対局か、アーカイブで公開されている対局）

## 受け付けなかった `analyse N`（reject::Rejection。文）。

reject-analyse-running = 対局{ $game }はまだ対局中です。解析は終局後にだけ行います。対局者からの依頼でも同じです。対局中の解析は、一方にコンピュータの形勢判断を教えることになるためです。
reject-analyse-unplayed = 対局{ $game }は対局されませんでした（挑戦が断られました）。解析するものがありません。
reject-analyse-private = 対局{ $game }はあなたの対局ではなく、対局者は対局を非公開にしています。解析するのは、自分の対局と、アーカイブで公開されている対局だけです。
reject-analyse-queue-full = 解析待ちの対局が{ $waiting }局あり、一度に待てる上限に達しています。しばらくしてから `analyse { $game }` をもう一度送ってください。
reject-analyse-too-many = あなたはすでに{ $max }局の解析を待っています。一人が待てるのはここまでです。届いてから `analyse { $game }` をもう一度送ってください。

## `analyse N` への返事：解析待ちに入れました（mails::AnalysisQueued）。

analysis-queued-subject = 対局{ $game }：解析の受付
analysis-queued = { $again ->
    [yes] この対局の解析はすでに依頼済みで、まだ順番を待っています：{ $title }。
   *[no] 解析待ちに入れました：{ $title }。
}{ $ahead ->
    [0] 次に解析します。
   *[other] 前に{ $ahead }局あります。
}
analysis-queued-when = コンピュータが対局を調べ終わり次第、解析をメールでお送りします（一局数分です。コンピュータ自身の対局の指し手が優先されます）。その間に同じ対局の解析を依頼した方にも、同じ解析が届きます。

## 解析（mails::Analysed）。

analysis-subject = 対局{ $game }：コンピュータの解析
analysis-intro = { $title }（{ $variant }）のコンピュータによる解析です。{ $result }。
analysis-budget = 対局のすべての局面を{ $nodes }ノードずつ探索しました。損失は、指した側から見て、コンピュータの候補手と比べて失った点数です（単位は歩一枚）。
analysis-marks = 損失の大きかった手（各側3手まで、歩3枚以上のもの）：
analysis-mark = { $number }手目（{ $side }）{ $played }：{ $cost }、コンピュータの候補手：{ $best }
analysis-mark-mate = 詰みを逃したか、詰まされる手
analysis-no-best = なし
analysis-no-marks = コンピュータの判断では、歩3枚以上を失った手はありません。
analysis-files = 添付：{ $files }。すべての手にコンピュータの評価値を付けてあります。
analysis-no-files = 評価値付きの棋譜はこのメールには添付していません。対局の棋譜は `export { $game }` で送ります。

## `help` の一覧（templates/commands.txt）：右の列。改行はそのまま。

help-analyse =
    終局した対局（自分の対局か、アーカイブで公開
    されている対局）のコンピュータによる解析：損失の
    大きかった手と候補手、評価値付きの棋譜。
