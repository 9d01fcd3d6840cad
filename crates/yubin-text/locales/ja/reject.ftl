# yubin の日本語のメッセージ：reject。../en/reject.ftl の各メッセージに対応する。

## メールを実行しなかった理由（templates/rejection.txt、reject::Rejection::text_in）。
## コマンドと送り手が書いたものはバッククォートで囲んで示す。

reject-several-commands = 1通のメールで実行するコマンドは1つだけですが、このメールには{ $n }個ありました：{ $commands }。何も実行していません。1通に1つずつ送ってください。
reject-no-command = メールにコマンドが見つかりませんでした（引用部分と署名は読み飛ばします）。
reject-bad-command = `{ $line }` を読み取れません：{ $error }。
reject-unknown-command = `{ $word }` というコマンドはありません。
reject-unknown-command-suggest = `{ $word }` というコマンドはありません。`{ $suggestion }` のことでしょうか？
reject-unreadable-move = `{ $text }` を指し手として読み取れません：{ $at }{ $expected }が来るはずでした。指し手は{ $examples }、または `pass` のように書いてください。
reject-unreadable-at = `{ $rest }` の位置に
reject-unreadable-at-end = 末尾に
reject-move-examples-maka = TSA の `P-10m`、`LDx10ix10h`、`Lnx!10i`、USI の `10n10m`、`10j10i10h10g`
reject-move-examples-dai = TSA の `P-8j`、`VO-13j`、`Lnx!8i`、USI の `8k8j`、`8j8i8h`
reject-move-examples-daidai = TSA の `P-8k`、`HMx4g`、`Lnx!9i`、USI の `8l8k`、`9j9i9h`
reject-move-examples-tenjiku = TSA の `P-8k`、`GGx9e`、`FiD-10k`、`Lnx!8h`、USI の `8l8k`、`8h8g8f`
reject-move-examples-chu = TSA の `P-7f`、`Px7d=`、`Lnx!7f`、`DK5j-6k`、USI の `7g7f`、`6g6f6e`、WinBoard の `f5`、`Nxf7-f6`
reject-move-examples = TSA の `P-7f`、`Lnx!7f`、USI の `7g7f`、WinBoard の `f5`
reject-no-key = このコマンドは、その対局についてのボットのメールへの返信で送ってください。ボットからの最新のメールに返信すれば届きます（返信先アドレスに、その対局でのあなたのキーが入っています）。
reject-observer-cannot-act = 対局{ $game }の観戦者用アドレスに送られました。観戦者へのメールにはキーがなく、観戦者は観戦中の対局で指したり操作したりできません。観戦者へのメールは `unwatch { $game }` で止められます。
reject-key-not-yours = 送り先アドレスのキーは、対局{ $game }での{ $from }さんのものではありません。その対局についてボットがあなたに送った最新のメールに、対局に使っているアドレスから返信してください。
reject-about-your-game = { $reason }このメールはあなたの対局{ $game }についてのものです。返信してください。
reject-no-game-in-progress = 進行中の対局はありません。対局を始めるには `challenge <address>` を送ってください。
reject-several-games-in-progress = 進行中の対局が{ $n }局あります（{ $games }）。どの対局のことか、その対局についてのボットの最新のメールに返信してください。
reject-game = 対局{ $game }
reject-challenge-self = 自分自身に挑戦することはできません。
reject-challenge-bot = ボットは対局しません。他のプレイヤーに挑戦してください。
reject-cannot-challenge = このアドレスには挑戦できません。他のプレイヤーに挑戦してください。
reject-unknown-variant = `{ $name }` という将棋は扱っていません。`chu`（中将棋）、`dai`（大将棋）、`tenjiku`（天竺大将棋）、`daidai`（大大将棋）、`maka`（摩訶大大将棋）のいずれかを書いてください。
reject-bad-preset = `preset={ $preset }`：{ $error }。
reject-bad-option = `{ $key }={ $value }`：{ $error }。
reject-no-handicaps = { $variant }には駒落ちの初期配置がありません。`handicap=` を外してください。
reject-variant-chu = 中将棋
reject-variant-dai = 大将棋
reject-variant-tenjiku = 天竺大将棋
reject-variant-daidai = 大大将棋
reject-variant-maka = 摩訶大大将棋
reject-unknown-handicap = `handicap={ $name }` という駒落ちはありません。使えるもの：{ $known }。ほかに msm1～msm21（Middle Shogi Manual の手合割の段階）も使えます。
reject-handicap-and-sfen = 駒落ちか初期局面（`sfen="…"`）のどちらか一方を指定してください。駒落ちも初期局面の一つです。
reject-bad-start-position = `sfen="{ $text }"` は初期局面として読み取れません：{ $error }。SFEN は二重引用符で囲んで書いてください。例：`sfen="lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1"`
reject-own-challenge = これはあなたが申し込んだ挑戦です。返事をするのは相手です。
reject-not-awaiting-answer = 対局{ $game }は挑戦への返事を待っていません。
reject-not-started = 対局{ $game }はまだ始まっていません。挑戦がまだ受けられていません。
reject-game-over = 対局{ $game }は終局しています。
reject-draw-standing = あなたの引き分けの提案はすでに出ています。相手の返事を待ってください。
reject-no-draw-to-decline = 断るべき相手からの引き分けの提案はありません。
reject-nothing-played = まだ1手も指されていないので、待ったをする手はありません。
reject-nothing-to-take-back = この対局であなたはまだ指していないので、戻せるあなたの手はありません。`takeback N` は相手の手とあなたの手を合わせて最後のN手を戻すよう求めます。
reject-takeback-too-many = { $asked }手の待ったを求めましたが、まだ{ $played }手しか指されていません。
reject-takeback-standing = 最後の{ $plies }手を戻す待ったの申し入れはすでに出ています。相手の返事を待ってください。
reject-takeback-of-opponent = 相手が最後の{ $plies }手を戻す待ったを申し入れています。`takeback` はその返事になりません。先に `accept takeback` か `decline takeback` で返事をしてください。
reject-own-takeback = この待ったはあなたが申し入れたものです。返事をするのは相手です。
reject-no-takeback-to-answer = 返事をするべき相手からの待ったの申し入れはありません。
reject-draw-too-soon = 引き分けの提案をするにはまだ早すぎます。この対局では、引き分けの提案は自分の{ $every }手ごとに1回までです（draw_every={ $every }）。前回の提案は第{ $offered }手のときだったので、次に提案できるのは第{ $next }手を指した後です。
reject-not-your-turn = あなたの手番ではありません。第{ $number }手は{ $side }の番です。
reject-wrong-guard = この指し手は第{ $meant }手（`#{ $meant }`）のつもりで書かれていますが、対局は現在、第{ $number }手の番です。
reject-not-a-move = `{ $line }` は指せる手ではありません：{ $why }。
reject-kanji-no-move = `{ $line }` は指せる手ではありません：いま{ $square }に動ける「{ $name }」はありません。
reject-kanji-ambiguous = `{ $line }` に当たる手が複数あります：{ $origins }の「{ $name }」がどれも{ $square }に動けます。`{ $example }` のように移動元を括弧で書いてください。
reject-illegal-refused = `{ $text }` は反則です：{ $why }。この対局は反則手を受け付けない設定（illegal=reject）です。指し直してください。
reject-preview-illegal = `{ $text }` は反則になります：{ $why }。
reject-preview-not-a-move = `{ $line }`：{ $why }。
reject-confirmation-expired = `{ $line }` の確認をお願いしたのは7日以上前で、確認の期限は7日です。何も実行していません。まだ必要であれば、コマンドをもう一度送ってください。
reject-newcomers-busy = ようこそ。新しいアドレスが押し寄せて進行中の対局を妨げないよう、新しいプレイヤーの受け付けは1時間に{ $limit }人までにしており、この1時間ですでにその人数に達しました。何も実行していません。1時間後にもう一度コマンドを送ってください。
reject-rate-limited = この1時間に、対局についての私のメールへの返信ではないメールを{ $mails }通受け取りました。これは1つのアドレスから応答する上限です。このメールは実行しておらず、最長1時間はそのようなメールを読みません。メールは保管しますが、実行はしません。時間をおいてもう一度送ってください。対局についての私のメールへの返信は、いつもどおり実行します。
reject-bad-address = `{ $address }` にはメールを送れません：{ $why }。何も実行していません。アドレスを確かめて、もう一度挑戦を送ってください。
reject-address-no-at = `@` がありません
reject-address-several-ats = `@` が2つ以上あります
reject-address-no-local-part = `@` の前に何もありません
reject-address-no-domain = `@` の後にドメインがありません
reject-address-too-long = 長すぎます
reject-address-quoted = `@` の前が引用符で囲まれたアドレスには送りません
reject-address-space = 空白か制御文字が含まれています
reject-address-invisible = 見えない文字（U+{ $code }）が含まれています
reject-address-character = `{ $char }` はアドレスに使えない文字です
reject-address-local-dots = `@` の前のドットが先頭か末尾にあるか、連続しています
reject-address-domain-shape = `@` の後が `example.org` のようなドメイン名になっていません
reject-address-mixed-scripts = ラテン文字と、それに似たキリル文字やギリシャ文字が混ざっています。実在のアドレスに似せた偽のアドレスによくある形です
reject-address-undeliverable = ドメイン `.invalid` はメールを受け取らないアドレス用に予約されています
reject-address-styled = `{ $char }` は全角文字か装飾文字です。普通の文字で書くと別のアドレスになります
reject-address-look-alike = `{ $address }` にはメールを送れません：このサーバーの別のプレイヤーのアドレスに似ており、そのアドレスになりすますためのものかもしれません。アドレスを確かめて、もう一度挑戦を送ってください。
reject-bad-conditional = 条件付きの指し手を登録しませんでした：{ $place }：{ $why }。どの行も登録しておらず、これまでの条件付きの指し手はそのままです。1行は `if <相手の指し手> then <あなたの応手> [<相手の指し手> <あなたの応手> …]` と書きます。1行に1つずつ書くか、`;` で区切ってください。
reject-conditional-at-ply = { $line }行目の `{ $text }`（その行の{ $ply }手目）
reject-conditional-at-line = { $line }行目（`{ $text }`）
reject-conditional-too-long = 条件付きの指し手の{ $line }行目が、1行で読み取れる200文字を超えているので、どの行も登録しませんでした。複数の行に分けて書いてください（1行に `if … then …` を1つ）。
reject-conditional-on-your-turn = あなたの手番です（第{ $number }手）。条件付きの指し手は相手の次の手への応手なので、自分の指し手と一緒に、またはその後に送ってください。
reject-already-paused = この対局の時計はすでに止まっています。`resume` で再開します。
reject-no-pause-offer = 相手は中断を提案していません。`pause` で中断を提案できます。
reject-pause-standing = あなたの中断の提案はすでに出ています。相手の返事を待ってください。
reject-not-paused = この対局の時計は止まっていません。
reject-bad-gift = `{ $text }` は贈れる時間として読み取れません。`3d`、`12h`、`1d12h` のように、1時間から30日の範囲で書いてください。
reject-no-leave = 取得中または予定の休暇はありません。
reject-bad-leave = `{ $text }` は日付（`2026-12-20`）でも期間（`10d`、1時間以上）でもありません。
reject-leave-backwards = 休暇の終わり（{ $last }）が始まり（{ $first }）より前になっています。初日、最終日の順に書いてください。
reject-leave-in-past = 休暇の最終日 { $last } はすでに過ぎています。
reject-leave-overlaps = 登録済みの休暇（{ $from }～{ $to }）と重なっています。予定の休暇は `leave cancel` で取り消せます。
reject-leave-too-long = { $year }年の休暇が{ $days }日になってしまいます。このサーバーで取れる休暇は1年に{ $limit }日までです。
reject-rated-needs-standard-start = レーティング対局にできるのは平手の初期配置の対局だけです。駒落ちや別の初期配置では、結果が実力をあまり表さないためです。`casual` を付けるか、駒落ちやプリセットを外して、もう一度挑戦してください。
reject-takeback-rated = この対局はレーティング対局で、レーティング対局では待ったはできません。
reject-abort-too-late = 対局{ $game }では両者とも指したので、もう対局を取り消すことはできません。`resign` で投了、`draw` で引き分けの提案ができます。
reject-unknown-zone = `{ $name }` というタイムゾーンはありません。`Europe/Berlin`、`America/New_York`、`Asia/Tokyo`、`UTC` のような IANA のタイムゾーン名を書いてください（一覧：https://en.wikipedia.org/wiki/List_of_tz_database_time_zones）。
reject-too-large = メールの大きさが{ $size }あり、読み取れる{ $limit }を超えているので、読んでいません。添付ファイルや長い引用を付けずに、コマンドだけを送ってください。
reject-computer-off = このサーバーの管理者がコンピューター対局を停止しているため、コンピューターとの新しい対局は始められません。進行中のコンピューターとの対局はそのまま続きます。何も実行していません。
reject-computer-level-above = このサーバーのコンピューターはレベル1から{ $max }までで対局します。レベル{ $level }はその範囲を超えています。何も実行していません。レベル{ $max }以下でもう一度挑戦してください。
reject-too-many-challenges = この1日にすでに{ $limit }回挑戦を送っており、これは1つのアドレスから実行する上限です。何も実行していません。明日もう一度挑戦してください。
reject-challenge-waiting = { $opponent }さんはまだ私にメールを送ったことがなく、すでに返事待ちの挑戦があります。そのようなアドレスには2つ目の挑戦を送りません。何も実行していません。届いている挑戦に返事をするか、先に私にメールを送るよう、相手に頼んでください。
reject-no-such-tournament = 大会 T{ $id } はありません。`tournaments` で、受付中と進行中の大会、最近終わった大会の一覧を見られます。
reject-name-the-tournament = `standings T3` のように大会を指定するか、大会の対局についてのメールへの返信で `standings` を送ってください。大会の一覧は `tournaments` で見られます。
reject-not-organiser = それができるのは { $label } の主催者だけです。参加者ができるのは `join { $label }`、`leave { $label }`、`standings { $label }` です。
reject-tournament-not-open = { $label } は{ $state }です。参加者と開始日を変えられるのは参加受付中だけです。
reject-tournament-not-running = { $label } は{ $state }で、進行中ではありません。その操作をする対象がありません。
reject-already-entered = { $label } にはすでに参加登録しています。開始前なら `leave { $label }` で参加を取り消せます。
reject-not-entered = { $player }さんは { $label } に参加していません。
reject-tournament-full = { $label } は定員に達しています（定員{ $max }人）。ほかの大会は `tournaments` で見られます。
reject-too-few-players = { $label } の参加者は{ $have }人で、開始には{ $need }人必要です。さらに参加者が `join { $label }` するのを待つか、`tournament cancel { $label }` で中止してください。
reject-swiss-needs-rounds = スイス式には回戦数が必要です。例：`swiss rounds=5`
reject-rounds-only-swiss = `rounds=` はスイス式のためのものです。総当たり戦の回戦数は参加者数で、トーナメント戦の回戦数は組み合わせで決まります。
reject-games-only-knockout = `games=`（1試合の局数）はトーナメント戦（`ko`）のためのものです。
reject-round-days-only-swiss = `round_days=` はスイス式のためのものです。総当たり戦の対局はすべて一度に始まり、トーナメント戦の試合は決着がつくまで続きます。
reject-bye-only-swiss = `bye=` はスイス式のためのものです。総当たり戦で参加者が奇数のときは、余った1人がその回戦で対局しないだけです。
reject-min-above-max = `min={ $min }` が `max={ $max }` より大きくなっています。
reject-player-limits = { $format }の参加者は2人から{ $most }人までです。その範囲で `min=` と `max=` を指定してください。
reject-format-round-robin = 総当たり戦
reject-format-double-round-robin = 二回総当たり戦
reject-format-swiss = スイス式
reject-format-knockout = トーナメント戦
reject-bad-start = `start={ $text }` は日付ではありません。`start=2026-12-01` のように書いてください（あなたのタイムゾーンの午前0時に始まります）。
reject-start-passed = `start={ $text }` はすでに過ぎています。それより後の日付を指定するか、日付を指定せずに `tournament start` で開始してください。
reject-no-tie-breaks = `tiebreaks=` にはタイブレークを少なくとも1つ指定してください。例：`tiebreaks=sb,de,w`
reject-bad-name = `{ $name }` は名前にできません：{ $problem }。
reject-name-length = 名前は2文字から30文字までです
reject-name-address = アドレスのような名前（`@` を含むもの）は使えません。アドレスは公開されません
reject-name-control = 名前に制御文字は使えません
reject-name-invisible = 名前に見えない文字（ゼロ幅スペースや結合子、書字方向の記号など）は使えません。名前が別の名前のように見えてしまいます
reject-name-player = `player-` で始まる名前は、名前を選んでいないプレイヤーのためのものです
reject-name-imported = `imported-` で始まる名前は、取り込んだ対局のプレイヤーのためのものです
reject-name-taken = `{ $name }` という名前はすでに別のプレイヤーが使っています。別の名前を選んでください。
reject-name-look-alike = `{ $name }` は別のプレイヤーの名前に似ていて、その人と取り違えられるおそれがあります。ほかの名前と紛らわしくない名前を選んでください。
reject-sender-look-alike = あなたのアドレスはこのサーバーの別のプレイヤーのアドレスに似ているので、このアドレスからのコマンドは受け付けません。なりすましのアドレスがその人の名前で操作できてしまうためです。別のアドレスから送ってください。
reject-unknown-format = `{ $word }` という形式では書き出せません。使える形式：kif（lishogi）、pgn（WinBoard）、tsa（棋譜）、usi、json、またはそのすべて（`all`、または形式の指定なし）。
reject-not-your-game = 対局{ $game }はあなたの対局ではありません（自分の対局の一覧は `games`）。棋譜はその対局の対局者に送ります。
reject-abort-tournament = 大会の対局は取り消せません。大会の成績に数えられます。`resign` で投了（負け）、`draw` で引き分けの提案ができます。
reject-watch-which = 観戦する対局を指定してください。例：`watch 12`（対局12の盤面のメールをすべて受け取る）、`notify 12`（結果だけを受け取る）。`watch T3` で大会 T3 を観戦できます。番号がない場合は、観戦者として受け取ったメールへの返信のときだけ、どの対局かが分かります。
reject-no-such-game = 対局{ $game }はありません。
reject-watch-own-game = あなたは対局{ $game }の対局者です。その対局のメールは、指すためのキー付きですでに届いています。観戦者はほかの人です。
reject-watch-own-tournament = あなたは T{ $id } の参加者か主催者です。その成績表はすでに届いています。
reject-watch-game-over = 対局{ $game }は終局しているか、始まりませんでした。観戦できるものはもうありません。棋譜は対局者から送ってもらえます。
reject-watch-tournament-over = T{ $id } は終了したか中止になりました。観戦できるものはもうありません。成績表は `standings T{ $id }` で見られます。
reject-observers-forbidden = 対局{ $game }は、対局者が観戦を許可していないレーティングなしの対局です（対局者の `observers off`）。大会の対局はいつでも観戦できます。
reject-too-many-watches = すでに{ $limit }件の対局や大会を観戦しており、1つのアドレスで観戦できる上限です。`unwatch N` か `unwatch all` で空きを作ってください。
reject-not-watching = { $what }は観戦していません。`watch 12` で対局12を、`watch T3` で大会 T3 を観戦できます。
reject-watching-nothing = 観戦している対局も大会もありません。`watch 12` で対局12を、`watch T3` で大会 T3 を観戦できます。
reject-unwatch-which = 観戦中のものは{ $watching }です。やめるものを `unwatch { $first }` のように指定するか、`unwatch all` を送ってください。
reject-unhandled = あなたのメールを処理できませんでした。サーバーが{ $attempts }回試みて、毎回失敗しました。原因はサーバー側の不具合で、あなたのメールのせいではありません。メールはサーバーの管理者が調べられるよう取り分けてあります。不具合が直ったと知らせがあったら、もう一度送ってください。

