/*
 * The plainest fast Warnsdorff knight's tour, the baseline that
 * benches/warnsdorff.rs times boardfig's `--method warnsdorff` against.
 *
 * Same rule as boardfig: from a1, move to the square with the fewest onward
 * moves; ties go to the square farthest from the centre, then to the earlier
 * move in the textbook order. No backtracking: when stuck, it stops.
 *
 * Usage: warnsdorff W H
 * Prints: squares visited, last file, last rank (0-based), a checksum of the
 * path, then the wall-clock and the CPU nanoseconds taken from allocation to
 * the last move.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Visited squares and the border: losing up to 8 keeps them at or above it. */
#define TAKEN 0x80
#define BORDER 0xA0

static const int DF[8] = {1, 2, 2, 1, -1, -2, -2, -1};
static const int DR[8] = {2, 1, -1, -2, -2, -1, 1, 2};

static uint64_t now_ns(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s W H\n", argv[0]);
        return 2;
    }
    const long w = atol(argv[1]), h = atol(argv[2]);
    if (w < 1 || h < 1) {
        fprintf(stderr, "W and H must be positive\n");
        return 2;
    }
    const uint64_t wall0 = now_ns(CLOCK_MONOTONIC);
    const uint64_t cpu0 = now_ns(CLOCK_THREAD_CPUTIME_ID);

    /* A board padded by two squares on each side, one byte a square. */
    const long stride = w + 4;
    const long cells = stride * (h + 4);
    unsigned char *deg = malloc((size_t)cells);
    uint32_t *path = malloc(sizeof *path * (size_t)(w * h));
    if (!deg || !path) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    long off[8];
    for (int j = 0; j < 8; j++)
        off[j] = DR[j] * stride + DF[j];
    memset(deg, BORDER, (size_t)cells);
    for (long r = 0; r < h; r++)
        memset(deg + (r + 2) * stride + 2, 0, (size_t)w);
    for (long r = 0; r < h; r++)
        for (long f = 0; f < w; f++) {
            long i = (r + 2) * stride + f + 2;
            int n = 0;
            for (int j = 0; j < 8; j++)
                n += deg[i + off[j]] < TAKEN;
            deg[i] = (unsigned char)n;
        }

    /* x, y: twice the offset from the centre of the board. */
    long at = 2 * stride + 2, x = 1 - w, y = 1 - h, steps = 1;
    path[0] = (uint32_t)at;
    for (;;) {
        deg[at] |= TAKEN;
        for (int j = 0; j < 8; j++)
            deg[at + off[j]]--;
        int best = -1, best_deg = 16;
        long best_dist = -1;
        for (int j = 0; j < 8; j++) {
            int d = deg[at + off[j]];
            if (d >= TAKEN)
                continue;
            long nx = x + 2 * DF[j], ny = y + 2 * DR[j];
            long dist = nx * nx + ny * ny;
            if (d < best_deg || (d == best_deg && dist > best_dist)) {
                best = j;
                best_deg = d;
                best_dist = dist;
            }
        }
        if (best < 0)
            break;
        at += off[best];
        x += 2 * DF[best];
        y += 2 * DR[best];
        path[steps++] = (uint32_t)at;
    }
    const uint64_t wall = now_ns(CLOCK_MONOTONIC) - wall0;
    const uint64_t cpu = now_ns(CLOCK_THREAD_CPUTIME_ID) - cpu0;

    uint64_t checksum = 0;
    for (long i = 0; i < steps; i++)
        checksum = checksum * 31 + path[i];
    printf("%ld %ld %ld %llu %llu %llu\n", steps, at % stride - 2,
           at / stride - 2, (unsigned long long)checksum,
           (unsigned long long)wall, (unsigned long long)cpu);
    free(path);
    free(deg);
    return 0;
}
