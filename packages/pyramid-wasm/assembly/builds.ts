/**
 * The Abquetschen build search (ESU over the empty cells; see core's `builds.ts` for the algorithm and its
 * prunings), the twin of `BuildSearch`, `countBuildsBits` and `countBuildsBatch`: the same builds in the same
 * order. The search state lives in this module: one search at a time.
 */
import { CELLS, DEPM, HIGH, NB, SET, SUPP } from './tables';

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

/**
 * Starts a search: `occ` a stable cell set, `n` 1..16, `touch` a set or 0 (everything), `guard` a set or 0 (no
 * guard). The search state lives in this module: one search at a time.
 */
export function searchStart(occ: usize, n: i32, touch: usize, guard: usize): void {
  for (let k: usize = 0; k < 24; k += 8) {
    const keep = k === 16 ? HIGH : ~(<u64>0);
    store<u64>(S_OCC + k, load<u64>(occ + k) & keep);
    store<u64>(S_TOUCH + k, touch === 0 ? keep : load<u64>(touch + k) & keep);
    store<u64>(S_CAND + k, 0);
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
  // Closures of the empty cells, bottom-up (occupied cells' closures are never read, so they are not cleared).
  const e0 = ~load<u64>(S_OCC);
  const e1 = ~load<u64>(S_OCC, 8);
  const e2 = ~load<u64>(S_OCC, 16) & HIGH;
  let cand0: u64 = 0;
  let cand1: u64 = 0;
  let cand2: u64 = 0;
  // Level 0: a cell alone (all in word 0).
  let v = e0 & (((<u64>1) << 45) - 1);
  while (v !== 0) {
    const b = v & (~v + 1);
    const o = S_CLOSURE + <usize>(<i32>ctz<u64>(v) * SET);
    store<u64>(o, b);
    store<u64>(o, 0, 8);
    store<u64>(o, 0, 16);
    v &= v - 1;
  }
  // Every empty level-0 cell is a candidate (its closure is itself).
  cand0 = e0 & (((<u64>1) << 45) - 1);
  for (let w = 0; w < 3; w++) {
    v = w === 0 ? e0 & ~(((<u64>1) << 45) - 1) : w === 1 ? e1 : e2;
    let cand: u64 = 0;
    while (v !== 0) {
      const b = v & (~v + 1);
      const i = (w << 6) + <i32>ctz<u64>(v);
      v &= v - 1;
      let c0: u64 = w === 0 ? b : 0;
      let c1: u64 = w === 1 ? b : 0;
      let c2: u64 = w === 2 ? b : 0;
      const sp = load<u32>(SUPP + <usize>(i << 2));
      for (let a: u32 = 0; a < 24; a += 8) {
        const t = <i32>((sp >>> a) & 0xff);
        const tw = t >>> 6;
        if ((((tw === 0 ? e0 : tw === 1 ? e1 : e2) >>> <u64>(t & 63)) & 1) === 0) continue;
        const so = S_CLOSURE + <usize>(t * SET);
        c0 |= load<u64>(so);
        c1 |= load<u64>(so, 8);
        c2 |= load<u64>(so, 16);
      }
      const o = S_CLOSURE + <usize>(i * SET);
      store<u64>(o, c0);
      store<u64>(o, c1, 8);
      store<u64>(o, c2, 16);
      if (<i32>(popcnt<u64>(c0) + popcnt<u64>(c1) + popcnt<u64>(c2)) <= n) cand |= b;
    }
    if (w === 0) cand0 |= cand;
    else if (w === 1) cand1 = cand;
    else cand2 = cand;
  }
  store<u64>(S_CAND, cand0);
  store<u64>(S_CAND, cand1, 8);
  store<u64>(S_CAND, cand2, 16);
  if (touch !== 0) nearTouch(n);
  sN = n;
  sRoot = -1;
  sDepth = -1;
}

const S_FRONT: usize = memory.data(SET, 8);

/**
 * Keeps only the candidates within `n - 1` face steps of the touch set, over candidates (as `prepare` in
 * `builds.ts` does): every cell of a build is that close to the build's touch cell, so no build is lost, and the
 * order of the others is unchanged.
 */
function nearTouch(n: i32): void {
  const c0 = load<u64>(S_CAND);
  const c1 = load<u64>(S_CAND, 8);
  const c2 = load<u64>(S_CAND, 16);
  let r0 = c0 & load<u64>(S_TOUCH);
  let r1 = c1 & load<u64>(S_TOUCH, 8);
  let r2 = c2 & load<u64>(S_TOUCH, 16);
  store<u64>(S_FRONT, r0);
  store<u64>(S_FRONT, r1, 8);
  store<u64>(S_FRONT, r2, 16);
  for (let r = 1; r < n; r++) {
    let g0: u64 = 0;
    let g1: u64 = 0;
    let g2: u64 = 0;
    for (let w = 0; w < 3; w++) {
      let v = load<u64>(S_FRONT + <usize>(w << 3));
      while (v !== 0) {
        const m = NB + <usize>(((w << 6) + <i32>ctz<u64>(v)) * SET);
        g0 |= load<u64>(m);
        g1 |= load<u64>(m, 8);
        g2 |= load<u64>(m, 16);
        v &= v - 1;
      }
    }
    g0 &= c0 & ~r0;
    g1 &= c1 & ~r1;
    g2 &= c2 & ~r2;
    if ((g0 | g1 | g2) === 0) break;
    r0 |= g0;
    r1 |= g1;
    r2 |= g2;
    store<u64>(S_FRONT, g0);
    store<u64>(S_FRONT, g1, 8);
    store<u64>(S_FRONT, g2, 16);
  }
  store<u64>(S_CAND, r0);
  store<u64>(S_CAND, r1, 8);
  store<u64>(S_CAND, r2, 16);
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
  while (true) {
    sRoot++;
    const v = sRoot;
    if (v >= CELLS) return false;
    if (bitOf(S_CAND, v) === 0) continue;
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
    if (bad !== 0 || reach === 0 || !guardAlive(0)) continue;
    sDepth = 0;
    return true;
  }
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
  return bad !== 0 || reach === 0 || size > sN || !guardAlive(d + 1) ? 0 : 1;
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
