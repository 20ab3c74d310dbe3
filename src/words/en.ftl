# boardfig's sentences in English. Each message is one whole sentence or
# phrase with its variables ({ $name }); numbers that count something
# choose their form here, not in code.

## Summaries the command line prints for the person running it.

build-built = built { $jobs ->
        [one] 1 job
       *[other] { $jobs } jobs
    } into { $folder }: { $written } written, { $unchanged } unchanged, { $failed } failed in { $seconds } s
build-checked = checked { $jobs ->
        [one] 1 job
       *[other] { $jobs } jobs
    }: { $current } current, { $stale } stale, { $unexpected ->
        [one] 1 unexpected file
       *[other] { $unexpected } unexpected files
    }, { $failed } failed in { $seconds } s
explore-estimate = explorer: { $boards ->
        [one] 1 board
       *[other] { $boards } boards
    }, about { $megabytes } MB
explore-wrote = wrote { $target }: { $boards ->
        [one] 1 board
       *[other] { $boards } boards
    }, { $bytes } bytes
markdown-checked = checked { $blocks ->
        [one] 1 block
       *[other] { $blocks } blocks
    } in { $files ->
        [one] 1 file
       *[other] { $files } files
    }: { $current ->
        [one] 1 figure
       *[other] { $current } figures
    } current, { $stale } stale, { $documents ->
        [one] 1 document
       *[other] { $documents } documents
    } with stale links
markdown-built = { $blocks ->
        [one] 1 block
       *[other] { $blocks } blocks
    } in { $files ->
        [one] 1 file
       *[other] { $files } files
    }: { $written ->
        [one] 1 figure
       *[other] { $written } figures
    } written, { $unchanged } unchanged, { $documents ->
        [one] 1 document
       *[other] { $documents } documents
    } updated

## Figures: captions, reasons, legends, titles and descriptions.

# Search captions and reasons: the band under each search frame, strip panels, pages.
list-and = { $init } and { $last }
caption-start = start on { $square }
search-calls-so-far =
    { $count ->
        [one] 1 call so far
       *[other] { $count } calls so far
    }
search-queens-so-far =
    { $count ->
        [one] 1 queen placed so far
       *[other] { $count } queens placed so far
    }
search-lapse-knight =
    time-lapse: { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } skipped, { $calls ->
        [one] 1 call
       *[other] { $calls } calls
    }
search-lapse-queens =
    time-lapse: { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } skipped, { $queens ->
        [one] 1 queen placed
       *[other] { $queens } queens placed
    }
search-caption-with-calls = { $what } · { $calls }
search-empty-board = the empty board
search-move = move { $move }: { $from }-{ $to }
search-queen-placed = rank { $rank }: queen on { $square }
search-rejected-knight =
    { $count ->
        [one] at { $square }: 1 move not taken
       *[other] at { $square }: { $count } moves not taken
    }
search-rejected-queens =
    { $count ->
        [one] rank { $rank }: 1 square attacked
       *[other] rank { $rank }: { $count } squares attacked
    }
search-queens-attacked = attacked: { $reasons }
search-passed-visited = passed over: { $squares } visited
search-passed-off-board =
    { $count ->
        [one] passed over: 1 move off the board
       *[other] passed over: { $count } moves off the board
    }
search-passed-both =
    { $count ->
        [one] passed over: { $squares } visited; 1 move off the board
       *[other] passed over: { $squares } visited; { $count } moves off the board
    }
search-back = back from { $square }
search-back-not-last = back from { $square }: every square visited, but { $square } cannot end the tour
search-back-dead-end = back from { $square }: dead end, no move left
search-back-all-rejected = back from { $square }: every move rejected
search-back-all-tried = back from { $square }: every move tried
search-back-tally =
    { $tried ->
        [one] back from { $square }: 1 move tried, { $ruled } ruled out
       *[other] back from { $square }: { $tried } moves tried, { $ruled } ruled out
    }
