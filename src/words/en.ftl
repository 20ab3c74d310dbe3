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
