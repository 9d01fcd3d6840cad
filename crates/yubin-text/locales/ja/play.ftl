# yubin の日本語のメッセージ：play。../en/play.ftl の各メッセージに対応する。
# 対局中の指し手以外の操作と対局の終わり。$title は対局名（game-title）、$player は
# game-player の対局者名、$to_play は game-to-play。読み手が送るコマンド（$accept、
# $decline、$command など）はコードとして表示する。用語：待った（takeback）、
# 引き分けの提案、一時停止（pause）、休暇（leave）、条件付き指し手（conditional moves）。

## 対局の終わり（game_over.*、GameOver）。HTML では $result と対局後のレーティングを太字で
## 二つのメッセージの間に挟む。

game-over = 対局終了：
game-over-reason = 。{ $reason }。
game-over-rating = { $player }：レーティング { $before } →{ " " }
game-over-rating-change = （{ $change }）。
game-over-moves = 棋譜：
game-over-no-moves = （なし）
game-over-thanks = 対局ありがとうございました。また対局するには { $command } を送ってください。
game-over-thanks-tournament = 対局ありがとうございました。大会の状況は { $command } で確認できます。
game-over-subject = { $title }：対局終了（{ $plies }手、{ $result }、{ $ending }）
game-over-timeout = { $player }は第{ $number }手を期限（{ $deadline }）までに指しませんでした。
game-over-last-move = 最後の手は{ $player }の第{ $number }手 { $move }でした。
game-over-last-conditional = 最後の手は{ $player }の条件付き指し手による第{ $number }手 { $move }でした。
game-over-length-limit = 手数制限の{ $plies }手に達しました。
game-over-illegal = { $player }の第{ $number }手 { $move } は反則です：{ $reason }。この対局は illegal=lose（反則手は負け）の規則で指されています。

## 引き分けの提案（draw.*、Draw）。

draw-offered = { $player }が引き分けを提案しました。
draw-offered-subject = { $title }：{ $player }が引き分けを提案（第{ $number }手）
draw-declined = { $player }が引き分けの提案を断りました。対局は続きます。
draw-declined-subject = { $title }：{ $player }が引き分けを断りました（次は{ $to_play }）
draw-answer = 提案を受けるには { $accept }、断るには { $decline } と返信してください。指し手を送っても断ったことになります。

## 対局の中止（aborted.*、Aborted）。

aborted = { $player }が、双方が指す前に対局{ $game }を中止しました。この対局は勝敗に数えず、どちらの成績にもなりません。
aborted-again = また対局するには { $command } を送ってください。
aborted-subject = { $title }：{ $player }が対局を中止

## 待った（takeback.*、Takeback）。$plies は戻す手数、$back は戻った後に指す手の番号。

takeback-asked = { $asker }が待ったを求めています：最後の{ $plies }手を戻し、第{ $back }手から指し直します。
takeback-answer = 応じるには { $accept }、断るには { $decline } と返信してください。指し手を送っても断ったことになります。
takeback-accepted = { $answerer }が{ $asker }の待ったに応じました：最後の{ $plies }手を戻し、第{ $back }手から対局を続けます。
takeback-clocks = 戻した手に使った時間はどちらの消費時間にも数えません。双方の条件付き指し手は消去されました。
takeback-declined = { $answerer }が{ $asker }の待ったを断りました。対局は続きます。
takeback-asked-subject = { $title }：{ $asker }が待ったを要求（{ $plies }手、第{ $back }手まで）
takeback-accepted-subject = { $title }：待ったが成立（次は{ $to_play }）
takeback-declined-subject = { $title }：{ $answerer }が待ったを断りました（次は{ $to_play }）

## 対局の時計（clock_news.*、ClockNews）：一時停止、時間の贈与、休暇。$game は対局番号、
## $amount は時間、$from と $to は日時。