search-lift-for-more = lift { $square } to look for more solutions
search-lift-all-attacked = rank { $rank }: every square attacked; lift { $square }
search-lift-all-tried = rank { $rank }: every square tried; lift { $square }
search-lift-tally =
    { $tried ->
        [one] rank { $rank }: 1 square tried, { $attacked } attacked; lift { $square }
       *[other] rank { $rank }: { $tried } squares tried, { $attacked } attacked; lift { $square }
    }
search-lift-none-left = rank { $rank }: no square left; lift { $square }
search-tour-found = tour found
search-solution = solution: { $squares }
search-no-tour-from = no tour from { $start }: { $reason }
reason-numbered = { $number }. { $reason }
reason-visited = { $squares } visited
reason-end-square = { $squares } skipped: the end square is kept for the last move
reason-forced-no-way-in = { $squares } skipped: only { $from }-{ $only } can lead on: after any other move { $only } would have no way in left
reason-forced = { $squares } skipped: only { $from }-{ $only } can lead on: after any other move { $only } would have one way in left, so it would have to be last, but { $why }
reason-cut = { $squares } cut: { $cut }
reason-attacked-by = { $squares } attacked by { $by }
not-last-other = { $other } already has to be last
not-last-colour =
    every move changes colour, so square { $area }, the last, is { $last_colour ->
        [dark] dark
       *[light] light
    } like { $start }, and { $square } is { $colour ->
        [dark] dark
       *[light] light
    }
not-last-end = the tour must end on { $end }
not-last-start = the last square must be a knight's move from { $start } to close the tour
not-last-no-way-in = { $square } would have no way in at all
cut-stuck-ahead = the knight would be stuck
cut-stuck-now = the knight is stuck
cut-no-return-ahead = no way back to { $start } would be left
cut-no-return-now = no way back to { $start } is left
cut-wrong-last-ahead = { $square } would be the one square left, and { $why }
cut-wrong-last-now = { $square } is the one square left, and { $why }
cut-no-way-out-ahead = { $square } would have no way out
cut-no-way-out-now = { $square } has no way out
cut-two-last-ahead = { $a } and { $b } would have one way in left each, so both would have to be last
cut-two-last-now = { $a } and { $b } have one way in left each, so both must be last
cut-cannot-be-last-ahead = { $square } would have one way in left, so it would have to be last, but { $why }
cut-cannot-be-last-now = { $square } has one way in left, so it must be last, but { $why }
cut-crowded-knight-ahead = { $squares } would need the knight's next move from { $square } (each has at most one other way in, and only one can be last), and it makes one
cut-crowded-knight-now = { $squares } need the knight's next move from { $square } (each has at most one other way in, and only one can be last), and it makes one
cut-crowded-ahead = { $squares } would need { $square } as a way in or out (each has at most two left, and only one can be last), more than a path through { $square } gives
cut-crowded-now = { $squares } need { $square } as a way in or out (each has at most two left, and only one can be last), more than a path through { $square } gives
cut-split-ahead = { $a } and { $b } would be cut off from each other
cut-split-now = { $a } and { $b } are cut off from each other
reason-same-square = a tour enters every square once, so it cannot end on its start square { $end }
reason-four-wide-ends =
    on { $board } a tour starts and ends on the outer lines ({ $lines ->
        [files] files a and d
       *[ranks] ranks 1 and 4
    }): their squares only join the inner lines' squares, and a knight changes colour every move; the { $which ->
        [start] start
       *[end] end
    } square { $square } is on an inner line

# Tours move by move and strips of search steps.
tour-caption-move = move { $move } of { $moves }: { $from }-{ $to }
tour-caption-move-given = move { $move } of { $moves }: { $from }-{ $to }, given
tour-caption-closing = move { $moves } of { $moves }: { $from }-{ $to } closes the tour
title-strip = Steps of the search on { $board }
desc-strip = Steps: { $steps }
strip-node-empty = { $id }. the empty board
strip-node-solution = { $id }. solution
strip-node-queen = { $id }. queen on { $square }
strip-rank-all-attacked = rank { $rank }: every square attacked
strip-tour-start = start { $square }
strip-step = { $number }. { $caption }
strip-gap =
    { $count ->
        [one] ... 1 step ...
       *[other] ... { $count } steps ...
    }