## エラーのメール（templates/error.*）。problem は上の断りの文。

error-nothing-changed = 何も変更していません。
error-problem = { $problem }何も変更していません。
error-last-today = キーのないメールへの返事は1日{ $n }通までで、これが今日最後の返事です。1日たつまで、そのようなメールは保管しますが返事をしません。対局についての私のメールへの返信は、いつでも読みます。
error-you-wrote = 受け取った内容：
error-accepted = ここで受け付けるもの：

## 代わりに送れるもの（reject::accepted_*）。$takeback は yes か no。

accepted-move =
    第{ $n }手の指し手（{ $notations }。手数を付けてもかまいません。例：`{ $example }`）
    （続けて条件付きの指し手も書けます：`if <相手の指し手> then <応手>`）
    または `resign`、`draw`、{ $takeback ->
        [yes] `takeback`、`pause`
       *[no] `pause`
    }、`give <time>`、`preview <move>`、
    `board`、`history`、`games`、`help`。
accepted-notations-chu = TSA（P-7f）、USI（7g7f）、WinBoard（f5）、棋譜（７六歩）の表記
accepted-notations-maka = TSA（P-10m）、USI（10n10m）、棋譜（１０六歩兵）の表記
accepted-notations-dai = TSA（P-8j）、USI（8k8j）、棋譜（８十歩兵）の表記
accepted-notations-daidai = TSA（P-8k）、USI（8l8k）、棋譜（８十一歩兵）の表記
accepted-notations-tenjiku = TSA（P-8k）、USI（8l8k）、棋譜（８十一歩兵）の表記
accepted-waiting = { $player }の手番です。その間に送れるもの：条件付きの指し手（`if <相手の指し手> then <応手>`）、`conditional`、`board`、`history`、`preview <move>`、`draw`、{ $takeback ->
        [yes] `takeback`、`pause`
       *[no] `pause`
    }、`give <time>`、`resign`、`games`、`help`。