pause-offered-mine = 対局{ $game }の両者の時計の一時停止を提案しました。相手は { $accept } または { $decline } で答えます。
pause-offered = { $player }が対局{ $game }の両者の時計の一時停止を提案しています。止めるには { $accept }（または { $pause }）、断るには { $decline } と返信してください。
pause-declined = { $player }が一時停止を断りました。時計は動き続けます。
paused = 双方の合意により、対局{ $game }の両者の時計を止めました。どちらかが { $resume } を送るまで期限はありません。その間も指し手は送れます。
resumed = { $player }が一時停止を終えました。対局{ $game }の時計が再び動きます。
gave-mine = 相手に{ $amount }の時間を与えました。
gave = { $player }から{ $amount }の時間が加えられました。
leave-booked-news = { $player }は{ $from }から{ $to }まで休暇中です。その間、相手の時計はすべての対局で止まり、あなたの時計は通常どおり動きます。
leave-cancelled-news = { $player }が休暇を取り消しました。相手の時計が再び動きます。
clock-subject = { $title }：{ $news }
clock-subject-paused = 時計を一時停止しました
clock-subject-pause-offered = { $player }が一時停止を提案
clock-subject-pause-declined = 一時停止は断られました
clock-subject-resumed = 時計が再び動きます
clock-subject-gave = { $player }が{ $amount }を贈りました
clock-subject-leave = { $player }は休暇中です
clock-subject-back = { $player }が休暇から戻りました

## 休暇（leave.*、LeaveList）。$year は暦年、$used と $limit は日数。

leave-booked = 休暇を登録しました。休暇中はすべての対局であなたの時計が止まります。対局相手にも知らせました。
leave-cancelled = 休暇を取り消しました。すべての対局であなたの時計が再び動きます。対局相手にも知らせました。
leave-list = あなたの休暇：
leave-none = 登録された休暇はありません。
leave-span = { $from }から{ $to }まで
leave-used = { $year }年に認められる{ $limit }日のうち{ $used }日を登録済みです。
leave-game = 対局{ $game }：{ $turn }、期限は{ $deadline }
leave-game-paused = 対局{ $game }：{ $turn }、一時停止中のため期限なし
leave-how = { $dates } で初日と最終日（あなたのタイムゾーン）を指定して休暇を登録し、{ $for } で今から10日間の休暇を登録します。{ $cancel } で進行中の休暇を終え、予定の休暇を取り消します。
leave-subject-list = Yubin：あなたの休暇
leave-subject-booked = Yubin：休暇を登録しました
leave-subject-cancelled = Yubin：休暇を取り消しました

## 条件付き指し手（conditional.*、ConditionalList）。$lines は手順の数。

conditional-cleared = 対局{ $game }の条件付き指し手を消去しました。
conditional-none = 対局{ $game }に条件付き指し手はありません。
conditional-stored = 対局{ $game }の条件付き指し手を登録しました（{ $lines }通り。相手の指し手、あなたの応手の順）：
conditional-list = 対局{ $game }の条件付き指し手（{ $lines }通り。相手の指し手、あなたの応手の順）：
conditional-how = 相手の指し手がいずれかの手順と一致すると、あなたの応手をすぐに指し、その手順の残りを保持します。それ以外の手が指されるとすべて消去されます。条件付き指し手が相手に見えることはありません。新しい手順を送るとこれと置き換わります。{ $clear } で消去できます。
conditional-subject = { $title }：条件付き指し手（{ $lines }通り）

## 送り手に落ち度のない理由で実行できなかったメールの後も使えるもの。

others-go-on = ほかの対局と新しい挑戦はいつもどおり使えます。

## 一行に続けて書く二つの文の間。

sentence-space = { "" }

## 天竺大将棋の火鬼が焼いた駒（wording::burns_in、templates/wording/burns.txt）。$list は
## list-separator で区切った駒の一覧で、各駒は $square（マス）、$side（先手・後手）、$name（駒名）。

burns = 火鬼が焼いた駒：{ $list }。
burns-preview = 火鬼が焼く駒：{ $list }。
burned = { $side }の{ $name }（{ $square }）
burned-mover = { $side }の{ $name }（{ $square }、動いた駒）

## 条件付き指し手の手順を受け付けなかった理由（wording::conditional_in、
## templates/wording/conditional.txt）。その手順について述べた後に続ける。$ending は対局の
## 終わり方（ending-win、ending-draw）、$max は上限、$line は手順の番号、$answer は応手。

conditional-ends-game = その手で対局が終わる（{ $ending }）ため、手順の続きを指すことはできません
conditional-keyword = { $if } は手順の先頭にだけ、{ $then } は最初の指し手の後にだけ書けます
conditional-no-moves = 指し手がありません
conditional-missing-answer = 相手の指し手で終わっていて、指すべきあなたの応手がありません
conditional-too-many-plies = { $max }手（双方の指し手を合わせて）を超えています
conditional-too-many-lines = { $max }行を超える手順が送られました
conditional-conflict = 第{ $line }行の手順が同じ指し手に { $answer } で応じており、どちらを指すか決められません