strip-lines =
    { $count ->
        [one] line { $lines }
       *[other] lines { $lines }
    }
tree-solution-label = solution

# Legends, search trees and the descriptions of search frames.
legend-start = start
legend-path-so-far = path so far
legend-knight = knight
legend-queen = queen
legend-not-taken = not taken
legend-why = why
legend-stepped-back = stepped back from
legend-reason-number = a cross and its rings share a number
legend-solution-path = bold: the way to a solution
legend-node-number = node: queens placed so far (0: none)
legend-tour-path = path, a dot on each square
legend-step-number = step number
legend-onward-moves = onward moves
legend-current-node = current node
legend-knight-move = a knight move
legend-named-square = a square the reason names
legend-reason-group = squares the reason is about
legend-board-sides = the board's sides: its size is the reason
title-queens-tree =
    { $n ->
        [one] Backtracking search tree for 1 queen
       *[other] Backtracking search tree for { $n } queens
    }
desc-search-moment = { $caption }. On the board: { $pieces }
desc-search-moment-empty = { $caption }. On the board: nothing
desc-tree =
    Nodes in visiting order, each numbered by the queens placed when the search reaches it:
    { $lines }
desc-tree-node-empty = { $id }: empty board
desc-tree-node = { $id }: { $queens }
desc-tree-node-solution = { $id }: { $queens } (solution)
desc-tree-node-dead-end = { $id }: { $queens } (dead end)

# Titles and descriptions of figures (the user's own caption comes first).
title-tour-open = Knight's tour on { $board } from { $start }
title-tour-closed = Closed knight's tour on { $board } from { $start }
title-knight-search =
    { $shape ->
        [closed] Closed knight's tour on { $board } from { $start }
        [end] Knight's tour on { $board } from { $start } to { $end }
       *[open] Knight's tour on { $board } from { $start }
    } by { $program ->
        [pruned] backtracking with pruning rules the textbook program does not have
       *[plain] plain backtracking, the textbook program
    }
title-queens-search =
    { $n ->
        [one] Backtracking search for 1 queen: the lesson's try_row program
       *[other] Backtracking search for { $n } queens: the lesson's try_row program
    }
print-page = { $title }, page { $page } of { $pages }
title-queens-sheet =
    { $count ->
        [one] 1 solution
       *[other] { $count } solutions
    } of { $n ->
        [one] 1 queen
       *[other] { $n } queens
    }
title-no-answer-with-caption = { $title }: { $reason }
desc-tour-squares = Squares in order: { $squares }
desc-tour-squares-closed = Squares in order: { $squares }, then back to { $start }
desc-tour-squares-long = Squares in order: { $first }, and { $more } more, then { $last } ({ $shown } squares; the text answer lists them all)
desc-tour-squares-long-closed = Squares in order: { $first }, and { $more } more, then { $last } ({ $shown } squares; the text answer lists them all), then back to { $start }
desc-degrees =
    Onward moves from each free square (the knight started on { $start }), rank { $ranks } to 1:
    { $rows }
desc-no-answer = An empty { $board } board. { $caption }.
desc-no-answer-detail = An empty { $board } board. { $caption }. { $detail }
desc-queens = Queens in columns, rank 1 to { $n }: { $columns }
desc-queens-sheet =
    Queens in columns, rank 1 to { $n }, of each solution:
    { $lines }
title-queens =
    { $n ->
        [one] 1 queen
       *[other] { $n } queens
    }

