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
 * Beside them, the same questions in the `LatticeKernels` batch contract itself (cell sets in Tafel's index
 * layout in, cell sets and histograms out, nothing converted beforehand), by the level network of
 * @tafel/pyramid-wasm (assembly/levels.ts): each level of the cell set is a run of bits whose rows are `x` bits
 * closer together than the level below's, so what a level covers below it is the level spread row by row (three
 * masked shifts) plus two plain shifts, and its funnels the level below compressed back. Free dice are then a
 * few dozen shifts and masks per pyramid that gcc vectorises across pyramids (several per AVX-512 or AVX2
 * instruction); the histogram finds the funnels of a block of pyramids that way, then adds up each funnel's
 * three faces. These are the fastest native kernels of the contract we have, so they are the anchor of the
 * bench's ratios for that contract.
 *
 * Input (stdin, little endian): u32 count, u32 ms (each kernel is timed over whole passes of all pyramids for
 * at least this many milliseconds: the same length of reading as the bench takes of Wasm), then per pyramid
 * 6 u32 (the cell set in Tafel's index layout) and 165 u8 (orientations); then 165 x 3 u8 (level, x, y of each
 * cell index) and 72 u8 (ORIENTATION_FACES). Output (stdout): one JSON line with nanoseconds per pyramid and the
 * answers' totals.
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

/* ---- The `LatticeKernels` contract: cell sets (three 64-bit words, cell i at bit i & 63 of word i >> 6) ---- */

/* The level network's masks (see assembly/levels.ts): level L alone; the spread of level L + 1 into level L's
 * layout (shifts by 4, 2, 1) and the compress back (1, 2, 4); the cells of level L with a cell above them. */
static uint64_t M_LEVEL[LEVELS], M_SPREAD[8][3], M_COMPRESS[8][3], M_ROWS[8];
static const uint64_t M_HIGH = ((uint64_t)1 << 37) - 1; /* cells 128..164 of word 2 */
/* Per cell above level 0: its three supports packed (x | y << 8 | z << 16); per orientation the face it shows
 * towards -x, -y and -z (FACES split by axis, so a lookup needs no multiply). */
static uint32_t SUPP[CELLS];
static uint8_t FACE_X[24], FACE_Y[24], FACE_Z[24];

static uint64_t low_bits(int n) { return n >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << n) - 1; }

/* Rows x of level L + 1 (s = 8 - L rows, row x of s - x cells starting at x s - x(x-1)/2) that have bit `bit`
 * of x (0: all), each moved up by x & moved. */
static uint64_t rows_mask(int s, int bit, int moved) {
  uint64_t m = 0;
  for (int x = 0; x < s; x++)
    if (bit == 0 || (x & bit)) m |= low_bits(s - x) << (x * s - x * (x - 1) / 2 + (x & moved));
  return m;
}

static void prepare_network(void) {
  for (int l = 0; l < LEVELS; l++) M_LEVEL[l] = low_bits((9 - l) * (10 - l) / 2);
  for (int l = 0; l < 8; l++) {
    int s = 8 - l;
    for (int i = 0; i < 3; i++) {
      int k = 4 >> i, j = 1 << i;
      M_SPREAD[l][i] = rows_mask(s, k, ~((k << 1) - 1) & 7);
      M_COMPRESS[l][i] = rows_mask(s, j, ~(j - 1) & 7);
    }
    M_ROWS[l] = rows_mask(s, 0, 7);
  }
}

static inline uint64_t up_step(uint64_t v, uint64_t m, int k) {
  uint64_t t = v & m;
  return (v ^ t) | (t << k);
}
static inline uint64_t down_step(uint64_t v, uint64_t m, int k) {
  uint64_t t = v & m;
  return (v ^ t) | (t >> k);
}
static inline uint64_t spread(uint64_t u, int l) {
  if (l <= 3) u = up_step(u, M_SPREAD[l][0], 4);
  if (l <= 5) u = up_step(u, M_SPREAD[l][1], 2);
  if (l <= 6) u = up_step(u, M_SPREAD[l][2], 1);
  return u;
}
static inline uint64_t compress(uint64_t v, int l) {
  if (l <= 6) v = down_step(v, M_COMPRESS[l][0], 1);
  if (l <= 5) v = down_step(v, M_COMPRESS[l][1], 2);
  if (l <= 3) v = down_step(v, M_COMPRESS[l][2], 4);
  return v;
}
/* What the clean level L + 1 `u` covers of level L. */
static inline uint64_t cover(uint64_t u, int l) {
  uint64_t v = spread(u, l);
  return v | v << 1 | u << (9 - l);
}
/* The funnels of level L + 1 from levels L (`b`) and L + 1 (`u`), both from bit 0 on, not cleaned. */
static inline uint64_t funnels_above(uint64_t b, uint64_t u, int l) {
  return compress(b & (b >> 1) & M_ROWS[l], l) & (b >> (9 - l)) & ~u;
}
/* Level L of the words w0, w1, w2 from bit 0 on (the levels above it not cleared). */
#define LEVEL_AT(l)                                                                                             \
  ((l) == 0   ? w0                                                                                              \
   : (l) == 1 ? (w0 >> 45 | w1 << 19)                                                                           \
   : (l) == 2 ? (w1 >> 17)                                                                                      \
   : (l) == 3 ? (w1 >> 45 | w2 << 19)                                                                           \
              : (w2 >> (37 - (9 - (l)) * (10 - (l)) * (11 - (l)) / 6)))

