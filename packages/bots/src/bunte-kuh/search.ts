/**
 * Bunte Kuh's search bot: where to put the die once the call is made, weighed by simulated races.
 *
 * The heuristic (`bunteKuhMove` in core) judges a placement by the funnels it makes and takes at once. The
 * search plays on: for each of the heuristic's best placements it races the next rounds many times — every
 * seat rolls, looks for a funnel of the total at a person's speed (quicker for funnels it built itself, the
 * reaction model of `realtime.ts`: the same means, the same log-normal spread), the quickest places a die into
 * a funnel of the total (any funnel when none has it) at random — and keeps the placement whose races leave it
 * best placed: a game won counts 1, lost 0, otherwise its dice still to place against the others' mean, through
 * tanh. Wrong calls are left out of the races (they come one round in fifty, at both seats alike).
 *
 * Each round of a race asks the lattice kernels two questions on a pyramid kept in the kernel provider's own
 * arrays (`LatticeKernels.scratch`, in Wasm memory for the Wasm provider): the funnels of the total and all the
 * funnels. So the kernels are most of the work, and a faster provider races more in the same time.
 *
 * Budget: `playouts` races a candidate (reproducible: the races are drawn from the bot's generator), or
 * `anytimeMs` milliseconds a move (candidates in turn until the time is up; what that is worth with either
 * provider is measured by `scripts/budget-match.mjs`).
 *
 * @module
 */
import type { Rng, Seat } from '@tafel/core';
import type { PyramidScratch } from '@tafel/core/das-spiel';
import { CELLS, kernels, ORIENTATIONS, SUPPORTS, WORDS } from '@tafel/core/das-spiel';
import type { BunteKuhMove, BunteKuhView, Chooser, ReactionProfile } from '@tafel/core/das-spiel/bunte-kuh';
import { PERSON, placementValue } from '@tafel/core/das-spiel/bunte-kuh';

/** Tuning of the search. */
export const BUNTE_KUH_SEARCH = Object.freeze({
  /** How many of the heuristic's best placements are raced. */
  candidates: 6,
  /** Rounds a race goes on after the placement (fewer when the game ends). */
  rounds: 8,
  /** Races a candidate (the iteration budget). */
  playouts: 40,
  /** Dice ahead that map to a value of about 0.88 (tanh 1). */
  scale: 4,
  /** 0: `playouts` races a candidate. Above 0: race candidates in turn for that many milliseconds. */
  anytimeMs: 0,
});

/** The search's settings: {@link BUNTE_KUH_SEARCH}, any of them replaced. */
export type BunteKuhSearchOptions = { [K in keyof typeof BUNTE_KUH_SEARCH]?: number } & {
  /** Told after every search how many races it ran (all candidates together). */
  onSearched?: (done: { races: number }) => void;
};

/** Arrays of the search's own, for a provider without `scratch`. */
const own: PyramidScratch = {
  occupied: new Uint32Array(WORDS),
  orientation: new Uint8Array(CELLS),
  set: new Uint32Array(WORDS),
};

/** A race's pyramid: the provider's arrays, the owner of each cell, the stocks. */
interface Race {
  at: PyramidScratch;
  owner: Int8Array;
  stock: number[];
  /** Cells of the last kernel answer, listed. */
  cells: Int16Array;
}

/** The heuristic's best `k` placements among the right calls, best first (ties by order). */
function candidatesOf(v: BunteKuhView, legal: readonly BunteKuhMove[], k: number): BunteKuhMove[] {
  const me = v.seat!;
  return legal
    .map((move, i) => ({ move, i, value: placementValue(v, me, move.cell, move.orientation) }))
    .sort((a, b) => b.value - a.value || a.i - b.i)
    .slice(0, k)
    .map((c) => c.move);
}

/** Loads the view with `move` made into the race arrays (the provider's scratch, else the search's own). */
function start(v: BunteKuhView, me: Seat, move: BunteKuhMove, race: Race): void {
  const at = kernels().scratch?.() ?? own;
  race.at = at;
  at.occupied.fill(0);
  for (let c = 0; c < CELLS; c++) {
    const o = c === move.cell ? me : v.owner[c]!;
    race.owner[c] = o; // -1 empty, a seat, or 100 for a pearl die of the base

    if (o < 0) {
      at.orientation[c] = 0;
      continue;
    }
    at.occupied[c >>> 5]! |= 1 << (c & 31);
    at.orientation[c] = c === move.cell ? move.orientation : v.orientation[c]!;
  }
  for (let s = 0; s < v.players; s++) race.stock[s] = v.stock[s]! - (s === me ? 1 : 0);
}

/** The cells of `set` into `race.cells`; returns how many. */
function list(set: Uint32Array, race: Race): number {
  let n = 0;
  for (let w = 0; w < WORDS; w++)
    for (let bits = set[w]!; bits !== 0; bits &= bits - 1)
      race.cells[n++] = w * 32 + (31 - Math.clz32(bits & -bits));
  return n;
}

