# yubin の日本語のメッセージ。../en/core.ftl の各メッセージに対応する（完全性のテスト:
# crates/yubin-text/src/i18n.rs）。$winner と $loser は side-black、side-white の訳（先手、後手）。
# 用語は日本語版ウィキペディア「中将棋」と日本中将棋連盟の規則に従う（投了、千日手、詰み、
# 反則負け、時間切れ）。

side-black = 先手
side-white = 後手

## 対局の終わり方（wording::ending、ending_label）。

ending-label-royals-captured = 玉将取り
ending-label-bare-king = 裸玉
ending-label-two-royals = 双方玉将のみ
ending-label-no-legal-moves = 指し手なし
ending-label-checkmate = 詰み
ending-label-repetition = 千日手
ending-label-perpetual-attack = 連続王手・連続攻めの千日手
ending-label-resignation = 投了
ending-label-timeout = 時間切れ
ending-label-illegal-move = 反則負け
ending-label-agreement = 合意
ending-label-length-limit = 手数制限
ending-label-forfeit = 棄権
ending-label-round-deadline = ラウンドの期限
ending-label-adjudication = 運営者の裁定

ending-win = { $winner }の勝ち：{ $reason }
ending-draw = 引き分け：{ $reason }

ending-royals-captured = { $loser }の最後の玉将が取られました
ending-bare-king = { $loser }の玉将が裸玉になりました
ending-two-royals = 双方の玉将だけが残りました
ending-no-legal-moves = { $loser }に指せる手がありません
ending-checkmate = { $loser }の玉将は取られるのを避けられません（詰み）
ending-repetition-lost = 同一局面が四回現れ、千日手の責任は{ $loser }にあります
ending-perpetual-attack = 同一局面が四回現れ、{ $loser }が毎手王手または攻めを続けていました（連続王手・連続攻めの千日手）
ending-resignation = { $loser }が投了しました
ending-timeout = { $loser }が時間切れになりました
ending-illegal-move = { $loser }が反則手を指しました（反則負け）
ending-conceded = { $loser }が合意により負けを認めました
ending-length-limit = 手数制限に達しました
ending-withdrawal = { $loser }が大会を棄権し、この対局は不戦敗です
ending-round-deadline = ラウンドの期限が過ぎました
ending-repetition-draw = 同一局面が四回現れました（千日手）
ending-agreed = 双方の合意
ending-round-deadline-draw = 大会のラウンドの期限が過ぎ、終わっていない対局は引き分けと裁定されました
ending-adjudication = 運営者の裁定により{ $loser }の負けとなりました
ending-adjudication-draw = 運営者の裁定により引き分けとなりました

## 持ち時間の言い方（対局メールの規則の行、wording::control_in）。時間は割り切れる最大の単位で、
## duration-separator でつなぐ。

duration-days = { $n }日
duration-hours = { $n }時間
duration-minutes = { $n }分
duration-separator = { "" }
duration-none = なし

control-per-move = 1手{ $days }日
control-fischer = 持ち時間{ $bank }、1手ごとに{ $increment }加算
control-fischer-cap = 持ち時間{ $bank }、1手ごとに{ $increment }加算（上限{ $cap }）
control-iccf = { $moves }手ごとに{ $period }、残り時間は繰り越し
control-iccf-double = { $moves }手ごとに{ $period }、残り時間は繰り越し、1手で{ $double }を超えた分は2倍に数える
control-byoyomi = 持ち時間{ $bank }、その後1手{ $period }（秒読み）

## 大会の概要（大会のメールの要約、wording::tournament_in）。並べるときは list-separator で区切る。

list-separator = { "、" }
tournament-format-round-robin = 総当たり戦
tournament-format-double-round-robin = 二回総当たり戦（各組み合わせを先手・後手で一局ずつ）
tournament-format-swiss = スイス式{ $rounds }回戦
tournament-format-swiss-days = スイス式{ $rounds }回戦、各回戦は最長{ $days }日
tournament-format-knockout = { $games }局制のノックアウト方式（同点なら二局ずつ延長）
tournament-observer-delay = { $facts }、観戦者には{ $plies }手遅れで表示
tournament-private = { $facts }、対局は公開アーカイブに載せない
tournament-state-open = 参加受付中
tournament-state-running = 進行中
tournament-state-running-games = 進行中、{ $games }局中{ $finished }局終了
tournament-state-running-round = 進行中、第{ $round }回戦
tournament-state-finished = 終了
tournament-state-cancelled = 中止
tournament-points = 勝ち{ $win }点、引き分け{ $draw }点、負け{ $loss }点、不戦敗{ $forfeit }点
tournament-points-bye = 勝ち{ $win }点、引き分け{ $draw }点、負け{ $loss }点、不戦敗{ $forfeit }点、不戦勝（バイ）は{ $bye }
tournament-bye-win = 勝ちと同点
tournament-bye-draw = 引き分けと同点
tournament-bye-loss = 負けと同点
tiebreak-buchholz = ブッフホルツ
tiebreak-median-buchholz = メディアン・ブッフホルツ
tiebreak-sonneborn-berger = ゾンネボルン・ベルガー
tiebreak-direct-encounter = 直接対決
tiebreak-baumbach = 勝ち数（バウムバッハ）
tiebreak-wins-with-white = 後手での勝ち数
tournament-limits = { $min }〜{ $max }人
tournament-started = { $date }に開始
tournament-starts-on = { $date }に開始（{ $min }人以上が参加していれば）
tournament-starts-by-organiser = 主催者が開始した時に開始