# Why there is no answer: the caption over the empty board, its argument and the notes beside the marks.
no-tour = No tour exists
no-queens-placement = No placement of { $n } queens on { $board }
proof-exhausted = the search was exhausted
proof-queens-small = no placement of { $n } queens exists for n = 2 or 3
explain-closed-single-caption = No closed tour on 1x1: no move leads back to { $start }
explain-closed-single-detail = A closed tour ends a knight's move from its start; on 1x1 the knight has no move at all.
explain-closed-odd-note = numbers: the squares of each colour counted, { $dark } dark and { $light } light; a closed tour needs as many of each
explain-closed-odd-caption = No closed tour on { $board }: { $dark } dark squares but { $light } light
explain-closed-odd-detail = A knight changes colour with every move, so a closed tour, which comes back to its start, alternates colours all the way round and has as many light squares as dark ones. { $board } has { $area } squares, { $dark } dark and { $light } light. { $schwenk }
explain-closed-three-caption = No closed tour on { $board }: Schwenk (1991) rules out 3x4, 3x6, 3x8
explain-four-wide-ends-from-caption = No tour from { $square } on { $board }: the ends lie on the outer lines
explain-four-wide-ends-to-caption = No tour to { $square } on { $board }: the ends lie on the outer lines
explain-same-square-caption = No tour from { $start } back to { $start }: it enters { $start } once
explain-note-ringed =
    { $count ->
        [one] ringed: { $squares }, the square the reason names
       *[other] ringed: { $squares }, the squares the reason names
    }
explain-note-dotted-outer = dotted: the outer lines, each square moving only to the inner ones
explain-note-dotted-corners = dotted: the corners: a tour starts and ends on their colour
explain-note-lines-all = lines: every knight's move on the board
explain-note-outlined = outlined: the board's sides, which rule the tour out
explain-4x4-note-ringed = ringed: the corners; a1 and d4 move only to b3 and c2, a4 and d1 only to b2 and c3, so one end of a tour is a1 or d4, the other a4 or d1
explain-4x4-note-lines = lines: the moves among the 8 edge squares, two loops that no move joins
explain-4x4-caption =
    { $closed ->
        [closed] No closed tour on 4x4: its edge squares form two loops no move joins
       *[open] No tour on 4x4: its edge squares form two loops no move joins
    }
explain-4x4-detail = A tour has two ends; every other square is entered once and left once, so the tour uses two of its moves. The corners a1 and d4 both move only to b3 and c2: were neither an end, a1-b3-d4-c2-a1 would close a loop of 4 squares; were both ends, the same would hold for a4 and d1, which both move only to b2 and c3. So one end is a1 or d4, the other a4 or d1. From each end the tour runs end, centre square, corner, centre square (as a1-b3-d4-c2), since the corner that is not an end uses both its moves. These two runs hold the 4 corners and the 4 centre squares, so the 8 edge squares follow each other in one run between them. But the edge squares' moves among themselves form two loops, b1-a3-c4-d2 and c1-a2-b4-d3 (drawn), and no move joins one loop to the other. An exhaustive search agrees: the { $paths } paths a knight can take on 4x4 without entering a square twice, from each of its 16 squares, cover at most { $longest } squares.
explain-exhaustive-note-lines = lines: the longest path, { $from } to { $to }, { $longest } of the { $area } squares
explain-exhaustive-note-ringed = ringed: what it misses, { $squares }
explain-exhaustive-caption =
    { $closed ->
        [closed] No closed tour on { $board }: each of its { $paths } paths misses a square
       *[open] No tour on { $board }: each of its { $paths } paths misses a square
    }
explain-exhaustive-detail = An exhaustive search followed every path a knight can take on { $board } without entering a square twice, from each of its { $area } squares: { $paths } paths of any length. The longest covers { $longest } of the { $area } squares (drawn: { $path }), so no tour exists.
explain-closed-four-wide-caption = No closed tour on { $board }: its outer lines would need one colour
explain-closed-four-wide-detail =
    On a board 4 squares wide, each square of the outer lines ({ $lines ->
        [files] files a and d
       *[ranks] ranks 1 and 4
    }, dotted) moves only to the two inner lines, which have as many squares. A closed tour leaves every outer square for an inner one and enters it from an inner one, so it alternates outer and inner squares all the way round. A knight also alternates colours, so every outer square would have one colour; but the outer lines have squares of both colours. { $schwenk }