accepted-challenge = 挑戦のメールへの返信で `accept` か `decline`。
accepted-challenge-waits = 相手の返事を待ってください。対局の状況は `games` で見られます。
accepted-game-over = `history` と `games`。新しい対局は `challenge <address>` で始められます。
accepted-rate-limited = 対局についての私のメールへの返信はいつでも。それ以外は1時間おいてから。

## 断りの件名（$words は問題の文の冒頭、reject::subject）と、エンジン自身の断りの件名。

subject-not-carried-out = Yubin：実行できませんでした：{ $words }
subject-not-carried-out-game = { $title }：実行できませんでした：{ $words }
subject-rate-limited = Yubin：メールが多すぎるため、1時間お休みします
subject-unhandled = Yubin：実行できませんでした：サーバーがメールの処理に失敗しました
subject-damaged = Yubin：実行できませんでした：{ $game }の記録が壊れています
damaged = メールを実行できませんでした。保存されている{ $game }の記録が壊れていて、対局がどこまで進んでいるか分かりません。メールは保管してあり、サーバーの管理者には修復すべき箇所を知らせてあります。対局が元に戻ったと知らせがあったら、もう一度メールを送ってください。
damaged-game = 対局{ $game }
damaged-the-game = その対局
quoted-empty = （空のメール）
quoted-subject = 件名：{ $subject }

