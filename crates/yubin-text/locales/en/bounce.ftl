# yubin's messages in English: bounces. Each has its Japanese in ../ja/bounce.ftl.

## The mail to a player's opponent, or to a tournament's organiser, when the bot's mail to the
## player cannot be delivered (templates/undeliverable.*). $name: the player's public name.

undeliverable-subject = Game { $game }: my mail to { $name } cannot be delivered
undeliverable-opponent = My mail to { $name }, your opponent in game { $game }, cannot be delivered: their mail server refuses it.
undeliverable-organiser = My mail to { $name }, who plays game { $game } of your tournament, cannot be delivered: their mail server refuses it.
undeliverable-clock = The clock keeps running: I cannot tell a mailbox that no longer works from a player who is thinking. If you wish to give { $name } time, reply { $command }, for example.
undeliverable-clock-organiser = The clock keeps running: I cannot tell a mailbox that no longer works from a player who is thinking. Their opponent may give them time.
undeliverable-return = As soon as { $name } writes to me again, I send them the board of each of their games.
