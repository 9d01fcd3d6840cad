# yubin の日本語のメッセージ：tournament。../en/tournament.ftl の各メッセージに対応する。

## 成績表のメール（crosstable::words）：表の見出し、題、首位または優勝者、記号と列の説明、棄権。
## $name は大会名、$names は首位の対局者の名前（list-separator で区切る）、$score はその得点
## （`5½`）、$count は英語の単複のためのもの（日本語では使わない）。

crosstable-head-place = 順位
crosstable-head-player = 対局者
crosstable-head-points = 得点
crosstable-after-round = { $name }：第{ $n }回戦終了時点の成績表です。
crosstable-after-game = { $name }：対局{ $n }終了時点の成績表です。
crosstable-now = { $name }：現時点の成績表です。
crosstable-final = { $name }：最終成績表です。
crosstable-leads = { $names }さんが{ $count ->
   *[other] { $score }点
}で首位です。
crosstable-share-lead = { $names }が{ $count ->
   *[other] { $score }点
}で首位に並んでいます。
crosstable-wins = { $names }さんが{ $count ->
   *[other] { $score }点
}で優勝しました。おめでとうございます！
crosstable-share-first = { $names }が{ $count ->
   *[other] { $score }点
}で同率優勝です。おめでとうございます！
crosstable-thanks = ご参加ありがとうございました。
crosstable-codes = 記号：{ $legend }
crosstable-code-won = 1は勝ち
crosstable-code-drawn = ½は引き分け
crosstable-code-lost = 0は負け
crosstable-code-forfeit-won = +は不戦勝
crosstable-code-forfeit-lost = -は不戦敗
crosstable-code-annulled = /は無効（対局の半数を終えずに棄権した対局者の対局）
crosstable-code-unfinished = *は対局中
crosstable-code-unpaired = .は未対局
crosstable-code-own = Xは本人の欄
crosstable-legend-round-robin = { $codes }。欄の上の数字は各行の番号（#）です。
crosstable-legend-double = 一つの欄に二局の結果を回戦順に示します（10は一局目が勝ち、二局目が負け）。
crosstable-legend-rounds = R1、R2…の欄は各回戦の相手の番号（#）、先後（bは先手、wは後手）、結果です。{ $codes }。たとえば12w1は12番の相手に後手で勝ち。
crosstable-legend-rounds-start = R1、R2…の欄は各回戦の相手の番号（#）、先後（bは先手、wは後手）、結果です。{ $codes }。たとえば12w1は12番の相手に後手で勝ち。
crosstable-legend-byes = bye1は1点の不戦勝（バイ）、bye½は½点のバイ、-は対局のない回戦です。
crosstable-columns = 列：{ $list }
crosstable-columns-list = { $columns }。同点の場合はこの順に比べて順位を決めます。
crosstable-column-fixed = #は番号
crosstable-column-tiebreak = { $head }は{ $name }
crosstable-withdrew-early = { $name }さんは一局も終えずに棄権しました
crosstable-withdrew-after = { $name }さんは第{ $round }回戦の後に棄権しました
crosstable-withdrawal = { $withdrew }。
crosstable-withdrawal-annulled = { $withdrew }。成績はすべて無効です。
crosstable-withdrawal-forfeit = { $withdrew }。残りの対局は不戦敗となります。
