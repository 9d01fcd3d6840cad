# yubin's messages in English: the computer as an opponent (issue 27: `challenge computer`,
# crate::computer of the engine, templates/commands.txt). Each has its Japanese in
# ../ja/computer.ftl.

## A challenge to the computer that breaks its syntax (reject::CommandProblem).

computer-bad-level = `{ $value }` is not a level: the computer plays at levels 1 (a beginner) to { $max } (its full strength)
computer-level-twice = the level is given twice (`{ $word }`)
computer-opponent = `{ $word }` is an address, but a challenge to the computer names no one: send `challenge computer …`, or `challenge { $word } …` to play that person
usage-computer = challenge computer [chu|maka|dai|daidai|tenjiku] [level=1..8] [black|white|random] [days=N | time=…] [preset=…] [handicap=… | sfen="…"] [max_plies=N] [rated|casual] [rule.option=value]

## The `help` list (templates/commands.txt): the right column; line breaks kept.

help-computer =
    play the computer at once, at level 1 (random moves)
    to 8 (its full strength; 3 by default); the same
    terms as a challenge to a player. It answers within
    minutes, never resigns, declines draws by playing
    on and grants takebacks in casual games. Each level
    has a rating of its own (`ratings`).

## A display name refused (reject::NameProblem; a clause, no full stop).

computer-name-taken = names beginning `computer-` are the computer's
