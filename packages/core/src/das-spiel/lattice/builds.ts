/**
 * Build search: every way to add exactly `n` dice to a stable pyramid so that the new dice form one
 * face-connected group, each sits in a funnel (its supports are occupied or new), at least one touches a given
 * set, and at least one guarded die stays free. This is Abquetschen's move space (rules §3), and the kernel the
 * Wasm twin mirrors.
 *
 * The search is ESU (Wernicke's enumeration of connected induced subgraphs: each connected set is produced once,
 * from its lowest cell) over the empty cells, on bitsets, with two prunings that never lose a build:
 * - a cell whose *closure* (itself and, recursively, its empty supports: the cells that must be new with it) has
 *   more than `n` cells is never a candidate;
 * - a partial set is dropped as soon as its closure needs a cell that the search below it can no longer add.
 *
 * It runs as a resumable iterator ({@link BuildSearch.next}), so callers enumerate lazily, count, or sample.
 *
 * @module
 */

import type { Rng } from '../../random/index.js';
import { ALL, cellsOf, NEIGHBOUR_MASKS, popcount32, WORDS } from './bits.js';
import { CELLS, DEPENDENTS, SUPPORTS } from './cells.js';

/** The largest build the search supports (Abquetschen needs 6). */
export const MAX_BUILD = 16;

/** The rules of one search; all sets are `Uint32Array(6)`. */
export interface BuildQuery {
  /** Occupied cells (a stable pyramid). */
  occupied: Uint32Array;
  /** Number of new dice, 1..{@link MAX_BUILD}. */
  n: number;
  /** At least one new die must be in this set (e.g. the empty face neighbours of the builder's own dice); `null`: no requirement. */
  touch: Uint32Array | null;
  /** Dice of which at least one must stay free after the build; `null` or an empty set: no such rule. */
  guard: Uint32Array | null;
}

/**
 * A resumable build enumerator.
 *
 * @example
 * ```ts
 * const search = new BuildSearch({ occupied, n: 3, touch: null, guard: null });
 * const out = new Uint32Array(6);
 * while (search.next(out)) console.log(cellsOf(out));
 * ```
 */
export class BuildSearch {
  private n = 0;
  private readonly occ = new Uint32Array(WORDS);
  private readonly touch = new Uint32Array(WORDS);
  private guard: number[] = [];
  /** Candidate cells: empty, with a closure of at most `n` cells, within `n - 1` steps of the touch set. */
  private readonly cand = new Uint32Array(WORDS);
  /** Per cell, its closure over empty cells (6 words per cell; valid where `stamp` is this search's). */
  private readonly closure = new Uint32Array(CELLS * WORDS);
  /** Stack frames, 6 words per depth: the set, the extension, the closed neighbourhood, the closure. */
  private readonly fP: Uint32Array;
  private readonly fExt: Uint32Array;
  private readonly fNb: Uint32Array;
  private readonly fCl: Uint32Array;
  /** Candidates above the current root. */
  private readonly rootSet = new Uint32Array(WORDS);
  /** Per candidate, its distance to the touch set over candidates (at most `n - 1`: farther ones are dropped). */
  private readonly dist = new Int8Array(CELLS);
  /** Per frame, the least distance to the touch set of a cell of its set. */
  private readonly fMin = new Int8Array(MAX_BUILD);
  /** The breadth-first queue of {@link prepare}. */
  private readonly queue = new Int16Array(CELLS);
  /** Per cell, the search (`epoch`) its closure and closure size were computed in. */
  private readonly stamp = new Int32Array(CELLS).fill(-1);
  private readonly size = new Int16Array(CELLS);
  private epoch = 0;
  /** The cells the current occupied set adds to the last search's. */
  private readonly added = new Uint32Array(WORDS);
  private root = -1;
  private depth = -1;

  constructor(query: BuildQuery) {
    const depthWords = MAX_BUILD * WORDS;
    this.fP = new Uint32Array(depthWords);
    this.fExt = new Uint32Array(depthWords);
    this.fNb = new Uint32Array(depthWords);
    this.fCl = new Uint32Array(depthWords);
    this.reset(query);
  }