explain-odd-colour-from-caption = No tour from { $square } on { $board }: a tour starts on the corners' colour
explain-odd-colour-to-caption = No tour to { $square } on { $board }: a tour ends on the corners' colour
explain-odd-colour-detail = A knight changes colour with every move, so the squares of a tour alternate colours. { $board } has { $area } squares, { $corner } of the corners' colour (dotted: the corners) and { $other } of the other, so a tour starts and ends on the corners' colour; { $square } is not.
explain-even-colour-caption = No tour from { $start } to { $end } on { $board }: its ends differ in colour
explain-even-colour-detail =
    A knight changes colour with every move. { $board } has { $area } squares, so a tour makes { $moves } moves, an odd number, and ends on the other colour from its start; { $start } and { $end } are both { $colour ->
        [dark] dark
       *[light] light
    }.
explain-swept-caption =
    { $shape ->
        [closed] No closed tour from { $start }: the exact sweep finds none
        [end] No tour from { $start } to { $end }: the exact sweep finds none
       *[open] No tour from { $start }: the exact sweep finds none
    }
explain-swept-detail =
    { $shape ->
        [end] The sweep goes along the board line by line and keeps every way the pieces of a tour can reach the next lines; it leaves nothing out, and no way joins every square from { $start } to { $end }.
       *[other] The sweep goes along the board line by line and keeps every way the pieces of a tour can reach the next lines; it leaves nothing out, and no way joins every square from { $start }.
    }
explain-exhausted-caption =
    { $shape ->
        [closed] No closed tour from { $start }: the search tried every branch
        [end] No tour from { $start } to { $end }: the search tried every branch
       *[open] No tour from { $start }: the search tried every branch
    }
explain-exhausted-detail =
    { $shape ->
        [end] The exact search tried every move from { $start } to { $end } in turn and found no tour after entering { $nodes } squares; it skips only branches that provably hold no tour.
       *[other] The exact search tried every move from { $start } in turn and found no tour after entering { $nodes } squares; it skips only branches that provably hold no tour.
    }
explain-split-no-moves = A knight moves two squares one way and one square the other; on this board every such move leaves it
explain-split-two-wide =
    { $narrow ->
        [files] On a board 2 squares wide every knight's move goes 1 file across and 2 ranks along, so the knight never changes the parity of its rank
       *[ranks] On a board 2 squares wide every knight's move goes 1 rank across and 2 files along, so the knight never changes the parity of its file
    }
explain-split-centre = Every knight's move from the centre leaves the board, so no move reaches it
explain-split-caption-no-moves =
    { $closed ->
        [closed] No closed tour on { $board }: a knight has no move on it
       *[open] No tour on { $board }: a knight has no move on it
    }
explain-split-caption-alone =
    { $closed ->
        [closed] No closed tour on { $board }: no knight's move reaches { $square }
       *[open] No tour on { $board }: no knight's move reaches { $square }
    }
explain-split-caption-parts =
    { $closed ->
        [closed] No closed tour on { $board }: its moves (drawn) form { $parts } separate parts
       *[open] No tour on { $board }: its moves (drawn) form { $parts } separate parts
    }
explain-split-detail = { $moves }. The moves (drawn) split the { $area } squares into { $parts } parts that no move joins, so no tour visits them all: { $listed }.
explain-schwenk =
    Schwenk's theorem (1991): an m x n board with m <= n has a closed knight's tour unless (a) m and n are both odd, (b) m is 1, 2 or 4, or (c) m = 3 and n is 4, 6 or 8. { $board } is case { $case ->
        [a] (a), both sides odd
        [b] (b)
       *[c] (c)
    }: m = { $m }, n = { $n }.

# The program beside a search: what it is, its panel's headings, its comments.
program-plain = plain backtracking: the textbook program
program-pruned = backtracking with pruning rules the textbook program does not have
program-queens = backtracking row by row: the lesson's try_row program
program-board-heading = board, as the program stores it
program-arrays-heading = arrays, as the program stores them
program-calls-heading = calls, the running one last
program-calls-hidden = … { $count } more before
listing-forced-move-note = the one move that can still lead to a tour, if any
listing-no-tour-after-note = a rule proves that no tour goes on from (x, y)