## コマンドの確認のお願い（templates/confirm.*、reject::Binding）。$what は「このコマンドは」に続く。

subject-confirm = Yubin：`{ $line }` の確認をお願いします
confirm-received = { $address } から、キーのないメールで次のコマンドを受け取りました：
confirm-why = このコマンドは{ $what }ため、このメールボックスを読んでいるご本人からのものと確認できてから実行します。
confirm-reply = 実行するには、このメールに返信してください
confirm-reply-rest = 。返信の内容は何でもかまいません（{ $command } で十分です）。心当たりがなければ、このメールは無視してください。何も起こらず、この依頼は7日で失効します。
confirm-keyed = 私のメールへの返信には、この手順は要りません。返信先アドレスにあなたのキーが入っているためです。
binding-challenge = あなたの名前で対局を始める
binding-join = あなたを大会に参加登録する
binding-leave = あなたの大会への参加を取り消す
binding-create = あなたが主催する大会を作る
binding-organise = 大会の主催者として操作する
binding-settings = あなたの設定を変える
binding-leave-days = あなたの休暇と、それに伴って対局の時計を変える
binding-watch = 観戦する対局や大会のメールをあなたに送る
binding-other = あなたのアドレスに関わる操作をする

## 指し手が反則である理由（templates/wording/illegal.txt、wording::illegal_in）。断りの文の中に入る節で、
## 句点を付けない。$kind はその対局での駒の日本語名（成った駒は成った先の名前：中将棋の成飛車は龍王。labels::spoken）。

