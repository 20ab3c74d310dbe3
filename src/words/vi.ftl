# Các câu của boardfig bằng tiếng Việt. Mỗi thông điệp là một câu hay một
# cụm trọn vẹn với các biến của nó ({ $name }); tiếng Việt không đổi dạng
# theo số nhiều.

## Những dòng tóm tắt dòng lệnh in cho người chạy.

build-built = đã dựng { $jobs } việc vào { $folder }: { $written } đã ghi, { $unchanged } không đổi, { $failed } lỗi trong { $seconds } giây
build-checked = đã kiểm tra { $jobs } việc: { $current } mới nhất, { $stale } đã cũ, { $unexpected } tệp lạ, { $failed } lỗi trong { $seconds } giây
explore-estimate = trang khám phá: { $boards } bàn cờ, khoảng { $megabytes } MB
explore-wrote = đã ghi { $target }: { $boards } bàn cờ, { $bytes } byte
markdown-checked = đã kiểm tra { $blocks } khối trong { $files } tệp: { $current } hình mới nhất, { $stale } đã cũ, { $documents } tài liệu có liên kết cũ
markdown-built = { $blocks } khối trong { $files } tệp: { $written } hình đã ghi, { $unchanged } không đổi, { $documents } tài liệu đã cập nhật

## Figures: captions, reasons, legends, titles and descriptions.

# Search captions and reasons: the band under each search frame, strip panels, pages.
list-and = { $init } và { $last }
caption-start = xuất phát tại { $square }
search-calls-so-far = đã gọi { $count } lần
search-queens-so-far = đã đặt { $count } quân hậu
search-lapse-knight = tua nhanh: bỏ qua { $steps } bước, { $calls } lời gọi
search-lapse-queens = tua nhanh: bỏ qua { $steps } bước, đặt { $queens } quân hậu
search-caption-with-calls = { $what } · { $calls }
search-empty-board = bàn cờ trống
search-move = nước { $move }: { $from }-{ $to }
search-queen-placed = hàng { $rank }: đặt quân hậu ở { $square }
search-rejected-knight = tại { $square }: không chọn { $count } nước đi
search-rejected-queens = hàng { $rank }: { $count } ô bị khống chế
search-queens-attacked = bị khống chế: { $reasons }
search-passed-visited = bỏ qua: { $squares } đã đi qua
search-passed-off-board = bỏ qua: { $count } nước ra ngoài bàn cờ
search-passed-both = bỏ qua: { $squares } đã đi qua; { $count } nước ra ngoài bàn cờ
search-back = quay lui từ { $square }
search-back-not-last = quay lui từ { $square }: đã đi hết mọi ô, nhưng hành trình không thể kết thúc ở { $square }
search-back-dead-end = quay lui từ { $square }: đường cụt, hết nước đi
search-back-all-rejected = quay lui từ { $square }: mọi nước đi đều bị loại
search-back-all-tried = quay lui từ { $square }: đã thử mọi nước đi
search-back-tally = quay lui từ { $square }: đã thử { $tried } nước, loại { $ruled } nước
search-lift-for-more = nhấc quân hậu ở { $square } để tìm thêm lời giải
search-lift-all-attacked = hàng { $rank }: mọi ô đều bị khống chế; nhấc quân hậu ở { $square }
search-lift-all-tried = hàng { $rank }: đã thử mọi ô; nhấc quân hậu ở { $square }
search-lift-tally = hàng { $rank }: đã thử { $tried } ô, { $attacked } ô bị khống chế; nhấc quân hậu ở { $square }
search-lift-none-left = hàng { $rank }: không còn ô; nhấc quân hậu ở { $square }
search-tour-found = tìm thấy hành trình
search-solution = lời giải: { $squares }
search-no-tour-from = không có hành trình từ { $start }: { $reason }
reason-numbered = { $number }. { $reason }
reason-visited = { $squares } đã đi qua
reason-end-square = { $squares } bị bỏ qua: ô kết thúc được để dành cho nước đi cuối
reason-forced-no-way-in = { $squares } bị bỏ qua: chỉ nước { $from }-{ $only } còn đi tiếp được: sau mọi nước khác, { $only } sẽ không còn đường vào
reason-forced = { $squares } bị bỏ qua: chỉ nước { $from }-{ $only } còn đi tiếp được: sau mọi nước khác, { $only } sẽ chỉ còn một đường vào nên phải là ô cuối, nhưng { $why }
reason-cut = { $squares } bị cắt nhánh: { $cut }
reason-attacked-by = { $squares } bị khống chế bởi { $by }
not-last-other = { $other } đã buộc phải là ô cuối
not-last-colour =
    mỗi nước đi đều đổi màu ô, nên ô thứ { $area } (ô cuối) là ô { $last_colour ->
       *[dark] đen
        [light] trắng
    } như { $start }, còn { $square } là ô { $colour ->
       *[dark] đen
        [light] trắng
    }
