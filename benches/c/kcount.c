/*
 * A direct C counting search for knight's tours, the baseline that
 * benches/knight_count.rs times boardfig's `knight --count` against.
 *
 * The same depth-first search with the same pruning rules as boardfig's
 * exact search (src/knight/backtrack.rs), checked the same incremental way,
 * so it visits the same nodes. After each move the unvisited squares must
 * admit a path that starts next to the knight and visits them all; a branch
 * is cut when:
 * - the knight has no unvisited neighbour (or, closed, the start has none);
 * - an unvisited square has no unvisited neighbour;
 * - a square with fewer than two ways in (its unvisited neighbours, and the
 *   knight if it is next to it) must be the last one, but two such squares
 *   exist, or it cannot be last (wrong colour, or not next to the start of
 *   a closed tour);
 * - a square is held by more neighbours with one or two ways in than the
 *   two edges of the path there can serve;
 * - the unvisited squares are not all connected to each other.
 * A neighbour with one unvisited neighbour that holds the knight and cannot
 * be last is the only move tried.
 *
 * Usage: kcount W H FILE RANK [closed]   (FILE, RANK 0-based)
 * Prints: the directed tours from the start, the nodes (squares entered),
 * then the wall-clock and the CPU nanoseconds of the search.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXA 4096
#define NONE (-1)

static const int DF[8] = {1, 2, 2, 1, -1, -2, -2, -1};
static const int DR[8] = {2, 1, -1, -2, -2, -1, 1, 2};

static int W, H, AREA, START, CLOSED;
static int nb[MAXA * 8];
static int nbc[MAXA];
static int sqf[MAXA], sqr[MAXA];
static unsigned char visited[MAXA], freen[MAXA], may_last[MAXA];
static int forced[MAXA], must_move[MAXA];
static int path[MAXA], plen;
static uint64_t mark[MAXA], generation;
static int queue[MAXA];
static uint64_t nodes, found;

static uint64_t now_ns(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static int knight_move(int a, int b) {
    int df = abs(sqf[a] - sqf[b]), dr = abs(sqr[a] - sqr[b]);
    return (df == 1 && dr == 2) || (df == 2 && dr == 1);
}

static int accepts_last(int sq) { return CLOSED ? knight_move(sq, START) : 1; }

static void enter(int sq) {
    visited[sq] = 1;
    for (int k = 0; k < nbc[sq]; k++)
        freen[nb[sq * 8 + k]]--;
    path[plen++] = sq;
    nodes++;
}

static void leave(void) {
    int sq = path[--plen];
    visited[sq] = 0;
    for (int k = 0; k < nbc[sq]; k++)
        freen[nb[sq * 8 + k]]++;
}

/* Ways into an unvisited square: its unvisited neighbours, and the knight. */
static int ways(int sq) { return freen[sq] + knight_move(sq, path[plen - 1]); }

/* 0 when a rule fails. */
static int note_ways(int sq, int w, int *forced_sq) {
    if (visited[sq])
        return 1;
    if (freen[sq] == 0)
        return 0;
    if (w < 2) {
        if (*forced_sq != NONE && *forced_sq != sq)
            return 0;
        if (!may_last[sq])
            return 0;
        *forced_sq = sq;
    }
    return 1;
}

static int forced_at(int depth, int *out) {
    int f = NONE;
    if (depth == 0) {
        for (int sq = 0; sq < AREA; sq++)
            if (!note_ways(sq, ways(sq), &f))
                return 0;
        *out = f;
        return 1;
    }
    int parent = depth - 1;
    if (forced[parent] != NONE) {
        int e = forced[parent];
        if (!note_ways(e, ways(e), &f))
            return 0;
    }
    int p = path[parent];
    for (int k = 0; k < nbc[p]; k++) {
        int n = nb[p * 8 + k];
        if (!note_ways(n, freen[n], &f))
            return 0;
    }
    *out = f;
    return 1;
}