illegal-no-piece = { $square }に駒がありません
illegal-not-your-piece = { $square }の駒は相手の駒です
illegal-cannot-move-there = { $kind }は{ $from }から{ $to }へは動けません
illegal-path-blocked = { $from }の{ $kind }は{ $to }へ行けません：{ $at }の駒が邪魔です
illegal-missing-capture = { $kind }は{ $at }の駒を取らずに通過できません（この駒の動きは途中の駒をすべて取ります。近い順に1つずつ書いてください）
illegal-own-piece = { $square }には自分の駒があります
illegal-bad-route = { $kind }はその動きができません：{ $why }
illegal-no-pass = ここではどの駒もパスできません（パスには、隣に空きマスのある獅子の力を持つ駒が必要です）
illegal-lion-b = 獅子の取り合いの規則B：{ $from }の獅子は、2マス離れた{ $lion }の紐付きの獅子を取れません
illegal-lion-b-captured = 獅子の取り合いの規則B：{ $from }の獅子は、2マス離れた{ $lion }の紐付きの獅子を取れません：{ $protector }
illegal-lion-b-protected = 獅子の取り合いの規則B：{ $from }の獅子は、2マス離れた{ $lion }の紐付きの獅子を取れません（{ $protector }）
illegal-lion-c-after = 獅子の取り合いの規則C（反撃）：獅子が獅子以外の駒に取られた直後は
illegal-lion-c-after-on = 獅子の取り合いの規則C（反撃）：獅子が{ $square }で獅子以外の駒に取られた直後は
illegal-lion-c-okazaki = { $after }、紐付きの獅子を獅子以外の駒で取ることはできません（`chu.lion.counterstrike = okazaki`）。{ $lion }の獅子は、{ $protector }。そのため{ $from }の駒はこの獅子を取れません
illegal-lion-c-okazaki-captured = { $after }、紐付きの獅子を獅子以外の駒で取ることはできません（`chu.lion.counterstrike = okazaki`）。{ $lion }の獅子には紐があります：{ $protector }。そのため{ $from }の駒はこの獅子を取れません
illegal-lion-c-strict = { $after }、獅子以外の駒で獅子を取ることはできません（`chu.lion.counterstrike = strict`）。そのため{ $from }の駒は{ $lion }の獅子を取れません
illegal-protector-captured = 途中で取る{ $square }の{ $kind }も、`chu.lion.protection_eval = whole_move` では紐として数えます
illegal-protector = { $side }の{ $kind }（{ $square }）が紐になっています
illegal-promotion = { $kind }はこの手では成れません：{ $why }
illegal-drop = 駒打ちの反則：{ $why }
illegal-game-over = 対局はすでに終わっています
illegal-repetition = この手で同一局面が{ $ordinal }回目になり、千日手の規則 `{ $rule }` で禁じられています
illegal-route-no-lion-power = 2段階に動けるのは獅子の力を持つ駒だけです
illegal-route-hop-listed = 跳び越しの手には取る駒を書きません。途中の駒はすべて取られます（`Via::LINE`）
illegal-route-first-leg-empty = 2段階の手は、最初のマスで駒を取らなければなりません
illegal-route-lion-dog = 獅子犬の手は1本の筋の上で出発点から3マス以内にとどまり、通過するマスか止まるマスでだけ駒を取ります。最初のマスより先で駒を取ってから出発点に戻ることはできません
illegal-route-hook = 鉤行の手は、最初の動きの終点でまず駒を取り、そこで一度だけ90°曲がります
illegal-route-lion-step = 獅子の手の各段階は、隣のマスへの1歩です
illegal-route-lion-lines = この駒の獅子の力は、獅子の筋に沿って2マスまでしか働きません
illegal-route-lion-line = この駒の獅子の力は、1本の筋に沿って2マスまでしか働きません
illegal-route-first-leg = 最初の動きではそのマスへ行けません
illegal-route-three-leg-captures = 3段階の手は、最初の2つのマスの両方で駒を取らなければなりません
illegal-route-too-many-legs = 4段階以上に動く駒はありません
illegal-route-hop-off-line = 出発点と最後のマスの間に書くマスは、跳び越しで途中に取る駒のマスでなければなりません
illegal-route-hop-empty = 跳び越しで取れるのは駒のあるマスだけです
illegal-route-hop-order = 跳び越しで取る駒は、近い順に1回ずつ書きます
illegal-route-no-hop = 途中の駒をすべて取るのは、奔熊の跳び越しの読み方（`maka.free_bear = BsRfA_hop1`、`BsRfA_hopall`）だけです
illegal-route-hop-direction = この駒の跳び越しは前方の斜めにしか進みません
illegal-route-hop-nothing = 跳び越しは途中で少なくとも1枚の駒を取ります（空きマスだけを通るなら普通の走りです）
illegal-route-hop-too-many = `maka.free_bear = BsRfA_hop1` では途中で取れる駒は1枚だけです
illegal-route-jump-must-capture = 将が駒を跳び越えるのは、着地するマスの駒を取るときだけです
illegal-route-jump-victim = この対局の `tenjiku.jump.victim` では、将はその位置からその駒を取れません
illegal-route-sweep-line = 将の跳び越しは、走れる筋に沿ってしか進みません
illegal-route-sweep-nothing = 跳び越しは少なくとも1枚の駒を越えます（空きマスだけを通るなら普通の走りです）
illegal-route-tetrarchs-neighbour = 四天王は隣のマスへは動きません。そこの駒は動かずに取ります（居食い、`x!`）
illegal-route-area-path = この駒の範囲の動きは空きマスだけを通り、駒を取るとそこで終わります
illegal-promotion-pass = パスでは駒は動きません
illegal-promotion-maka-no-capture = 摩訶大大将棋では、駒は駒を取ったときにだけ成ります
illegal-promotion-maka-promoted = すでに成っています（再び変わるのは、伝染する駒を取ったときだけです）
illegal-promotion-never-promotes = この駒は成りません
illegal-promotion-outside-zone = この手は出発点も到着点も敵陣の外です
illegal-promotion-declined-wiki-delay = 直前のあなたの手で成らなかったので、`chu.promotion.rule = wiki_delay` では、駒を取らない手で成れるのはもう1手指した後です
illegal-promotion-declined-msm = この駒は直前の自分の手で成らなかったので、`chu.promotion.rule = msm` では次の手で成れるのは駒を取るときだけです
illegal-promotion-lance-last-rank = `chu.promotion.lance_last_rank = false` では、駒を取らずに最奥段に達した香車は成れません（駒を取らない手で成れるのは敵陣に入るときだけです）
illegal-promotion-go-between-last-rank = `chu.promotion.gobetween_last_rank = false` では、駒を取らずに最奥段に達した仲人は成れません（駒を取らない手で成れるのは敵陣に入るときだけです）
illegal-promotion-jcsa-pawn = `chu.promotion.rule = jcsa` では、駒を取らない手で成れるのは、敵陣に入るときか、歩兵が最奥段に達したときだけです
illegal-promotion-jcsa-lance = `chu.promotion.rule = jcsa` では、駒を取らない手で成れるのは、敵陣に入るときか、香車が最奥段に達したとき（`chu.promotion.lance_last_rank = true`）だけです
illegal-promotion-jcsa-go-between = `chu.promotion.rule = jcsa` では、駒を取らない手で成れるのは、敵陣に入るときか、仲人が最奥段に達したとき（`chu.promotion.gobetween_last_rank = true`）だけです
illegal-promotion-jcsa-enter = `chu.promotion.rule = jcsa` では、駒を取らない手で成れるのは敵陣に入るときだけです
illegal-promotion-compulsory = ここでは成らなければなりません
illegal-promotion-maka-forced = この取りで駒は必ず変わります（成った駒か伝染する駒を取ったか、`maka.promotion = capture_forced` のため）
illegal-drop-no-drops = この対局には駒打ちがありません（駒打ちが1回あるのは平成中将棋だけです）
illegal-drop-drop-made = この対局でただ1回の駒打ちはもう使っています
illegal-drop-not-in-reserve = その駒は持ち駒にありません
illegal-drop-occupied = そのマスは空いていません
illegal-drop-not-adjacent-king-step = 駒は自分の駒の隣に打たなければなりません
illegal-drop-not-adjacent-orthogonal = 駒は自分の駒の縦か横の隣に打たなければなりません（`heisei.adjacency = orthogonal`）
illegal-drop-promoted-outside-zone = 成った状態で打てるのは敵陣の中だけです
illegal-drop-promoted-on-next-move-only = `heisei.drop_promotion = next_move_only` では駒は成らずに打ちます（敵陣の中なら次の手で成れます）
illegal-drop-dead = そこに打つと、その駒は二度と動けません