/* Free dice of one cell set: the occupied cells outside what the level above covers. */
static inline int free_dice_cells(const uint64_t *restrict occ, uint64_t *restrict out) {
  uint64_t w0 = occ[0], w1 = occ[1], w2 = occ[2] & M_HIGH;
  uint64_t c0 = cover(LEVEL_AT(1) & M_LEVEL[1], 0), c1 = cover(LEVEL_AT(2) & M_LEVEL[2], 1),
           c2 = cover(LEVEL_AT(3) & M_LEVEL[3], 2), c3 = cover(LEVEL_AT(4) & M_LEVEL[4], 3),
           c4 = cover(LEVEL_AT(5) & M_LEVEL[5], 4), c5 = cover(LEVEL_AT(6) & M_LEVEL[6], 5),
           c6 = cover(LEVEL_AT(7) & M_LEVEL[7], 6), c7 = cover(LEVEL_AT(8), 7);
  uint64_t f0 = w0 & ~(c0 | c1 << 45), f1 = w1 & ~(c1 >> 19 | c2 << 17 | c3 << 45),
           f2 = w2 & ~(c3 >> 19 | c4 << 2 | c5 << 17 | c6 << 27 | c7 << 33);
  out[0] = f0;
  out[1] = f1;
  out[2] = f2;
  return __builtin_popcountll(f0) + __builtin_popcountll(f1) + __builtin_popcountll(f2);
}

/* The batch: gcc vectorises this loop across pyramids. */
__attribute__((noinline)) static int free_dice_cells_batch(uint32_t count, const uint64_t *restrict occ,
                                                          uint64_t *restrict out) {
  int n = 0;
  /* size_t, not uint32_t: a 32-bit index that may wrap keeps gcc from vectorising the addresses. */
  for (size_t k = 0; k < count; k++) n += free_dice_cells(occ + 3 * k, out + 3 * k);
  return n;
}

/* The funnels above level 0 of one cell set, as a cell set. */
static inline void funnel_cells(const uint64_t *restrict occ, uint64_t *restrict out) {
  uint64_t w0 = occ[0], w1 = occ[1], w2 = occ[2] & M_HIGH;
  uint64_t f1 = funnels_above(LEVEL_AT(0), LEVEL_AT(1), 0), f2 = funnels_above(LEVEL_AT(1), LEVEL_AT(2), 1),
           f3 = funnels_above(LEVEL_AT(2), LEVEL_AT(3), 2), f4 = funnels_above(LEVEL_AT(3), LEVEL_AT(4), 3),
           f5 = funnels_above(LEVEL_AT(4), LEVEL_AT(5), 4), f6 = funnels_above(LEVEL_AT(5), LEVEL_AT(6), 5),
           f7 = funnels_above(LEVEL_AT(6), LEVEL_AT(7), 6), f8 = funnels_above(LEVEL_AT(7), LEVEL_AT(8), 7);
  out[0] = f1 << 45;
  out[1] = f1 >> 19 | f2 << 17 | f3 << 45;
  out[2] = f3 >> 19 | f4 << 2 | f5 << 17 | f6 << 27 | f7 << 33 | f8 << 36;
}

/* The sum of the funnel at cell c: the faces its supports show into it (FACES[3 o + axis]). */
static inline int funnel_sum(const uint8_t *orient, int c) {
  uint32_t s = SUPP[c];
  return FACE_X[orient[s & 255]] + FACE_Y[orient[(s >> 8) & 255]] + FACE_Z[orient[s >> 16]];
}

/* The histogram of one pyramid's funnel sums from its funnel set: cells 45..108, then 109..164. */
static inline int histogram_of(const uint64_t *fun, const uint8_t *orient, uint32_t *hist) {
  memset(hist, 0, 19 * sizeof *hist);
  uint64_t a = fun[0] >> 45 | fun[1] << 19, b = fun[1] >> 45 | fun[2] << 19;
  int n = __builtin_popcountll(a) + __builtin_popcountll(b);
  for (; a; a &= a - 1) hist[funnel_sum(orient, 45 + __builtin_ctzll(a))]++;
  for (; b; b &= b - 1) hist[funnel_sum(orient, 109 + __builtin_ctzll(b))]++;
  return n;
}

/* The batch: the funnels of a block of pyramids (vectorised), then the sums pyramid by pyramid. */
enum { BLOCK = 64 };
__attribute__((noinline)) static int sum_histogram_cells_batch(uint32_t count, const uint64_t *restrict occ,
                                                              const uint8_t *orient, uint32_t *hist) {
  uint64_t fun[BLOCK * 3];
  int n = 0;
  for (uint32_t k0 = 0; k0 < count; k0 += BLOCK) {
    uint32_t m = count - k0 < BLOCK ? count - k0 : BLOCK;
    for (size_t k = 0; k < m; k++) funnel_cells(occ + 3 * ((size_t)k0 + k), fun + 3 * k);
    for (uint32_t k = 0; k < m; k++)
      n += histogram_of(fun + 3 * k, orient + (size_t)(k0 + k) * CELLS, hist + (size_t)(k0 + k) * 19);
  }
  return n;
}

