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
program-board-heading = board, as the program stores it
program-arrays-heading = arrays, as the program stores them
program-calls-heading = calls, the running one last
program-calls-hidden = … { $count } more before

## The explorer (render/explorer.rs, explorer.js, pipeline/explore.rs).

title-explorer = Knight's tour explorer: { $from } to { $to }
title-explorer-one = Knight's tour explorer: { $board }
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
caption-start = start on { $square }
tour-caption-move = move { $move } of { $moves }: { $from }-{ $to }
tour-caption-closing = move { $moves } of { $moves }: { $from }-{ $to } closes the tour
program-plain = plain backtracking: the textbook program
program-pruned = backtracking with pruning rules the textbook program does not have
# $calls is large; $command: a boardfig command line, never translated
explorer-spent-replay = The textbook program needs more than { $calls } calls from here, more than this page replays. To draw its search: { $command }
explorer-spent = The search stopped after { $nodes } nodes, its budget, without an answer
# "Not Found" as the lesson's exercise prints it; $caption and $detail:
# why there is no tour
explorer-reason-not-found = Not Found: { $caption }
explorer-reason-not-found-detail = Not Found: { $caption }. { $detail }
explorer-reason-spent = The search spent its budget ({ $nodes } nodes) without an answer.

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
index-kind-strip = strip of search steps (SVG)
index-kind-strip-pdf = strip of search steps (PDF)
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
