#include <stdio.h>
#include <stdlib.h>
#define ROWS {ROWS}
#define COLS {COLS}
int DX[8] = { {DX} };
int DY[8] = { {DY} };
int board[ROWS][COLS];
?pruned
/* forced_move(x, y, &fx, &fy): {FORCED_NOTE}. */
/* no_tour_after(x, y): {NO_TOUR_NOTE}. */
?any

int solve(int x, int y, int step) {
    if (step == {LAST}) {
?open
        return 1;	@found
?end
        if (x == {XE} && y == {YE})
            return 1;	@found
        return 0;
?closed
        if (abs(x - {X0}) * abs(y - {Y0}) == 2)
            return 1;	@found
        return 0;
?any
    }
?pruned
    int fx, fy, only = forced_move(x, y, &fx, &fy);
?any
    for (int k = 0; k < 8; k++) {
        int nx = x + DX[k], ny = y + DY[k];
        if (nx < 0 || nx >= ROWS || ny < 0 || ny >= COLS)
            continue;	@off-board
        if (board[nx][ny] != -1)
            continue;	@visited
?pruned
        if (only && (nx != fx || ny != fy))
            continue;	@forced
?pruned end
        if (nx == {XE} && ny == {YE} && step + 1 < {LAST})
            continue;	@end-square
?plain
        board[nx][ny] = step + 1;	@enter
?pruned
        board[nx][ny] = step + 1;
        if (no_tour_after(nx, ny)) {
            board[nx][ny] = -1;
            continue;	@cut
        }
        if (solve(nx, ny, step + 1))	@enter
?plain
        if (solve(nx, ny, step + 1))
?any
            return 1;
        board[nx][ny] = -1;	@undo
    }
    return 0;
}

int main(void) {
    for (int x = 0; x < ROWS; x++)
        for (int y = 0; y < COLS; y++)
            board[x][y] = -1;
    board[{X0}][{Y0}] = {FIRST};	@start
?plain
    if (!solve({X0}, {Y0}, {FIRST})) {
?pruned
    if (no_tour_after({X0}, {Y0}) || !solve({X0}, {Y0}, {FIRST})) {	@start-cut
?any
        printf("Not Found\n");	@none
        return 0;
    }
    for (int x = 0; x < ROWS; x++) {
        for (int y = 0; y < COLS; y++)
            printf("%3d", board[x][y]);
        printf("\n");
    }
    return 0;
}
