/**
 * Whole playouts, one call a game instead of one a round (where a call per round costs more than the round): the
 * core generator (sfc32 and its unbiased `int`) ported, and Bunte Kuh's random playout.
 */
import { funnels, funnelsWithSum } from './funnels';
import { SET } from './tables';

/**
 * The core generator (sfc32, `@tafel/core`'s `random`), its state four u32 at `p`: the next output, as
 * `Rng.next` gives it.
 */
function rngNext(p: usize): u32 {
  const a = load<u32>(p);
  const b = load<u32>(p, 4);
  const c = load<u32>(p, 8);
  const d = load<u32>(p, 12);
  const t = a + b + d;
  store<u32>(p, b ^ (b >>> 9));
  store<u32>(p, c + (c << 3), 4);
  store<u32>(p, ((c << 21) | (c >>> 11)) + t, 8);
  store<u32>(p, d + 1, 12);
  return t;
}

/** `Rng.int(n)` of the core generator: `[0, n)` without modulo bias (a draw in the last, short block is redrawn). */
function rngInt(p: usize, n: u32): u32 {
  const m = <u64>n;
  while (true) {
    const x = <u64>rngNext(p);
    const block = (x / m) * m;
    if (block + m <= 0x100000000) return <u32>(x - block);
  }
}

/** Draws `count` values of `rngInt(n)` into `out` (u32 each): the differential tests' window on the generator. */
export function rngInts(state: usize, n: u32, count: i32, out: usize): void {
  for (let k = 0; k < count; k++) store<u32>(out + <usize>(k << 2), rngInt(state, n));
}

const BK_SET: usize = memory.data(SET, 8);

/**
 * Bunte Kuh's random playout (its `randomPlayout` kernel, `bunte-kuh/playout.ts`) from the pyramid at `occ` /
 * `orient` (both updated): each round seat 0 drops a die into a funnel whose sum is `total` (any funnel above
 * level 0 when none has it) in one of 24 orientations, drawn as `rng.int(funnels * 24)` from the generator at
 * `rng`; with dice left, the three roll dice are rolled from the generator at `dice`. Per round 8 bytes at `out`:
 * the cell, the orientation, 1 when the funnel matched, then the next roll's three dice. Returns the rounds
 * played until `stock` dice are placed, or -1 when a round finds no funnel (the reference then throws).
 */
export function bunteKuhPlayout(
  occ: usize,
  orient: usize,
  total: i32,
  stock: i32,
  rng: usize,
  dice: usize,
  out: usize,
): i32 {
  let rounds = 0;
  while (true) {
    let n = funnelsWithSum(occ, orient, total, BK_SET);
    const matching = n > 0;
    if (!matching) n = funnels(occ, BK_SET, false);
    if (n === 0) return -1;
    const i = rngInt(rng, <u32>(n * 24));
    let k = <i32>(i / 24);
    const o = <i32>(i % 24);
    let cell = -1;
    for (let w = 0; w < 3; w++) {
      let v = load<u64>(BK_SET + <usize>(w << 3));
      const c = <i32>popcnt<u64>(v);
      if (k < c) {
        while (k > 0) {
          v &= v - 1;
          k--;
        }
        cell = (w << 6) + <i32>ctz<u64>(v);
        break;
      }
      k -= c;
    }
    const word = occ + ((<usize>(cell >>> 6)) << 3);
    store<u64>(word, load<u64>(word) | ((<u64>1) << (<u64>(cell & 63))));
    store<u8>(orient + <usize>cell, <u8>o);
    const r = out + <usize>(rounds << 3);
    store<u8>(r, <u8>cell);
    store<u8>(r, <u8>o, 1);
    store<u8>(r, matching ? 1 : 0, 2);
    rounds++;
    if (--stock <= 0) return rounds;
    const d0 = <i32>rngInt(dice, 6) + 1;
    const d1 = <i32>rngInt(dice, 6) + 1;
    const d2 = <i32>rngInt(dice, 6) + 1;
    store<u8>(r, <u8>d0, 3);
    store<u8>(r, <u8>d1, 4);
    store<u8>(r, <u8>d2, 5);
    total = d0 + d1 + d2;
  }
}
