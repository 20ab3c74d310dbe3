ROWS, COLS = {ROWS}, {COLS}
DX = [{DX}]
DY = [{DY}]
board = [[-1] * COLS for _ in range(ROWS)]

?pruned
# forced_move(x, y): {FORCED_NOTE}.
# no_tour_after(x, y): {NO_TOUR_NOTE}.
?any

def solve(x, y, step):
    if step == {LAST}:
?open
        return True	@found
?end
        if (x, y) == ({XE}, {YE}):
            return True	@found
        return False
?closed
        if abs(x - {X0}) * abs(y - {Y0}) == 2:
            return True	@found
        return False
?pruned
    only = forced_move(x, y)
?any
    for k in range(8):
        nx, ny = x + DX[k], y + DY[k]
        if not (0 <= nx < ROWS and 0 <= ny < COLS):
            continue	@off-board
        if board[nx][ny] != -1:
            continue	@visited
?pruned
        if only and (nx, ny) != only:
            continue	@forced
?pruned end
        if (nx, ny) == ({XE}, {YE}) and step + 1 < {LAST}:
            continue	@end-square
?plain
        board[nx][ny] = step + 1	@enter
?pruned
        board[nx][ny] = step + 1
        if no_tour_after(nx, ny):
            board[nx][ny] = -1
            continue	@cut
        if solve(nx, ny, step + 1):	@enter
?plain
        if solve(nx, ny, step + 1):
?any
            return True
        board[nx][ny] = -1	@undo
    return False

board[{X0}][{Y0}] = {FIRST}	@start
?plain
if not solve({X0}, {Y0}, {FIRST}):
?pruned
if no_tour_after({X0}, {Y0}) or not solve({X0}, {Y0}, {FIRST}):	@start-cut
?any
    print("Not Found")	@none
else:
    for row in board:
        print(" ".join(f"{n:2}" for n in row))
