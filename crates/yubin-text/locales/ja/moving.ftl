# yubin の日本語メッセージ：アドレスの変更（`move to <address>`、mails::moving、
# templates/moving.*）。英語は ../en/moving.ftl。

## 確認依頼が述べる、コマンドの働き（reject::Binding）。

binding-address = あなたの対局・レーティング・大会の参加登録・設定を別のアドレスに移す

## 件名。

moving-subject-ask = Yubin：アドレス変更の確認をお願いします
moving-subject-asked = Yubin：アドレス変更は新しいアドレスの確認待ちです
moving-subject-confirmed = Yubin：アドレス変更の確認を受け付けました
moving-subject-done = Yubin：アドレスを変更しました
moving-subject-refused = Yubin：アドレスは変更していません
moving-subject-cancelled = Yubin：アドレス変更を取り消しました

## 確認依頼。$name：プレイヤーの公開名、$days：依頼の有効日数。

moving-ask-new = プレイヤー { $name } さんが、対局・レーティング・大会の参加登録・設定をこのアドレスに移すよう依頼しました。移した後は、このアドレスがこのサーバーでのその方のアドレスになります。
moving-ask-old = 対局・レーティング・大会の参加登録・設定を { $address } に移すよう依頼を受けました。このアドレスのキーのないメールでしたので、こちらにも確認をお願いしています。
moving-ask-reply = 確認するには、{ $days }日以内にこのメールへ { $command } とだけ書いて返信してください。
moving-ask-new-old-done = 元のアドレスはすでに確認済みです。あなたの返信で変更が完了します。
moving-ask-new-old-too = 元のアドレスからの確認も必要です。両方の確認がそろった時点で変更します。
moving-ask-old-both = 新しいアドレスからの確認も必要です。両方の確認がそろった時点で変更します。
moving-ask-new-operator = 元のアドレスへのメールは配達できずに戻ってきています。元のアドレスから確認できない場合でも、そのメールが{ $days }日間戻り続けた後であれば、このサーバーの運営者が依頼主をあなたと確かめたうえで、元のアドレスに代わって変更を承認できます。その前に、まずこのメールへの返信が必要です。
moving-ask-ignore = 心当たりがなければ、このメールは無視してください。何も変わらず、この依頼は失効します。

## 元のアドレスのキー付きで届いたコマンドへの返事。

moving-asked-old = アドレス変更の確認を { $address } に依頼しました。そちらのアドレスから、そのメールに返信してください。
moving-asked-old-then = 確認が届くまで、また{ $days }日以内に届かなければその後も、すべてこのアドレスのままです。

## 確認の受け付け。

moving-confirmed-old = 元のアドレスからの確認を受け付けました。新しいアドレスからも確認が届いた時点で変更します。
moving-confirmed-new = 新しいアドレスからの確認を受け付けました。元のアドレスからも確認が届いた時点で変更します。
moving-confirmed-new-operator = 新しいアドレスからの確認を受け付けました。元のアドレスへのメールは配達できずに戻ってきています。元のアドレスから確認できない場合、変更はこのサーバーの運営者の承認を待ちます。運営者は、元のアドレスへのメールが{ $days }日間戻り続けた後に、元のアドレスに代わって承認できます。

## 変更の完了。

moving-done-new = 対局・レーティング・大会の参加登録・設定を、このアドレスに移しました。
moving-done-new-games = { $games ->
    [0] 進行中の対局はありません。
   *[other] 進行中の対局{ $games }局の盤面を、新しい返信先アドレス付きでお送りします。以前のメールではなく、そちらに返信してください。
}
moving-done-old = 対局・レーティング・大会の参加登録・設定は、確認いただいたアドレスに移しました。このアドレスは、このサーバーではもうあなたのものではありません。
moving-done-old-keys = このアドレスに以前お送りしたメールの返信先アドレスは、もう使えません。

## `move cancel`。

moving-cancelled = アドレス変更を取り消しました。その確認メールに返信しても、もう何も確認されません。すべてこのアドレスのままです。

## お断り。

moving-refused-unwritable = `{ $address }` にはメールを送れません：{ $why }。何も変更していません。
moving-refused-same = それはメールを送っているアドレスそのものです。何も変更していません。
moving-refused-not-a-player = このアドレスには、移す対局・レーティング・参加登録・設定がありません。何も変更していません。
moving-refused-pending = 依頼済みのアドレス変更が { $expires } まで確認を待っています。新しい依頼はその後にお送りいただくか、先に { $command } で取り消してください。何も変更していません。
moving-refused-taken = `{ $address }` には対局を移せません。すでにここで使われているアドレスや、それに似たアドレスには移せないためです。何も変更していません。
moving-refused-not-yours = この返信先アドレスは、あなたが確認すべき依頼のものではありません。何も変更していません。
moving-refused-expired = このアドレス変更は7日以内に確認されなかったため失効しました。改めて依頼するには { $command } をもう一度送ってください。何も変更していません。
moving-refused-done = このアドレス変更はすでに完了しています。
moving-refused-none-waiting = 確認を待っているアドレス変更はありません。何も変更していません。
moving-refused-cancelled = このアドレス変更は取り消されています。何も変更していません。
moving-refused-not-yes = アドレス変更を確認するには、{ $command } とだけ書いて返信してください。何も変更していません。