not-last-end = hành trình phải kết thúc ở { $end }
not-last-start = ô cuối phải cách { $start } một nước mã thì hành trình mới khép kín
not-last-no-way-in = { $square } sẽ không còn đường vào nào
cut-stuck-ahead = quân mã sẽ bị kẹt
cut-stuck-now = quân mã bị kẹt
cut-no-return-ahead = sẽ không còn đường về { $start }
cut-no-return-now = không còn đường về { $start }
cut-wrong-last-ahead = { $square } sẽ là ô duy nhất còn lại, mà { $why }
cut-wrong-last-now = { $square } là ô duy nhất còn lại, mà { $why }
cut-no-way-out-ahead = { $square } sẽ không còn đường ra
cut-no-way-out-now = { $square } không còn đường ra
cut-two-last-ahead = { $a } và { $b } sẽ chỉ còn mỗi ô một đường vào, nên cả hai đều phải là ô cuối
cut-two-last-now = { $a } và { $b } chỉ còn mỗi ô một đường vào, nên cả hai đều phải là ô cuối
cut-cannot-be-last-ahead = { $square } sẽ chỉ còn một đường vào, nên phải là ô cuối, nhưng { $why }
cut-cannot-be-last-now = { $square } chỉ còn một đường vào, nên phải là ô cuối, nhưng { $why }
cut-crowded-knight-ahead = { $squares } sẽ cần nước đi kế tiếp của quân mã từ { $square } (mỗi ô có nhiều nhất một đường vào khác, và chỉ một ô được là ô cuối), mà quân mã chỉ đi một nước
cut-crowded-knight-now = { $squares } cần nước đi kế tiếp của quân mã từ { $square } (mỗi ô có nhiều nhất một đường vào khác, và chỉ một ô được là ô cuối), mà quân mã chỉ đi một nước
cut-crowded-ahead = { $squares } sẽ cần { $square } làm đường vào hoặc ra (mỗi ô còn nhiều nhất hai đường, và chỉ một ô được là ô cuối), nhiều hơn số đường một hành trình qua { $square } có thể dùng
cut-crowded-now = { $squares } cần { $square } làm đường vào hoặc ra (mỗi ô còn nhiều nhất hai đường, và chỉ một ô được là ô cuối), nhiều hơn số đường một hành trình qua { $square } có thể dùng
cut-split-ahead = { $a } và { $b } sẽ bị tách rời nhau
cut-split-now = { $a } và { $b } bị tách rời nhau
reason-same-square = hành trình đi vào mỗi ô đúng một lần, nên không thể kết thúc ở chính ô xuất phát { $end }
reason-four-wide-ends =
    trên bàn cờ { $board }, hành trình bắt đầu và kết thúc trên các đường biên ({ $lines ->
        [files] cột a và d
       *[ranks] hàng 1 và 4
    }): các ô ở đó chỉ nối với ô của các đường bên trong, và quân mã đổi màu ô sau mỗi nước; { $which ->
        [start] ô xuất phát
       *[end] ô kết thúc
    } { $square } lại nằm trên một đường bên trong

# Tours move by move and strips of search steps.
tour-caption-move = nước { $move }/{ $moves }: { $from }-{ $to }
tour-caption-move-given = nước { $move }/{ $moves }: { $from }-{ $to }, cho trước
tour-caption-closing = nước { $moves }/{ $moves }: { $from }-{ $to } khép kín hành trình
title-strip = Các bước tìm kiếm trên bàn cờ { $board }
desc-strip = Các bước: { $steps }
strip-node-empty = { $id }. bàn cờ trống
strip-node-solution = { $id }. lời giải
strip-node-queen = { $id }. quân hậu ở { $square }
strip-rank-all-attacked = hàng { $rank }: mọi ô đều bị khống chế
strip-tour-start = xuất phát { $square }
strip-step = { $number }. { $caption }
strip-gap = ... { $count } bước ...
strip-lines = dòng { $lines }
tree-solution-label = lời giải

# Legends, search trees and the descriptions of search frames.
legend-start = xuất phát
legend-path-so-far = đường đã đi
legend-knight = quân mã
legend-queen = quân hậu
legend-not-taken = không chọn
legend-why = lý do
legend-stepped-back = quay lui từ ô này
legend-reason-number = dấu chéo và các vòng tròn của nó mang cùng số
legend-solution-path = nét đậm: đường tới lời giải
legend-node-number = nút: số quân hậu đã đặt (0: chưa có)
legend-tour-path = đường đi, mỗi ô một chấm
legend-step-number = số thứ tự bước
legend-onward-moves = số nước đi tiếp
legend-current-node = nút hiện tại
legend-knight-move = một nước mã
legend-named-square = ô mà lý do nêu ra
legend-reason-group = các ô mà lý do nói đến
legend-board-sides = các cạnh bàn cờ: lý do là kích thước bàn cờ
title-queens-tree = Cây tìm kiếm quay lui của bài toán { $n } quân hậu
desc-search-moment = { $caption }. Trên bàn cờ: { $pieces }
desc-search-moment-empty = { $caption }. Trên bàn cờ: chưa có gì
desc-tree =
    Các nút theo thứ tự duyệt, mỗi nút mang số quân hậu đã đặt khi cuộc tìm kiếm tới nút đó:
    { $lines }