static int knight_held(int depth, int f, int *held_out) {
    int held = NONE, holders = 0, excusable = 0;
    int c = path[depth];
    for (int k = 0; k < nbc[c]; k++) {
        int n = nb[c * 8 + k];
        if (visited[n] || freen[n] > 1)
            continue;
        if (freen[n] == 1 && may_last[n] && f == NONE)
            excusable++;
        else {
            holders++;
            held = n;
        }
    }
    if (holders > 1 || holders + excusable > 2)
        return 0;
    *held_out = held;
    return 1;
}

/* Whether more holders than the path can serve hold `sq`; `full` counts
 * the knight among the ways in (the first square only). */
static int overloaded(int sq, int f, int full) {
    int held = 0, excusable = 0;
    for (int k = 0; k < nbc[sq]; k++) {
        int n = nb[sq * 8 + k];
        if (visited[n])
            continue;
        int w = full ? ways(n) : freen[n];
        if (w == 2 && may_last[n] && f == NONE)
            excusable++;
        else if (w == 1 || w == 2)
            held++;
    }
    return held > 2 || held + excusable > 3;
}

static int pins_fit(int depth, int f) {
    if (depth == 0) {
        for (int u = 0; u < AREA; u++)
            if (!visited[u] && overloaded(u, f, 1))
                return 0;
        return 1;
    }
    int p = path[depth - 1];
    for (int k = 0; k < nbc[p]; k++) {
        int v = nb[p * 8 + k];
        if (visited[v] || freen[v] > 2)
            continue;
        for (int j = 0; j < nbc[v]; j++) {
            int u = nb[v * 8 + j];
            if (!visited[u] && overloaded(u, f, 0))
                return 0;
        }
    }
    return 1;
}

/* Whether the unvisited ones of `targets` are connected through unvisited
 * squares: a flood from the first until all are reached. */
static int joined(const int *targets, int count) {
    generation += 2;
    uint64_t reached = generation, target = reached - 1;
    int pending = 0, qlen = 0;
    for (int i = 0; i < count; i++) {
        int sq = targets[i];
        if (visited[sq] || mark[sq] >= target)
            continue;
        if (qlen == 0) {
            mark[sq] = reached;
            queue[qlen++] = sq;
        } else {
            mark[sq] = target;
            pending++;
        }
    }
    int head = 0;
    while (pending > 0 && head < qlen) {
        int sq = queue[head++];
        for (int k = 0; k < nbc[sq]; k++) {
            int n = nb[sq * 8 + k];
            if (visited[n] || mark[n] == reached)
                continue;
            if (mark[n] == target)
                pending--;
            mark[n] = reached;
            queue[qlen++] = n;
        }
    }
    return pending == 0;
}

/* Whether the knight's unvisited neighbours are joined through unvisited
 * squares next to two of them (a union of labels). */
static int joined_nearby(int knight) {
    uint64_t base = generation + 1;
    generation += 8;
    int group[8], groups = 0;
    for (int label = 0; label < nbc[knight]; label++) {
        int t = nb[knight * 8 + label];
        if (visited[t])
            continue;
        group[label] = label;
        groups++;
        for (int k = 0; k < nbc[t]; k++) {
            int w = nb[t * 8 + k];
            if (visited[w])
                continue;
            uint64_t m = mark[w];
            if (m < base) {
                mark[w] = base + (uint64_t)label;
                continue;
            }
            int mine = label, theirs = (int)(m - base);
            while (group[mine] != mine)
                mine = group[mine];
            while (group[theirs] != theirs)
                theirs = group[theirs];
            if (mine != theirs) {
                group[theirs] = mine;
                groups--;
            }
        }
    }
    return groups == 1;
}

static int still_connected(int depth) {
    if (depth == 0) {
        int all[MAXA];
        for (int i = 0; i < AREA; i++)
            all[i] = i;
        return joined(all, AREA);
    }
    int c = path[depth];
    if (freen[c] < 2 || joined_nearby(c))
        return 1;
    return joined(&nb[c * 8], nbc[c]);
}

