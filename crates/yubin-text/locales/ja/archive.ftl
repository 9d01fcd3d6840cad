# yubin の日本語のメッセージ：archive。../en/archive.ftl の各メッセージに対応する。

## 各ページの枠（templates/archive/_layout.html）。

archive-skip = 本文へ移動
archive-nav = アーカイブ
archive-nav-games = 対局
archive-nav-players = 対局者
archive-nav-tournaments = 大会
archive-nav-ratings = レーティング
archive-footer = yubinでメールにより指された対局です。すべての指し手はルールの中核で検査されています。対局者は自ら選んだ名前で表示され、メールアドレスは公開されません。
archive-footer-updated = 最終更新：{ $when }。

## 行の区切り。

archive-period = 。
archive-comma = 、
archive-colon = ：
archive-then = 、

## 対局の一覧（_macros.html、index.html、games.html、src/archive/site.rs）。

archive-no-games = 対局はありません。
archive-col-game = 対局
archive-col-date = 日付
archive-col-black = 先手
archive-col-white = 後手
archive-col-result = 結果
archive-col-plies = 手数
archive-col-variant = 種類
archive-col-tournament = 大会
archive-going-on-to-play = 対局中、{ $side }の手番
archive-filter = 対局の絞り込み
archive-filter-variant = 種類：
archive-filter-result = 結果：
archive-filter-all = すべて
archive-filter-running = 対局中
archive-filter-black = 先手勝ち
archive-filter-white = 後手勝ち
archive-filter-draw = 引き分け
archive-variant-chu = 中将棋
archive-variant-dai = 大将棋
archive-variant-tenjiku = 天竺将棋
archive-variant-daidai = 大大将棋
archive-variant-maka = 摩訶大大将棋
archive-title-every-game = すべての対局
archive-title-games = 対局：{ $result }
archive-title-variant-every = { $variant }：すべての対局
archive-title-variant = { $variant }：{ $result }
archive-games-count = { $n }局（新しい順）。
archive-index-count = アーカイブには{ $n }局の対局があります。各対局のページでは一手ごとの局面を見られます。
archive-going-on = 対局中
archive-finished-lately = 最近終わった対局
archive-game-link = 対局{ $game }
archive-tournament-round = T{ $id } { $name } 第{ $round }回戦

## 対局のページ（game.html、src/archive/board.rs）。

archive-game-title = 対局{ $game }：{ $black } 対 { $white }
archive-game-players = 先手 { $black } 対 後手 { $white }：{ $result }、{ $state }。
archive-origin-rules = { $variant }、プリセット { $preset }
archive-origin-time = 、{ $time }
archive-origin-site = 。対局場所：{ $site }
archive-origin-event = 。{ $event }
archive-imported = { $day }に{ $format }形式の棋譜 { $file } から取り込みました。すべての指し手はyubinのルールの中核で検査済みです。
archive-handicap = 駒落ち：{ $handicap }。上手（後手）が駒を落とし、先に指します。
archive-started = 開始：{ $when }。
archive-ended = 終了：{ $when }。
archive-letters = 駒を文字で表示
archive-flip = 盤を反転
archive-board-ply = 盤面、{ $n }手目
archive-caption-start = 開始局面
archive-caption-after = { $n }手目：{ $side } { $move }{ $effects }
archive-hand-done = { $side }は打ち駒を使い終えました。
archive-hand-left = { $side }がまだ打てる駒（平成中将棋、一局に一度）：
archive-step-start = 最初
archive-step-back = 戻る
archive-step-forward = 進む
archive-step-end = 最後
archive-moves = 指し手
archive-no-move = まだ指し手はありません。
archive-key = 盤面：駒は持ち主から見て前を向いています。先手の駒は盤の上向き、後手の駒は下向きで文字も逆さになり、実際の盤と同じです。赤い文字は成駒です。文字は漢字（中将棋は一文字でlishogiの駒と同じ、大きな将棋は二文字の名前）、または盤の上のスイッチで中将棋マニュアル（Middle Shogi Manual）のTSAの略号になります。最後の一手のマスには色が付きます。移動先は実線の枠、移動元は破線の枠です。途中で駒を取ったマス（獅子の一歩目）には赤い×印、火鬼が焼いた駒のマスには火の字のあるオレンジ色のマスが付きます。盤の下のボタン、指し手の一覧、または矢印キー（HomeとEndで最初と最後）で一手ずつ進められます。一覧では表示中の手が強調されます。マスにポインターを置くとその駒の名前が出ます。キーボードのフォーカス（Tab）がある盤では、矢印キーでマスのカーソルが動き、その駒の名前が盤の下に出ます。指し手はTSA表記、続いてlishogiと同じUSI表記です。
archive-pieces = この対局の駒
archive-download = ダウンロード
archive-download-kif = KIF形式（lishogiの取り込みや日本のソフト用）
archive-download-pgn = PGN形式（WinBoard、XBoard用）
archive-download-tsa = TSA表記の棋譜
archive-download-usi = USIのpositionコマンド（エンジン用）
archive-download-json = lishogiのエクスポート形式のJSON（全局面のSFEN付き）
archive-text-board = 最終局面（テキスト）

## 対局者のページ（players.html、player.html、src/archive/players.rs）。