desc-tree-node-empty = { $id }: bàn cờ trống
desc-tree-node = { $id }: { $queens }
desc-tree-node-solution = { $id }: { $queens } (lời giải)
desc-tree-node-dead-end = { $id }: { $queens } (đường cụt)

# Titles and descriptions of figures (the user's own caption comes first).
title-tour-open = Mã đi tuần trên bàn cờ { $board } từ { $start }
title-tour-closed = Mã đi tuần, hành trình đóng, trên bàn cờ { $board } từ { $start }
title-knight-search =
    { $shape ->
        [closed] Mã đi tuần, hành trình đóng, trên bàn cờ { $board } từ { $start }
        [end] Mã đi tuần trên bàn cờ { $board } từ { $start } đến { $end }
       *[open] Mã đi tuần trên bàn cờ { $board } từ { $start }
    }, tìm bằng { $program ->
        [pruned] quay lui với các quy tắc cắt nhánh mà chương trình của bài học không có
       *[plain] quay lui thuần túy, chương trình của bài học
    }
title-queens-search = Tìm kiếm quay lui cho { $n } quân hậu: chương trình try_row của bài học
print-page = { $title }, trang { $page }/{ $pages }
title-queens-sheet = { $count } lời giải của bài toán { $n } quân hậu
title-no-answer-with-caption = { $title }: { $reason }
desc-tour-squares = Các ô theo thứ tự: { $squares }
desc-tour-squares-closed = Các ô theo thứ tự: { $squares }, rồi trở về { $start }
desc-tour-squares-long = Các ô theo thứ tự: { $first }, thêm { $more } ô nữa, rồi { $last } ({ $shown } ô; câu trả lời dạng văn bản liệt kê đủ tất cả)
desc-tour-squares-long-closed = Các ô theo thứ tự: { $first }, thêm { $more } ô nữa, rồi { $last } ({ $shown } ô; câu trả lời dạng văn bản liệt kê đủ tất cả), rồi trở về { $start }
desc-degrees =
    Số nước đi tiếp từ mỗi ô còn trống (quân mã xuất phát tại { $start }), từ hàng { $ranks } đến hàng 1:
    { $rows }
desc-no-answer = Bàn cờ { $board } trống. { $caption }.
desc-no-answer-detail = Bàn cờ { $board } trống. { $caption }. { $detail }
desc-queens = Cột của các quân hậu, từ hàng 1 đến hàng { $n }: { $columns }
desc-queens-sheet =
    Cột của các quân hậu trong mỗi lời giải, từ hàng 1 đến hàng { $n }:
    { $lines }
title-queens = { $n } quân hậu

# Why there is no answer: the caption over the empty board, its argument and the notes beside the marks.
no-tour = Không có hành trình nào
no-queens-placement = Không có cách đặt { $n } quân hậu trên bàn cờ { $board }
proof-exhausted = cuộc tìm kiếm đã thử hết mọi phương án
proof-queens-small = không có cách đặt { $n } quân hậu khi n = 2 hoặc 3
explain-closed-single-caption = Không có hành trình đóng trên bàn cờ 1x1: không nước đi nào quay về { $start }
explain-closed-single-detail = Hành trình đóng kết thúc ở ô cách ô xuất phát một nước mã; trên bàn cờ 1x1 quân mã không có nước đi nào.
explain-closed-odd-note = các số: đếm số ô của mỗi màu, { $dark } ô đen và { $light } ô trắng; hành trình đóng cần số ô hai màu bằng nhau
explain-closed-odd-caption = Không có hành trình đóng trên bàn cờ { $board }: { $dark } ô đen nhưng chỉ { $light } ô trắng
explain-closed-odd-detail = Sau mỗi nước đi quân mã đổi màu ô, nên hành trình đóng, vốn quay về ô xuất phát, xen kẽ hai màu suốt vòng và có số ô trắng bằng số ô đen. Bàn cờ { $board } có { $area } ô, { $dark } ô đen và { $light } ô trắng. { $schwenk }
explain-closed-three-caption = Không có hành trình đóng trên bàn cờ { $board }: định lý Schwenk (1991) loại trừ 3x4, 3x6, 3x8
explain-four-wide-ends-from-caption = Không có hành trình từ { $square } trên bàn cờ { $board }: hai đầu hành trình nằm trên các đường biên
explain-four-wide-ends-to-caption = Không có hành trình đến { $square } trên bàn cờ { $board }: hai đầu hành trình nằm trên các đường biên
explain-same-square-caption = Không có hành trình từ { $start } quay về { $start }: hành trình chỉ đi vào { $start } một lần
explain-note-ringed = khoanh tròn: { $squares }, ô mà lý do nêu ra
explain-note-dotted-outer = chấm: các đường biên, mỗi ô ở đó chỉ đi vào được các đường bên trong
explain-note-dotted-corners = chấm: các góc; hành trình bắt đầu và kết thúc trên màu của các góc
explain-note-lines-all = đường kẻ: mọi nước đi của quân mã trên bàn cờ
explain-note-outlined = viền: các cạnh bàn cờ, chính chúng loại trừ hành trình
explain-4x4-note-ringed = khoanh tròn: các góc; a1 và d4 chỉ đi tới b3 và c2, a4 và d1 chỉ tới b2 và c3, nên một đầu hành trình là a1 hoặc d4, đầu kia là a4 hoặc d1
explain-4x4-note-lines = đường kẻ: các nước đi giữa 8 ô cạnh, tạo thành hai vòng không có nước nào nối với nhau
explain-4x4-caption =
    { $closed ->
        [closed] Không có hành trình đóng trên bàn cờ 4x4: các ô cạnh tạo thành hai vòng không nước nào nối được
       *[open] Không có hành trình trên bàn cờ 4x4: các ô cạnh tạo thành hai vòng không nước nào nối được
    }
