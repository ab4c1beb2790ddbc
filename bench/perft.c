/*
 * perft.c: a careful C reference for `kawu perft`, to measure the Rust engine against.
 *
 * Same rules (RULES.md, abapa) and same counting as kawu-engine's `perft`:
 * leaves at exactly d plies, bulk-counted at depth 1; a position where the game is over
 * (25 seeds, or a board swept because a player could not feed) is one leaf, not expanded.
 * Copy-make on a 15-byte position, no allocation, lap arithmetic for big sowings.
 *
 * Build: gcc -O3 -march=native -o perft bench/perft.c
 * Usage: perft N [position string]   prints "d count" for d = 1..N
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PITS = 12, ROW = 6, SOUTH = 0, NORTH = 1 };

typedef struct {
    uint8_t pits[PITS];
    uint8_t score[2];
    uint8_t to_move;
} Pos;

static inline int row_seeds(const uint8_t *pits, int side) {
    const uint8_t *r = pits + side * ROW;
    return r[0] + r[1] + r[2] + r[3] + r[4] + r[5];
}

/* Some pit of `side` reaches the other row: seeds >= ROW - offset. */
static inline int can_feed(const uint8_t *pits, int side) {
    const uint8_t *r = pits + side * ROW;
    return r[0] >= 6 || r[1] >= 5 || r[2] >= 4 || r[3] >= 3 || r[4] >= 2 || r[5] >= 1;
}

/* Over when a score reached 25 or the board is empty (a sweep). */
static inline int is_over(const Pos *p) {
    return p->score[0] >= 25 || p->score[1] >= 25 || p->score[0] + p->score[1] == 48;
}

/* Legal moves in pit order; returns how many. */
static inline int legal_moves(const Pos *p, uint8_t *moves) {
    if (is_over(p))
        return 0;
    int base = p->to_move * ROW;
    int must_feed = row_seeds(p->pits, 1 - p->to_move) == 0;
    int n = 0;
    for (int i = 0; i < ROW; i++) {
        int s = p->pits[base + i];
        if (s && (!must_feed || s >= ROW - i))
            moves[n++] = (uint8_t)(base + i);
    }
    return n;
}

static inline void play(Pos *p, int origin) {
    int mover = p->to_move, opp = 1 - mover;
    int seeds = p->pits[origin];
    p->pits[origin] = 0;
    /* Every 11 seeds make a full lap that skips the origin. */
    int laps = seeds / 11, rest = seeds % 11, last;
    if (laps) {
        for (int i = 0; i < PITS; i++)
            p->pits[i] += (uint8_t)laps;
        p->pits[origin] -= (uint8_t)laps;
    }
    if (rest) {
        int pit = origin;
        for (int k = 0; k < rest; k++) {
            pit = pit == PITS - 1 ? 0 : pit + 1;
            p->pits[pit]++;
        }
        last = pit;
    } else {
        last = origin == 0 ? PITS - 1 : origin - 1;
    }
    /* Capture backwards from the last pit, in the opponent's row, 2 or 3 seeds. */
    int lo = opp * ROW;
    if (last >= lo && last < lo + ROW) {
        int taken = 0, pit = last;
        while (pit >= lo && (p->pits[pit] == 2 || p->pits[pit] == 3)) {
            taken += p->pits[pit];
            pit--;
        }
        if (taken && taken != row_seeds(p->pits, opp)) { /* else: grand slam, nothing taken */
            for (int q = last; q > pit; q--)
                p->pits[q] = 0;
            p->score[mover] += (uint8_t)taken;
        }
    }
    p->to_move = (uint8_t)opp;
    /* The opponent must feed the mover and cannot: they take every seed left. */
    if (p->score[mover] < 25 && row_seeds(p->pits, mover) == 0 && !can_feed(p->pits, opp)) {
        p->score[opp] = (uint8_t)(48 - p->score[mover]);
        memset(p->pits, 0, PITS);
    }
}

static uint64_t perft(const Pos *p, int depth) {
    uint8_t moves[ROW];
    int n = legal_moves(p, moves);
    if (depth == 0 || n == 0)
        return 1;
    if (depth == 1)
        return (uint64_t)n;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        Pos child = *p;
        play(&child, moves[i]);
        total += perft(&child, depth - 1);
    }
    return total;
}

/* Reads "p0-...-p11-S-N-side"; no rule checks (the Rust tool validates). */
static int parse(const char *text, Pos *p) {
    int v[14];
    char side;
    int n = sscanf(text, " %d-%d-%d-%d-%d-%d-%d-%d-%d-%d-%d-%d-%d-%d-%c", &v[0], &v[1], &v[2],
                   &v[3], &v[4], &v[5], &v[6], &v[7], &v[8], &v[9], &v[10], &v[11], &v[12], &v[13],
                   &side);
    if (n != 15 || (side != 'S' && side != 'N'))
        return 0;
    for (int i = 0; i < 14; i++) {
        if (v[i] < 0 || v[i] > 48)
            return 0;
        if (i < PITS)
            p->pits[i] = (uint8_t)v[i];
        else
            p->score[i - PITS] = (uint8_t)v[i];
    }
    p->to_move = side == 'S' ? SOUTH : NORTH;
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: perft N [position string]\n");
        return 2;
    }
    int depth = atoi(argv[1]);
    Pos start = {{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, {0, 0}, SOUTH};
    if (argc == 3 && !parse(argv[2], &start)) {
        fprintf(stderr, "perft: bad position string %s\n", argv[2]);
        return 2;
    }
    for (int d = 1; d <= depth; d++)
        printf("%d %llu\n", d, (unsigned long long)perft(&start, d));
    return 0;
}