archive-no-players = まだ対局者はいません。
archive-col-player = 対局者
archive-col-games = 対局数
archive-col-ratings = レーティング
archive-col-rating = レーティング
archive-col-rated-games = レーティング対象の対局数
archive-col-opponent = 相手
archive-col-colour = 手番
archive-record = アーカイブの対局で{ $won }勝{ $lost }敗{ $drawn }分です。
archive-record-running = アーカイブの対局で{ $won }勝{ $lost }敗{ $drawn }分、対局中{ $running }局です。
archive-rating-now = { $variant }のレーティング：{ $rating }
archive-rated-games = レーティング対象の対局{ $n }局（Glicko-2。?は暫定のレーティングです）。
archive-rated-games-chart = レーティング対象の対局{ $n }局（Glicko-2。?は暫定のレーティングです。線の周りの帯は±1偏差の範囲です）。
archive-ratings-table = レーティングの表
archive-rating-history = 各レーティング対局後の{ $variant }のレーティング
archive-player-games = { $name }の対局（新しい順、{ $name }から見た結果）
archive-own-win = 勝ち
archive-own-draw = 引き分け
archive-own-loss = 負け
archive-own-running = 対局中

## レーティング一覧（ratings.html）。

archive-ratings-about = レーティング対局によるGlicko-2のレーティングです。lishogiと同じく、一局ごとに一つのレーティング期間とします。?は暫定のレーティング（偏差が110を超えるもの）です。
archive-no-rated-games = まだレーティング対局はありません。
archive-col-deviation = 偏差

## 大会のページ（tournaments.html、tournament.html、src/archive/tournaments.rs）。

archive-no-tournaments = まだ大会はありません。
archive-col-kind = 形式
archive-col-state = 状態
archive-col-players = 参加者
archive-col-winner = 優勝
archive-col-place = 順位
archive-col-pl = 順位
archive-col-points = 得点
archive-col-pts = 得点
archive-kind = { $format }（{ $variant }）
archive-state-open = 参加受付中
archive-state-running = 開催中
archive-state-finished = 終了
archive-state-cancelled = 中止
archive-t-rated = { $variant }、{ $format }。レーティング対象：対局の結果は対局者のレーティングに反映されます。
archive-t-unrated = { $variant }、{ $format }。レーティング対象外です。
archive-t-time = 持ち時間：{ $time }。
archive-t-points = 得点：{ $points }。
archive-t-tie-breaks = 同点の順位付け：{ $tie_breaks }。
archive-t-organiser = 主催者：{ $organiser }。
archive-t-state = { $state }。
archive-t-state-start = { $state }。{ $start }。
archive-t-created = 作成：{ $when }
archive-t-started = 、開始：{ $when }
archive-t-finished = 、終了：{ $when }
archive-t-cancelled = 、中止：{ $when }
archive-final-crosstable = 最終成績表
archive-crosstable = 成績表
archive-key-round-robin = 1は勝ち、½は引き分け、0は負け、+は不戦勝、-は不戦敗、/は無効、*は未終了、.は未対局です。マスの上の数字は各行の番号（#）です。各結果はその対局にリンクしています。
archive-key-rounds = 各回戦のマスは相手の番号（#）、手番（b 先手、w 後手）と結果です。1は勝ち、½は引き分け、0は負け、+は不戦勝、-は不戦敗、bye1は1点の不戦勝（休み）です。各結果はその対局にリンクしています。
archive-key-rating-now = レーティング：現在の{ $variant }のレーティング（?は暫定、–はまだなし）。
archive-key-rating-start = レーティング：大会開始時の{ $variant }のレーティング（?は暫定、–はまだなし）。
archive-key-ties = 同点の場合は{ $order }の順で順位を決めます。
archive-tb-buchholz = ブーフホルツ
archive-tb-median-buchholz = メディアン・ブーフホルツ
archive-tb-sonneborn-berger = ゾンネボルン・ベルガー
archive-tb-direct-encounter = 直接対決
archive-tb-baumbach = 勝ち数（バウムバッハ）
archive-tb-wins-with-white = 後手での勝ち数
archive-entries = 参加者
archive-entry-rated = （レーティング { $rating }）
archive-round = 第{ $n }回戦
archive-round-games = 第{ $n }回戦の対局
archive-result-title = { $game }：先手 { $black } 対 後手 { $white }、{ $result }
archive-bye = 不戦勝（休み）：
archive-chart-desc = { $from }から{ $to }までのレーティング対局{ $n }局：{ $first }から{ $last }へ、最低{ $lowest }、最高{ $highest }。

## マス目の名前（ポインタを載せたとき、盤にフォーカスがあるとき）。%name%、%code%、%square%
## はページのスクリプトが埋めます。
archive-js-piece-black = %square%：先手の%name%（%code%）
archive-js-piece-white = %square%：後手の%name%（%code%）
archive-js-piece = %square%：%name%（%code%）
archive-js-empty = %square%：空きマス
archive-js-last-to = 、最後の手の行き先
archive-js-last-from = 、最後の手の移動元
archive-js-taken = 、途中で取られた駒
archive-js-burned = 、焼かれた駒

## コンピュータによる対局の評価（src/archive/graph.rs）：グラフ、その説明、評価値の表、見出し。
archive-eval-heading = コンピュータの評価
archive-eval-title = 各手の後の評価値（先手から見た値）
archive-eval-desc = 対局の{ $plies }手について、各手の後の評価値を先手から見た歩の枚数で示す折れ線です。中央の線より上は先手が優勢です。1手目の後は{ $first }、最後の手の後は{ $last }、最低は{ $lowest }、最高は{ $highest }です。{ $marks ->
    [0] 印の付いた手はありません。
   *[other] 最も損をした{ $marks }手に点で印を付けています。
}
archive-eval-caption = コンピュータが1局面あたり{ $n }ノードで解析しました。中央の線より上は先手、下は後手が優勢です。目盛りは20歩分までで、詰みはその端に描いています。点は最も損をした手で、指し手の一覧にも記しています。
archive-eval-table = 各手の後の評価値
archive-eval-col-ply = 手数
archive-eval-col-move = 指し手
archive-eval-col-eval = 評価値
archive-eval-col-note = 備考