explain-4x4-detail = Hành trình có hai đầu; mỗi ô khác được đi vào một lần và đi ra một lần, nên hành trình dùng hai nước đi của ô đó. Hai góc a1 và d4 đều chỉ đi tới b3 và c2: nếu cả hai không phải là đầu, a1-b3-d4-c2-a1 sẽ khép thành một vòng 4 ô; nếu cả hai là đầu, điều đó lại xảy ra với a4 và d1, hai ô cũng chỉ đi tới b2 và c3. Vậy một đầu là a1 hoặc d4, đầu kia là a4 hoặc d1. Từ mỗi đầu, hành trình đi qua: đầu, ô giữa, góc, ô giữa (như a1-b3-d4-c2), vì góc không phải là đầu phải dùng cả hai nước đi của nó. Hai đoạn này chứa 4 góc và 4 ô giữa, nên 8 ô cạnh phải nối tiếp nhau thành một đoạn nằm giữa chúng. Nhưng các nước đi giữa các ô cạnh tạo thành hai vòng, b1-a3-c4-d2 và c1-a2-b4-d3 (được vẽ), và không nước nào nối vòng này với vòng kia. Tìm kiếm vét cạn cũng cho cùng kết quả: { $paths } đường đi quân mã có thể đi trên bàn cờ 4x4 mà không vào ô nào hai lần, xuất phát từ mỗi ô trong 16 ô, phủ nhiều nhất { $longest } ô.
explain-exhaustive-note-lines = đường kẻ: đường đi dài nhất, từ { $from } đến { $to }, qua { $longest } trong { $area } ô
explain-exhaustive-note-ringed = khoanh tròn: các ô nó bỏ sót, { $squares }
explain-exhaustive-caption =
    { $closed ->
        [closed] Không có hành trình đóng trên bàn cờ { $board }: mỗi đường đi trong { $paths } đường đi đều bỏ sót một ô
       *[open] Không có hành trình trên bàn cờ { $board }: mỗi đường đi trong { $paths } đường đi đều bỏ sót một ô
    }
explain-exhaustive-detail = Tìm kiếm vét cạn đã đi theo mọi đường đi quân mã có thể đi trên bàn cờ { $board } mà không vào ô nào hai lần, xuất phát từ mỗi ô trong { $area } ô: tổng cộng { $paths } đường đi với mọi độ dài. Đường dài nhất qua { $longest } trong { $area } ô (được vẽ: { $path }), nên không có hành trình nào.
explain-closed-four-wide-caption = Không có hành trình đóng trên bàn cờ { $board }: các đường biên sẽ phải cùng một màu
explain-closed-four-wide-detail =
    Trên bàn cờ rộng 4 ô, mỗi ô của các đường biên ({ $lines ->
        [files] cột a và d
       *[ranks] hàng 1 và 4
    }, được chấm) chỉ đi vào được hai đường bên trong, và hai đường này có số ô bằng nhau. Hành trình đóng rời mỗi ô biên để tới một ô bên trong và đi vào ô biên từ một ô bên trong, nên nó xen kẽ ô biên và ô bên trong suốt vòng. Quân mã cũng xen kẽ màu ô, nên mọi ô biên sẽ cùng một màu; nhưng các đường biên có ô của cả hai màu. { $schwenk }
explain-odd-colour-from-caption = Không có hành trình từ { $square } trên bàn cờ { $board }: hành trình bắt đầu trên màu của các góc
explain-odd-colour-to-caption = Không có hành trình đến { $square } trên bàn cờ { $board }: hành trình kết thúc trên màu của các góc
explain-odd-colour-detail = Sau mỗi nước đi quân mã đổi màu ô, nên các ô của hành trình xen kẽ hai màu. Bàn cờ { $board } có { $area } ô, { $corner } ô cùng màu với các góc (được chấm: các góc) và { $other } ô màu kia, nên hành trình bắt đầu và kết thúc trên màu của các góc; { $square } thì không.
explain-even-colour-caption = Không có hành trình từ { $start } đến { $end } trên bàn cờ { $board }: hai đầu hành trình phải khác màu
explain-even-colour-detail =
    Sau mỗi nước đi quân mã đổi màu ô. Bàn cờ { $board } có { $area } ô, nên hành trình gồm { $moves } nước đi, một số lẻ, và kết thúc trên màu khác với ô xuất phát; { $start } và { $end } đều là ô { $colour ->
       *[dark] đen
        [light] trắng
    }.
