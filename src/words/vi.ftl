# Các câu của boardfig bằng tiếng Việt. Mỗi thông điệp là một câu hay một
# cụm trọn vẹn với các biến của nó ({ $name }); tiếng Việt không đổi dạng
# theo số nhiều.

## Những dòng tóm tắt dòng lệnh in cho người chạy.

build-built = đã dựng { $jobs } việc vào { $folder }: { $written } đã ghi, { $unchanged } không đổi, { $failed } lỗi trong { $seconds } giây
build-checked = đã kiểm tra { $jobs } việc: { $current } mới nhất, { $stale } đã cũ, { $unexpected } tệp lạ, { $failed } lỗi trong { $seconds } giây
explore-wrote = đã ghi { $target }: { $boards } bàn cờ, { $bytes } byte
markdown-checked = đã kiểm tra { $blocks } khối trong { $files } tệp: { $current } hình mới nhất, { $stale } đã cũ, { $documents } tài liệu có liên kết cũ
markdown-built = { $blocks } khối trong { $files } tệp: { $written } hình đã ghi, { $unchanged } không đổi, { $documents } tài liệu đã cập nhật

## Figures: captions, reasons, legends, titles and descriptions.


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
program-board-heading = bàn cờ, như chương trình lưu
program-arrays-heading = các mảng, như chương trình lưu
program-calls-heading = các lời gọi, lời gọi đang chạy ở cuối
program-calls-hidden = … còn { $count } lời gọi trước đó

## Trang khám phá.

title-explorer = Khám phá Mã đi tuần: bàn cờ từ { $from } đến { $to }
title-explorer-one = Khám phá Mã đi tuần: bàn cờ { $board }
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
explorer-board-label = Bàn cờ { $board }
explorer-method-textbook = Quay lui, thứ tự của bài học
explorer-method-listed = Quay lui, thứ tự liệt kê
explorer-method-sweep = Quay lui, thứ tự quét
explorer-method-warnsdorff = Quy tắc Warnsdorff
explorer-method-construct = Dựng hành trình (chia để trị)
explorer-refused-end = Cách dựng không tìm được hành trình tới ô kết thúc này
explorer-refused-small = Cách dựng chỉ tạo hành trình trên bàn cờ có cả hai cạnh từ 5 trở lên, không phải { $board }
caption-start = xuất phát tại { $square }
tour-caption-move = nước { $move }/{ $moves }: { $from }-{ $to }
tour-caption-closing = nước { $moves }/{ $moves }: { $from }-{ $to } khép kín hành trình
program-plain = quay lui thuần túy: chương trình của bài học
program-pruned = quay lui với các quy tắc cắt nhánh mà chương trình của bài học không có
explorer-spent-replay = Từ ô này, chương trình của bài học cần hơn { $calls } lời gọi, nhiều hơn số mà trang này phát lại được. Để vẽ quá trình tìm kiếm: { $command }
explorer-spent = Cuộc tìm kiếm dừng sau { $nodes } nút vì đã hết giới hạn, mà chưa có câu trả lời
explorer-reason-not-found = Not Found: { $caption }
explorer-reason-not-found-detail = Not Found: { $caption }. { $detail }
explorer-reason-spent = Cuộc tìm kiếm đã dùng hết giới hạn ({ $nodes } nút) mà chưa có câu trả lời.

## Trang tổng hợp các hình của một lần dựng.

index-title = Các hình của boardfig
index-count = { $figures } hình của { $jobs } tác vụ
index-job = tác vụ { $name }
index-job-failed = tác vụ { $name } thất bại; xem các thông báo của lần dựng
index-job-bad-value = tác vụ { $name } có giá trị sai; xem các thông báo của lần dựng
index-kind-page = trang tương tác
index-kind-trace = vết tìm kiếm (JSON Lines)
index-kind-strip = dải các bước tìm kiếm (SVG)
index-kind-strip-pdf = dải các bước tìm kiếm (PDF)
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
