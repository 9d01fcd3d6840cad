# yubin's English messages: a recipient's mail streams (List-Unsubscribe, `unsubscribe`,
# `reminders on|off`; mails::unsubscribe, templates/unsubscribe.*).

## A stream, as the answers name it. $game is a game's number, $label a tournament's (T3).

unsub-what-game = the board mails of game { $game }
unsub-what-notify = the result of game { $game }
unsub-what-tournament = the crosstables of { $label }
unsub-what-reminders = the deadline reminders of your games
unsub-what-digest = your daily digest

## A stream stopped ($what one of the above), and how to start it again ($command).

unsub-stopped = Done: you will get no more of { $what }. Nothing else changes.
unsub-stopped-already = You get none of { $what } already: nothing was changed.
unsub-reminders-clock = Your clocks run as before: a move not sent by its deadline still loses on time.
unsub-digest-moves = Your opponents' moves come at once again, each in its own mail.
unsub-resume = To get them again, send { $command }.
unsub-subject-stopped = Yubin: stopped: { $what }

## `unsubscribe` alone: the sender's streams, each with the command that stops it.

unsub-list = Besides the answers to your own mails, you get:
unsub-list-none = You get no mails besides the answers to your own: you watch no game or tournament, and play no game whose reminders could come.
unsub-list-item = { $what }: stop with { $command }
unsub-list-reminders-off = Deadline reminders are off: resume them with { $command }.
unsub-list-how = Each of these mails can also be stopped by your mail program's unsubscribe button, or by replying { $command } to it.
unsub-subject-list = Yubin: the mails you get

## `reminders on|off`; $command is the other one.

reminders-now-on = You will get a reminder before each deadline in your games again. Stop them with { $command }.
reminders-now-off = You will get no more deadline reminders. Your clocks run as before: a move not sent by its deadline still loses on time. Resume them with { $command }.
reminders-are-on = You get a reminder before each deadline in your games. Stop them with { $command }.
reminders-are-off = You get no deadline reminders. Resume them with { $command }.
reminders-subject-on = Yubin: deadline reminders on
reminders-subject-off = Yubin: deadline reminders off

## An entrant's crosstables after each game (`crosstables T3 on|off`, stream `x3`); $label
## is the tournament (T3), $command the command that turns them the other way.

unsub-what-crosstables = the crosstables of { $label } after each game
unsub-crosstables-games = The mails of your own games and the final crosstable still come.
unsub-list-crosstables-off = The crosstables of { $label } after each game are off: resume them with { $command }.
crosstables-now-on = The crosstable of { $label } will come again after each finished game. Stop it with { $command }.
crosstables-now-off = You will get no more crosstables of { $label } after each game; the mails of your own games and the final crosstable still come. Resume them with { $command }.
crosstables-are-on = The crosstable of { $label } comes after each finished game. Stop it with { $command }.
crosstables-are-off = The crosstables of { $label } after each game are off. Resume them with { $command }.
crosstables-not-entrant = You play in no open or running tournament { $label }, so no crosstables of it come to you as a player. To follow a tournament as an observer, send { $command }.
crosstables-subject-on = Yubin: crosstables of { $label } on
crosstables-subject-off = Yubin: crosstables of { $label } off
crosstables-subject-not-entrant = Yubin: you do not play in { $label }
