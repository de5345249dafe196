/**
 * Abquetschen's builds on the lattice: the start pyramids, the four build rules as a lattice build query, rows
 * and bonus dice, and counting, enumerating and sampling the builds of a state.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import { Rng, SeedHash } from '../../random/index.js';
import {
  type BuildFault,
  type BuildQuery,
  buildFaultBy,
  CELLS,
  cellSet,
  cellsOf,
  coords,
  DEPENDENTS,
  emptyPyramid,
  isEdgeFunnel,
  kernels,
  LEVEL_START,
  NEIGHBOUR_MASKS,
  type Pyramid,
  place,
  SUPPORTS,
  supports,
  touchSet,
  WORDS,
} from '../lattice/index.js';
import { collectAll, collected } from './collect.js';
import type { AbquetschenState, StartRule } from './types.js';

export { pyramidOf } from '../lattice/index.js';

/** The start places per rule, found once (see {@link startPyramids}). */
const START_PLACES = new Map<StartRule, number[][]>();

/**
 * The places for the start pyramid, each as its four cells ascending (three level-0 dice, then the die on them):
 * `central` gives the three whose top die is a permutation of `(2,2,3)`, `inner` all 15 without an edge funnel.
 */
export function startPyramids(rule: StartRule): number[][] {
  // Found once per rule; every call gets its own copies (callers may keep or change them).
  let places = START_PLACES.get(rule);
  if (!places) {
    places = [];
    for (let top = LEVEL_START[1]!; top < LEVEL_START[2]!; top++) {
      const base = supports(top);
      if (base.some(isEdgeFunnel)) continue;
      const central = coords(top).slice().sort().join() === '2,2,3';
      if (rule === 'central' && !central) continue;
      places.push([...base, top].sort((a, b) => a - b));
    }
    START_PLACES.set(rule, places);
  }
  return places.map((p) => p.slice());
}

/** The pyramid of a state (owner = seat). */
export function pyramidOfState(state: Pick<AbquetschenState, 'owner'>): Pyramid {
  const p = emptyPyramid();
  state.owner.forEach((seat, cell) => {
    if (seat >= 0) place(p, cell, seat);
  });
  return p;
}

/**
 * The lattice query for `seat` building `n` dice: new dice must touch one of his dice (before his first build,
 * any die; on an empty plate, nothing), and with a `guard`, one of those dice must stay free.
 */
export function buildQuery(
  p: Pyramid,
  seat: Seat,
  n: number,
  guard: readonly number[] | null = null,
): BuildQuery {
  const own: number[] = [];
  const all: number[] = [];
  for (const c of cellsOf(p.occupied)) {
    all.push(c);
    if (p.owner[c] === seat) own.push(c);
  }
  const touch = own.length > 0 ? touchSet(p, own) : all.length > 0 ? touchSet(p, all) : null;
  return { occupied: p.occupied, n, touch, guard: guard && guard.length > 0 ? cellSet(guard) : null };
}

/**
 * How many ways `seat` can build exactly `n` dice (a regular turn: rule 1 wants every new die to touch another
 * new one, so `n = 1` never builds). A seat without dice on the plate is on its first build. `guard`: the start
 * pyramid, while rule 3 holds.
 *
 * @example
 * ```ts
 * const start = [index(3, 2, 3), index(2, 3, 3), index(2, 2, 4), index(2, 2, 3)];
 * const p = pyramidOf(start.map((cell) => ({ cell, owner: 0 })));
 * countBuilds(p, 1, 4); // 0 — the rulebook's tip
 * ```
 */
export function countBuilds(
  pyramid: Pyramid,
  seat: Seat,
  n: number,
  guard: readonly number[] | null = null,
): number {
  if (n < 2) return 0;
  return kernels().countBuildsBits(buildQuery(pyramid, seat, n, guard));
}

