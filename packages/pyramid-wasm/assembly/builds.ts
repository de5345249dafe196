/**
 * The Abquetschen build search (ESU over the empty cells; see core's `builds.ts` for the algorithm and its
 * prunings), the twin of `BuildSearch`, `countBuildsBits` and `countBuildsBatch`: the same builds in the same
 * order. The search state lives in this module: one search at a time.
 */
import { BASE, CELLS, DEPM, HIGH, NB, SET, SUPP } from './tables';

/** The largest build the search supports. */
const MAX_BUILD: i32 = 16;

function bitOf(set: usize, i: i32): u64 {
  return (load<u64>(set + ((<usize>(i >>> 6)) << 3)) >>> <u64>(i & 63)) & 1;
}

const S_OCC: usize = memory.data(SET, 8);
const S_TOUCH: usize = memory.data(SET, 8);
const S_CAND: usize = memory.data(SET, 8);
const S_ROOT: usize = memory.data(SET, 8);
const S_CLOSURE: usize = memory.data(CELLS * SET, 8);
const S_GUARD: usize = memory.data(CELLS * 2, 8);
const F_P: usize = memory.data(MAX_BUILD * SET, 8);
const F_EXT: usize = memory.data(MAX_BUILD * SET, 8);
const F_NB: usize = memory.data(MAX_BUILD * SET, 8);
const F_CL: usize = memory.data(MAX_BUILD * SET, 8);

let sN: i32 = 0;
let sRoot: i32 = -1;
let sDepth: i32 = -1;
let sGuards: i32 = 0;

/** Per cell, the search its closure was computed in (`sEpoch`), and the closure's size. */
const S_STAMP: usize = memory.data(CELLS * 4, 8);
const S_SIZE: usize = memory.data(CELLS, 8);
/** Per candidate, its distance to the touch set over candidates (at most `n - 1`). */
const S_DIST: usize = memory.data(CELLS, 8);
/** Per frame, the least distance to the touch set of a cell of its set. */
const F_MIN: usize = memory.data(MAX_BUILD, 8);

let sEpoch: i32 = 1;

/**
 * Takes the new occupied set, keeping the closures of the last search that it leaves unchanged (as
 * `keepClosures` in `builds.ts`): a closure depends only on the occupied cells, so when dice were only added,
 * only the closures holding a new die are dropped; any other change drops them all (a new epoch).
 */
function keepClosures(occ: usize): void {
  let grown = true;
  let a0: u64 = 0;
  let a1: u64 = 0;
  let a2: u64 = 0;
  for (let k: usize = 0; k < 24; k += 8) {
    const now = load<u64>(occ + k) & (k === 16 ? HIGH : ~(<u64>0));
    const was = load<u64>(S_OCC + k);
    if ((was & ~now) !== 0) grown = false;
    const added = now & ~was;
    if (k === 0) a0 = added;
    else if (k === 8) a1 = added;
    else a2 = added;
    store<u64>(S_OCC + k, now);
  }
  const old = sEpoch;
  sEpoch++;
  if (!grown) return;
  for (let i = 0; i < CELLS; i++) {
    const at = S_STAMP + <usize>(i << 2);
    if (load<i32>(at) !== old) continue;
    const cl = S_CLOSURE + <usize>(i * SET);
    const hit = (load<u64>(cl) & a0) | (load<u64>(cl, 8) & a1) | (load<u64>(cl, 16) & a2);
    store<i32>(at, hit === 0 ? sEpoch : -1);
  }
}

function isOccupied(i: i32): bool {
  return bitOf(S_OCC, i) !== 0;
}

/**
 * The size of the closure of the empty cell `i` (itself and, recursively, its empty supports: the cells that
 * must be new with it), computing and keeping the closure on first use in this epoch.
 */
