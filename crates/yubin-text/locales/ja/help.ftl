# yubin の日本語のメッセージ：help。../en/help.ftl の各メッセージに対応する。

## コマンド一覧（templates/commands.txt、mails::command_list_in）。各説明は右の列に入り、改行は
## そのまま保たれる（テンプレートが2行目以降を字下げする）。コマンドそのものは打つとおり ASCII。
## 用語：先手・後手、上手（駒落ちで駒を落とす側）、手、投了、待った、観戦、棋譜、星取表、
## レーティング対局（rated）・非レーティング対局（casual）。

help-intro =
    コマンドは1通のメールに一つ、本文の最初の行か件名に書いてください
    （大文字・小文字は区別しません）：
help-help = このコマンド一覧
help-challenge =
    相手に対局を挑戦します：中将棋（chu、既定）、
    摩訶大大将棋（maka）、大将棋（dai）、大大将棋
    （daidai）、天竺大将棋（tenjiku）。プリセット：
    chu は standard、jcsa、heisei。maka は standard、
    maka_jp_revival、hishigata（初期配置は暫定）。
    dai、daidai、tenjiku は standard。
help-challenge-defaults =
    既定：先後はランダム、1手7日、反則手は負け。
    中将棋の駒落ち（上手＝後手が駒を落とし、先に
    指します）：two_kings、two_lions、three_lions、
    msm1 … msm21（Middle Shogi Manual）、queen など。
help-challenge-clocks =
    持ち時間：days=N は1手N日。time=30d+3d [max=60d]
    は持ち時間と1手ごとの加算（上限）。time=10/50d
    {"["}double=20d] は50日で10手（ICCF式）。
    time=30d byo=3d は持ち時間の後、1手3日の秒読み。
    max_plies の手数で引き分け（中将棋1000、大将棋
    1500、天竺大将棋1600、大大将棋1750、摩訶大大
    将棋2000）。
help-challenge-draw-every =
    draw_every=N：引き分けの提案は、自分のN手に
    つき1回まで（1〜100）。
help-challenge-sfen =
    sfen="…"：この局面から始めます（lishogi の
    SFEN。摩訶・大・大大・天竺はそれぞれの局面の
    文字列）。引用符で囲んでください。
help-challenge-rated =
    rated：レーティング対局（標準の初期配置のみ、
    待ったなし）。casual：非レーティング対局（既定）。
help-accept = 挑戦を受ける／断る（挑戦のメールに返信）
help-move =
    指し手：TSA（P-7f、Lnx!7f）、USI（7g7f）、
    中将棋では WinBoard 表記（f5）も。筋を全角数字、
    段を漢数字で書いても読みます（P-７六 ＝ P-7f）。
    棋譜の書き方でも指せます（７六歩、同　歩、７七金(78)）。
    獅子の二歩動きと居食いは TSA で書いてください。
    #N を付けると、第N手でなければ指しません。
help-preview = 指した後の盤面を見る（手は指されません）
help-resign = 投了する
help-abort = 対局を中止する（双方が指すまで。勝敗はつきません）
help-pause =
    両者の時計を止める提案（相手は `accept pause`
    か `decline pause` で返信）。どちらからでも再開可
help-give = 相手に時間を贈る：give 3d、give 12h
help-leave =
    休暇（日付はあなたのタイムゾーンで）または
    leave 10d：全対局であなたの時計が止まります。
    `leave` で一覧、`leave cancel` で取り消し
help-draw = 引き分けを提案する、または相手の提案に応じる
help-decline-draw = 相手の引き分けの提案を断る
help-takeback =
    待ったを頼む（直前の自分の手と、その後の相手の
    手）、またはちょうど最後のN手
help-accept-takeback = 相手が頼んだ待ったに応じる
help-decline-takeback = 待ったを断る（手を指しても断ったことになります）
help-board = 現在の盤面
help-history = 対局の全指し手
help-games = あなたの対局と、どちらの手番か
help-export =
    棋譜をファイルで（既定は全形式）：lishogi 用の
    KIF、WinBoard 用の PGN、TSA 棋譜、USI、JSON