## 指し手の文字列が手を表していない理由（wording::move_text_in）。$notation は読み取りに使った表記（notation-*）、
## $piece・$found・$expected はその対局での駒の日本語名（named-piece-*、labels::spoken）。

move-text-syntax = 指し手 `{ $input }` を読み取れません（{ $notation }として読みました）。指し手は TSA の `P-7f`、USI の `7g7f`、WinBoard の `f5`、棋譜の `７六歩`、または `pass` のように書いてください
move-text-off-board = `{ $input }`：この盤に{ $square }という升目はありません
move-text-no-such-piece = `{ $input }`：あなたの駒に{ $piece }はありません。駒の略号を確かめてください
move-text-wrong-piece = `{ $input }`：{ $square }の駒は{ $found }で、{ $expected }ではありません。移動元を確かめてください
move-text-piece-on = { $square }の駒：{ $why }
move-text-cannot-move = `{ $input }` は指せない手です：{ $why }
move-text-illegal = `{ $input }` は反則です：{ $why }
move-text-ambiguous = `{ $input }` はどの手か決まりません（{ $moves }）。{ $example } のように移動元を書いてください
move-text-no-pass = `{ $input }`：いまパスできる駒がありません
move-text-wrong-notation = `{ $input }` は{ $notation }の表記で、中将棋だけで使えます。USI か TSA で書いてください

## 書式どおりでないコマンドの行（reject::CommandError、reject-bad-command の error）。
## 何が違うか（command-…、文末の「。」なし）と、受け付ける書き方（usage-…）。