## 持ち時間の指定を受け付けなかった理由（wording::clock_in）。$text はプレイヤーが書いたとおりの言葉。

clock-missing = 持ち時間の指定がありません
clock-unknown-word = `{ $text }` は持ち時間の指定ではありません
clock-repeated = `{ $text }=` が二回指定されています
clock-days-with-time = `days=` と `time=` はどちらか一方だけを指定してください
clock-invalid-days = `{ $text }` は1から365までの日数ではありません
clock-invalid-duration = `{ $text }` は時間の長さではありません（`30d`、`12h`、`1d12h` のように書いてください）
clock-invalid-time = `{ $text }` は `time=30d+3d`（持ち時間と加算）、`time=10/50d`（一定期間の手数）、`byo=3d` を伴う `time=30d` のいずれでもありません
clock-incomplete = `{ $text }` には加算（`time=30d+3d`）、手数（`time=10/50d`）、または `byo=` の指定が必要です
clock-invalid-moves = `{ $text }` は1から100までの手数ではありません
clock-out-of-range = `{ $text }` は{ $min }から{ $max }の範囲にありません
clock-max-below-bank = `max={ $text }` が最初の持ち時間より短くなっています
clock-max-without-increment = `max={ $text }` は `time=持ち時間+加算` とだけ組み合わせられます
clock-double-without-moves = `double={ $text }` は `time=手数/期間` とだけ組み合わせられます
clock-byo-without-bank = `byo={ $text }` は `time=持ち時間` とだけ組み合わせられます

## 規則を設定できなかった理由（wording::rules_in）と、規則の行のプリセット（wording::preset_in）。
## $variant はコマンドでの将棋の名前（`chu`）、$expected は指定できるものの一覧。

rules-unknown-preset = `{ $variant }` に `{ $preset }` というプリセットはありません。指定できるもの：{ $expected }
rules-unknown-option = `{ $key }` という規則のオプションはありません。オプション：{ $expected }
rules-option-not-in-variant = `{ $key }` は `{ $variant }` のオプションではありません。そのオプション：{ $expected }
rules-bad-value = `{ $key }` に `{ $value }` は指定できません。指定できる値：{ $expected }
preset-provisional = { $name }（典拠の図による初期配置、暫定）

## メール。$command は読み手が送れるコマンド（コードとして表示）。

declined = { $name }さんが挑戦を断りました。対局{ $game }は行われません。
declined-again = 別の対局を始めるには { $command } を送ってください。

## 指し手が到着以外にしたこと（指し手の後に続ける、picture::MoveMarks::effects_in）と、大きな将棋の
## 駒の漢字の一覧（mails::picture）。$squares と $list は list-separator で区切る。

move-taking-on-the-way = （途中で{ $squares }の駒を取る）
move-burning = （{ $squares }を焼く）
kanji-key = 駒：{ $list }。

## HTMLメールの末尾（templates/_layout.html）。

layout-footer = 郵便（Yubin）：メールで指す将棋。コマンドの一覧は { $command } と返信してください。

## `language` への返事（mails::LanguageSet）と、書かれた言語で答えられた新しい人に切り替え方を
## 伝える一行（もう一方の言語で書く）。$language は language-name-en、language-name-ja。

language-name-en = 英語
language-name-ja = 日本語
language-now = メールは今後{ $language }で書かれます。
language-is = メールは{ $language }で書かれています。
language-games = 進行中の対局{ $games }局のメールも、次のメールからそうなります。
language-change = 変更するには { $english }（English）または { $japanese }（日本語）を送ってください。
language-subject = Yubin：メールの言語は{ $language }です
language-switch = Yubin は英語で書かれたメールに英語で答えます。メールを日本語で受け取るには { $command } を送ってください。
