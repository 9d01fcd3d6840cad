# yubin's messages in English: reject. Each has its Japanese in ../ja/reject.ftl.

## Why a mail was not carried out (templates/rejection.txt, reject::Rejection::text_in).
## Commands and what the player wrote are shown between backquotes.

reject-several-commands = I carry out one command per mail, and yours has { $n }: { $commands }. Nothing was done; send them one mail at a time.
reject-no-command = I found no command in your mail (quoted text and signatures are skipped).
reject-bad-command = I cannot read `{ $line }`: { $error }.
reject-unknown-command = I do not know the command `{ $word }`.
reject-unknown-command-suggest = I do not know the command `{ $word }`; did you mean `{ $suggestion }`?
reject-unreadable-move = I cannot read `{ $text }` as a move: I expected { $expected } { $at }. Moves look like { $examples }, or `pass`.
reject-unreadable-at = at `{ $rest }`
reject-unreadable-at-end = at its end
reject-move-examples-maka = TSA `P-10m`, `LDx10ix10h`, `Lnx!10i`, or USI `10n10m`, `10j10i10h10g`
reject-move-examples-dai = TSA `P-8j`, `VO-13j`, `Lnx!8i`, or USI `8k8j`, `8j8i8h`
reject-move-examples-daidai = TSA `P-8k`, `HMx4g`, `Lnx!9i`, or USI `8l8k`, `9j9i9h`
reject-move-examples-tenjiku = TSA `P-8k`, `GGx9e`, `FiD-10k`, `Lnx!8h`, or USI `8l8k`, `8h8g8f`
reject-move-examples-chu = TSA `P-7f`, `Px7d=`, `Lnx!7f`, `DK5j-6k`, USI `7g7f`, `6g6f6e`, or WinBoard `f5`, `Nxf7-f6`
reject-move-examples = TSA `P-7f`, `Lnx!7f`, USI `7g7f`, or WinBoard `f5`
reject-no-key = This command must answer a mail of the bot about the game: reply to the bot's last mail (its reply address carries your key for the game).
reject-observer-cannot-act = You wrote to the address of game { $game }'s observers: an observer's mail carries no key, and observers cannot move or act in the game they watch. `unwatch { $game }` stops the observer's mails.
reject-key-not-yours = The key in the address you wrote to does not belong to { $from } in game { $game }. Reply to the bot's last mail to you about the game, from the address you play with.
reject-about-your-game = { $reason } This mail is about your game { $game }: reply to it.
reject-no-game-in-progress = You have no game in progress. Send `challenge <address>` to start one.
reject-several-games-in-progress = You have { $n } games in progress ({ $games }); reply to the bot's last mail about the one you mean.
reject-game = game { $game }
reject-challenge-self = You cannot challenge yourself.
reject-challenge-bot = The bot does not play; challenge another player.
reject-cannot-challenge = This address cannot be challenged; challenge another player.
reject-unknown-variant = `{ $name }` is not a game I know; write `chu` (Chu Shogi), `dai` (Dai Shogi), `tenjiku` (Tenjiku Shogi), `daidai` (Dai Dai Shogi) or `maka` (Maka Dai Dai Shogi).
reject-bad-preset = `preset={ $preset }`: { $error }.
reject-bad-option = `{ $key }={ $value }`: { $error }.
reject-no-handicaps = { $variant } has no handicap setups; leave out `handicap=`.
reject-variant-chu = Chu Shogi
reject-variant-dai = Dai Shogi
reject-variant-tenjiku = Tenjiku Shogi
reject-variant-daidai = Dai Dai Shogi
reject-variant-maka = Maka Dai Dai Shogi
reject-unknown-handicap = `handicap={ $name }` is not a handicap I know. Known: { $known }; also msm1 … msm21, the steps of the Middle Shogi Manual's ladder.
reject-handicap-and-sfen = Give a handicap or a start position (`sfen="…"`), not both: a handicap is a start position.
reject-bad-start-position = `sfen="{ $text }"` is not a start position I can read: { $error }. Write the SFEN in double quotes, for example `sfen="lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1"`.
reject-own-challenge = You made this challenge; your opponent answers it.
reject-not-awaiting-answer = Game { $game } is not waiting for an answer to a challenge.
reject-not-started = Game { $game } has not started: the challenge is not accepted yet.
reject-game-over = Game { $game } is over.
reject-draw-standing = Your draw offer is standing already; wait for your opponent.
reject-no-draw-to-decline = There is no draw offer from your opponent to decline.
reject-nothing-played = No move has been played yet, so there is nothing to take back.
reject-nothing-to-take-back = You have not moved yet in this game, so there is no move of yours to take back; `takeback N` asks to take back the last N plies, your opponent's moves and yours.
reject-takeback-too-many = You asked to take back { $asked } { $asked ->
        [one] ply
       *[other] plies
    }, but { $played ->
        [one] only 1 ply has
       *[other] only { $played } plies have
    } been played.
reject-takeback-standing = Your request to take back { $plies ->
        [one] the last move
       *[other] the last { $plies } plies
    } is standing already; wait for your opponent's answer.
reject-takeback-of-opponent = Your opponent has asked to take back { $plies ->
        [one] the last move
       *[other] the last { $plies } plies
    }, and `takeback` does not answer that: reply `accept takeback` or `decline takeback` first.
