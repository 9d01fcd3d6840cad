# yubin の日本語のメッセージ：settings。../en/settings.ftl の各メッセージに対応する。

## 自分のコマンドへの返事の件名（mails::own）。

subject-help = Yubin：コマンド一覧
subject-zone = Yubin：タイムゾーンは { $zone } です
subject-look-picture = Yubin：盤面は画像、駒は{ $pieces ->
    [kanji] 漢字
   *[letters] 略号（TSA）
}
subject-look-table = Yubin：盤面は表
subject-archive = Yubin：あなたの対局は{ $public ->
    [yes] 公開
   *[no] 非公開
}です
subject-name = Yubin：あなたの名前は「{ $name }」です
subject-games = Yubin：あなたの対局
subject-export = { $title }：棋譜（{ $formats }）

## `timezone` への返事（templates/timezone.*）。$games は終わっていない対局の数。

zone-is-now = タイムゾーンを { $zone } にしました。
zone-is = あなたのタイムゾーンは { $zone } です。
zone-now =
    現地の今の時刻は{ $now }です。
    メールに書く期限やリマインダーの日時はこのタイムゾーンによります{ $games ->
        [0] 。
       *[other] （終わっていない対局{ $games }局は、それぞれ次のメールから）。
    }
zone-change =
    変えるには { $command } を送ってください。
    ゾーンは { $berlin }、{ $new-york }、{ $tokyo } のような IANA の名前です。
    { $utc } で UTC に戻ります。

## `pieces` と `board` への返事（templates/look.*、picture::look_sentence_in）。

look-pieces-kanji = 漢字
look-pieces-letters = 略号（TSA）
look-picture = { $changed ->
    [yes] これから
   *[no] {""}
}メールの盤面は画像で、駒は{ $pieces }で表示{ $changed ->
    [yes] します。
   *[no] しています。
}
look-table = { $changed ->
    [yes] これから
   *[no] {""}
}メールの盤面は TSA の略号の表で表示{ $changed ->
    [yes] します
   *[no] しています
}（画像に戻した場合、駒は{ $pieces ->
    [kanji] 漢字
   *[letters] 略号（TSA）
}で表示します）。
look-mail =
    { $shown }
    { $games ->
        [0] {""}
       *[other] 終わっていない対局{ $games }局は、それぞれ次のメールから変わります。
    }
    どのメールもテキスト部分の盤面は文字のままです。
look-change = 変えるには：
look-board-picture = あなたの側から見た盤面の画像（既定）
look-board-table = 色付きのマスに TSA の略号を並べた表
look-pieces-kanji-help =
    画像の駒を漢字で（既定）：中将棋は一文字、大きな
    将棋は二文字の名前
look-pieces-letters-help = 画像の駒を TSA の略号で（Ln、+DK）
look-change-html = 変えるには、{ $picture }（あなたの側から見た盤面の画像、既定）、{ $table }（色付きのマスに TSA の略号を並べた表）、{ $kanji }（画像の駒を漢字で。既定。中将棋は一文字、大きな将棋は二文字の名前）、{ $letters }（画像の駒を TSA の略号で：Ln、+DK）のどれかを送ってください。

## `name` と `archive` への返事（templates/profile.*）。$state は now（このメールで設定）、
## chosen、none（名前を決めていない。$name は仮の名前）。

profile-name =
    { $state ->
        [now] あなたの名前を「{ $name }」にしました。
        [chosen] あなたの名前は「{ $name }」です。
       *[none] 名前がまだ決まっていないので、「{ $name }」と表示されています。
    }
    すべてのメール、一覧、星取表、棋譜で、ほかの人にはこの名前が見えます。
    メールアドレスは、どちらかがアドレスを指定して始めた対局の相手にしか見えません。
    { $command } で変えられます（2〜30文字、{ $at } は使えません）。
profile-archive =
    { $changed ->
        [yes] あなたの対局を{ $public ->
            [yes] 公開
           *[no] 非公開
        }にしました。
       *[no] あなたの対局は{ $public ->
            [yes] 公開
           *[no] 非公開
        }です。
    }
    { $public ->
        [yes] 相手も許可すれば、あなたの対局はアーカイブで公開されることがあります。{ $private } で公開しないようにできます。
       *[no] あなたの対局はアーカイブで公開されません。{ $allow } で公開を許可できます。
    }
    大会の対局は大会の設定に従います。

## `games` への返事（templates/games.*、mails::own::game_line_in）。

games-heading = あなたの対局
games-none = 対局はありません。{ $command } を送ると対局を始められます。
games-line = 対局{ $game }（{ $variant }）：あなたは{ $side }、相手は { $opponent }。{ $status }
games-waiting-opponent = 相手の承諾待ち
games-waiting-you = 挑戦があなたの返事を待っています
games-declined = 挑戦は断られました
games-aborted = 双方が指す前に中止
games-turn = 第{ $number }手、{ $mine ->
    [yes] あなたの手番
   *[no] 相手の手番
}
games-being-played = 対局中
games-finished = 終局
games-finished-who = 終局：{ $who }
games-finished-how = 終局：{ $who }（{ $how }）
games-black-won = 先手の勝ち
games-white-won = 後手の勝ち
games-drawn = 引き分け

## `export` の添え書き（templates/export.*）。$files はファイル名を list-separator で並べたもの。

export-attached =
    { $title }の棋譜です。
    { $files } を添付しました。
export-skipped = 添付していない形式：{ $skipped }（{ $variant }をその形式で読めるプログラムがありません）。
export-programs =
    KIF は lishogi で（インポートに貼り付け）、PGN は WinBoard/XBoard で、USI は USI 対応のプログラムで開けます。
    JSON には毎手の局面が入っています。