  /**
   * Starts this search over for another query, reusing its buffers: a caller that searches once a move (a
   * random playout) allocates nothing per search.
   */
  reset(query: BuildQuery): this {
    const { n } = query;
    if (!Number.isInteger(n) || n < 1 || n > MAX_BUILD)
      throw new RangeError(`build size ${n} is not 1..${MAX_BUILD}`);
    this.n = n;
    this.keepClosures(query.occupied);
    this.touch.set((query.touch ?? ALL).subarray(0, WORDS));
    this.guard = query.guard ? cellsOf(query.guard) : [];
    this.cand.fill(0);
    this.root = -1;
    this.depth = -1;
    this.prepare();
    return this;
  }

  /**
   * Takes the new occupied set, keeping the closures of the last search that it leaves unchanged. A closure only
   * depends on the occupied cells, and a playout's searches follow each other with dice only added: then only
   * the closures holding a new die are dropped (the cells above it); any other change drops them all.
   */
  private keepClosures(occupied: Uint32Array): void {
    const { occ, added } = this;
    let grown = true;
    let any = 0;
    for (let w = 0; w < WORDS; w++) {
      const now = occupied[w]!;
      if ((occ[w]! & ~now) !== 0) grown = false;
      added[w] = now & ~occ[w]!;
      any |= added[w]!;
      occ[w] = now;
    }
    this.epoch++;
    if (!grown) return; // a new epoch: every closure is stale
    const { stamp, closure } = this;
    const old = this.epoch - 1;
    for (let i = 0; i < CELLS; i++) {
      if (stamp[i] !== old) continue;
      let hit = 0;
      if (any !== 0) for (let w = 0; w < WORDS; w++) hit |= closure[i * WORDS + w]! & added[w]!;
      stamp[i] = hit === 0 ? this.epoch : -1;
    }
  }

  private occupied(i: number): boolean {
    return ((this.occ[i >>> 5]! >>> (i & 31)) & 1) !== 0;
  }

  /**
   * The candidate set: the empty cells within `n - 1` face steps of the touch set, over cells whose closure has
   * at most `n` cells, each with its distance. Why no build is lost: a build is connected, holds a touch cell and
   * has `n` cells, so each of its cells is at most `n - 1` steps from that cell inside the build (and every cell
   * of a build is a candidate). The search then also drops a set once its nearest cell is farther from the touch
   * set than the cells it may still add (see {@link next}). Closures are computed only for the cells this
   * breadth-first search reaches (and their supports), once each and kept for the next search while they hold
   * (see {@link keepClosures}): the rest of the pyramid costs nothing.
   */
  private prepare(): void {
    const { cand, dist, queue } = this;
    let tail = 0;
    for (let k = 0; k < WORDS; k++)
      for (let v = this.touch[k]! & ~this.occ[k]!; v !== 0; v &= v - 1) {
        const c = k * 32 + (31 - Math.clz32(v & -v));
        if (c >= CELLS || this.closureSize(c) > this.n) continue;
        cand[c >>> 5]! |= 1 << (c & 31);
        dist[c] = 0;
        queue[tail++] = c;
      }
    for (let head = 0; head < tail; head++) {
      const c = queue[head]!;
      const r = dist[c]! + 1;
      if (r >= this.n) continue;
      for (let a = 0; a < 3; a++)
        for (let t = 0; t < 2; t++) {
          const m = (t === 0 ? SUPPORTS : DEPENDENTS)[c * 3 + a]!;
          if (m < 0 || this.occupied(m) || ((cand[m >>> 5]! >>> (m & 31)) & 1) !== 0) continue;
          if (this.closureSize(m) > this.n) continue;
          cand[m >>> 5]! |= 1 << (m & 31);
          dist[m] = r;
          queue[tail++] = m;
        }
    }
  }

  /**
   * The number of cells of the closure of the empty cell `i` (itself and, recursively, its empty supports: the
   * cells that must be new with it), computing and keeping the closure on first use in this search.
   */
  private closureSize(i: number): number {
    if (this.stamp[i] === this.epoch) return this.size[i]!;
    const cl = this.closure;
    const o = i * WORDS;
    cl.fill(0, o, o + WORDS);
    cl[o + (i >>> 5)]! |= 1 << (i & 31);
    for (let a = 0; a < 3; a++) {
      const s = SUPPORTS[i * 3 + a]!;
      if (s < 0 || this.occupied(s)) continue;
      this.closureSize(s);
      for (let w = 0; w < WORDS; w++) cl[o + w]! |= cl[s * WORDS + w]!;
    }
    let size = 0;
    for (let w = 0; w < WORDS; w++) size += popcount32(cl[o + w]!);
    this.stamp[i] = this.epoch;
    this.size[i] = size;
    return size;
  }