function closureSize(i: i32): i32 {
  if (load<i32>(S_STAMP + <usize>(i << 2)) === sEpoch) return <i32>load<u8>(S_SIZE + <usize>i);
  let c0: u64 = i < 64 ? (<u64>1) << (<u64>i) : 0;
  let c1: u64 = i >= 64 && i < 128 ? (<u64>1) << (<u64>(i - 64)) : 0;
  let c2: u64 = i >= 128 ? (<u64>1) << (<u64>(i - 128)) : 0;
  if (i >= BASE) {
    const sp = load<u32>(SUPP + <usize>(i << 2));
    for (let a: u32 = 0; a < 24; a += 8) {
      const t = <i32>((sp >>> a) & 0xff);
      if (isOccupied(t)) continue;
      closureSize(t);
      const so = S_CLOSURE + <usize>(t * SET);
      c0 |= load<u64>(so);
      c1 |= load<u64>(so, 8);
      c2 |= load<u64>(so, 16);
    }
  }
  const o = S_CLOSURE + <usize>(i * SET);
  store<u64>(o, c0);
  store<u64>(o, c1, 8);
  store<u64>(o, c2, 16);
  const size = <i32>(popcnt<u64>(c0) + popcnt<u64>(c1) + popcnt<u64>(c2));
  store<i32>(S_STAMP + <usize>(i << 2), sEpoch);
  store<u8>(S_SIZE + <usize>i, <u8>size);
  return size;
}

/**
 * Starts a search: `occ` a stable cell set, `n` 1..16, `touch` a set or 0 (everything), `guard` a set or 0 (no
 * guard). The search state lives in this module: one search at a time.
 *
 * The candidates are the empty cells within `n - 1` face steps of the touch set, over cells whose closure has
 * at most `n` cells, each with its distance (as `prepare` in `builds.ts`): a build is connected, holds a touch
 * cell and has `n` cells, so no build is lost. Closures are computed only for the cells this breadth-first
 * search reaches (and their supports), and kept for the next search while they hold.
 */
export function searchStart(occ: usize, n: i32, touch: usize, guard: usize): void {
  keepClosures(occ);
  for (let k: usize = 0; k < 24; k += 8) {
    const keep = k === 16 ? HIGH : ~(<u64>0);
    store<u64>(S_TOUCH + k, touch === 0 ? keep : load<u64>(touch + k) & keep);
  }
  sGuards = 0;
  if (guard !== 0)
    for (let w = 0; w < 3; w++) {
      let v = load<u64>(guard + <usize>(w << 3)) & (w === 2 ? HIGH : ~(<u64>0));
      while (v !== 0) {
        store<i16>(S_GUARD + <usize>(sGuards << 1), <i16>((w << 6) + <i32>ctz<u64>(v)));
        sGuards++;
        v &= v - 1;
      }
    }
  // Distance 0: the empty touch cells whose closure fits.
  let r0: u64 = 0;
  let r1: u64 = 0;
  let r2: u64 = 0;
  let g0 = load<u64>(S_TOUCH) & ~load<u64>(S_OCC);
  let g1 = load<u64>(S_TOUCH, 8) & ~load<u64>(S_OCC, 8);
  let g2 = load<u64>(S_TOUCH, 16) & ~load<u64>(S_OCC, 16);
  for (let r = 0; r < n; r++) {
    // Keep the frontier's cells whose closure fits, at distance r.
    let f0: u64 = 0;
    let f1: u64 = 0;
    let f2: u64 = 0;
    for (let w = 0; w < 3; w++) {
      let v = w === 0 ? g0 : w === 1 ? g1 : g2;
      let f: u64 = 0;
      while (v !== 0) {
        const i = (w << 6) + <i32>ctz<u64>(v);
        if (closureSize(i) <= n) {
          f |= v & (~v + 1);
          store<i8>(S_DIST + <usize>i, <i8>r);
        }
        v &= v - 1;
      }
      if (w === 0) f0 = f;
      else if (w === 1) f1 = f;
      else f2 = f;
    }
    r0 |= f0;
    r1 |= f1;
    r2 |= f2;
    if (r + 1 >= n || (f0 | f1 | f2) === 0) break;
    // The next frontier: empty neighbours of this one, not reached yet.
    g0 = 0;
    g1 = 0;
    g2 = 0;
    for (let w = 0; w < 3; w++) {
      let v = w === 0 ? f0 : w === 1 ? f1 : f2;
      while (v !== 0) {
        const m = NB + <usize>(((w << 6) + <i32>ctz<u64>(v)) * SET);
        g0 |= load<u64>(m);
        g1 |= load<u64>(m, 8);
        g2 |= load<u64>(m, 16);
        v &= v - 1;
      }
    }
    g0 &= ~load<u64>(S_OCC) & ~r0;
    g1 &= ~load<u64>(S_OCC, 8) & ~r1;
    g2 &= ~load<u64>(S_OCC, 16) & ~r2 & HIGH;
  }
  store<u64>(S_CAND, r0);
  store<u64>(S_CAND, r1, 8);
  store<u64>(S_CAND, r2, 16);
  sN = n;
  sRoot = -1;
  sDepth = -1;
}

