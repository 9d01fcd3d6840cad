# yubin's messages in English: game. Each has its Japanese in ../ja/game.ftl.

## How mails name a game and its players (mails::naming). $side is side-black or side-white.

game-title = Game { $game }, { $black } vs { $white }
game-title-tournament = { $title } ({ $tournament }, round { $round })
game-slot = Tournament { $tournament } (T{ $id }), round { $round }, game { $board }
game-player = { $name } ({ $side })
game-to-play = { $player } to play move { $number }