  /**
   * Writes the next build into `out` (a cell set, 6 words) and returns `true`; returns `false` when there are
   * no more. Each build comes exactly once. `o`: where in `out` the set goes (default 0).
   */
  next(out: Uint32Array, o = 0): boolean {
    const { n, fP, fExt, fNb, fCl, rootSet } = this;
    for (;;) {
      if (this.depth < 0) {
        if (!this.advanceRoot()) return false;
        if (n === 1) {
          this.depth = -1;
          if (this.leafOk(0)) return this.emit(0, out, o);
          continue;
        }
      }
      const d = this.depth;
      const fo = d * WORDS;
      // The lowest cell of the extension set.
      let w = -1;
      for (let k = 0; k < WORDS; k++) {
        const v = fExt[fo + k]!;
        if (v !== 0) {
          w = k * 32 + (31 - Math.clz32(v & -v));
          fExt[fo + k] = v & (v - 1);
          break;
        }
      }
      if (w < 0) {
        this.depth = d - 1;
        continue;
      }
      const no = fo + WORDS;
      const wo = w * WORDS;
      let bad = 0;
      let size = 0;
      for (let k = 0; k < WORDS; k++) {
        const nbOld = fNb[fo + k]!;
        const nw = NEIGHBOUR_MASKS[wo + k]!;
        const p = fP[fo + k]! | (k === w >>> 5 ? 1 << (w & 31) : 0);
        const ext = fExt[fo + k]! | (nw & rootSet[k]! & ~nbOld & ~p);
        const nb = nbOld | nw | p;
        const cl = fCl[fo + k]! | this.closure[wo + k]!;
        fP[no + k] = p;
        fExt[no + k] = ext;
        fNb[no + k] = nb;
        fCl[no + k] = cl;
        bad |= cl & ~(p | ext | (rootSet[k]! & ~nb));
        size += popcount32(cl);
      }
      const near = Math.min(this.fMin[d]!, this.dist[w]!);
      this.fMin[d + 1] = near;
      // The set can still grow by n - (d + 2) cells: its nearest cell must be at most that far from the touch set.
      if (bad !== 0 || size > n || near > n - d - 2 || !this.guardAlive(d + 1)) continue;
      if (d + 2 === n) {
        if (this.leafOk(d + 1)) return this.emit(d + 1, out, o);
        continue;
      }
      this.depth = d + 1;
    }
  }

  /** Moves to the next root cell and sets up frame 0; `false` when all roots are done. */
  private advanceRoot(): boolean {
    const { fP, fExt, fNb, fCl, rootSet, cand } = this;
    for (;;) {
      // The next candidate above the last root, straight from the words.
      let v = this.root + 1;
      while (v < CELLS) {
        const bits = cand[v >>> 5]! >>> (v & 31);
        if (bits !== 0) {
          v += 31 - Math.clz32(bits & -bits);
          break;
        }
        v = (v | 31) + 1;
      }
      this.root = v;
      if (v >= CELLS) return false;
      // Candidates strictly above v.
      for (let k = 0; k < WORDS; k++) {
        const lo = k * 32;
        rootSet[k] = cand[k]! & (v >= lo + 31 ? 0 : v < lo ? 0xffffffff : ~((2 << (v - lo)) - 1));
      }
      let bad = 0;
      for (let k = 0; k < WORDS; k++) {
        const nv = NEIGHBOUR_MASKS[v * WORDS + k]!;
        const p = k === v >>> 5 ? 1 << (v & 31) : 0;
        fP[k] = p;
        fExt[k] = nv & rootSet[k]!;
        fNb[k] = nv | p;
        fCl[k] = this.closure[v * WORDS + k]!;
        bad |= fCl[k]! & ~(p | fExt[k]! | (rootSet[k]! & ~fNb[k]!));
      }
      this.fMin[0] = this.dist[v]!;
      if (bad !== 0 || !this.guardAlive(0)) continue;
      this.depth = 0;
      return true;
    }
  }

  /** Whether, with frame `d`'s set built, some guarded die still has no occupied dependent. */
  private guardAlive(d: number): boolean {
    if (this.guard.length === 0) return true;
    const o = d * WORDS;
    for (const g of this.guard) {
      let covered = false;
      for (let a = 0; a < 3 && !covered; a++) {
        const c = DEPENDENTS[g * 3 + a]!;
        if (c < 0) continue;
        const word = c >>> 5;
        const m = 1 << (c & 31);
        covered = ((this.occ[word]! | this.fP[o + word]!) & m) !== 0;
      }
      if (!covered) return true;
    }
    return false;
  }