/** Whether, with frame `d`'s set built, some guarded die still has no occupied dependent. */
function guardAlive(d: i32): bool {
  if (sGuards === 0) return true;
  const fp = F_P + <usize>(d * SET);
  for (let k = 0; k < sGuards; k++) {
    const g = <i32>load<i16>(S_GUARD + <usize>(k << 1));
    const m = DEPM + <usize>(g * SET);
    const hit =
      (load<u64>(m) & (load<u64>(S_OCC) | load<u64>(fp))) |
      (load<u64>(m, 8) & (load<u64>(S_OCC, 8) | load<u64>(fp, 8))) |
      (load<u64>(m, 16) & (load<u64>(S_OCC, 16) | load<u64>(fp, 16)));
    if (hit === 0) return true;
  }
  return false;
}

/** The complete-set checks of frame `d`: closed under supports, and touching. */
function leafOk(d: i32): bool {
  const o = <usize>(d * SET);
  let open: u64 = 0;
  let touches: u64 = 0;
  for (let k: usize = 0; k < 24; k += 8) {
    const p = load<u64>(F_P + o + k);
    open |= load<u64>(F_CL + o + k) & ~p;
    touches |= p & load<u64>(S_TOUCH + k);
  }
  return open === 0 && touches !== 0;
}

/** Moves to the next root cell and sets up frame 0; `false` when all roots are done. */
function advanceRoot(): bool {
  let v = sRoot + 1;
  while (v < CELLS) {
    // The next candidate from v on, straight from the words.
    const bits = load<u64>(S_CAND + <usize>((v >>> 6) << 3)) >>> <u64>(v & 63);
    if (bits === 0) {
      v = (v | 63) + 1;
      continue;
    }
    v += <i32>ctz<u64>(bits);
    sRoot = v;
    let bad: u64 = 0;
    let reach: u64 = 0;
    for (let k = 0; k < 3; k++) {
      const lo = k << 6;
      const ko = <usize>(k << 3);
      const above: u64 = v >= lo + 63 ? 0 : v < lo ? ~(<u64>0) : ~(((<u64>2) << (<u64>(v - lo))) - 1);
      const root = load<u64>(S_CAND + ko) & above;
      store<u64>(S_ROOT + ko, root);
      const nv = load<u64>(NB + <usize>(v * SET) + ko);
      const p: u64 = k === v >>> 6 ? (<u64>1) << (<u64>(v & 63)) : 0;
      const ext = nv & root;
      const nb = nv | p;
      const cl = load<u64>(S_CLOSURE + <usize>(v * SET) + ko);
      store<u64>(F_P + ko, p);
      store<u64>(F_EXT + ko, ext);
      store<u64>(F_NB + ko, nb);
      store<u64>(F_CL + ko, cl);
      bad |= cl & ~(p | ext | (root & ~nb));
      // Touch: cells the set has, or can still get (its extension, or fresh candidates above the root).
      reach |= (p | ext | (root & ~nb)) & load<u64>(S_TOUCH + ko);
    }
    store<i8>(F_MIN, load<i8>(S_DIST + <usize>v));
    if (bad === 0 && reach !== 0 && guardAlive(0)) {
      sDepth = 0;
      return true;
    }
    v++;
  }
  sRoot = CELLS;
  return false;
}

