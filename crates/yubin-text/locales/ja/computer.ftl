# yubin の日本語のメッセージ：コンピュータとの対局（issue 27：`challenge computer`）。
# ../en/computer.ftl の各メッセージに対応する。

## 書式の誤った `challenge computer`（reject::CommandProblem）。

computer-bad-level = `{ $value }` はレベルではありません：コンピュータのレベルは 1（初心者向け）から { $max }（最強）までです
computer-level-twice = レベルが2回指定されています（`{ $word }`）
computer-opponent = `{ $word }` はアドレスですが、コンピュータへの挑戦には相手のアドレスは要りません：`challenge computer …` を送るか、その方と対局するには `challenge { $word } …` を送ってください
usage-computer = `challenge computer [chu|maka|dai|daidai|tenjiku] [level=1..8] [black|white|random] [days=N | time=…] [preset=…] [handicap=… | sfen="…"] [max_plies=N] [rated|casual] [rule.option=value]`（`level` はコンピュータの強さ）

## コマンド一覧（templates/commands.txt）の右の列。改行はそのまま保たれる。

help-computer =
    コンピュータとすぐに対局します。レベルは1（で
    たらめに指します）から8（最強）まで、既定は3。
    条件は相手への挑戦と同じです。数分以内に指し、
    投了はしません。引き分けの提案には指し続ける
    ことで断り、非レーティング対局では待ったに応じ
    ます。レベルごとにレーティングがあります
    （`ratings`）。

## 使えない表示名（reject::NameProblem。句点なしの節）。

computer-name-taken = `computer-` で始まる名前はコンピュータのためのものです