static int viable(void) {
    int current = path[plen - 1];
    int remaining = AREA - plen;
    int depth = plen - 1;
    must_move[depth] = NONE;
    if (remaining == 0)
        return 1;
    if (CLOSED && freen[START] == 0)
        return 0;
    if (freen[current] == 0)
        return 0;
    if (remaining == 1) {
        for (int k = 0; k < nbc[current]; k++) {
            int n = nb[current * 8 + k];
            if (!visited[n])
                return accepts_last(n);
        }
        return 0;
    }
    int f;
    if (!forced_at(depth, &f))
        return 0;
    forced[depth] = f;
    int held;
    if (!knight_held(depth, f, &held))
        return 0;
    if (!pins_fit(depth, f))
        return 0;
    if (!still_connected(depth))
        return 0;
    must_move[depth] = held;
    return 1;
}

static void count(void) {
    static unsigned char next[MAXA];
    enter(START);
    if (!viable()) {
        leave();
        return;
    }
    next[0] = 0;
    while (plen > 0) {
        int current = path[plen - 1];
        if (plen == AREA) {
            if (accepts_last(current))
                found++;
            leave();
            continue;
        }
        int depth = plen - 1;
        int k = next[depth];
        if (k == nbc[current]) {
            leave();
            continue;
        }
        next[depth]++;
        int target = nb[current * 8 + k];
        if (visited[target] || (must_move[depth] != NONE && must_move[depth] != target))
            continue;
        enter(target);
        if (viable())
            next[plen - 1] = 0;
        else
            leave();
    }
}

int main(int argc, char **argv) {
    if (argc < 5 || argc > 6) {
        fprintf(stderr, "usage: %s W H FILE RANK [closed]\n", argv[0]);
        return 2;
    }
    W = atoi(argv[1]);
    H = atoi(argv[2]);
    int f = atoi(argv[3]), r = atoi(argv[4]);
    CLOSED = argc == 6 && strcmp(argv[5], "closed") == 0;
    if (W < 1 || H < 1 || W * H > MAXA || f < 0 || f >= W || r < 0 || r >= H) {
        fprintf(stderr, "a board of at most %d squares and a square on it\n", MAXA);
        return 2;
    }
    const uint64_t wall0 = now_ns(CLOCK_MONOTONIC);
    const uint64_t cpu0 = now_ns(CLOCK_PROCESS_CPUTIME_ID);
    AREA = W * H;
    START = r * W + f;
    for (int sq = 0; sq < AREA; sq++) {
        sqf[sq] = sq % W;
        sqr[sq] = sq / W;
    }
    for (int sq = 0; sq < AREA; sq++) {
        nbc[sq] = 0;
        for (int j = 0; j < 8; j++) {
            int nf = sqf[sq] + DF[j], nr = sqr[sq] + DR[j];
            if (nf >= 0 && nf < W && nr >= 0 && nr < H)
                nb[sq * 8 + nbc[sq]++] = nr * W + nf;
        }
        freen[sq] = (unsigned char)nbc[sq];
    }
    /* The last square is AREA - 1 moves after the first: its colour. */
    int start_dark = (sqf[START] + sqr[START]) % 2 == 0;
    int last_dark = start_dark == ((AREA - 1) % 2 == 0);
    for (int sq = 0; sq < AREA; sq++) {
        int dark = (sqf[sq] + sqr[sq]) % 2 == 0;
        may_last[sq] = accepts_last(sq) && dark == last_dark;
        forced[sq] = must_move[sq] = NONE;
    }
    count();
    const uint64_t cpu = now_ns(CLOCK_PROCESS_CPUTIME_ID) - cpu0;
    const uint64_t wall = now_ns(CLOCK_MONOTONIC) - wall0;
    printf("%llu %llu %llu %llu\n", (unsigned long long)found, (unsigned long long)nodes,
           (unsigned long long)wall, (unsigned long long)cpu);
    return 0;
}