  /** The complete-set checks: closed under supports, and touching. */
  private leafOk(d: number): boolean {
    const o = d * WORDS;
    let open = 0;
    let touches = 0;
    for (let k = 0; k < WORDS; k++) {
      open |= this.fCl[o + k]! & ~this.fP[o + k]!;
      touches |= this.fP[o + k]! & this.touch[k]!;
    }
    return open === 0 && touches !== 0;
  }

  private emit(d: number, out: Uint32Array, o: number): true {
    for (let k = 0; k < WORDS; k++) out[o + k] = this.fP[d * WORDS + k]!;
    return true;
  }
}

/**
 * How many builds the query allows (stops at `limit`, default: no limit).
 *
 * @example
 * ```ts
 * countBuildsBits({ occupied: new Uint32Array(6), n: 4, touch: null, guard: null }); // 36: a die on three, on every level-1 cell
 * ```
 */
export function countBuildsBits(query: BuildQuery, limit = Number.POSITIVE_INFINITY): number {
  const search = new BuildSearch(query);
  const out = new Uint32Array(WORDS);
  let n = 0;
  while (n < limit && search.next(out)) n++;
  return n;
}

/**
 * {@link countBuildsBits} over `count` positions packed 6 words each: `occ`, `touch` (all ones = no contact rule)
 * and `guard` (all zero = no guard), builds of `n` dice; the counts go to `out[k]`. Returns the total.
 */
export function countBuildsBatch(
  count: number,
  occ: Uint32Array,
  touch: Uint32Array,
  guard: Uint32Array,
  n: number,
  out: Uint32Array,
): number {
  let total = 0;
  for (let k = 0; k < count; k++) {
    const o = k * WORDS;
    const c = countBuildsBits({
      occupied: occ.subarray(o, o + WORDS),
      n,
      touch: touch.subarray(o, o + WORDS),
      guard: guard.subarray(o, o + WORDS),
    });
    out[k] = c;
    total += c;
  }
  return total;
}

/** The one search {@link collectBuilds} reuses (searches run to the end synchronously, so one is enough). */
let shared: BuildSearch | null = null;

/**
 * Every build of the query in the search's order, packed 6 words each into `out` (as many as fit), without
 * allocating: the form a hot loop (a random playout) wants. Returns how many builds there are, up to `limit`
 * (default: no limit), even when `out` holds fewer; a caller whose buffer was short calls again with a larger
 * one.
 *
 * @example
 * ```ts
 * const out = new Uint32Array(64 * 6);
 * const n = collectBuilds({ occupied, n: 3, touch: null, guard: null }, out); // builds 0..min(n, 64)-1 in out
 * ```
 */
export function collectBuilds(query: BuildQuery, out: Uint32Array, limit = Number.POSITIVE_INFINITY): number {
  if (shared) shared.reset(query);
  else shared = new BuildSearch(query);
  const search = shared;
  const room = Math.floor(out.length / WORDS);
  let n = 0;
  for (; n < limit && n < room; n++) if (!search.next(out, n * WORDS)) return n;
  const spare = new Uint32Array(WORDS);
  while (n < limit && search.next(spare)) n++;
  return n;
}

/**
 * The one search {@link anyBuild} reuses, and its output buffer: a bot asks it dozens of times a move (each roll,
 * each seat, often on one position), and a reused search keeps the closures of an unchanged pyramid.
 */
let probe: BuildSearch | null = null;
const probeOut = new Uint32Array(WORDS);

/** Whether the query allows any build at all. */
export function anyBuild(query: BuildQuery): boolean {
  if (probe) probe.reset(query);
  else probe = new BuildSearch(query);
  return probe.next(probeOut);
}

/** Every build of the query, lazily, as ascending cell lists. */
export function* builds(query: BuildQuery): Generator<number[], void, undefined> {
  const search = new BuildSearch(query);
  const out = new Uint32Array(WORDS);
  while (search.next(out)) yield cellsOf(out);
}

/**
 * Up to `k` builds drawn uniformly without replacement (reservoir sampling over one pass of the search), in
 * the order of the search; all of them when there are at most `k`. Also returns the total count. `searchOf`
 * makes the enumerator (default: this module's; a kernel provider's gives the same builds in the same order).
 */