help-ratings = レーティング表（Glicko-2。レーティング対局のみ）
help-conditional-with = 次の行から条件付きの予約手を書きます：
help-conditional-if =
    相手の手がある行の <reply> なら、その <answer>
    をすぐに指します。ほかの手が来れば予約は消えます
help-conditional = 予約中の条件付きの手。`conditional clear` で消去
help-timezone =
    あなたのタイムゾーン（IANA の名前：Asia/Tokyo、
    Europe/Berlin。既定は UTC）。メールの日時はこれ
    で書きます。引数なしなら今の設定を表示
help-board-form =
    HTML 部分の盤面の見せ方：あなたの側から見た画像
    （既定）か、TSA の略号の表。テキスト部分は常に
    文字の盤面です
help-pieces =
    画像の駒を漢字（既定。中将棋は一文字、大きな将棋
    は二文字の名前）か TSA の略号で表示。引数なしなら
    今の設定を表示
help-name =
    すべてのメール、一覧、星取表、棋譜ファイル、
    アーカイブで、自動の仮名（player-…）の代わりに
    表示される名前（メールアドレスは公開されません）。
    引数なしなら今の名前を表示
help-archive =
    対局をアーカイブで公開してよいか（既定は public。
    両対局者が許した対局だけが公開されます）
help-observers =
    大会以外の対局の観戦を許すか（既定は on。
    大会の対局はいつでも観戦できます）
help-language = メールの言語（`言語 日本語`、`言語 英語` でも可）
help-digest = 相手の指し手を一日一通にまとめます（時刻を書かなければタイムゾーンの07:00）。急ぎのメールはすぐに届きます
help-reminders = 期限のお知らせを受け取るかどうか（時計はどちらでも進みます）
help-unsubscribe = 頼まなくても届くメール（観戦、期限のお知らせ）と、それぞれの止め方を一覧にします。そのようなメールに `unsubscribe` と返信すると、そのメールが止まります
help-move-to = 対局・レーティング・大会の参加・設定を新しいアドレスに移します（両方のアドレスの確認の後）。`move cancel` で取り消せます
help-my-data = あなたについて保存しているすべてのデータ（JSONファイル）をお送りします（`データ開示` でも可）
help-forget = 確認の後、あなたのアドレスとあなたを特定できるものを消去します。対局は新しい名前で残ります（`退会` でも可）
help-observers-heading = 観戦（対局者でなくても誰でも）：
help-watch =
    対局Nの盤面のメールをすべて受け取る（先手側から
    見た盤面。観戦者は指せません）
help-notify = 対局Nの結果だけを受け取る
help-watch-tournament = 大会T<n>の星取表をすべて受け取る
help-unwatch = 観戦をやめる（引数なしなら観戦のメールへの返信で）
help-tournaments-heading = 大会（総当たり戦、スイス式、ノックアウト方式）をメールで：
help-create-terms =
    と、
    挑戦と同じ対局条件
    （chu|maka|dai|daidai|tenjiku、preset=、handicap= か sfen="…"、
    days=/time=、rated、規則のオプション）
help-create =
    大会を作る：rr は総当たり（既定）、drr は二回
    総当たり、swiss は rounds=N 回戦のスイス式、ko
    は1組 games=N 局のノックアウト（既定は2局。
    同点なら二局ずつ延長）。delay=N：観戦者には
    対局をN手遅れで表示。archive=private：対局を
    アーカイブに載せない。複数の語からなる名前は
    "引用符" で囲みます。開始日に、または主催者が
    開始します：
help-tournament-start = （主催者）開始する、中止する
help-tournament-withdraw = （主催者）参加者を棄権させる
help-join =
    参加する／参加をやめる。開始後の leave は棄権：
    総当たりで自分の対局の半分も指していなければ
    成績は取り消し、そうでなければ残りは不戦敗
help-standings = 星取表（引数なしなら大会の対局のメールへの返信で）
help-crosstables = 参加中の大会の成績表を対局ごとに受け取るかどうか（ご自身の対局のメールと最終成績表はどちらでも届きます）
help-tournaments =
    受付中と進行中の大会、過去90日に終わった大会
    （最大10件）とその優勝者
help-reply =
    対局のことは、その対局についてボットが最後に送ったメールに返信してください。
    返信先のアドレスに、その対局でのあなたの鍵が入っています。