# A tour that continues squares given (`--path`), queens given to complete (`--place`).
legend-given = given
desc-tour-given =
    { $count ->
        [one] The first square was given ({ $squares }); the tour continues it.
       *[other] The first { $count } squares were given ({ $squares }); the tour continues them.
    }
given-caption-dead-end = No tour continues the { $count } squares given: { $reason }
given-caption-exhausted = No tour continues the { $count } squares given: the search tried every branch
given-detail-dead-end = With the knight on { $square }, the last square given, { $reason }.
given-detail-exhausted = The exact search tried every move on from { $square }, the last square given, in turn and found no tour after entering { $nodes } squares; it skips only branches that provably hold no tour.
given-note-lines = lines: the squares given, in order: { $squares }
proof-dead-end = with the knight on { $square }, the last square given, { $reason }
proof-attacking = the queens given on { $a } and { $b } attack each other
desc-queens-given =
    { $count ->
        [one] One queen was placed before the search ({ $squares }); the others complete it.
       *[other] { $count } queens were placed before the search ({ $squares }); the others complete them.
    }
no-queens-completion = No placement of { $n } queens completes the { $count } placed: { $reason }

## Pages, the explorer and the contact sheet.
# Some ids here (caption-start, tour-caption-*, program-*) are the
# figures' too: the pages ask for them where the figures' code words the
# same thing.

## The page that plays frames (render/html.rs, page.js; the explorer
## shares its controls). The script takes its words from the page's data.

# $program: program-plain, program-pruned or the queens' program in words
page-program-words = Program: { $program }
page-legend-heading = Legend
# the controls' aria-label
page-controls-label = Animation controls
# each button's aria-label and title
page-button-first = First frame (Home)
page-button-back = Step back (left arrow)
page-button-play = Play (space)
page-button-pause = Pause (space)
page-button-play-short = Play
page-button-pause-short = Pause
page-button-next = Step forward (right arrow)
page-button-last = Last frame (End)
# the slider's aria-label
page-slider-label = Frame
page-speed = Speed
# over a queens search tree; the script changes $node as the page steps
page-tree-caption = Search tree, each node numbered by the queens placed when the search reaches it: node { $node } of { $nodes }
page-program-heading =
    { $language ->
        [python] The program (Python)
        [c] The program (C)
       *[pseudocode] The program (pseudocode)
    }
# the state panel's aria-label
page-state-label = What the program holds

## The explorer (render/explorer.rs, explorer.js, pipeline/explore.rs).

