/* The lesson's plain backtracking for a knight's tour, in C, as the
 * textbook program writes it (boardfig's own listing, `--code c`, without
 * the printing): the board as a matrix of step numbers, -1 on a free
 * square; the eight moves tried in the textbook order; a move undone when
 * every move from its square failed. The baseline of benches/lesson.rs:
 * the same calls boardfig's search animation makes, without drawing.
 *
 * Usage: knight_plain ROWS COLS X0 Y0 (rows are ranks, columns files, from
 * 0). Prints the calls of solve, whether a tour was found, and the CPU
 * seconds the search took. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int rows, cols;
static int board[64][64];
static long long calls;
static const int dx[8] = {2, 1, -1, -2, -2, -1, 1, 2};
static const int dy[8] = {1, 2, 2, 1, -1, -2, -2, -1};

static int solve(int x, int y, int step) {
    calls++;
    if (step == rows * cols)
        return 1;
    for (int k = 0; k < 8; k++) {
        int nx = x + dx[k], ny = y + dy[k];
        if (nx < 0 || nx >= rows || ny < 0 || ny >= cols)
            continue;
        if (board[nx][ny] != -1)
            continue;
        board[nx][ny] = step + 1;
        if (solve(nx, ny, step + 1))
            return 1;
        board[nx][ny] = -1;
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: knight_plain ROWS COLS X0 Y0\n");
        return 2;
    }
    rows = atoi(argv[1]);
    cols = atoi(argv[2]);
    int x0 = atoi(argv[3]), y0 = atoi(argv[4]);
    if (rows < 1 || rows > 64 || cols < 1 || cols > 64) {
        fprintf(stderr, "rows and columns from 1 to 64\n");
        return 2;
    }
    for (int x = 0; x < rows; x++)
        for (int y = 0; y < cols; y++)
            board[x][y] = -1;
    board[x0][y0] = 1;
    clock_t begin = clock();
    int found = solve(x0, y0, 1);
    double seconds = (double)(clock() - begin) / CLOCKS_PER_SEC;
    printf("%lld %d %.6f\n", calls, found, seconds);
    return 0;
}