explain-swept-caption =
    { $shape ->
        [closed] Không có hành trình đóng từ { $start }: phép quét chính xác không tìm thấy
        [end] Không có hành trình từ { $start } đến { $end }: phép quét chính xác không tìm thấy
       *[open] Không có hành trình từ { $start }: phép quét chính xác không tìm thấy
    }
explain-swept-detail =
    { $shape ->
        [end] Phép quét đi dọc bàn cờ từng đường một và giữ lại mọi cách các đoạn của hành trình có thể nối tới các đường kế tiếp; nó không bỏ sót gì, và không cách nào nối được mọi ô từ { $start } đến { $end }.
       *[other] Phép quét đi dọc bàn cờ từng đường một và giữ lại mọi cách các đoạn của hành trình có thể nối tới các đường kế tiếp; nó không bỏ sót gì, và không cách nào nối được mọi ô từ { $start }.
    }
explain-exhausted-caption =
    { $shape ->
        [closed] Không có hành trình đóng từ { $start }: cuộc tìm kiếm đã thử mọi nhánh
        [end] Không có hành trình từ { $start } đến { $end }: cuộc tìm kiếm đã thử mọi nhánh
       *[open] Không có hành trình từ { $start }: cuộc tìm kiếm đã thử mọi nhánh
    }
explain-exhausted-detail =
    { $shape ->
        [end] Tìm kiếm chính xác đã lần lượt thử mọi nước đi từ { $start } đến { $end } và không tìm thấy hành trình sau khi đi vào { $nodes } ô; nó chỉ bỏ qua những nhánh đã chứng minh được là không chứa hành trình nào.
       *[other] Tìm kiếm chính xác đã lần lượt thử mọi nước đi từ { $start } và không tìm thấy hành trình sau khi đi vào { $nodes } ô; nó chỉ bỏ qua những nhánh đã chứng minh được là không chứa hành trình nào.
    }
explain-split-no-moves = Quân mã đi hai ô theo một hướng và một ô theo hướng kia; trên bàn cờ này mọi nước đi như vậy đều ra ngoài bàn cờ
explain-split-two-wide =
    { $narrow ->
        [files] Trên bàn cờ rộng 2 ô, mỗi nước đi của quân mã sang ngang 1 cột và dọc theo 2 hàng, nên quân mã không bao giờ đổi tính chẵn lẻ của hàng
       *[ranks] Trên bàn cờ rộng 2 ô, mỗi nước đi của quân mã sang 1 hàng và dọc theo 2 cột, nên quân mã không bao giờ đổi tính chẵn lẻ của cột
    }
explain-split-centre = Mọi nước đi của quân mã từ ô giữa đều ra ngoài bàn cờ, nên không nước nào tới được ô giữa
explain-split-caption-no-moves =
    { $closed ->
        [closed] Không có hành trình đóng trên bàn cờ { $board }: quân mã không có nước đi nào trên đó
       *[open] Không có hành trình trên bàn cờ { $board }: quân mã không có nước đi nào trên đó
    }
explain-split-caption-alone =
    { $closed ->
        [closed] Không có hành trình đóng trên bàn cờ { $board }: không nước mã nào tới được { $square }
       *[open] Không có hành trình trên bàn cờ { $board }: không nước mã nào tới được { $square }
    }
explain-split-caption-parts =
    { $closed ->
        [closed] Không có hành trình đóng trên bàn cờ { $board }: các nước đi (được vẽ) chia thành { $parts } phần rời nhau
       *[open] Không có hành trình trên bàn cờ { $board }: các nước đi (được vẽ) chia thành { $parts } phần rời nhau
    }
explain-split-detail = { $moves }. Các nước đi (được vẽ) chia { $area } ô thành { $parts } phần không nước nào nối được, nên không hành trình nào đi qua hết các ô: { $listed }.
explain-schwenk =
    Định lý Schwenk (1991): bàn cờ m x n với m <= n có hành trình đóng của quân mã, trừ khi (a) m và n đều lẻ, (b) m bằng 1, 2 hoặc 4, hoặc (c) m = 3 và n bằng 4, 6 hoặc 8. Bàn cờ { $board } thuộc trường hợp { $case ->
        [a] (a), cả hai cạnh đều lẻ
        [b] (b)
       *[c] (c)
    }: m = { $m }, n = { $n }.