# $boards: 5x5 to 8x8, or 6x6; $queens: 4 to 12, or 8
title-explorer = Knight's tour and n queens explorer: { $boards } boards, { $queens } queens
explorer-span = { $from } to { $to }
explorer-hint = Click a square to start there, shift-click one to end there.
explorer-noscript = The explorer needs JavaScript: every answer is stored in this page and drawn by its script.
# the form's aria-label
explorer-choices-label = Choices
explorer-board = Board
explorer-start = Start
explorer-end = End
explorer-closed = Closed
explorer-method = Method
# the views' legend, for screen readers
explorer-views = Show
explorer-view-tour = Tour
explorer-view-search = Search: the textbook program
explorer-view-pruned = Search with pruning rules
# the end menu's first entry: no end square
explorer-end-none = none
explorer-open-only = On { $board } the page offers open tours only: closed tours and end squares are offered on boards up to 8x8.
# the board's aria-label
explorer-board-label = The { $board } board
explorer-method-textbook = Backtracking, textbook order
explorer-method-listed = Backtracking, listed order
explorer-method-sweep = Backtracking, sweep order
explorer-method-warnsdorff = Warnsdorff's rule
explorer-method-construct = Construction (divide and conquer)
explorer-refused-end = The construction found no tour to this end square
explorer-refused-small = The construction builds tours on boards with both sides at least 5, not { $board }
# the tour played move by move
# $calls is large; $command: a boardfig command line, never translated
explorer-spent-replay = The textbook program needs more than { $calls } calls from here, more than this page replays. To draw its search: { $command }
explorer-spent = The search stopped after { $nodes } nodes, its budget, without an answer
# "Not Found" as the lesson's exercise prints it; $caption and $detail:
# why there is no tour
# $command: a boardfig command line, never translated
explorer-end-backtrack-only = On { $board } the page searches the tours to an end square by backtracking only; for this method: { $command }
explorer-end-exhausted = The exact search from { $start } tried every way to { $end } and found no tour
explorer-reason-not-found = Not Found: { $caption }
explorer-reason-not-found-detail = Not Found: { $caption }. { $detail }
explorer-reason-spent = The search spent its budget ({ $nodes } nodes) without an answer.
# the puzzle chooser above the explorer
explorer-puzzle = Puzzle
explorer-puzzle-knight = Knight's tour
explorer-puzzle-queens = N queens
# the queens' choices: n, and what is shown
explorer-queens-n = Queens (n)
explorer-queens-views = Show
explorer-queens-view-first = First solution
explorer-queens-view-all = Every solution
explorer-queens-view-fundamental = Fundamental solutions
explorer-queens-view-search = Search: the lesson's try_row program
explorer-queens-view-construct = Construction (n mod 12)
explorer-queens-hint = Choose n and what to show; step through the solutions with the arrows.
# $columns: the queens' files, rank 1 first, as `boardfig queens` prints them
explorer-queens-first = The first solution in lexicographic order: { $columns }
explorer-queens-solution = Solution { $k } of { $count }: { $columns }
explorer-queens-fundamental = Fundamental solution { $k } of { $count }: { $columns }
explorer-queens-construct = The construction for { $n } queens: { $columns }
# $shown is less than $steps; $command: a boardfig command line, never translated
explorer-queens-prefix = The page replays the first { $shown } of the search's { $steps } steps. To draw them all: { $command }
# the construction's case for n; r is the remainder of n divided by 12
explorer-queens-rule-plain = n = { $n }, r = n mod 12 = { $r }: the even numbers 2 to { $n }, then the odd numbers 1 to { $n }.
explorer-queens-rule-pairs = n = { $n }, r = n mod 12 = 8: the even numbers 2 to { $n }, then the odd numbers 1 to { $n } swapped in pairs (3, 1, 7, 5, ...).
explorer-queens-rule-two = n = { $n }, r = n mod 12 = 2: the even numbers 2 to { $n }, then the odd numbers 1 to { $n } with 1 and 3 swapped and 5 moved to the end.
explorer-queens-rule-three = n = { $n }, r = n mod 12 = { $r }: the even numbers 2 to { $n } with 2 moved to the end, then the odd numbers 1 to { $n } with 1 and 3 moved to the end.
# the board's aria-label
explorer-queens-board-label = The { $n } x { $n } board, { $n } queens

## The explorer's "Your turn" view: the student moves the knight by hand
## (render/explorer.js, from data.words); squares and numbers fill the
## slots.