export function sampleBuilds(
  query: BuildQuery,
  k: number,
  rng: Rng,
  searchOf: (query: BuildQuery) => { next(out: Uint32Array): boolean } = (q) => new BuildSearch(q),
): { builds: number[][]; count: number } {
  const search = searchOf(query);
  const out = new Uint32Array(WORDS);
  const keep: { at: number; cells: Uint32Array }[] = [];
  let count = 0;
  while (search.next(out)) {
    if (keep.length < k) keep.push({ at: count, cells: out.slice() });
    else {
      const j = rng.int(count + 1);
      if (j < k) keep[j] = { at: count, cells: out.slice() };
    }
    count++;
  }
  keep.sort((a, b) => a.at - b.at);
  return { builds: keep.map((b) => cellsOf(b.cells)), count };
}

/** Whether `cells` (a set) satisfies the query: size, empty, funnels, connected, touch, guard. */
export function isBuild(query: BuildQuery, cells: readonly number[]): boolean {
  return buildFault(query, cells) === null;
}

/** Why `cells` is not a build of the query, or `null` when it is one. */
export function buildFault(query: BuildQuery, cells: readonly number[]): BuildFault {
  const { occupied, touch } = query;
  const on = (c: number): boolean => ((occupied[c >>> 5]! >>> (c & 31)) & 1) !== 0;
  return buildFaultBy(
    query.n,
    cells,
    on,
    touch ? (c) => ((touch[c >>> 5]! >>> (c & 31)) & 1) !== 0 : null,
    query.guard ? cellsOf(query.guard) : [],
  );
}

/** What makes a set of cells no build: see {@link buildFaultBy}. */
export type BuildFault = null | 'size' | 'occupied' | 'no-funnel' | 'not-connected' | 'no-touch' | 'guard';

/**
 * {@link buildFault} over any description of the position: `on(c)` whether cell `c` holds a die, `inTouch(c)`
 * whether an empty cell `c` is in the touch set (`null`: no contact rule), `guard` the guarded dice. A game that
 * keeps its pyramid as a plain owner list checks a build by looking up the few cells it names, without making
 * the query's sets. The checks, in order: `n` distinct cells, all empty, each in a funnel (every support
 * occupied or in the set), face-connected, touching, a guarded die left free.
 *
 * @example
 * ```ts
 * // On an empty plate, no contact rule, no guard: three base cells and the die on them build; two base cells
 * // alone do not touch each other.
 * buildFaultBy(4, [0, 1, 9, 45], () => false, null, []); // null
 * buildFaultBy(2, [0, 1], () => false, null, []); // 'not-connected'
 * ```
 */
export function buildFaultBy(
  n: number,
  cells: readonly number[],
  on: (c: number) => boolean,
  inTouch: ((c: number) => boolean) | null,
  guard: readonly number[],
): BuildFault {
  // Builds are a handful of cells: lists beat Sets here (this runs on every move a server validates).
  const k = cells.length;
  if (k !== n) return 'size';
  // Distinct as a Set sees them (SameValueZero: NaN equals NaN).
  for (let i = 1; i < k; i++)
    for (let j = 0; j < i; j++) {
      const a = cells[i]!;
      const b = cells[j]!;
      if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return 'size';
    }
  for (const c of cells) if (!Number.isInteger(c) || c < 0 || c >= CELLS || on(c)) return 'occupied';
  for (const c of cells)
    for (let a = 0; a < 3; a++) {
      const s = SUPPORTS[c * 3 + a]!;
      if (s >= 0 && !on(s) && !cells.includes(s)) return 'no-funnel';
    }
  // Connected: a flood fill over face neighbours inside the set.
  const seen = [cells[0]!];
  for (let head = 0; head < seen.length; head++) {
    const c = seen[head]!;
    for (let a = 0; a < 3; a++) {
      const up = DEPENDENTS[c * 3 + a]!;
      const down = SUPPORTS[c * 3 + a]!;
      if (up >= 0 && cells.includes(up) && !seen.includes(up)) seen.push(up);
      if (down >= 0 && cells.includes(down) && !seen.includes(down)) seen.push(down);
    }
  }
  if (seen.length !== k) return 'not-connected';
  if (inTouch && !cells.some(inTouch)) return 'no-touch';
  if (guard.length > 0) {
    const alive = guard.some((g) => {
      for (let a = 0; a < 3; a++) {
        const d = DEPENDENTS[g * 3 + a]!;
        if (d >= 0 && (on(d) || cells.includes(d))) return false;
      }
      return true;
    });
    if (!alive) return 'guard';
  }
  return null;
}