# The program beside a search: what it is, its panel's headings, its comments.
program-plain = quay lui thuần túy: chương trình của bài học
program-pruned = quay lui với các quy tắc cắt nhánh mà chương trình của bài học không có
program-queens = quay lui từng hàng: chương trình try_row của bài học
program-board-heading = bàn cờ, như chương trình lưu
program-arrays-heading = các mảng, như chương trình lưu
program-calls-heading = các lời gọi, lời gọi đang chạy ở cuối
program-calls-hidden = … còn { $count } lời gọi trước đó
listing-forced-move-note = nước đi duy nhất còn có thể dẫn tới một hành trình, nếu có
listing-no-tour-after-note = một quy tắc chứng minh rằng không hành trình nào đi tiếp được từ (x, y)

# A tour that continues squares given (`--path`), queens given to complete (`--place`).
legend-given = cho trước
desc-tour-given = { $count } ô đầu tiên được cho trước ({ $squares }); hành trình đi tiếp từ đó.
given-caption-dead-end = Không có hành trình nào đi tiếp { $count } ô cho trước: { $reason }
given-caption-exhausted = Không có hành trình nào đi tiếp { $count } ô cho trước: cuộc tìm kiếm đã thử mọi nhánh
given-detail-dead-end = Khi quân mã ở { $square }, ô cuối cùng cho trước, { $reason }.
given-detail-exhausted = Tìm kiếm chính xác đã lần lượt thử mọi nước đi tiếp từ { $square }, ô cuối cùng cho trước, và không tìm thấy hành trình sau khi đi vào { $nodes } ô; nó chỉ bỏ qua những nhánh đã chứng minh được là không chứa hành trình nào.
given-note-lines = các đường: các ô cho trước, theo thứ tự: { $squares }
proof-dead-end = khi quân mã ở { $square }, ô cuối cùng cho trước, { $reason }
proof-attacking = hai quân hậu cho trước ở { $a } và { $b } khống chế nhau
desc-queens-given = { $count } quân hậu được đặt trước khi tìm kiếm ({ $squares }); các quân còn lại hoàn thành cách đặt.
no-queens-completion = Không có cách đặt { $n } quân hậu nào hoàn thành { $count } quân hậu đã đặt: { $reason }

## Pages, the explorer and the contact sheet.
# Một số mã ở đây (caption-start, tour-caption-*, program-*) cũng là của
# phần hình vẽ.

## Trang phát các khung hình (và phần điều khiển dùng chung với trang khám phá).

page-program-words = Chương trình: { $program }
page-legend-heading = Chú giải
page-controls-label = Điều khiển hoạt ảnh
page-button-first = Khung hình đầu (Home)
page-button-back = Lùi một bước (phím mũi tên trái)
page-button-play = Phát (phím cách)
page-button-pause = Tạm dừng (phím cách)
page-button-play-short = Phát
page-button-pause-short = Tạm dừng
page-button-next = Tiến một bước (phím mũi tên phải)
page-button-last = Khung hình cuối (End)
page-slider-label = Khung hình
page-speed = Tốc độ
page-tree-caption = Cây tìm kiếm, mỗi nút được đánh số theo số quân hậu đã đặt khi cuộc tìm kiếm đến nút đó: nút { $node }/{ $nodes }
page-program-heading =
    { $language ->
        [python] Chương trình (Python)
        [c] Chương trình (C)
       *[pseudocode] Chương trình (mã giả)
    }
page-state-label = Những gì chương trình đang lưu

## Trang khám phá.