reject-own-takeback = You asked for this takeback; your opponent answers it.
reject-no-takeback-to-answer = There is no takeback request from your opponent to answer.
reject-draw-too-soon = It is too soon for another draw offer: in this game each player may offer a draw once per { $every ->
        [one] move of their own
       *[other] { $every } of their own moves
    } (draw_every={ $every }). You last offered one at move { $offered }, so your next offer may come once you have played move { $next }.
reject-not-your-turn = It is not your turn: { $side } plays move { $number }.
reject-wrong-guard = Your move was meant as move { $meant } (`#{ $meant }`), but the game is at move { $number }.
reject-not-a-move = `{ $line }` is not a move I can play: { $why }.
reject-kanji-no-move = `{ $line }` is not a move I can play: no piece called { $name } can go to { $square } now.
reject-kanji-ambiguous = `{ $line }` names more than one move: the pieces called { $name } on { $origins } can all go to { $square }. Add the origin in brackets, e.g. `{ $example }`.
reject-illegal-refused = `{ $text }` is illegal: { $why }. This game rejects illegal moves (illegal=reject): move again.
reject-preview-illegal = `{ $text }` would be illegal: { $why }.
reject-preview-not-a-move = `{ $line }`: { $why }.
reject-confirmation-expired = I asked you to confirm `{ $line }` more than 7 days ago, and a confirmation lapses after 7 days. Nothing was done; send the command again if you still want it.
reject-newcomers-busy = Welcome! I take on at most { $limit } new players an hour, to keep a flood of new addresses from crowding out the games under way, and that many have started in the last hour. Nothing was done; please send your command again in an hour.
reject-rate-limited = You have sent { $mails } mails in the last hour that were not replies to my mails about your games, the most I answer from one address. I did not carry out this mail, and I will not read such mails for up to an hour; they are kept, but not carried out. Send them again after a pause. Your replies to my mails about your games are carried out as usual.
reject-bad-address = I cannot send mail to `{ $address }`: { $why }. Nothing was done; check the address and send the challenge again.
reject-address-no-at = it has no `@`
reject-address-several-ats = it has more than one `@`
reject-address-no-local-part = there is nothing before the `@`
reject-address-no-domain = there is no domain after the `@`
reject-address-too-long = it is too long
reject-address-quoted = I do not write to quoted names before the `@`
reject-address-space = it holds a space or a control character
reject-address-invisible = it holds an invisible character (U+{ $code })
reject-address-character = `{ $char }` has no place in an address
reject-address-local-dots = a dot before the `@` is at the start, at the end or doubled
reject-address-domain-shape = the domain after the `@` is not a domain name like `example.org`
reject-address-mixed-scripts = it mixes Latin letters with Cyrillic or Greek ones that look like them, as look-alikes of real addresses do
reject-address-undeliverable = its domain `.invalid` is reserved for addresses that receive no mail
reject-address-styled = `{ $char }` is a full-width or styled letter; written plainly it would be another address
reject-address-look-alike = I cannot send mail to `{ $address }`: it looks like the address of another player of this server, as an address made to pass for theirs would. Check the address and send the challenge again.
reject-bad-conditional = I did not store your conditional moves: { $place }: { $why }. None of the lines was stored, and those you had are unchanged. A line reads `if <your opponent's move> then <your answer> [<their move> <your answer> …]`; write one line per row or separate them with `;`.
reject-conditional-at-ply = in line { $line }, `{ $text }` (move { $ply } of the line)
reject-conditional-at-line = in line { $line } (`{ $text }`)
reject-conditional-too-long = Conditional line { $line } is longer than the 200 characters I read in a line, so I stored none of them: spread the lines over several rows (one `if … then …` per row).
reject-conditional-on-your-turn = It is your turn (move { $number }): conditional moves answer your opponent's next move, so send them with your move, or after it.
reject-already-paused = The clocks of this game are paused already; `resume` starts them again.
reject-no-pause-offer = Your opponent has not proposed a pause; `pause` proposes one.
reject-pause-standing = Your proposal to pause stands already; wait for your opponent's answer.
reject-not-paused = The clocks of this game are not paused.
reject-bad-gift = `{ $text }` is not an amount of time I can give: write it like `3d`, `12h` or `1d12h`, from 1 hour to 30 days.
reject-no-leave = You have no leave under way or to come.
reject-bad-leave = `{ $text }` is neither a date (`2026-12-20`) nor a duration (`10d`, at least an hour).
reject-leave-backwards = Your leave would end ({ $last }) before it begins ({ $first }): write the first day, then the last.
reject-leave-in-past = Your leave would end with { $last }, which is past.
reject-leave-overlaps = It overlaps the leave you booked from { $from } to { $to }; `leave cancel` drops leave to come.
reject-leave-too-long = That would make { $days } days of leave in { $year }, and this server allows { $limit } a calendar year.
reject-rated-needs-standard-start = Only a game from the standard setup can be rated: a handicap or another setup makes the result say little about the players' strength. Challenge again with `casual`, or without the handicap or preset.
reject-takeback-rated = This game is rated, and rated games allow no takeback.
reject-abort-too-late = Both sides have moved in game { $game }, so it can no longer be aborted: `resign` gives it up, `draw` offers a draw.
reject-unknown-zone = `{ $name }` is not a time zone I know. Write an IANA zone name such as `Europe/Berlin`, `America/New_York`, `Asia/Tokyo` or `UTC` (the list: https://en.wikipedia.org/wiki/List_of_tz_database_time_zones).
reject-too-large = Your mail is { $size }, more than the { $limit } I read, so I did not read it. Send your command alone, without attachments or long quotes.
reject-computer-off = This server's operator has turned the computer opponent off, so I start no new games against it. Games against it that are running go on. Nothing was done.
reject-computer-level-above = This server's computer plays at levels 1 to { $max }; level { $level } is above them. Nothing was done; challenge it again at level { $max } or below.
reject-too-many-challenges = You have sent { $limit } challenges in the last day, the most I carry out from one address. Nothing was done; challenge again tomorrow.
reject-challenge-waiting = { $opponent } has not written to me yet and has a challenge waiting already; I send such an address no second one. Nothing was done: ask them to answer the challenge they have, or to write to me first.
reject-no-such-tournament = There is no tournament T{ $id }. `tournaments` lists the open and running ones, and those finished lately.
reject-name-the-tournament = Name the tournament, for example `standings T3`, or send `standings` in a reply to a mail about one of its games. `tournaments` lists them.
reject-not-organiser = Only the organiser of { $label } may do that. Players `join { $label }`, `leave { $label }` and ask for `standings { $label }`.
reject-tournament-not-open = { $label } is { $state }: entries and its start can change only while it is open for entries.
reject-tournament-not-running = { $label } is { $state }, not under way: there is nothing to do that to.
reject-already-entered = You are entered in { $label } already. `leave { $label }` takes you off the entries before it starts.
reject-not-entered = { $player } is not playing in { $label }.
reject-tournament-full = { $label } is full: it takes { $max } players. `tournaments` lists the others.
reject-too-few-players = { $label } has { $have } { $have ->
        [one] player
       *[other] players
    } and needs { $need } to start. Wait for more to `join { $label }`, or `tournament cancel { $label }`.
reject-swiss-needs-rounds = A Swiss needs its number of rounds, for example `swiss rounds=5`.
reject-rounds-only-swiss = `rounds=` is for a Swiss; a round robin has as many rounds as it needs, a knockout as its bracket needs.
reject-games-only-knockout = `games=` (games per match) is for a knockout (`ko`).
reject-round-days-only-swiss = `round_days=` is for a Swiss: a round robin's games all start at once, and a knockout's matches go on until decided.
reject-bye-only-swiss = `bye=` is for a Swiss; a round robin's odd player out simply has no game that round.
reject-min-above-max = `min={ $min }` is more than `max={ $max }`.
reject-player-limits = A { $format } takes 2 to { $most } players; give `min=` and `max=` within that.
reject-format-round-robin = round robin
reject-format-double-round-robin = double round robin
reject-format-swiss = Swiss
reject-format-knockout = knockout
reject-bad-start = `start={ $text }` is not a date: write it `start=2026-12-01` (it starts at midnight in your time zone).
reject-start-passed = `start={ $text }` has passed already; give a later date, or none, and start it with `tournament start`.
reject-no-tie-breaks = `tiebreaks=` needs at least one tie-break, for example `tiebreaks=sb,de,w`.
reject-bad-name = `{ $name }` cannot be your name: { $problem }.
reject-name-length = it must have 2 to 30 characters
reject-name-address = it must not look like an address (no `@`): addresses are never published
reject-name-control = it must hold no control characters
reject-name-invisible = it must hold no invisible characters (zero-width spaces and joiners, marks of writing direction and the like), which make a name look like another
reject-name-player = names beginning `player-` are those of players who chose none
reject-name-imported = names beginning `imported-` are those of players of imported games
reject-name-taken = Another player is called `{ $name }` already; choose another name.
reject-name-look-alike = `{ $name }` looks like the name of another player: it could be taken for theirs. Choose a name that looks like no other.
reject-sender-look-alike = Your address looks like the address of another player of this server, so I take no commands from it: an address made to pass for theirs could act in their name. Write from another address.
reject-unknown-format = `{ $word }` is not a format I export: kif (lishogi), pgn (WinBoard), tsa (the game score), usi, json, or all of them (`all`, or none named).
reject-not-your-game = Game { $game } is not one of your games (`games` lists yours); I send a game's record to its players.
reject-abort-tournament = A tournament game cannot be aborted: it counts for the tournament. `resign` ends it as a loss, `draw` offers a draw.
reject-watch-which = Name the game to watch, for example `watch 12` (every board mail of game 12) or `notify 12` (its result only); `watch T3` follows tournament T3. Without a number I know the game only in a reply to a mail I sent you as its observer.
reject-no-such-game = There is no game { $game }.
reject-watch-own-game = You play in game { $game }: its mails come to you already, with your key to move. Observers are others.
reject-watch-own-tournament = You take part in T{ $id } or organise it: its crosstables come to you already.
reject-watch-game-over = Game { $game } is over (or never began): there is nothing left to watch. Its players may send you its record.
reject-watch-tournament-over = T{ $id } is over or was called off: there is nothing left to watch. `standings T{ $id }` shows its crosstable.
reject-observers-forbidden = Game { $game } is a casual game whose players do not allow observers (a player's `observers off`). Tournament games can always be watched.
reject-too-many-watches = You watch { $limit } games and tournaments already, as many as one address may. `unwatch N` or `unwatch all` makes room.
reject-not-watching = You do not watch { $what }. `watch 12` watches game 12, `watch T3` tournament T3.
reject-watching-nothing = You watch no game and no tournament. `watch 12` watches game 12, `watch T3` tournament T3.
reject-unwatch-which = You watch { $watching }: name the one to stop, for example `unwatch { $first }`, or send `unwatch all`.
reject-unhandled = I could not handle your mail: the server failed on it each of the { $attempts } times it tried, through a fault of its own, not of your mail. The mail is set aside for the server's operator to look at; send it again once they tell you the fault is mended.

## The error mail (templates/error.*): the problem is a refusal above.

error-nothing-changed = Nothing was changed.
error-problem = { $problem } Nothing was changed.
error-last-today = This is my last answer today to your mails without a key ({ $n } a day): until a day has passed, such mails are kept but get no answer. Replies to my mails about your games are always read.
error-you-wrote = You wrote:
error-accepted = What I accept here:

## What the sender could send instead (reject::accepted_*). $takeback is yes or no.

accepted-move =
    Your move { $n }, in { $notations }, optionally with its number, e.g. `{ $example }`
    (conditional moves may follow it: `if <reply> then <answer>`);
    or `resign`, `draw`, { $takeback ->
        [yes] `takeback`, `pause`
       *[no] `pause`
    }, `give <time>`, `preview <move>`,
    `board`, `history`, `games`, `help`.
accepted-notations-chu = TSA (P-7f), USI (7g7f) or WinBoard notation (f5)
accepted-notations-maka = TSA (P-10m) or USI (10n10m) notation
accepted-notations-dai = TSA (P-8j) or USI (8k8j) notation
accepted-notations-daidai = TSA (P-8k) or USI (8l8k) notation
accepted-notations-tenjiku = TSA (P-8k) or USI (8l8k) notation
accepted-waiting = It is { $player }'s turn. Meanwhile: conditional moves (`if <reply> then <answer>`), `conditional`, `board`, `history`, `preview <move>`, `draw`, { $takeback ->
        [yes] `takeback`, `pause`
       *[no] `pause`
    }, `give <time>`, `resign`, `games`, `help`.
accepted-challenge = `accept` or `decline`, in a reply to the challenge mail.
accepted-challenge-waits = Wait for your opponent's answer; `games` shows where your games stand.
accepted-game-over = `history` and `games`; `challenge <address>` starts a new game.
accepted-rate-limited = Replies to my mails about your games, at any time; anything else after a pause of an hour.

## Subjects of refusals ($words: the problem's first words, reject::subject) and of the
## engine's own refusals.

subject-not-carried-out = Yubin: not carried out: { $words }
subject-not-carried-out-game = { $title }: not carried out: { $words }
subject-rate-limited = Yubin: too many mails, pausing for an hour
subject-unhandled = Yubin: not carried out: the server failed on your mail
subject-damaged = Yubin: not carried out: the record of { $game } is damaged
damaged = I could not carry out your mail: the stored record of { $game } is damaged, so I cannot tell where the game stands. Your mail is kept, and the server's operator has been told what to repair; send your mail again once they tell you the game is back.
damaged-game = game { $game }
damaged-the-game = the game
quoted-empty = (an empty mail)
quoted-subject = Subject: { $subject }

## A request to confirm a command (templates/confirm.*, reject::Binding). $what follows "It".

subject-confirm = Yubin: please confirm `{ $line }`
confirm-received = I received this command from { $address }, in a mail without a key:
confirm-why = It { $what }, so I carry it out only once I know it comes from whoever reads this mailbox.{ " " }
confirm-reply = To carry it out, reply to this mail
confirm-reply-rest = : what you write does not matter ({ $command } is fine). If you did not send it, ignore this mail; nothing happens, and the request lapses in 7 days.
confirm-keyed = Replies to my mails need no such step: their reply address carries a key of yours.
binding-challenge = would start a game in your name
binding-join = would enter you in a tournament
binding-leave = would take you out of a tournament
binding-create = would create a tournament that you organise
binding-organise = would act as the organiser of a tournament
binding-settings = would change your settings
binding-leave-days = would change your leave, and with it the clocks of your games
binding-watch = would send you the mails of a game or a tournament you watch
binding-other = would bind your address

## Why a move is illegal (templates/wording/illegal.txt, wording::illegal_in): a clause
## inside a refusal, lower case, without a full stop. $kind is a piece's English name.

illegal-no-piece = there is no piece on { $square }
illegal-not-your-piece = the piece on { $square } belongs to your opponent
illegal-cannot-move-there = a { $kind } cannot move from { $from } to { $to }
illegal-path-blocked = the { $kind } on { $from } cannot reach { $to }: { $at } is in the way
illegal-missing-capture = the { $kind } cannot pass the piece on { $at } without capturing it (its move captures every piece on the way: write each one, nearest first)
illegal-own-piece = { $square } holds one of your own pieces
illegal-bad-route = the { $kind } cannot make that move: { $why }
illegal-no-pass = no piece can pass here (a pass needs a lion-power piece with an empty square to step to)
illegal-lion-b = lion-trading rule B: the lion on { $from } may not capture the protected lion on { $lion } from two squares away
illegal-lion-b-captured = lion-trading rule B: the lion on { $from } may not capture the protected lion on { $lion } from two squares away: { $protector }
illegal-lion-b-protected = lion-trading rule B: the lion on { $from } may not capture the protected lion on { $lion } from two squares away ({ $protector })
illegal-lion-c-after = lion-trading rule C (counter-strike): right after a lion was captured by a non-lion
illegal-lion-c-after-on = lion-trading rule C (counter-strike): right after a lion was captured by a non-lion on { $square }
illegal-lion-c-okazaki = { $after }, no piece other than a lion may capture a protected lion (`chu.lion.counterstrike = okazaki`); the lion on { $lion } is { $protector }, so the piece on { $from } may not capture it
illegal-lion-c-okazaki-captured = { $after }, no piece other than a lion may capture a protected lion (`chu.lion.counterstrike = okazaki`); the lion on { $lion } is protected: { $protector }, so the piece on { $from } may not capture it
illegal-lion-c-strict = { $after }, no piece other than a lion may capture a lion (`chu.lion.counterstrike = strict`), so the piece on { $from } may not capture the lion on { $lion }
illegal-protector-captured = the { $kind } on { $square } you capture on the way still counts as a protector under `chu.lion.protection_eval = whole_move`
illegal-protector = protected by { $side }'s { $kind } on { $square }
illegal-promotion = the { $kind } may not promote on this move: { $why }
illegal-drop = illegal drop: { $why }
illegal-game-over = the game is already over
illegal-repetition = the move would make the same position occur for the { $ordinal } time, which the repetition rule `{ $rule }` forbids
illegal-route-no-lion-power = only lion-power pieces move in two legs
illegal-route-hop-listed = a hop lists none of its captures: it captures every piece on the way (`Via::LINE`)
illegal-route-first-leg-empty = a two-leg move must capture on its first square
illegal-route-lion-dog = a lion-dog move stays on one line, at most three squares from its start, captures only where it passes or ends, and never captures beyond its first square and then returns to the start
illegal-route-hook = a hook move captures first where its first leg ends, then turns 90° once
illegal-route-lion-step = each leg of a lion move is one step to an adjacent square
illegal-route-lion-lines = its lion power works only two squares along its lion lines
illegal-route-lion-line = its lion power works only two squares along one line
illegal-route-first-leg = its first leg cannot go to that square
illegal-route-three-leg-captures = a three-leg move must capture on both of its first squares
illegal-route-too-many-legs = no piece moves in more than three legs
illegal-route-hop-off-line = the squares written between its start and its final square must be the pieces its hop captures on the way
illegal-route-hop-empty = a hop captures only where a piece stands
illegal-route-hop-order = a hop's captures are written once each, nearest first
illegal-route-no-hop = only the free bear's hop readings (`maka.free_bear = BsRfA_hop1`, `BsRfA_hopall`) capture every piece on the way
illegal-route-hop-direction = its hop goes only along a forward diagonal
illegal-route-hop-nothing = a hop captures at least one piece on the way (over empty squares only it is a plain slide)
illegal-route-hop-too-many = with `maka.free_bear = BsRfA_hop1` it captures only one piece on the way
illegal-route-jump-must-capture = a general jumps over pieces only to capture on the square where it lands
illegal-route-jump-victim = under this game's `tenjiku.jump.victim` the general may not take that piece from there
illegal-route-sweep-line = a general's sweeping jump goes only along the lines it slides on
illegal-route-sweep-nothing = a sweeping jump passes at least one piece (over empty squares only it is a plain slide)
illegal-route-tetrarchs-neighbour = the heavenly tetrarchs never move to a neighbouring square; they capture there without moving (igui, `x!`)
illegal-route-area-path = its area move goes only through empty squares, and a capture ends it
illegal-promotion-pass = a pass does not move the piece
illegal-promotion-maka-no-capture = in Maka Dai Dai Shogi a piece promotes only when it captures
illegal-promotion-maka-promoted = it is already promoted (only a contagious capture changes it again)
illegal-promotion-never-promotes = this piece never promotes
illegal-promotion-outside-zone = the move neither starts nor ends in the promotion zone
illegal-promotion-declined-wiki-delay = it declined promotion on your last move, and under `chu.promotion.rule = wiki_delay` it may promote by a move that does not capture only after you have made another move
illegal-promotion-declined-msm = it declined promotion on its last move, and under `chu.promotion.rule = msm` its next move may promote only by a capture
illegal-promotion-lance-last-rank = a lance that reaches the last rank without capturing may not promote with `chu.promotion.lance_last_rank = false` (and a move that does not capture may promote only when it enters the zone)
illegal-promotion-go-between-last-rank = a go-between that reaches the last rank without capturing may not promote with `chu.promotion.gobetween_last_rank = false` (and a move that does not capture may promote only when it enters the zone)
illegal-promotion-jcsa-pawn = under `chu.promotion.rule = jcsa` a move that does not capture may promote only when it enters the zone, or when a pawn reaches the last rank
illegal-promotion-jcsa-lance = under `chu.promotion.rule = jcsa` a move that does not capture may promote only when it enters the zone, or when a lance reaches the last rank (`chu.promotion.lance_last_rank = true`)
illegal-promotion-jcsa-go-between = under `chu.promotion.rule = jcsa` a move that does not capture may promote only when it enters the zone, or when a go-between reaches the last rank (`chu.promotion.gobetween_last_rank = true`)
illegal-promotion-jcsa-enter = under `chu.promotion.rule = jcsa` a move that does not capture may promote only when it enters the zone
illegal-promotion-compulsory = promotion is compulsory here
illegal-promotion-maka-forced = the capture forces the piece to change (it captured a promoted or contagious piece, or `maka.promotion = capture_forced`)
illegal-drop-no-drops = there are no drops in this game (only Heisei Chu Shogi has one)
illegal-drop-drop-made = you have already made your one drop of the game
illegal-drop-not-in-reserve = that piece is not among your set-aside pieces
illegal-drop-occupied = the square is not empty
illegal-drop-not-adjacent-king-step = a piece must be dropped next to one of your own pieces
illegal-drop-not-adjacent-orthogonal = a piece must be dropped orthogonally next to one of your own pieces (`heisei.adjacency = orthogonal`)
illegal-drop-promoted-outside-zone = a piece may be dropped promoted only inside the promotion zone
illegal-drop-promoted-on-next-move-only = with `heisei.drop_promotion = next_move_only` a piece is dropped unpromoted (inside the zone it may promote on its next move)
illegal-drop-dead = the piece could never move from there

## Why a move text names no move, in the languages other than English
## (wording::move_text_in; English mails say it with templates/wording/move_text.txt, which
## also names what was expected where). $notation is the notation the text was read as.

move-text-syntax = cannot read the move `{ $input }` (read as { $notation }); moves are written like TSA's `P-7f`, USI's `7g7f` or WinBoard's `f5`, or `pass`
move-text-off-board = `{ $input }`: there is no square { $square } on this board
move-text-no-such-piece = `{ $input }`: you have no { $piece }
move-text-wrong-piece = `{ $input }`: the piece on { $square } is a { $found }, not a { $expected }
move-text-piece-on = the piece on { $square }: { $why }
move-text-cannot-move = `{ $input }` is not a possible move: { $why }
move-text-illegal = `{ $input }` is illegal: { $why }
move-text-ambiguous = `{ $input }` is ambiguous: it could be { $moves }; write the origin square, as in { $example }
move-text-no-pass = `{ $input }`: no piece can pass here
move-text-wrong-notation = `{ $input }` is { $notation } notation, which is for Chu only; write the move in USI or TSA

## A command line that breaks its syntax (reject::CommandError, in reject-bad-command's
## error): what is wrong (command-…, a clause), then what would be accepted (usage-…).

command-error = { $problem }; usage: { $usage }
command-takes-nothing = `{ $command }` takes nothing after it, but got `{ $got }`
command-empty = the command is empty
command-accept-what = `accept` takes nothing, `pause` or `takeback` after it, but got `{ $got }`
command-ratings-what = `ratings` takes one variant, but got `{ $got }`
command-give-what = `give` takes one duration
command-archive-what = `archive` takes `public` or `private`, but got `{ $got }`
command-export-game = `{ $word }`: one game number from 1, at most
command-leave-what = `leave` takes one or two words, but got `{ $got }`
command-takeback-number = `takeback { $word }`: expected a number of plies from 1
command-takeback-what = `takeback` takes at most a number after it, but got `{ $got }`
command-board-what = `board` takes nothing, `picture` or `table` after it, but got `{ $got }`
command-pieces-what = `pieces` takes `kanji` or `letters`, but got `{ $got }`
command-language-what = `language` takes `en` or `ja`, but got `{ $got }`
command-digest-what = `digest` takes `daily` (and a time) or `off`, but got `{ $got }`
command-digest-time = `{ $word }` is not a time of day such as `07:30`
command-move-to-needs-address = `move to` needs the new address
command-move-to-one-address = `move to` takes one address, but got `{ $got }` after it
command-forget-what = `forget` takes `me` after it, but got `{ $got }`
command-reminders-what = `reminders` takes `on` or `off`, but got `{ $got }`
command-crosstables-what = `crosstables` takes a tournament's number and `on` or `off`, but got `{ $got }`
command-conditional-what = `conditional` takes nothing or `clear` after it, but got `{ $got }`
command-timezone-what = `timezone` takes one zone name, but got `{ $got }`
command-decline-what = `decline` takes nothing, `draw` or `takeback` after it, but got `{ $got }`
command-preview-needs-move = `preview` needs a move
command-two-guards = two move numbers (`#N`) given
command-bad-guard = `{ $word }` is not a move number; write `#` and a number from 1
command-no-move = no move given
command-no-opponent = no opponent address given
command-sfen-unclosed = `sfen="` has no closing quote
command-sfen-empty = `sfen=` has no position after it
command-no-value = `{ $word }` has no value after `=`
command-bad-days = `days={ $value }`: expected a whole number of days from 1 to 365
command-bad-max-plies = `max_plies={ $value }`: expected a number of plies from { $min } to { $max }, or `none`
command-bad-draw-every = `draw_every={ $value }`: expected a number of moves from 1 to { $max }
command-bad-illegal = `illegal={ $value }`: expected `illegal=lose` or `illegal=reject`
command-unknown-option = unknown option `{ $key }=`
command-tournament-opponent = `{ $word }`: a tournament names no opponents; players `join` it
command-tournament-side = `{ $word }`: the pairings give the sides in a tournament
command-two-addresses = two addresses given (`{ $first }` and `{ $second }`); a game has one opponent
command-side-twice = the side is given twice (`{ $word }`)
command-rated-twice = `rated` or `casual` is given twice (`{ $word }`)
command-unknown-challenge-word = `{ $word }` is neither an address, a variant, a side nor an option
command-unknown-tournament-word = `{ $word }` is neither a format, a variant nor an option
command-bad-clock = `{ $words }`: { $error }
command-not-tournament-number = `{ $word }` is not a tournament number such as `T3`
command-needs-tournament = `{ $keyword }` needs a tournament number, such as `{ $keyword } T3`
command-one-tournament = `{ $keyword }` takes one tournament number, but got `{ $got }`
command-withdraw-what = `tournament withdraw` needs a tournament number and the player's address
command-tournament-needs-what = `tournament` needs what to do: `create`, `start`, `cancel` or `withdraw`
command-not-tournament-command = `tournament { $word }` is not a tournament command
command-needs-name = `tournament create` needs a name, such as `tournament create Winter`
command-name-unclosed = the tournament's name has no closing quote
command-not-a-name = `{ $name }` is not a name; write it first, such as `tournament create Winter`
command-name-too-long = the name is longer than { $max } characters or holds control characters
command-bad-number = `{ $key }={ $value }`: expected a number from 1 to { $max }
command-format-twice = the format is given twice (`{ $word }`)
command-bad-archive = `{ $word }`: expected `archive=public` or `archive=private`
command-bad-points = `{ $word }`: expected `points=1/0.5/0` or `points=3/2/1`
command-bad-bye = `{ $word }`: expected `bye=win`, `bye=draw` or `bye=loss`
command-tie-break-twice = `{ $word }`: `{ $code }` is given twice
command-unknown-tie-break = `{ $word }`: `{ $code }` is not a tie-break; they are sb (Sonneborn-Berger), bh (Buchholz), mbh (median Buchholz), de (direct encounter), w (wins) and ww (wins with White)
command-bad-target = `{ $keyword } { $words }`: expected a game number (`{ $keyword } 12`) or a tournament (`{ $keyword } T3`)
command-notify-tournament = `notify` is for one game's result; a tournament's observers get every crosstable with `watch T3`
command-observers-what = `observers` takes `on` or `off`, but got `{ $got }`
usage-alone = the word alone on its line
usage-help = `help` lists the commands
usage-accept = `accept` (a challenge), `accept pause` or `accept takeback`
usage-ratings = `ratings`, `ratings chu` or `ratings maka`
usage-give = `give 3d` (days), `give 12h` (hours) or `give 1d12h`
usage-archive = `archive public`, `archive private`, or `archive` alone
usage-export = `export` (this game, every format), `export kif pgn`, `export 12 all`; formats: kif, pgn, tsa, usi, json
usage-leave = `leave 2026-12-20 2027-01-03` (first and last day), `leave 10d` (from now), `leave` (list), `leave cancel`
usage-takeback = `takeback` (your last move) or `takeback N` (the last N plies)
usage-board = `board` (the board of a game), `board picture` or `board table` (how your mails show boards)
usage-pieces = `pieces kanji` or `pieces letters` (the labels of the board picture), or `pieces` alone
usage-language = `language en` (English) or `language ja` (日本語: also `言語 日本語`), or `language` alone
usage-digest = `digest daily` (at 07:00), `digest daily 21:30`, `digest off`, or `digest` alone
usage-move-to = `move to <new address>`, sent from the address you play from
usage-forget = `forget me`: erase your address and end your games (you are asked to confirm)
usage-reminders = `reminders on`, `reminders off`, or `reminders` alone
usage-crosstables = `crosstables T3 on`, `crosstables T3 off`, or `crosstables T3` alone
usage-conditional = `conditional` (list your conditional moves) or `conditional clear`
usage-timezone = `timezone Europe/Berlin` (an IANA name), `timezone UTC`, or `timezone` alone
usage-decline = `decline` (a challenge), `decline draw` or `decline takeback`
usage-preview = preview <move>, for example `preview P-7f`
usage-move = a move such as `P-7f`, `7g7f` or `move P-7f #12`
usage-challenge = challenge <address> [chu|maka|dai|daidai|tenjiku] [preset=…] [black|white|random] [days=N | time=…] [illegal=lose|reject] [handicap=… | sfen="…"] [max_plies=N] [draw_every=N] [rated|casual] [rule.option=value]
usage-tournament = `tournament create …`, `tournament start T3`, `tournament cancel T3`, `tournament withdraw T3 <address>`, `join T3`, `leave T3`, `standings T3`, `tournaments`
usage-withdraw = `tournament withdraw T3 bob@example.org`
usage-create = tournament create <name or "name in quotes"> [rr|drr|swiss|ko] [rounds=N] [games=N] [points=1/0.5/0|3/2/1] [bye=win|draw|loss] [tiebreaks=sb,bh,mbh,de,w,ww] [min=N] [max=N] [start=YYYY-MM-DD] [round_days=N] [delay=N] [archive=public|private] [chu|maka|dai|daidai|tenjiku] [preset=…] [handicap=…] [days=N | time=…] [rated|casual] [rule.option=value]
usage-watch = `watch 12` (every board mail of game 12), `notify 12` (its result only), `watch T3` (every crosstable of tournament T3), `unwatch 12`, `unwatch T3`, `unwatch all`
usage-observers = `observers on`, `observers off`, or `observers` alone
reject-watched-tournament = T{ $id }

# Why a start position written as SFEN (`sfen="…"`) cannot be read: wording/sfen.rs. A rank is
# named by its SFEN letter ($rank, `a` the first, White's back rank) and its row from the top
# ($row, 1).
sfen-empty = the position is empty
sfen-too-many-fields = it has { $found } fields; at most { $most } are read
sfen-ranks = the board has { $found } ranks; this game's board has { $expected }
sfen-zero-count = row { $row } (`{ $rank }`) has an empty-square count of 0
sfen-rank-too-long = row { $row } (`{ $rank }`) is longer than the board's { $files } files
sfen-rank-too-short = row { $row } (`{ $rank }`) fills { $found } of the board's { $files } files
sfen-plus-at-end = row { $row } (`{ $rank }`) ends in `+`
sfen-unknown-letter = `{ $letter }` in row { $row } (`{ $rank }`) names no piece
sfen-unexpected = `{ $found }` in row { $row } (`{ $rank }`) is neither a count of empty squares nor a piece in brackets such as `[Ln]`
sfen-unclosed = row { $row } (`{ $rank }`) has a `[` without its `]`
sfen-unknown-piece = `{ $text }` in row { $row } (`{ $rank }`) names no piece of this game
sfen-no-promoted-side = `{ $text }`: a { $kind } does not promote
sfen-kind-not-in-variant = there is no { $kind } in this game
sfen-occupied = two pieces on { $square }
sfen-off-board = square { $square } is off the board
sfen-side = the side to move is `{ $text }`; write `b` (Black) or `w` (White)
sfen-lion-field = the lion-capture field `{ $text }` is neither a square nor `-`
sfen-move-number = the move number `{ $text }` is not a number
sfen-move-number-zero = the move number is 0; moves are numbered from 1
sfen-reserve-count = the count { $count } of set-aside pieces is too large
sfen-reserve-letter = `{ $letter }` among the set-aside pieces names no piece
sfen-reserve-kind = a { $kind } cannot be set aside
sfen-reserve-count-last = the set-aside pieces end with a count and no piece
sfen-mark = the promotion mark `{ $text }` is not `d`, `r` or (Tenjiku) `n` and a square
sfen-mark-square = the promotion mark `{ $text }` names no square
sfen-mark-empty = the promotion mark `{ $text }` is on an empty square

## What a move's reader expected where it stopped (yubin_rules::notation::Expected;
## wording::expected_in), inside reject-unreadable-move and move-text messages: a phrase,
## lower case. $example is a square or a piece letter in the notation read.
expected-move = a move
expected-square = a square such as `{ $example }`
expected-second-square = a second square
expected-second-square-example = a second square such as `{ $example }`
expected-destination = a destination square
expected-destination-example = a destination square such as `{ $example }`
expected-piece-letter = a piece letter such as `{ $example }`
expected-piece-or-file-letter = a piece letter such as `N` or a file letter such as `f`
expected-promoting-letter = the letter of a piece that promotes
expected-abbreviation = a piece abbreviation such as `P`, `Ln` or `+DK` followed by a square
expected-chu-abbreviation = one Chu piece abbreviation
expected-end = the end of the move
expected-bang-in-igui = `!` only in an igui written `x!` and a square
expected-nothing-after-igui = nothing after an igui (`x!` and one square)
expected-origin-before-igui = at most an origin square before an igui
expected-tsa-next = `x`, `-`, a square, `+`, `=` or the end of the move
expected-san-next = `x`, `-`, a square, `+` or the end of the move
expected-usi-next = a square, `+` or the end of the move
expected-leg-next = `,` and another leg, `+` or the end of the move
expected-most-squares = at most { $n } squares
expected-most-three-legs = at most three legs
expected-joined-leg = a leg that starts where the previous leg ended
expected-next-leg = the next leg, such as `{ $letter }xf8` or `xf8`
expected-one-origin = at most one origin (a file, a rank or a square) before the destination

## A piece a move text named (yubin_rules::notation::NamedPiece; wording::named_piece_in):
## its names in the game, joined by named-piece-or; $file a WinBoard file letter.
named-piece-or = { " " }or{ " " }
named-piece-none = piece `{ $written }` (no such piece in { $variant })
named-piece-on-file = { $piece } on file { $file }
named-piece-on-rank = { $piece } on rank { $rank }

## A notation by name, inside move-text-syntax (wording/move_text.rs).
notation-usi = USI
notation-tsa = TSA
notation-winboard-san = WinBoard's SAN
notation-winboard-engine = WinBoard's engine notation
notation-pass-word = the word `pass`
