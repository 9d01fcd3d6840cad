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