command-error = { $problem }。使い方：{ $usage }
command-takes-nothing = `{ $command }` の後には何も書けませんが、`{ $got }` と書かれています
command-empty = コマンドが空です
command-accept-what = `accept` の後に書けるのは `pause` か `takeback` だけ（何も書かなくてもかまいません）ですが、`{ $got }` と書かれています
command-ratings-what = `ratings` の後に書けるのは将棋の種類一つだけですが、`{ $got }` と書かれています
command-give-what = `give` の後には時間の長さを一つ書いてください
command-archive-what = `archive` の後に書けるのは `public` か `private` ですが、`{ $got }` と書かれています
command-export-game = `{ $word }`：対局番号は1以上の数を一つまで書けます
command-leave-what = `leave` の後に書けるのは1語か2語ですが、`{ $got }` と書かれています
command-takeback-number = `takeback { $word }`：戻す手数を1以上の数で書いてください
command-takeback-what = `takeback` の後に書けるのは数一つだけですが、`{ $got }` と書かれています
command-board-what = `board` の後に書けるのは `picture` か `table` だけ（何も書かなくてもかまいません）ですが、`{ $got }` と書かれています
command-pieces-what = `pieces` の後に書けるのは `kanji` か `letters` ですが、`{ $got }` と書かれています
command-language-what = `language` の後に書けるのは `en` か `ja` ですが、`{ $got }` と書かれています
command-digest-what = `digest` の後に書けるのは `daily`（と時刻）か `off` ですが、`{ $got }` と書かれています
command-digest-time = `{ $word }` は `07:30` のような時刻ではありません
command-move-to-needs-address = `move to` の後に新しいアドレスを書いてください
command-move-to-one-address = `move to` の後に書けるアドレスは一つですが、その後に `{ $got }` と書かれています
command-forget-what = `forget` の後に書けるのは `me` ですが、`{ $got }` と書かれています
command-reminders-what = `reminders` の後に書けるのは `on` か `off` ですが、`{ $got }` と書かれています
command-crosstables-what = `crosstables` の後には大会の番号と `on` か `off` を書きますが、`{ $got }` と書かれています
command-conditional-what = `conditional` の後に書けるのは `clear` だけ（何も書かなくてもかまいません）ですが、`{ $got }` と書かれています
command-timezone-what = `timezone` の後に書けるのはタイムゾーン名一つだけですが、`{ $got }` と書かれています
command-decline-what = `decline` の後に書けるのは `draw` か `takeback` だけ（何も書かなくてもかまいません）ですが、`{ $got }` と書かれています
command-preview-needs-move = `preview` の後に指し手を書いてください
command-two-guards = 手数（`#N`）が二つ書かれています
command-bad-guard = `{ $word }` は手数ではありません。`#` に続けて1以上の数を書いてください
command-no-move = 指し手が書かれていません
command-no-opponent = 相手のアドレスが書かれていません
command-sfen-unclosed = `sfen="` の閉じる引用符がありません
command-sfen-empty = `sfen=` の後に局面が書かれていません
command-no-value = `{ $word }` の `=` の後に値が書かれていません
command-bad-days = `days={ $value }`：日数は1から365までの整数で書いてください
command-bad-max-plies = `max_plies={ $value }`：{ $min }から{ $max }までの手数か、`none` を書いてください
command-bad-draw-every = `draw_every={ $value }`：1から{ $max }までの手数を書いてください
command-bad-illegal = `illegal={ $value }`：`illegal=lose` か `illegal=reject` を書いてください
command-unknown-option = `{ $key }=` という設定はありません
command-tournament-opponent = `{ $word }`：大会では対戦相手を指定しません。参加者は `join` で参加します
command-tournament-side = `{ $word }`：大会では先手と後手は組み合わせで決まります
command-two-addresses = アドレスが二つ書かれています（`{ $first }` と `{ $second }`）。対局の相手は一人です
command-side-twice = 先手・後手が二度指定されています（`{ $word }`）
command-rated-twice = `rated` か `casual` が二度指定されています（`{ $word }`）
command-unknown-challenge-word = `{ $word }` はアドレスでも、将棋の種類でも、先手・後手の指定でも、設定でもありません
command-unknown-tournament-word = `{ $word }` は大会の方式でも、将棋の種類でも、設定でもありません
command-bad-clock = `{ $words }`：{ $error }
command-not-tournament-number = `{ $word }` は `T3` のような大会番号ではありません
command-needs-tournament = `{ $keyword }` には `{ $keyword } T3` のように大会番号を書いてください
command-one-tournament = `{ $keyword }` の後に書けるのは大会番号一つだけですが、`{ $got }` と書かれています
command-withdraw-what = `tournament withdraw` には大会番号と参加者のアドレスを書いてください
command-tournament-needs-what = `tournament` の後に、することを書いてください：`create`、`start`、`cancel`、`withdraw` のいずれか
command-not-tournament-command = `tournament { $word }` という大会のコマンドはありません
command-needs-name = `tournament create` には `tournament create Winter` のように大会名を書いてください
command-name-unclosed = 大会名の閉じる引用符がありません
command-not-a-name = `{ $name }` は大会名になりません。`tournament create Winter` のように、大会名を最初に書いてください
command-name-too-long = 大会名が{ $max }文字より長いか、制御文字を含んでいます
command-bad-number = `{ $key }={ $value }`：1から{ $max }までの数を書いてください
command-format-twice = 大会の方式が二度指定されています（`{ $word }`）
command-bad-archive = `{ $word }`：`archive=public` か `archive=private` を書いてください
command-bad-points = `{ $word }`：`points=1/0.5/0` か `points=3/2/1` を書いてください
command-bad-bye = `{ $word }`：`bye=win`、`bye=draw`、`bye=loss` のいずれかを書いてください
command-tie-break-twice = `{ $word }`：`{ $code }` が二度書かれています
command-unknown-tie-break = `{ $word }`：`{ $code }` というタイブレークはありません。使えるのは `sb`（ゾンネボルン・ベルガー）、`bh`（ブッフホルツ）、`mbh`（メディアン・ブッフホルツ）、`de`（直接対決）、`w`（勝ち数）、`ww`（後手での勝ち数）です
command-bad-target = `{ $keyword } { $words }`：対局番号（`{ $keyword } 12`）か大会（`{ $keyword } T3`）を書いてください
command-notify-tournament = `notify` は1局の結果だけを受け取るためのものです。大会の観戦者は `watch T3` で星取表をすべて受け取れます
command-observers-what = `observers` の後に書けるのは `on` か `off` ですが、`{ $got }` と書かれています
usage-alone = その語だけを1行に書きます
usage-help = `help` でコマンドの一覧が届きます
usage-accept = `accept`（挑戦を受ける）、`accept pause`、`accept takeback`
usage-ratings = `ratings`、`ratings chu`、`ratings maka`
usage-give = `give 3d`（日）、`give 12h`（時間）、`give 1d12h`
usage-archive = `archive public`、`archive private`、または `archive` だけ
usage-export = `export`（この対局をすべての形式で）、`export kif pgn`、`export 12 all`。形式は `kif`、`pgn`、`tsa`、`usi`、`json`
usage-leave = `leave 2026-12-20 2027-01-03`（最初の日と最後の日）、`leave 10d`（今から）、`leave`（一覧）、`leave cancel`
usage-takeback = `takeback`（自分の最後の手）または `takeback N`（最後の `N` 手）
usage-board = `board`（対局の盤面）、`board picture` または `board table`（メールでの盤面の表示のしかた）
usage-pieces = `pieces kanji` または `pieces letters`（盤面の画像の駒の表記）、または `pieces` だけ
usage-language = `language en`（英語）または `language ja`（日本語。`言語 日本語` でも可）、または `language` だけ
usage-digest = `digest daily`（07:00）、`digest daily 21:30`、`digest off`、または `digest` だけ
usage-move-to = `move to <新しいアドレス>`（今対局しているアドレスから送ってください）
usage-forget = `forget me`（`退会`）：アドレスを消去し、対局を終えます（確認のお願いが届きます）
usage-reminders = `reminders on`、`reminders off`、または `reminders` だけ
usage-crosstables = `crosstables T3 on`、`crosstables T3 off`、または `crosstables T3` だけ
usage-conditional = `conditional`（予約中の条件付きの手の一覧）または `conditional clear`
usage-timezone = `timezone Europe/Berlin`（IANA のタイムゾーン名）、`timezone UTC`、または `timezone` だけ
usage-decline = `decline`（挑戦を断る）、`decline draw`、`decline takeback`
usage-preview = `preview <指し手>`。例：`preview P-7f`
usage-move = `P-7f`、`7g7f`、`move P-7f #12` のような指し手
usage-challenge = `challenge <address> [chu|maka|dai|daidai|tenjiku] [preset=…] [black|white|random] [days=N | time=…] [illegal=lose|reject] [handicap=… | sfen="…"] [max_plies=N] [draw_every=N] [rated|casual] [rule.option=value]`（`<address>` は相手のアドレス）
usage-tournament = `tournament create …`、`tournament start T3`、`tournament cancel T3`、`tournament withdraw T3 <address>`、`join T3`、`leave T3`、`standings T3`、`tournaments`
usage-withdraw = `tournament withdraw T3 bob@example.org`（大会T3から参加者を外します）
usage-create = `tournament create <大会名> [rr|drr|swiss|ko] [rounds=N] [games=N] [points=1/0.5/0|3/2/1] [bye=win|draw|loss] [tiebreaks=sb,bh,mbh,de,w,ww] [min=N] [max=N] [start=YYYY-MM-DD] [round_days=N] [delay=N] [archive=public|private] [chu|maka|dai|daidai|tenjiku] [preset=…] [handicap=…] [days=N | time=…] [rated|casual] [rule.option=value]`（空白を含む大会名は `"Winter Cup"` のように二重引用符で囲みます）
usage-watch = `watch 12`（対局12の盤面のメールをすべて受け取る）、`notify 12`（結果だけを受け取る）、`watch T3`（大会T3の星取表をすべて受け取る）、`unwatch 12`、`unwatch T3`、`unwatch all`
usage-observers = `observers on`、`observers off`、または `observers` だけ
reject-watched-tournament = 大会T{ $id }