int main(void) {
  uint32_t count, ms;
  if (!read_all(&count, 4) || !read_all(&ms, 4)) return 1;
  uint32_t *occ = malloc((size_t)count * WORDS * 4);
  uint8_t *orient = malloc((size_t)count * CELLS);
  for (uint32_t k = 0; k < count; k++)
    if (!read_all(occ + k * WORDS, WORDS * 4) || !read_all(orient + (size_t)k * CELLS, CELLS)) return 1;
  for (int i = 0; i < CELLS; i++)
    if (!read_all(&LEVEL[i], 1) || !read_all(&X[i], 1) || !read_all(&Y[i], 1)) return 1;
  if (!read_all(FACES, 72)) return 1;

  /* The cell-set kernels' tables: the network's masks, and each cell's supports by its coordinates. */
  prepare_network();
  for (int o = 0; o < 24; o++) {
    FACE_X[o] = FACES[3 * o];
    FACE_Y[o] = FACES[3 * o + 1];
    FACE_Z[o] = FACES[3 * o + 2];
  }
  {
    int at[LEVELS][9][9];
    memset(at, -1, sizeof at);
    for (int i = 0; i < CELLS; i++) at[LEVEL[i]][X[i]][Y[i]] = i;
    for (int i = 0; i < CELLS; i++)
      if (LEVEL[i] > 0) {
        int l = LEVEL[i] - 1, x = X[i], y = Y[i];
        SUPP[i] = (uint32_t)at[l][x + 1][y] | (uint32_t)at[l][x][y + 1] << 8 | (uint32_t)at[l][x][y] << 16;
      }
  }

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

  /* The contract's own input: the cell sets as they came (three 64-bit words each: the same little-endian bytes). */
  uint64_t *cells = calloc(count, 3 * sizeof *cells);
  for (uint32_t k = 0; k < count; k++) memcpy(cells + 3 * k, occ + k * WORDS, WORDS * 4);
  uint64_t *cell_out = calloc(count, 3 * sizeof *cell_out);
  uint32_t *hists = calloc(count, 19 * sizeof *hists);
  long cells_free = free_dice_cells_batch(count, cells, cell_out);
  long cells_funnels = sum_histogram_cells_batch(count, cells, orient, hists);
  long cells_sums = 0;
  for (uint32_t k = 0; k < count; k++)
    for (int t = 0; t < 19; t++) cells_sums += (long)t * hists[(size_t)k * 19 + t];
  /* The free dice as sets, against the grid kernel's (cell by cell): the same dice, not just as many. */
  long cells_agree = 0;
  for (uint32_t k = 0; k < count; k++)
    for (int i = 0; i < CELLS; i++) {
      int bit = 9 * X[i] + Y[i];
      int word = LEVEL[i] == 0 && bit >= 64 ? 9 : LEVEL[i];
      int a = (int)(cell_out[3 * k + (i >> 6)] >> (i & 63) & 1), b = (int)(out[k][word] >> (bit & 63) & 1);
      cells_agree += a == b;
    }

  volatile long sink = 0;
  /* Each kernel: whole passes over all pyramids until `ms` have passed; nanoseconds per pyramid. */
  const double budget = ms * 1e6;
  double t, start, passes;
#define TIMED(ns, pass)                                                                                          \
  for (start = now_ns(), t = start, passes = 0; t - start < budget; t = now_ns(), passes++) {                   \
    pass;                                                                                                        \
  }                                                                                                              \
  double ns = (t - start) / (passes * count);
  TIMED(free_ns, for (uint32_t k = 0; k < count; k++) sink += free_dice(&boards[k], out[k]))
  for (uint32_t k = 0; k < count; k++) sink += (long)(out[k][0] ^ out[k][9]);
  TIMED(hist_ns, for (uint32_t k = 0; k < count; k++) sink += sum_histogram(&boards[k], hist, valid))
  TIMED(free_cells_ns, sink += free_dice_cells_batch(count, cells, cell_out))
  TIMED(hist_cells_ns, sink += sum_histogram_cells_batch(count, cells, orient, hists))
  printf("{\"freeDiceNs\":%.3f,\"sumHistogramNs\":%.3f,\"freeDiceCellsNs\":%.3f,\"sumHistogramCellsNs\":%.3f,"
         "\"freeTotal\":%ld,\"funnelTotal\":%ld,\"sumTotal\":%ld,\"cellsFreeTotal\":%ld,\"cellsFunnelTotal\":%ld,"
         "\"cellsSumTotal\":%ld,\"cellsAgree\":%ld}\n",
         free_ns, hist_ns, free_cells_ns, hist_cells_ns, free_total, funnel_total, sum_total,
         cells_free, cells_funnels, cells_sums, cells_agree);
  return sink == -1;
}