/** Whether `seat` placed one of the supports of funnel `cell` (it then recalls the funnel's sum at once). */
function knows(race: Race, seat: Seat, cell: number): boolean {
  for (let a = 0; a < 3; a++) if (race.owner[SUPPORTS[cell * 3 + a]!] === seat) return true;
  return false;
}

/** A standard normal draw (Box–Muller), as `realtime.ts` draws reaction times. */
function gaussian(rng: Rng): number {
  const u = 1 - rng.float();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.float());
}

/**
 * Races `rounds` rounds from the loaded position; returns what it is worth to `me` (0..1). Each round: a roll, the
 * funnels of its total (else every funnel) from the kernels, each seat's reaction time, the quickest places a die
 * at random among them.
 */
function raceOn(race: Race, me: Seat, players: number, rounds: number, scale: number, rng: Rng): number {
  const k = kernels();
  const { at } = race;
  const profile: ReactionProfile = PERSON;
  for (let r = 0; r < rounds; r++) {
    const total = 3 + rng.int(6) + rng.int(6) + rng.int(6);
    // The cells a die may go to (listed), how many funnels have the total, and how many there are in all.
    const matching = k.funnelsWithSumBits(at.occupied, at.orientation, total, at.set);
    let open = list(at.set, race);
    const funnels = k.funnelBits(at.occupied, at.set, false);
    if (matching === 0) open = list(at.set, race);
    if (open === 0) break; // no funnel at all: nobody can place
    let winner = 0;
    let quickest = Number.POSITIVE_INFINITY;
    for (let s = 0; s < players; s++) {
      let known = false;
      for (let i = 0; i < matching && !known; i++) known = knows(race, s, race.cells[i]!);
      const mean = known
        ? profile.add + profile.recall
        : matching > 0
          ? profile.add + (profile.perFunnel * (funnels + 1)) / (matching + 1)
          : profile.add + profile.perFunnel * funnels + profile.doubt;
      const ms = mean * Math.exp(profile.spread * gaussian(rng));
      if (ms < quickest) {
        quickest = ms;
        winner = s;
      }
    }
    const cell = race.cells[rng.int(open)]!;
    at.occupied[cell >>> 5]! |= 1 << (cell & 31);
    at.orientation[cell] = rng.int(ORIENTATIONS);
    race.owner[cell] = winner;
    if (--race.stock[winner]! === 0) return winner === me ? 1 : 0;
  }
  let others = 0;
  for (let s = 0; s < players; s++) if (s !== me) others += race.stock[s]!;
  const ahead = others / (players - 1) - race.stock[me]!;
  return 0.5 + 0.5 * Math.tanh(ahead / scale);
}

/**
 * The search as a placement policy (a `Chooser` for core's racers): of the heuristic's best placements, the one
 * whose simulated races go best.
 *
 * @example
 * ```ts
 * const choose = bunteKuhSearch({ playouts: 20 });
 * const move = choose(bunteKuh.view(state, seat), bunteKuh.legalMoves(state, seat), Rng.fromSeed('s'));
 * ```
 */
export function bunteKuhSearch(options: BunteKuhSearchOptions = {}): Chooser {
  const { onSearched, ...rest } = options;
  const tuning = { ...BUNTE_KUH_SEARCH, ...rest };
  const race: Race = {
    at: own,
    owner: new Int8Array(CELLS),
    stock: [],
    cells: new Int16Array(CELLS),
  };
  return (v, legal, rng) => {
    if (legal.length <= 1) return legal[0]!;
    const me = v.seat!;
    const candidates = candidatesOf(v, legal, tuning.candidates);
    // One die left (any right call wins the game) or one candidate: nothing to weigh.
    if (candidates.length === 1 || v.stock[me]! <= 1) return candidates[0]!;
    const sums = candidates.map(() => 0);
    const runs = candidates.map(() => 0);
    const deadline = tuning.anytimeMs > 0 ? performance.now() + tuning.anytimeMs : Number.POSITIVE_INFINITY;
    // Candidates in turn, one race each, so a budget cut short still weighs them alike.
    for (
      let round = 0;
      tuning.anytimeMs > 0 ? performance.now() < deadline : round < tuning.playouts;
      round++
    )
      for (let i = 0; i < candidates.length; i++) {
        start(v, me, candidates[i]!, race);
        sums[i]! += raceOn(race, me, v.players, tuning.rounds, tuning.scale, rng);
        runs[i]!++;
      }
    let best = 0;
    for (let i = 1; i < candidates.length; i++)
      if (runs[i]! > 0 && sums[i]! / runs[i]! > sums[best]! / Math.max(1, runs[best]!) + 1e-12) best = i;
    onSearched?.({ races: runs.reduce((a, b) => a + b, 0) });
    return candidates[best]!;
  };
}