explorer-view-try = Your turn
try-controls-label = Your moves
try-undo = Undo
try-redo = Redo
try-hint = Hint
try-restart = Start again
try-help = Click a square a knight's move away, or use the arrow keys and Enter; Hint asks the textbook program.
try-start = The knight is on { $square }: click a square a knight's move away.
try-move = Move { $move }: { $from }-{ $to }
try-refused-not-move = { $to } is not a knight's move from { $from }.
try-refused-visited = { $to } is already on the path (square { $number }).
try-refused-end = { $to } is the end square: the knight enters it last.
try-refused-done = The path is complete: Undo or Start again to try another.
# $reason: why no tour can follow, as the search figures word it
try-dead-end = No tour can follow now: { $reason }.
try-dead-end-since = No tour can follow since move { $move }: then { $reason }.
try-tour = A tour: { $moves } moves, every square once.
try-tour-closed = A closed tour: { $moves } moves, every square once, and { $last } is a knight's move from { $start }.
try-textbook-same = The textbook program finds this very tour.
try-textbook-other = Beside it, the tour the textbook program finds from { $start }.
try-textbook-spent = The textbook program spends its budget ({ $nodes } nodes) here without a tour.
try-answer-label = The textbook program's tour
try-hint-move = Hint: the textbook program moves from { $from } to { $to } next (its first tour that continues your path).
try-hint-none = Hint: no tour continues your path: the textbook program tries every move on from { $square } and finds no tour.
try-hint-budget = Hint: the textbook program needs more than { $nodes } squares of search from here; make a move or undo one, and ask again.
try-queens-help = Click a square to place a queen, click a queen to lift it (or use the arrow keys and Enter); Hint asks the textbook program.
try-queens-start = Place { $n } queens, none attacking another.
try-queen-placed = Queen { $count } of { $n } on { $square }.
try-queen-lifted = The queen on { $square } lifted.
try-queen-attacked = { $square } is attacked by the queen on { $queen }.
try-queens-blocked = No placement can follow now: every square of rank { $rank } is attacked.
try-queens-done = { $n } queens, none attacking another.
try-queens-same = This is the textbook program's first solution.
try-queens-other = Beside it, the textbook program's first solution: { $columns }.
try-queens-hint = Hint: the textbook program's first solution with these queens has one on { $square }.
try-queens-hint-none = Hint: no placement completes these queens: the textbook program tries every way and finds none.
try-queens-hint-budget = Hint: the textbook program needs more than { $nodes } queens placed to answer; lift one and ask again.
legend-hint = dashes: the hint, the textbook program's next move
legend-hint-queen = a queen in a dashed square: the hint, where the textbook program's first solution keeping your queens has one

## The contact sheet of a build, OUT/index.html (build/index.rs), in the
## language of the build's [defaults].

index-title = boardfig figures
index-count =
    { $figures ->
        [one] 1 figure
       *[other] { $figures } figures
    } of { $jobs ->
        [one] 1 job
       *[other] { $jobs } jobs
    }
# the page writes $name as code
index-job = job { $name }
index-job-failed = job { $name } failed; see the build's messages
index-job-bad-value = job { $name } has a bad value; see the build's messages
index-kind-page = interactive page
index-kind-trace = search trace (JSON Lines)
# a strip shows a tour's moves or a search's steps
index-kind-strip = strip of steps (SVG)
index-kind-strip-pdf = strip of steps (PDF)
index-kind-animated-svg = animated SVG
index-kind-svg = SVG
index-kind-gif = GIF animation
index-kind-png = PNG
index-kind-pdf = PDF document
index-open-page = ▶ Open the interactive page
index-open-trace = The search trace (JSON Lines)
index-open-pdf = The PDF document
# a picture's alt text; $kind: an index-kind-* message
index-img-alt = { $title }: { $kind }

## The Python package's notebook display (python/src/animation.rs).

notebook-animation-title = boardfig animation

## Worksheets.
worksheet-wrote = wrote { $target }: { $count ->
        [one] 1 exercise
       *[other] { $count } exercises
    }, { $pages ->
        [one] 1 page
       *[other] { $pages } pages
    }
worksheet-title-knight = Complete the knight's tours ({ $board })
worksheet-title-queens = Complete the { $n } queens
worksheet-answers = Answers: { $title }
worksheet-task-knight = { $number }. Complete the tour: squares 1 to { $given } are given
worksheet-task-queens = { $number }. Place { $more ->
        [one] 1 more queen
       *[other] { $more } more queens
    }: { $given ->
        [one] 1 is given
       *[other] { $given } are given
    }
worksheet-page = Page { $page } of { $pages }
worksheet-desc-given = { $number }. Given: { $given }
worksheet-desc-answer = { $number }. Given: { $given }. Answer: { $answer }
worksheet-desc-none = { $number }. Given: { $given }. No completion: { $reason }
worksheet-task-knight-none = { $number }. Show that no tour continues squares 1 to { $given }
worksheet-task-queens-none = { $number }. Show that no placement of { $n } queens keeps { $given ->
        [one] the queen given
       *[other] the { $given } queens given
    }
worksheet-reason-rank = rank { $rank } has no queen, and the queens given attack every square of it
worksheet-reason-file = file { $file } has no queen, and the queens given attack every square of it
worksheet-reason-search = the search that tried every way to place the other queens found none