function emit(d: i32, out: usize): void {
  const o = F_P + <usize>(d * SET);
  store<u64>(out, load<u64>(o));
  store<u64>(out, load<u64>(o, 8), 8);
  store<u64>(out, load<u64>(o, 16), 16);
}

/**
 * Pops the lowest cell of frame `d`'s extension and builds frame `d + 1` with it. Returns -1 when the extension is
 * empty, 0 when the new set is pruned (it can never complete), 1 when frame `d + 1` is worth going on with.
 */
function step(d: i32): i32 {
  const fo = <usize>(d * SET);
  // The lowest cell of the extension set.
  let w = -1;
  for (let k = 0; k < 3; k++) {
    const at = F_EXT + fo + <usize>(k << 3);
    const v = load<u64>(at);
    if (v !== 0) {
      w = (k << 6) + <i32>ctz<u64>(v);
      store<u64>(at, v & (v - 1));
      break;
    }
  }
  if (w < 0) return -1;
  const no = fo + SET;
  const wo = <usize>(w * SET);
  let bad: u64 = 0;
  let reach: u64 = 0;
  let size = 0;
  for (let k = 0; k < 3; k++) {
    const ko = <usize>(k << 3);
    const nbOld = load<u64>(F_NB + fo + ko);
    const nw = load<u64>(NB + wo + ko);
    const root = load<u64>(S_ROOT + ko);
    const p = load<u64>(F_P + fo + ko) | (k === w >>> 6 ? (<u64>1) << (<u64>(w & 63)) : 0);
    const ext = load<u64>(F_EXT + fo + ko) | (nw & root & ~nbOld & ~p);
    const nb = nbOld | nw | p;
    const cl = load<u64>(F_CL + fo + ko) | load<u64>(S_CLOSURE + wo + ko);
    store<u64>(F_P + no + ko, p);
    store<u64>(F_EXT + no + ko, ext);
    store<u64>(F_NB + no + ko, nb);
    store<u64>(F_CL + no + ko, cl);
    bad |= cl & ~(p | ext | (root & ~nb));
    // Touch: cells the set has, or can still get (its extension, or fresh candidates above the root).
    reach |= (p | ext | (root & ~nb)) & load<u64>(S_TOUCH + ko);
    size += <i32>popcnt<u64>(cl);
  }
  // The set can still grow by n - (d + 2) cells: its nearest cell must be at most that far from the touch set.
  const here = load<i8>(F_MIN + <usize>d);
  const there = load<i8>(S_DIST + <usize>w);
  const near = min<i8>(here, there);
  store<i8>(F_MIN + <usize>(d + 1), near);
  return bad !== 0 || reach === 0 || size > sN || <i32>near > sN - d - 2 || !guardAlive(d + 1) ? 0 : 1;
}

/** Writes the next build into `out` (a set) and returns `true`, or returns `false` when there are no more. */
export function searchNext(out: usize): bool {
  const n = sN;
  while (true) {
    if (sDepth < 0) {
      if (!advanceRoot()) return false;
      if (n === 1) {
        sDepth = -1;
        if (leafOk(0)) {
          emit(0, out);
          return true;
        }
        continue;
      }
    }
    const d = sDepth;
    const r = step(d);
    if (r < 0) {
      sDepth = d - 1;
      continue;
    }
    if (r === 0) continue;
    if (d + 2 === n) {
      if (leafOk(d + 1)) {
        emit(d + 1, out);
        return true;
      }
      continue;
    }
    sDepth = d + 1;
  }
}

/** Whether, with the set `q` built, some guarded die still has no occupied dependent. */
function guardAliveWith(q0: u64, q1: u64, q2: u64): bool {
  const o0 = load<u64>(S_OCC) | q0;
  const o1 = load<u64>(S_OCC, 8) | q1;
  const o2 = load<u64>(S_OCC, 16) | q2;
  for (let k = 0; k < sGuards; k++) {
    const m = DEPM + <usize>(<i32>load<i16>(S_GUARD + <usize>(k << 1)) * SET);
    if (((load<u64>(m) & o0) | (load<u64>(m, 8) & o1) | (load<u64>(m, 16) & o2)) === 0) return true;
  }
  return false;
}

