/*
 * perft.c: a careful C reference for `kawu perft`, to measure the Rust engine against.
 *
 * Same rules (RULES.md, abapa) and same counting as kawu-engine's `perft`:
 * leaves at exactly d plies, bulk-counted at depth 1; a position where the game is over
 * (25 seeds, or a board swept because a player could not feed) is one leaf, not expanded.
 * Copy-make on a 15-byte position, no allocation, and the same techniques as kawu-engine, so
 * that the comparison measures the compilers rather than the algorithms:
 * - a row read as one 64-bit word, so that "row empty", "can feed" and the legal moves are a
 *   few arithmetic operations (each count <= 48, so adding <= 127 per byte never carries);
 * - sowing from a table built once: the seeds each pit receives for every origin and count, as
 *   two words added to the board, and the pit of the last seed.
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

#define TOP_BITS 0x808080808080ULL
#define AT_LEAST_ONE 0x7F7F7F7F7F7FULL     /* byte o: top bit set when count >= 1 */
#define REACHES_NEXT_ROW 0x7F7E7D7C7B7AULL /* byte o: top bit set when count >= 6 - o */

/* The row of `side` in the low six bytes of a word (little-endian), one 8-byte load. */
static inline uint64_t row_word(const uint8_t *pits, int side) {
    uint64_t w;
    if (side == SOUTH) {
        memcpy(&w, pits, 8);
        return w & 0xFFFFFFFFFFFFULL;
    }
    memcpy(&w, pits + 4, 8);
    return w >> 16;
}

static inline int can_feed(const uint8_t *pits, int side) {
    return ((row_word(pits, side) + REACHES_NEXT_ROW) & TOP_BITS) != 0;
}

/* Over when a score reached 25 or the board is empty (a sweep). */
static inline int is_over(const Pos *p) {
    return p->score[0] >= 25 || p->score[1] >= 25 || p->score[0] + p->score[1] == 48;
}

/* The legal moves as the top bits of the mover's row word. */
static inline uint64_t legal_set(const Pos *p) {
    if (is_over(p))
        return 0;
    uint64_t own = row_word(p->pits, p->to_move);
    if (row_word(p->pits, 1 - p->to_move) == 0)
        return (own + REACHES_NEXT_ROW) & TOP_BITS;
    return (own + AT_LEAST_ONE) & TOP_BITS;
}

/* SOW_LOW/SOW_HIGH[origin][seeds]: seeds added to pits 0-7 / 8-11; SOW_LAST: the last pit. */
static uint64_t SOW_LOW[PITS][49];
static uint32_t SOW_HIGH[PITS][49];
static uint8_t SOW_LAST[PITS][49];

static void init_sowing(void) {
    for (int origin = 0; origin < PITS; origin++) {
        uint8_t added[PITS] = {0};
        int last = origin;
        SOW_LAST[origin][0] = (uint8_t)origin;
        for (int seeds = 1; seeds <= 48; seeds++) {
            last = (last + 1) % PITS;
            if (last == origin)
                last = (last + 1) % PITS;
            added[last]++;
            memcpy(&SOW_LOW[origin][seeds], added, 8);
            memcpy(&SOW_HIGH[origin][seeds], added + 8, 4);
            SOW_LAST[origin][seeds] = (uint8_t)last;
        }
    }
}

static inline void play(Pos *p, int origin) {
    int mover = p->to_move, opp = 1 - mover;
    int seeds = p->pits[origin];
    p->pits[origin] = 0;
    uint64_t low;
    uint32_t high;
    memcpy(&low, p->pits, 8);
    memcpy(&high, p->pits + 8, 4);
    low += SOW_LOW[origin][seeds];
    high += SOW_HIGH[origin][seeds];
    memcpy(p->pits, &low, 8);
    memcpy(p->pits + 8, &high, 4);
    int last = SOW_LAST[origin][seeds];
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
    if (p->score[mover] < 25 && row_word(p->pits, mover) == 0 && !can_feed(p->pits, opp)) {
        p->score[opp] = (uint8_t)(48 - p->score[mover]);
        memset(p->pits, 0, PITS);
    }
}

static uint64_t perft(const Pos *p, int depth) {
    uint64_t moves = legal_set(p);
    if (depth == 0 || moves == 0)
        return 1;
    if (depth == 1)
        return (uint64_t)__builtin_popcountll(moves);
    uint64_t total = 0;
    int first = p->to_move * ROW;
    while (moves) {
        int offset = __builtin_ctzll(moves) / 8;
        moves &= moves - 1;
        Pos child = *p;
        play(&child, first + offset);
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
    init_sowing();
    Pos start = {{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, {0, 0}, SOUTH};
    if (argc == 3 && !parse(argv[2], &start)) {
        fprintf(stderr, "perft: bad position string %s\n", argv[2]);
        return 2;
    }
    for (int d = 1; d <= depth; d++)
        printf("%d %llu\n", d, (unsigned long long)perft(&start, d));
    return 0;
}