title-explorer = Khám phá Mã đi tuần và n quân hậu: bàn cờ { $boards }, { $queens } quân hậu
explorer-span = từ { $from } đến { $to }
explorer-hint = Nhấn vào một ô để xuất phát từ ô đó; giữ Shift và nhấn vào một ô để kết thúc ở ô đó.
explorer-noscript = Trang khám phá cần JavaScript: mọi câu trả lời đã được lưu sẵn trong trang này và được vẽ bằng script của trang.
explorer-choices-label = Lựa chọn
explorer-board = Bàn cờ
explorer-start = Ô xuất phát
explorer-end = Ô kết thúc
explorer-closed = Hành trình đóng
explorer-method = Phương pháp
explorer-views = Hiển thị
explorer-view-tour = Hành trình
explorer-view-search = Tìm kiếm: chương trình của bài học
explorer-view-pruned = Tìm kiếm có quy tắc cắt nhánh
explorer-end-none = không chọn
explorer-open-only = Trên bàn cờ { $board }, trang chỉ có hành trình mở: hành trình đóng và ô kết thúc chỉ có trên bàn cờ đến 8x8.
explorer-board-label = Bàn cờ { $board }
explorer-method-textbook = Quay lui, thứ tự của bài học
explorer-method-listed = Quay lui, thứ tự liệt kê
explorer-method-sweep = Quay lui, thứ tự quét
explorer-method-warnsdorff = Quy tắc Warnsdorff
explorer-method-construct = Dựng hành trình (chia để trị)
explorer-refused-end = Cách dựng không tìm được hành trình tới ô kết thúc này
explorer-refused-small = Cách dựng chỉ tạo hành trình trên bàn cờ có cả hai cạnh từ 5 trở lên, không phải { $board }
explorer-spent-replay = Từ ô này, chương trình của bài học cần hơn { $calls } lời gọi, nhiều hơn số mà trang này phát lại được. Để vẽ quá trình tìm kiếm: { $command }
explorer-spent = Cuộc tìm kiếm dừng sau { $nodes } nút vì đã hết giới hạn, mà chưa có câu trả lời
explorer-end-backtrack-only = Trên bàn cờ { $board }, trang chỉ tìm hành trình tới ô kết thúc bằng quay lui; với phương pháp này: { $command }
explorer-end-exhausted = Cuộc tìm kiếm đầy đủ từ { $start } đã thử mọi cách tới { $end } và không tìm ra hành trình nào
explorer-reason-not-found = Not Found: { $caption }
explorer-reason-not-found-detail = Not Found: { $caption }. { $detail }
explorer-reason-spent = Cuộc tìm kiếm đã dùng hết giới hạn ({ $nodes } nút) mà chưa có câu trả lời.
explorer-puzzle = Bài toán
explorer-puzzle-knight = Mã đi tuần
explorer-puzzle-queens = Bài toán n quân hậu
explorer-queens-n = Số quân hậu (n)
explorer-queens-views = Hiển thị
explorer-queens-view-first = Lời giải đầu tiên
explorer-queens-view-all = Mọi lời giải
explorer-queens-view-fundamental = Lời giải đơn vị
explorer-queens-view-search = Tìm kiếm: chương trình try_row của bài học
explorer-queens-view-construct = Xây dựng một lời giải (n chia 12)
explorer-queens-hint = Chọn n và nội dung hiển thị; dùng các phím mũi tên để xem lần lượt từng lời giải.
explorer-queens-first = Lời giải đầu tiên theo thứ tự từ điển: { $columns }
explorer-queens-solution = Lời giải { $k } trên { $count }: { $columns }
explorer-queens-fundamental = Lời giải đơn vị { $k } trên { $count }: { $columns }
explorer-queens-construct = Lời giải xây dựng cho { $n } quân hậu: { $columns }
explorer-queens-prefix = Trang này phát lại { $shown } bước đầu trong { $steps } bước của quá trình tìm kiếm. Để vẽ toàn bộ: { $command }
explorer-queens-rule-plain = n = { $n }, chia n cho 12 được số dư r = { $r }: các số chẵn từ 2 đến { $n }, rồi các số lẻ từ 1 đến { $n }.
explorer-queens-rule-pairs = n = { $n }, chia n cho 12 được số dư r = 8: các số chẵn từ 2 đến { $n }, rồi các số lẻ từ 1 đến { $n }, đổi chỗ từng cặp (3, 1, 7, 5, ...).
explorer-queens-rule-two = n = { $n }, chia n cho 12 được số dư r = 2: các số chẵn từ 2 đến { $n }, rồi các số lẻ từ 1 đến { $n }, đổi chỗ 1 và 3, chuyển 5 xuống cuối danh sách.
explorer-queens-rule-three = n = { $n }, chia n cho 12 được số dư r = { $r }: các số chẵn từ 2 đến { $n }, chuyển 2 xuống cuối danh sách, rồi các số lẻ từ 1 đến { $n }, chuyển 1 và 3 xuống cuối danh sách.
explorer-queens-board-label = Bàn cờ { $n } x { $n }, { $n } quân hậu

## Chế độ "Tự làm" của trang khám phá: học sinh tự đi quân mã.

