## The operator's decisions (yubin admin adjudicate, annul): the players' mails.

# The game-over mail of an adjudicated game: the operator's reason, as written.
game-over-adjudicated = The operator's reason: { $reason }

annulled = The operator annulled game { $game }: it no longer counts for the ratings or for any tournament's standings, and it cannot be continued.
annulled-reason = The operator's reason: { $reason }
annulled-subject = { $title }: annulled by the operator
