# yubin's messages in English: watch. Each has its Japanese in ../ja/watch.ftl.

## An observer's board mail (templates/observed.*, mails::observer_view). $player is
## `alice (black)`, $move `7. P-7f` (observed-move-number); $unwatch… are commands.

watch-turn = { $player } is to play move { $number }.
watch-turn-by = { $player } is to play move { $number } by { $date }.
observed-move = { $player } played { $move }.
observed-move-number = { $number }. { $notation }
observed-takeback = The players agreed to take back { $n ->
        [one] the last move
       *[other] the last { $n } plies
    }; the game goes on from the position below.
observed-welcome = You now watch game { $game }: you will get its board after every move and the result when it ends. You cannot move in it; nothing you send me changes it.
observed-delay = This tournament shows its games to observers { $plies } plies behind, as ICCF events do; the result comes at once when the game ends.
observed-footer = You watch game { $game }. To stop, reply { $unwatch } to this mail, or send { $unwatch-game } ({ $unwatch-all } stops everything you watch).

## The end of a game, to its observers (templates/observed_end.*).

observed-end = Game over: { $result }. { $reason }.
observed-end-moves = All moves:
observed-end-none = (none)
observed-end-footer = You watched game { $game }; this is the last mail about it.
watch-subject-end = { $title }: game over, { $result } ({ $ending })

## A tournament's crosstable, to its observers (templates/observed_crosstable.*): the
## result that brought it ($title is the game's, $result `1-0`, $reason why it ended).

watch-last-result = { $title }: { $result }
watch-last-result-reason = { $title }: { $result }, { $reason }
observed-crosstable-last = { $last }.
observed-crosstable-footer = You watch { $label }: you get its crosstable after every finished game. To stop, reply { $unwatch } to this mail or send { $unwatch-label }.

## The answers to `watch`, `notify`, `unwatch` and `observers` (templates/watch_note.*).
## $watch, $unwatch, $on, $off are commands; $what a list of what is watched.

watch-label-game = game { $game }
watch-label-notify = game { $game } (its result)
watch-notify = You will get the result of { $title } when it ends, and no other mail about it. { $watch } sends you every board instead; { $unwatch } stops it.
watch-tournament = You now watch { $label } { $name }: you will get its crosstable after every finished game and the final one, with the result that brought it. { $watch } follows one of its games move by move{ $plies ->
        [0] { "" }
       *[other] { " " }(this tournament shows them to observers { $plies } plies behind)
    }. { $unwatch } stops it.
watch-stopped-nothing = You watched nothing: nothing was changed.
watch-stopped = You no longer watch { $what }: no more mails about { $n ->
        [one] it
       *[other] them
    }.
watch-observers-allowed = { $changed ->
        [yes] From now on, others
       *[no] Others
    } may watch your casual games ({ $watch } sends them every board, without any key to move). { $off } forbids it.
watch-observers-forbidden = { $changed ->
        [yes] From now on, others
       *[no] Others
    } may not watch your casual games. Observers of them get no more mails; { $on } allows it again.
watch-observers-games = { " " }Tournament games can always be watched. You have { $n } casual { $n ->
        [one] game
       *[other] games
    } not over.
watch-watching = You watch: { $list }.

## The subjects of the observers' mails (watch::commands, watch::observers). $title is a
## game's title or `T3 Spring`.

watch-subject-notify = { $title }: you will get its result
watch-subject-watch = { $title }: you now watch it
watch-subject-unwatch = Yubin: you no longer watch { $what }
watch-subject-unwatch-all = Yubin: you watch nothing now
watch-subject-observers = Yubin: others { $allowed ->
        [yes] may
       *[no] may not
    } watch your casual games
watch-subject-move = { $title }: { $move }, { $to-play }
watch-subject-move-delayed = { $title }: { $move } (shown { $plies } plies behind)
watch-subject-takeback = { $title }: takeback agreed, { $to-play }
