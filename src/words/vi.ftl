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