# SFEN で書いた初期局面（`sfen="…"`）が読めない理由：wording/sfen.rs。段は SFEN の文字（$rank、`a` が後手の一段目）と上からの段数（$row）。$kind は成っていない駒の日本語名（wording/sfen.rs）。
sfen-empty = 局面が空です
sfen-too-many-fields = 欄が{ $found }個あります。読むのは{ $most }個までです
sfen-ranks = 盤が{ $found }段あります。この将棋の盤は{ $expected }段です
sfen-zero-count = { $row }段目（`{ $rank }`）に空きマスの数 0 があります
sfen-rank-too-long = { $row }段目（`{ $rank }`）が盤の{ $files }筋より長すぎます
sfen-rank-too-short = { $row }段目（`{ $rank }`）が盤の{ $files }筋のうち{ $found }筋しかありません
sfen-plus-at-end = { $row }段目（`{ $rank }`）が `+` で終わっています
sfen-unknown-letter = { $row }段目（`{ $rank }`）の `{ $letter }` はどの駒でもありません
sfen-unexpected = { $row }段目（`{ $rank }`）の `{ $found }` は空きマスの数でも、`[Ln]` のような角括弧で囲んだ駒でもありません
sfen-unclosed = { $row }段目（`{ $rank }`）の `[` に対応する `]` がありません
sfen-unknown-piece = { $row }段目（`{ $rank }`）の `{ $text }` はこの将棋の駒ではありません
sfen-no-promoted-side = `{ $text }`：{ $kind }は成れません
sfen-kind-not-in-variant = この将棋に{ $kind }はありません
sfen-occupied = { $square }に駒が二つあります
sfen-off-board = { $square }は盤の外です
sfen-side = 手番が `{ $text }` です。`b`（先手）か `w`（後手）と書いてください
sfen-lion-field = 獅子が取ったマスの欄 `{ $text }` はマスでも `-` でもありません
sfen-move-number = 手数 `{ $text }` が数ではありません
sfen-move-number-zero = 手数が 0 です。手数は 1 から数えます
sfen-reserve-count = 控え駒の数 { $count } が大きすぎます
sfen-reserve-letter = 控え駒の `{ $letter }` はどの駒でもありません
sfen-reserve-kind = { $kind }は控え駒にできません
sfen-reserve-count-last = 控え駒の欄が数で終わっていて、駒がありません
sfen-mark = 成りの印 `{ $text }` が `d`、`r`、（天竺将棋では）`n` とマスの形ではありません
sfen-mark-square = 成りの印 `{ $text }` のマスが読めません
sfen-mark-empty = 成りの印 `{ $text }` が空きマスに付いています

## 指し手の読み取りが止まった位置に来るはずだったもの（yubin_rules::notation::Expected、
## wording::expected_in）。reject-unreadable-move などの「…が来るはずでした」に入る名詞句。
## $example は読んだ記法でのマスか駒の文字。
expected-move = 指し手
expected-square = `{ $example }` のようなマス
expected-second-square = 2つ目のマス
expected-second-square-example = `{ $example }` のような2つ目のマス
expected-destination = 行き先のマス
expected-destination-example = `{ $example }` のような行き先のマス
expected-piece-letter = `{ $example }` のような駒の文字
expected-piece-or-file-letter = `N` のような駒の文字か、`f` のような筋の文字
expected-promoting-letter = 成る駒の文字
expected-abbreviation = `P`、`Ln`、`+DK` のような駒の略号とそれに続くマス
expected-chu-abbreviation = 中将棋の駒の略号1つ
expected-end = 指し手の終わり
expected-bang-in-igui = `x!` とマスで書く居食い（`!` はその中でだけ使います）
expected-nothing-after-igui = 指し手の終わり（居食い `x!` とマス1つの後には何も書きません）
expected-origin-before-igui = 居食い（その前に書けるのは移動元のマスだけです）
expected-tsa-next = `x`、`-`、マス、`+`、`=` か指し手の終わり
expected-san-next = `x`、`-`、マス、`+` か指し手の終わり
expected-usi-next = マス、`+` か指し手の終わり
expected-leg-next = `,` と次の段階、`+` か指し手の終わり
expected-most-squares = 指し手の終わり（書けるマスは{ $n }個まで）
expected-most-three-legs = 指し手の終わり（動きは3段階まで）
expected-joined-leg = 前の段階が終わったマスから始まる次の段階
expected-next-leg = `{ $letter }xf8` や `xf8` のような次の段階
expected-one-origin = 行き先のマス（その前に書ける移動元は、筋・段・マスのどれか1つだけです）

## 指し手の文字が指した駒（yubin_rules::notation::NamedPiece、wording::named_piece_in）。
## その対局での駒の名前を named-piece-or でつなぐ。$file は WinBoard の筋の文字。
named-piece-or = または
named-piece-none = 駒 `{ $written }`（{ $variant }にはない駒）
named-piece-on-file = { $file }筋の{ $piece }
named-piece-on-rank = { $rank }段目の{ $piece }

## 記法の名前（move-text-syntax の中、wording/move_text.rs）。
notation-usi = USI
notation-tsa = TSA
notation-winboard-san = WinBoard の SAN
notation-winboard-engine = WinBoard のエンジン形式
notation-pass-word = `pass` という語
