/*
 * The native reference for the dice pyramid's kernels: the lattice as a bitboard, compiled with the system C
 * compiler (-O3), so that `pnpm bench` measures how far the WebAssembly kernels are from the machine instead of
 * assuming it. Used by tools/cli/src/bench/suites/native-lattice.ts, which writes the input and checks the answers.
 *
 * Layout: the level grid of @tafel/core (lattice/grid.ts) and @tafel/pyramid-wasm, word for word: ten 64-bit
 * words, word L (L = 0..8, 0 = the base, 8 = the apex) holds level L with the cell (x, y, z), x + y + z = 8 - L,
 * at bit 9x + y; level 0 needs 81 bits, its bits 64..80 are word 9. Then a cell's three dependents on level L+1
 * (p - e_a) are the bits c - 9, c - 1 and c, and its three supports on level L-1 (p + e_a) are the bits c + 9,
 * c + 1 and c: free dice and funnels are a few shifts and masks per level. The Wasm grid kernel reads the very
 * same 80 bytes per pyramid, so the bench compares the same work on the same input.
 *
 * Input (stdin, little endian): u32 count, u32 rounds, then per pyramid 6 u32 (the cell set in Tafel's index
 * layout) and 165 u8 (orientations); then 165 x 3 u8 (level, x, y of each cell index) and 72 u8
 * (ORIENTATION_FACES). Output (stdout): one JSON line with nanoseconds per pyramid and the answers' totals.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef unsigned __int128 u128;
enum { CELLS = 165, WORDS = 6, LEVELS = 9, GRID = 10 };

static uint8_t LEVEL[CELLS], X[CELLS], Y[CELLS], FACES[72];

typedef struct {
  uint64_t grid[GRID]; /* the level grid; grid[9] = level 0's bits 64..80 */
  uint8_t orient[LEVELS][81];
} Board;

/* Level L's word, level 0 as all its 81 bits. */
static inline u128 level_bits(const Board *b, int l) {
  return l == 0 ? (u128)b->grid[9] << 64 | b->grid[0] : b->grid[l];
}

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int read_all(void *p, size_t n) { return fread(p, 1, n, stdin) == n; }

/* Free dice: occupied cells with no occupied dependent, as a grid in out. Returns how many. Levels 1..8 fit in
 * 64 bits (level 1's highest bit is 9*7 = 63); level 0's word 9 is covered by what up << 1 and up << 9 carry out
 * of level 1's word; nothing rests on the apex. */
static int free_dice(const Board *b, uint64_t *out) {
  const uint64_t *g = b->grid;
  uint64_t up = g[1];
  uint64_t f0 = g[0] & ~(up | (up << 1) | (up << 9));
  uint64_t f9 = g[9] & ~((up >> 63) | (up >> 55));
  out[0] = f0;
  out[9] = f9;
  int n = __builtin_popcountll(f0) + __builtin_popcountll(f9);
  for (int l = 1; l < LEVELS - 1; l++) {
    up = g[l + 1];
    uint64_t f = g[l] & ~(up | (up << 1) | (up << 9));
    out[l] = f;
    n += __builtin_popcountll(f);
  }
  out[8] = g[8];
  return n + __builtin_popcountll(g[8]);
}

/* The sum histogram: funnels above level 0 (empty cells whose three supports are occupied) by their sum. */
static int sum_histogram(const Board *b, uint32_t *hist, const u128 *valid) {
  memset(hist, 0, 19 * sizeof *hist);
  int n = 0;
  for (int l = 1; l < LEVELS; l++) {
    u128 below = level_bits(b, l - 1);
    u128 f = valid[l] & ~(u128)b->grid[l] & below & (below >> 1) & (below >> 9);
    const uint8_t *o = b->orient[l - 1];
    while (f) {
      int c = (uint64_t)f ? __builtin_ctzll((uint64_t)f) : 64 + __builtin_ctzll((uint64_t)(f >> 64));
      f &= f - 1;
      int s = FACES[3 * o[c + 9] + 0] + FACES[3 * o[c + 1] + 1] + FACES[3 * o[c] + 2];
      hist[s]++;
      n++;
    }
  }
  return n;
}

int main(void) {
  uint32_t count, rounds;
  if (!read_all(&count, 4) || !read_all(&rounds, 4)) return 1;
  uint32_t *occ = malloc((size_t)count * WORDS * 4);
  uint8_t *orient = malloc((size_t)count * CELLS);
  for (uint32_t k = 0; k < count; k++)
    if (!read_all(occ + k * WORDS, WORDS * 4) || !read_all(orient + (size_t)k * CELLS, CELLS)) return 1;
  for (int i = 0; i < CELLS; i++)
    if (!read_all(&LEVEL[i], 1) || !read_all(&X[i], 1) || !read_all(&Y[i], 1)) return 1;
  if (!read_all(FACES, 72)) return 1;

  /* The layout change, outside the timed loops: what a bitboard engine would keep as its state. */
  Board *boards = calloc(count, sizeof *boards);
  u128 valid[LEVELS] = {0};
  for (int i = 0; i < CELLS; i++) valid[LEVEL[i]] |= (u128)1 << (9 * X[i] + Y[i]);
  for (uint32_t k = 0; k < count; k++)
    for (int i = 0; i < CELLS; i++) {
      int bit = 9 * X[i] + Y[i];
      int word = LEVEL[i] == 0 && bit >= 64 ? 9 : LEVEL[i];
      if (occ[k * WORDS + (i >> 5)] >> (i & 31) & 1) boards[k].grid[word] |= (uint64_t)1 << (bit & 63);
      boards[k].orient[LEVEL[i]][bit] = orient[(size_t)k * CELLS + i];
    }

  /* One output grid per pyramid, like the Wasm batch kernel writes (and read after timing, so none is skipped). */
  uint64_t(*out)[GRID] = calloc(count, sizeof *out);
  uint32_t hist[19];
  long free_total = 0, funnel_total = 0, sum_total = 0;
  for (uint32_t k = 0; k < count; k++) {
    free_total += free_dice(&boards[k], out[k]);
    funnel_total += sum_histogram(&boards[k], hist, valid);
    for (int t = 0; t < 19; t++) sum_total += (long)t * hist[t];
  }

  volatile long sink = 0;
  double t0 = now_ns();
  for (uint32_t r = 0; r < rounds; r++)
    for (uint32_t k = 0; k < count; k++) sink += free_dice(&boards[k], out[k]);
  double t1 = now_ns();
  for (uint32_t k = 0; k < count; k++) sink += (long)(out[k][0] ^ out[k][9]);
  for (uint32_t r = 0; r < rounds; r++)
    for (uint32_t k = 0; k < count; k++) sink += sum_histogram(&boards[k], hist, valid);
  double t2 = now_ns();
  double per = (double)rounds * count;
  printf("{\"freeDiceNs\":%.3f,\"sumHistogramNs\":%.3f,\"freeTotal\":%ld,\"funnelTotal\":%ld,\"sumTotal\":%ld}\n",
         (t1 - t0) / per, (t2 - t1) / per, free_total, funnel_total, sum_total);
  return sink == -1;
}