/**
 * Counts at once the builds that complete frame `d` (of `n - 1` cells) with one cell of its extension: the
 * last level of the search, without building a frame per leaf. A leaf is a build when it holds its closure,
 * touches, and leaves a guarded die free (the other prunings are implied at a leaf).
 */
function countLeaves(d: i32): u32 {
  const fo = <usize>(d * SET);
  const p0 = load<u64>(F_P + fo);
  const p1 = load<u64>(F_P + fo, 8);
  const p2 = load<u64>(F_P + fo, 16);
  const c0 = load<u64>(F_CL + fo);
  const c1 = load<u64>(F_CL + fo, 8);
  const c2 = load<u64>(F_CL + fo, 16);
  // One more cell closes at most one open cell: itself.
  if (popcnt<u64>(c0 & ~p0) + popcnt<u64>(c1 & ~p1) + popcnt<u64>(c2 & ~p2) > 1) return 0;
  const t0 = load<u64>(S_TOUCH);
  const t1 = load<u64>(S_TOUCH, 8);
  const t2 = load<u64>(S_TOUCH, 16);
  const touched = ((p0 & t0) | (p1 & t1) | (p2 & t2)) !== 0;
  let count: u32 = 0;
  for (let k = 0; k < 3; k++) {
    let v = load<u64>(F_EXT + fo + <usize>(k << 3));
    const tk = k === 0 ? t0 : k === 1 ? t1 : t2;
    while (v !== 0) {
      const b = v & (~v + 1);
      const wo = S_CLOSURE + <usize>(((k << 6) + <i32>ctz<u64>(v)) * SET);
      v &= v - 1;
      if (!touched && (tk & b) === 0) continue;
      const q0 = k === 0 ? p0 | b : p0;
      const q1 = k === 1 ? p1 | b : p1;
      const q2 = k === 2 ? p2 | b : p2;
      if (
        (((c0 | load<u64>(wo)) & ~q0) |
          ((c1 | load<u64>(wo, 8)) & ~q1) |
          ((c2 | load<u64>(wo, 16)) & ~q2)) !==
        0
      )
        continue;
      if (sGuards !== 0 && !guardAliveWith(q0, q1, q2)) continue;
      count++;
    }
  }
  return count;
}

/** Counts the builds of a query (stops at `limit`). */
export function countBuilds(occ: usize, n: i32, touch: usize, guard: usize, limit: u32): u32 {
  searchStart(occ, n, touch, guard);
  let c: u32 = 0;
  while (c < limit) {
    if (sDepth < 0) {
      if (!advanceRoot()) break;
      if (n === 1) {
        sDepth = -1;
        if (leafOk(0)) c++;
        continue;
      }
    }
    const d = sDepth;
    if (d + 2 === n) {
      // The children of this frame are leaves: count them in one go.
      c += countLeaves(d);
      sDepth = d - 1;
      continue;
    }
    const r = step(d);
    if (r < 0) sDepth = d - 1;
    else if (r > 0) sDepth = d + 1;
  }
  return c < limit ? c : limit;
}

/**
 * Continues the current search: writes up to `max` builds (a set each, 24 bytes apart) from `out`. Returns how
 * many; fewer than `max` means the search is done.
 */
export function searchFill(out: usize, max: i32): i32 {
  let c = 0;
  while (c < max && searchNext(out + <usize>(c * SET))) c++;
  return c;
}

/**
 * {@link countBuilds} over `count` positions packed one set each in `occ`, `touch` (all ones: no contact rule)
 * and `guard` (empty: no guard), builds of `n` dice; the counts go to `out` (u32 each). Returns the total.
 */
export function countBuildsBatch(
  count: i32,
  occ: usize,
  touch: usize,
  guard: usize,
  n: i32,
  out: usize,
): u32 {
  let total: u32 = 0;
  for (let k = 0; k < count; k++) {
    const o = <usize>(k * SET);
    const c = countBuilds(occ + o, n, touch + o, guard + o, 0xffffffff);
    store<u32>(out + <usize>(k << 2), c);
    total += c;
  }
  return total;
}
