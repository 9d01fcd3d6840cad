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
crosstable-after-annulment = { $name }：運営者が対局{ $n }を無効にした後の成績表です。
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

## 大会の説明（templates/_tournament.*）。$label は `T3`、$name は大会名、他は大会の条件
## （core.ftl、wording::tournament_in）。

tournament-heading = { $label } { $name }：{ $facts }。
tournament-facts = { $format }（主催：{ $organiser }）、{ $state }
tournament-scoring = { $points }。同点時の順位決定：{ $tiebreaks }
tournament-scoring-line = 得点：{ $scoring }。
tournament-entries = { $limits }、{ $start }
tournament-entries-line = 参加：{ $entries }。
tournament-no-players = まだ参加者はいません。
tournament-players-count = 参加者：{ $n }人。
tournament-players-list = 参加者（{ $n }人）：{ $players }。
tournament-row-format = 形式
tournament-row-games = 対局条件
tournament-row-scoring = 得点
tournament-row-entries = 参加
tournament-row-players = 参加者
tournament-cell-no-players = まだいません
tournament-cell-players-count = { $n }人
tournament-cell-players-list = { $n }人：{ $players }
tournament-entrant = { $name }（{ $rating }）
tournament-entrant-withdrawn = { $name }（{ $rating }、棄権）

## 大会の通知（templates/tournament.*）。$join、$leave、$start、$cancel、$standings はコマンド
## （コードとして表示）。

tournament-created = 大会{ $label }を作成しました。参加するには{ $join }を送ってください（開始までは{ $leave }で取り消せます）。{ $start }で開始、{ $cancel }で中止、{ $standings }で現在の成績を確認できます。
tournament-joined = { $label } { $name }に参加しました。現在の参加者は{ $n }人です。開始すると、対局ごとにメールが届きます。{ $leave }で参加を取り消せます。
tournament-left = 開始前の{ $label } { $name }への参加を取り消しました。
tournament-started-notice = { $label } { $name }が始まりました。{ $n }局の対局が進行中です。各対局者には対局ごとにメールが届いています。
tournament-cancelled = { $label } { $name }は主催者により中止されました。対局は行われていません。
tournament-too-few = { $label } { $name }は中止になりました。開始までに{ $need }人の参加が必要でしたが、参加者は{ $have }人でした。
tournament-withdrawn = { $player }さんが{ $label } { $name }を棄権しました。
tournament-withdrawn-forfeited = 終わっていない{ $n }局は不戦敗となります。
tournament-withdrawn-annulled = 対局の半数を終えていないため、その成績はすべて無効となり、どちらの対局者にも数えません。
tournament-withdrawn-stand = それまでの成績は有効です。残りの対局は不戦敗となります。
tournament-removed = 主催者が{ $player }さんを開始前の{ $label } { $name }の参加者から外しました。
tournament-bye = { $label } { $name }の第{ $round }回戦は不戦勝（バイ）です。この回戦の対局はなく、{ $count ->
       *[other] { $points }点
    }が与えられます。

## 大会の通知の件名（tournament::director::notices）。$tournament は `T3 Spring`。

tournament-subject-created = { $tournament }：作成しました（参加受付中）
tournament-subject-joined = { $tournament }：参加しました（参加者{ $n }人）
tournament-subject-left = { $tournament }：参加を取り消しました
tournament-subject-started = { $tournament }：開始（{ $n }局）
tournament-subject-cancelled = { $tournament }：中止
tournament-subject-too-few = { $tournament }：参加者不足のため中止
tournament-subject-withdrawn = { $tournament }：{ $player }さんが棄権
tournament-subject-removed = { $tournament }：{ $player }さんが参加者から外れました
tournament-subject-bye = { $tournament }：第{ $round }回戦は不戦勝（バイ）
tournament-subject-crosstable-after-game = { $tournament }：対局{ $game }終了時点の成績表
tournament-subject-crosstable-after-annulment = { $tournament }：対局{ $game }を無効にした後の成績表
tournament-subject-final-wins = { $tournament }：最終成績表、{ $names }さんが優勝
tournament-subject-final-shared = { $tournament }：最終成績表、{ $names }が同率優勝
tournament-subject-entries = { $tournament }：参加者
tournament-subject-crosstable = { $tournament }：成績表
tournament-subject-list = Yubin：大会一覧

## 大会の一覧（templates/tournaments.*）。$create、$help、$join、$standings はコマンド。

tournaments-none = 参加受付中または進行中の大会はありません。{ $create }で大会を作れます（書き方は{ $help }で確認できます）。
tournaments-some = 参加受付中または進行中の大会（{ $n }件）。{ $join }で受付中の大会に参加でき、{ $standings }で大会の状況を確認できます。
tournaments-none-finished = 過去{ $days }日間に終了した大会はありません。
tournaments-finished = 過去{ $days }日間に終了した大会（新しい順、最大{ $most }件）。{ $standings }で最終成績表を確認できます。
tournaments-finished-row = { $label } { $name }：{ $format }、{ $variant }、{ $players }人。{ $finished }に終了。
tournaments-winner = 優勝：{ $names }さん。
tournaments-shared = 同率優勝：{ $names }。
tournaments-head-tournament = 大会
tournaments-head-format = 形式
tournaments-head-players = 参加者数
tournaments-head-finished = 終了
tournaments-head-winner = 優勝
tournaments-cell-format = { $format }、{ $variant }
tournaments-cell-shared = 同率：{ $names }

## レーティング一覧（templates/ratings.*）。$variant は将棋の種類（`Chu Shogi`）、$mark は暫定の
## 印 `?`、$command はコマンド。

ratings-heading = { $variant }のレーティング（Glicko-2。{ $mark }は暫定：対局数が少ないか、長く対局していない）：
ratings-none = レーティング対象の対局はまだありません。挑戦に{ $command }を付けるとレーティング対象の対局になります。
ratings-games = { $n ->
       *[other] 局
    }
ratings-you = { "  " }（あなた）
ratings-subject = Yubin：{ $variant }のレーティング