/** The guard of rule 3 for `seat` in `state`: the start pyramid, unless the rule is over or he owns it. */
export function guardFor(
  state: Pick<AbquetschenState, 'guard' | 'startPlayer' | 'startPyramid'>,
  seat: Seat,
): number[] | null {
  return state.guard && seat !== state.startPlayer ? state.startPyramid : null;
}

/**
 * The dice `seat` can expect from its next roll on pyramid `p`: each roll 2..6 it can build, times its chance
 * (a roll of 1 builds nothing beside dice). A roll beyond `stock` counts as well, since it wins the game; without
 * `stock`, only builds count.
 *
 * @example
 * ```ts
 * expectedDice(pyramidOfState(state), seat, guardFor(state, seat), state.stock[seat]);
 * ```
 */
export function expectedDice(
  p: Pyramid,
  seat: Seat,
  guard: number[] | null,
  stock = Number.POSITIVE_INFINITY,
): number {
  // One query for all rolls: only the number of dice changes between them.
  const query = buildQuery(p, seat, 2, guard);
  let dice = 0;
  for (let n = 2; n <= 6; n++) {
    query.n = n;
    if (n > stock || kernels().anyBuild(query)) dice += n / 6;
  }
  return dice;
}

/**
 * {@link buildQuery} of `pyramidOfState(state)`, made straight from the state's owner list: the occupied cells,
 * and the contact set as the union of the face neighbours of the seat's dice (`NEIGHBOUR_MASKS`) minus the
 * occupied cells — the very sets `touchSet` gives, without the pyramid's three arrays or a list of cells: what
 * the move list asks every move.
 *
 * @example
 * ```ts
 * stateQuery(state, seat, 4, guardFor(state, seat)); // equals buildQuery(pyramidOfState(state), seat, 4, …)
 * ```
 */
export function stateQuery(
  state: { readonly owner: readonly number[] },
  seat: Seat,
  n: number,
  guard: readonly number[] | null = null,
): BuildQuery {
  const owner = state.owner;
  const occupied = new Uint32Array(WORDS);
  // The union of the neighbours of the seat's dice, then of every die's, in six words held in locals (a
  // typed-array update a word a die cost as much as the rest of the rules' move).
  let m0 = 0;
  let m1 = 0;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  let m5 = 0;
  let own = 0;
  let all = 0;
  let word = 0;
  for (let c = 0; c < CELLS; c++) {
    const o = owner[c]!;
    if (o >= 0) {
      word |= 1 << (c & 31);
      all++;
      if (o === seat) {
        own++;
        const m = c * WORDS;
        m0 |= NEIGHBOUR_MASKS[m]!;
        m1 |= NEIGHBOUR_MASKS[m + 1]!;
        m2 |= NEIGHBOUR_MASKS[m + 2]!;
        m3 |= NEIGHBOUR_MASKS[m + 3]!;
        m4 |= NEIGHBOUR_MASKS[m + 4]!;
        m5 |= NEIGHBOUR_MASKS[m + 5]!;
      }
    }
    // The occupied set a word at a time.
    if ((c & 31) === 31 || c === CELLS - 1) {
      occupied[c >>> 5] = word;
      word = 0;
    }
  }
  // Before his first build a seat must touch any die: every die's neighbours.
  if (own === 0 && all > 0)
    for (let c = 0; c < CELLS; c++)
      if (owner[c]! >= 0) {
        const m = c * WORDS;
        m0 |= NEIGHBOUR_MASKS[m]!;
        m1 |= NEIGHBOUR_MASKS[m + 1]!;
        m2 |= NEIGHBOUR_MASKS[m + 2]!;
        m3 |= NEIGHBOUR_MASKS[m + 3]!;
        m4 |= NEIGHBOUR_MASKS[m + 4]!;
        m5 |= NEIGHBOUR_MASKS[m + 5]!;
      }
  let touch: Uint32Array | null = null;
  if (all > 0) {
    touch = new Uint32Array(WORDS);
    touch[0] = m0 & ~occupied[0]!;
    touch[1] = m1 & ~occupied[1]!;
    touch[2] = m2 & ~occupied[2]!;
    touch[3] = m3 & ~occupied[3]!;
    touch[4] = m4 & ~occupied[4]!;
    touch[5] = m5 & ~occupied[5]!;
  }
  return { occupied, n, touch, guard: guard && guard.length > 0 ? cellSet(guard) : null };
}