explorer-view-try = Tự làm
try-controls-label = Các nước đi của em
try-undo = Lùi lại
try-redo = Đi lại
try-hint = Gợi ý
try-restart = Làm lại từ đầu
try-help = Nhấn vào một ô cách một nước mã, hoặc dùng các phím mũi tên và Enter; Gợi ý hỏi chương trình của bài học.
try-start = Quân mã đang ở { $square }: hãy nhấn vào một ô cách một nước mã.
try-move = Nước { $move }: { $from }-{ $to }
try-refused-not-move = Từ { $from } không thể đi một nước mã tới { $to }.
try-refused-visited = { $to } đã có trên đường đi (ô thứ { $number }).
try-refused-end = { $to } là ô kết thúc: quân mã chỉ vào ô này ở nước cuối.
try-refused-done = Đường đi đã đủ: hãy Lùi lại hoặc Làm lại từ đầu để thử cách khác.
try-dead-end = Không hành trình nào có thể đi tiếp: { $reason }.
try-dead-end-since = Không hành trình nào có thể đi tiếp kể từ nước { $move }: khi đó { $reason }.
try-tour = Một hành trình: { $moves } nước, mỗi ô đúng một lần.
try-tour-closed = Một hành trình đóng: { $moves } nước, mỗi ô đúng một lần, và từ { $last } đi một nước mã là về { $start }.
try-textbook-same = Chương trình của bài học tìm ra đúng hành trình này.
try-textbook-other = Bên cạnh là hành trình chương trình của bài học tìm được từ { $start }.
try-textbook-spent = Chương trình của bài học dùng hết giới hạn ({ $nodes } nút) ở đây mà chưa tìm ra hành trình.
try-answer-label = Hành trình của chương trình của bài học
try-hint-move = Gợi ý: nước đi kế tiếp của chương trình của bài học là từ { $from } tới { $to } (hành trình đầu tiên của nó tiếp nối đường đi của em).
try-hint-none = Gợi ý: không hành trình nào tiếp nối đường đi của em: chương trình của bài học thử mọi nước đi từ { $square } và không tìm ra hành trình nào.
try-hint-budget = Gợi ý: chương trình của bài học cần tìm kiếm hơn { $nodes } ô từ đây; hãy đi thêm hoặc lùi lại một nước rồi hỏi lại.
try-queens-help = Nhấn vào một ô để đặt quân hậu, nhấn vào quân hậu để nhấc lên (hoặc dùng các phím mũi tên và Enter); Gợi ý hỏi chương trình của bài học.
try-queens-start = Hãy đặt { $n } quân hậu, không quân nào ăn quân nào.
try-queen-placed = Quân hậu thứ { $count }/{ $n } ở { $square }.
try-queen-lifted = Đã nhấc quân hậu ở { $square }.
try-queen-attacked = { $square } bị quân hậu ở { $queen } khống chế.
try-queens-blocked = Không thể đặt tiếp: mọi ô của hàng { $rank } đều bị khống chế.
try-queens-done = { $n } quân hậu, không quân nào ăn quân nào.
try-queens-same = Đây chính là lời giải đầu tiên của chương trình của bài học.
try-queens-other = Bên cạnh là lời giải đầu tiên của chương trình của bài học: { $columns }.
try-queens-hint = Gợi ý: lời giải đầu tiên của chương trình của bài học có các quân hậu này có một quân ở { $square }.
try-queens-hint-none = Gợi ý: không cách đặt nào hoàn thành các quân hậu này: chương trình của bài học thử mọi cách và không tìm ra.
try-queens-hint-budget = Gợi ý: chương trình của bài học cần đặt hơn { $nodes } quân hậu mới trả lời được; hãy nhấc một quân rồi hỏi lại.
legend-hint = nét đứt: gợi ý, nước đi kế tiếp của chương trình của bài học
legend-hint-queen = quân hậu trong ô viền nét đứt: gợi ý, chỗ đặt quân hậu trong lời giải đầu tiên của chương trình của bài học giữ nguyên các quân hậu đã đặt

## Trang tổng hợp các hình của một lần dựng.

index-title = Các hình của boardfig
index-count = { $figures } hình của { $jobs } tác vụ
index-job = tác vụ { $name }
index-job-failed = tác vụ { $name } thất bại; xem các thông báo của lần dựng
index-job-bad-value = tác vụ { $name } có giá trị sai; xem các thông báo của lần dựng
index-kind-page = trang tương tác
index-kind-trace = vết tìm kiếm (JSON Lines)
index-kind-strip = dải các bước (SVG)
index-kind-strip-pdf = dải các bước (PDF)
index-kind-animated-svg = SVG động
index-kind-svg = SVG
index-kind-gif = ảnh động GIF
index-kind-png = PNG
index-kind-pdf = tài liệu PDF
index-open-page = ▶ Mở trang tương tác
index-open-trace = Vết tìm kiếm (JSON Lines)
index-open-pdf = Tài liệu PDF
index-img-alt = { $title }: { $kind }

## Hiển thị trong notebook của gói Python.

notebook-animation-title = hoạt ảnh boardfig

## Worksheets.
worksheet-wrote = đã ghi { $target }: { $count } bài tập, { $pages } trang
worksheet-title-knight = Hoàn thành hành trình của quân mã ({ $board })
worksheet-title-queens = Hoàn thành bài toán { $n } quân hậu
worksheet-answers = Đáp án: { $title }
worksheet-task-knight = { $number }. Hoàn thành hành trình: đã cho các ô 1 đến { $given }
worksheet-task-queens = { $number }. Đặt thêm { $more } quân hậu: đã cho { $given } quân
worksheet-page = Trang { $page }/{ $pages }
worksheet-desc-given = { $number }. Đã cho: { $given }
worksheet-desc-answer = { $number }. Đã cho: { $given }. Đáp án: { $answer }
worksheet-desc-none = { $number }. Đã cho: { $given }. Không thể hoàn thành: { $reason }
worksheet-task-knight-none = { $number }. Chứng minh rằng không hành trình nào đi tiếp các ô 1 đến { $given }
worksheet-task-queens-none = { $number }. Chứng minh rằng không cách đặt { $n } quân hậu nào giữ { $given } quân đã cho
worksheet-reason-rank = hàng { $rank } không có quân hậu, và mọi ô của hàng đều bị các quân hậu đã cho khống chế
worksheet-reason-file = cột { $file } không có quân hậu, và mọi ô của cột đều bị các quân hậu đã cho khống chế
worksheet-reason-search = cuộc tìm kiếm đã thử mọi cách đặt các quân hậu còn lại và không tìm được cách nào
