# yubin の日本語のメッセージ：game。../en/game.ftl の各メッセージに対応する。

## 対局と対局者の呼び方（mails::naming）。$side は side-black、side-white（先手、後手）。

game-title = 対局{ $game }：{ $black } 対 { $white }
game-title-tournament = { $title }（{ $tournament }、第{ $round }回戦）
game-slot = 大会 { $tournament }（T{ $id }）第{ $round }回戦 第{ $board }局
game-player = { $name }（{ $side }）
game-to-play = { $player }の第{ $number }手