/** The query of the build the player to move must make now, or `null` when no build can exist (N = 1). */
export function queryOf(state: AbquetschenState): BuildQuery | null {
  const seat = state.turn;
  const n = state.phase === 'bonus' ? state.bonus : (state.roll ?? 0);
  if (state.phase === 'build' && n < 2) return null;
  if (n < 1) return null;
  return stateQuery(state, seat, n, guardFor(state, seat));
}

/** Every build the player to move may make now, lazily (regular and bonus builds; not the start pyramid). */
export function* buildsOf(state: AbquetschenState): Generator<number[], void, undefined> {
  const query = state.phase === 'build' || state.phase === 'bonus' ? queryOf(state) : null;
  if (!query) return;
  const search = kernels().buildSearch(query);
  const out = new Uint32Array(WORDS);
  while (search.next(out)) yield cellsOf(out);
}

/** How many builds the player to move may make now. */
export function countLegalBuilds(state: AbquetschenState): number {
  const query = state.phase === 'build' || state.phase === 'bonus' ? queryOf(state) : null;
  return query ? kernels().countBuildsBits(query) : 0;
}

/**
 * Up to `k` of the builds the player to move may make now, drawn uniformly without replacement: the builds of
 * `sampleBuilds` with the same generator, found by one `collectBuilds` call and sampled by index (the same
 * reservoir, the same draws). `rng` may be a function that makes the generator: it is called only when there are
 * more than `k` builds (the move list then is a sample), so a position with few builds never seeds one.
 *
 * @example
 * ```ts
 * sampleLegalBuilds(state, 500, () => positionRng(state)); // { builds, count }: at most 500 of count builds
 * ```
 */
export function sampleLegalBuilds(
  state: AbquetschenState,
  k: number,
  rng: Rng | (() => Rng),
): { builds: number[][]; count: number } {
  const query = state.phase === 'build' || state.phase === 'bonus' ? queryOf(state) : null;
  if (!query) return { builds: [], count: 0 };
  const count = collectAll(query);
  const builds: number[][] = [];
  if (count <= k) {
    for (let i = 0; i < count; i++) builds.push(cellsOf(collected, i * WORDS));
    return { builds, count };
  }
  const keep = Array.from({ length: k }, (_, i) => i);
  const draw = typeof rng === 'function' ? rng() : rng;
  for (let i = k; i < count; i++) {
    const j = draw.int(i + 1);
    if (j < k) keep[j] = i;
  }
  keep.sort((a, b) => a - b);
  for (const i of keep) builds.push(cellsOf(collected, i * WORDS));
  return { builds, count };
}

/** Whether the player to move has any build now. */
export function canBuild(state: AbquetschenState): boolean {
  const query = state.phase === 'build' || state.phase === 'bonus' ? queryOf(state) : null;
  return query !== null && kernels().anyBuild(query);
}

/**
 * The lattice's verdict on `cells` for the player to move (`null`: a legal build): `buildFault(queryOf(state),
 * cells)`, looking up only the cells the build names and their neighbours in the owner list (the rules check
 * every move this way; making the query's sets costs more than the check).
 *
 * @example
 * ```ts
 * faultOf(state, [45, 46]); // 'no-touch', 'no-funnel', … or null for a legal build
 * ```
 */
export function faultOf(state: AbquetschenState, cells: readonly number[]): BuildFault {
  const seat = state.turn;
  const n = state.phase === 'bonus' ? state.bonus : (state.roll ?? 0);
  if ((state.phase === 'build' && n < 2) || n < 1) return 'size';
  const owner = state.owner;
  const on = (c: number): boolean => owner[c]! >= 0;
  // The contact rule of `stateQuery`: next to one of the seat's dice, or before his first build to any die; on
  // an empty plate none.
  let own = false;
  let any = false;
  for (let c = 0; c < CELLS && !own; c++) {
    own = owner[c] === seat;
    any ||= owner[c]! >= 0;
  }
  const near = (c: number, of: (m: number) => boolean): boolean => {
    for (let a = 0; a < 3; a++) {
      const s = SUPPORTS[c * 3 + a]!;
      const d = DEPENDENTS[c * 3 + a]!;
      if ((s >= 0 && of(s)) || (d >= 0 && of(d))) return true;
    }
    return false;
  };
  const inTouch = own
    ? (c: number) => near(c, (m) => owner[m] === seat)
    : any
      ? (c: number) => near(c, on)
      : null;
  return buildFaultBy(n, cells, on, inTouch, guardFor(state, seat) ?? []);
}

/**
 * A deterministic generator for sampling the move list of a position (it never touches the game's own dice):
 * seeded from `abquetschen:<owner joined by commas>:<turn>:<roll>:<bonus>`, hashed piece by piece rather than
 * joined into that string first (the same generator, at half the cost).
 */
export function positionRng(state: AbquetschenState): Rng {
  const h = new SeedHash().text('abquetschen:');
  const owner = state.owner;
  for (let c = 0; c < owner.length; c++) {
    if (c > 0) h.char(44); // ','
    h.int(owner[c]!);
  }
  h.char(58).int(state.turn).char(58).text(String(state.roll)).char(58).int(state.bonus); // ':'
  return Rng.fromHash(h.state());
}

/**
 * The longest row among `cells`: the most of them on one straight line of consecutive face-touching cells.
 *
 * @example
 * ```ts
 * longestRow([index(2, 2, 0), index(2, 2, 1), index(2, 2, 2), index(2, 2, 3)]); // 4
 * ```
 */
export function longestRow(cells: readonly number[]): number {
  // A run along axis a steps to p + e_a (SUPPORTS) and starts where p - e_a (DEPENDENTS) is not in the set;
  // builds are a handful of cells, so `includes` beats a Set (and allocates nothing: this runs every move).
  let best = cells.length > 0 ? 1 : 0;
  for (const c of cells)
    for (let a = 0; a < 3; a++) {
      if (cells.includes(DEPENDENTS[c * 3 + a]!)) continue; // not the start of a run
      let run = 1;
      for (let next = SUPPORTS[c * 3 + a]!; next >= 0 && cells.includes(next); next = SUPPORTS[next * 3 + a]!)
        run++;
      if (run > best) best = run;
    }
  return best;
}

/** Bonus dice for a build: 4, 5 or 6 new dice in one row give 1, 2 or 3. */
export function bonusFor(cells: readonly number[]): number {
  const row = longestRow(cells);
  return row >= 4 ? Math.min(row - 3, 3) : 0;
}

/**
 * Whether no die of `seat` has an empty face neighbour (all his dice have vanished inside): each of his dice
 * looked up with its six neighbours in the owner list, stopping at the first that still shows (asked at every
 * turn's start, and a seat is rarely buried).
 */
export function allBuried(owner: readonly number[], seat: Seat): boolean {
  let mine = false;
  for (let c = 0; c < CELLS; c++) {
    if (owner[c] !== seat) continue;
    mine = true;
    for (let a = 0; a < 3; a++) {
      const s = SUPPORTS[c * 3 + a]!;
      const d = DEPENDENTS[c * 3 + a]!;
      if ((s >= 0 && owner[s]! < 0) || (d >= 0 && owner[d]! < 0)) return false;
    }
  }
  return mine;
}
