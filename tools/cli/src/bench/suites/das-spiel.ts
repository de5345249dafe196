/**
 * Das Spiel: the TypeScript lattice kernels (free dice, funnel sums, sum matching on random stable pyramids;
 * counting every Abquetschen build of 6 dice on a mid-game position) and random full games per second of
 * Abquetschen and Bunte Kuh. Plain TypeScript numbers: `@tafel/pyramid-wasm` measures its twins on the same
 * inputs ({@link latticeInputs}, {@link midGamePosition}) and adds the side-by-side ratios.
 *
 * @module
 */
import { Rng } from '@tafel/core';
import type { BuildQuery } from '@tafel/core/das-spiel';
import {
  abquetschen,
  bunteKuh,
  CELLS,
  countBuildsBits,
  freeDiceBatch,
  funnelSumsBatch,
  funnelsWithSumBatch,
  randomPyramid,
  sumHistogramBatch,
  tsKernels,
  useKernels,
  WORDS,
} from '@tafel/core/das-spiel';
import type { AbquetschenState } from '@tafel/core/das-spiel/abquetschen';
import { buildQuery, pyramidOfState } from '@tafel/core/das-spiel/abquetschen';
import type { Contender } from '@tafel/core/das-spiel/bunte-kuh';
import { bunteKuhMove, PERSON, playRealTime } from '@tafel/core/das-spiel/bunte-kuh';
import { type BenchContext, type BenchEntry, type BenchSuite, compared, rate } from '../harness.js';

/** `count` random stable pyramids (20..150 dice, 3 owners), packed for the batch kernels. */
export function latticeInputs(
  count: number,
  seed = 'das-spiel-bench',
): { count: number; occ: Uint32Array; orient: Uint8Array; sums: Uint8Array } {
  const rng = Rng.fromSeed(seed);
  const occ = new Uint32Array(count * WORDS);
  const orient = new Uint8Array(count * CELLS);
  const sums = new Uint8Array(count);
  for (let k = 0; k < count; k++) {
    const p = randomPyramid(rng, 20 + rng.int(131), 3);
    occ.set(p.occupied, k * WORDS);
    orient.set(p.orientation, k * CELLS);
    sums[k] = 3 + rng.int(16);
  }
  return { count, occ, orient, sums };
}

/** A mid-game Abquetschen position: a 3-player game with random legal moves, 24 moves in. */
export function midGamePosition(seed = 'das-spiel-midgame'): AbquetschenState {
  const rng = Rng.fromSeed(seed);
  let s = abquetschen.setup({ players: 3, seed });
  for (let i = 0; i < 24 && s.phase !== 'over'; i++)
    s = abquetschen.play(s, s.turn, rng.pick(abquetschen.legalMoves(s, s.turn)));
  return s;
}

/** The build queries of that position: 6 dice for every seat by the rules, and 6 dice anywhere (no contact rule). */
export function midGameQueries(s: AbquetschenState): { rules: BuildQuery[]; anywhere: BuildQuery } {
  const p = pyramidOfState(s);
  const rules = Array.from({ length: s.players }, (_, seat) => buildQuery(p, seat, 6));
  return { rules, anywhere: { occupied: p.occupied, n: 6, touch: null, guard: null } };
}

function randomGame(game: typeof abquetschen | typeof bunteKuh, players: number, seed: string): number {
  const rng = Rng.fromSeed(seed);
  // biome-ignore lint/suspicious/noExplicitAny: both games behind one loop.
  const g = game as any;
  let s = g.setup({ players, seed });
  let moves = 0;
  for (;;) {
    const seats: number[] = g.active(s);
    if (seats.length === 0) return moves;
    const seat = rng.pick(seats);
    s = g.play(s, seat, rng.pick(g.legalMoves(s, seat)));
    moves++;
  }
}

/**
 * A game's `randomPlayout` kernel against the same games played move by move as the contract's reference loop
 * plays them (the lowest active seat, `legal[rng.int(n)]`): alternating rounds, best of each, one run.
 */
function playoutSideBySide(
  game: typeof abquetschen | typeof bunteKuh,
  id: string,
  playersOf: (k: number) => number,
  ms: number,
  notes: { loop: string; kernel: string },
): BenchEntry[] {
  // biome-ignore lint/suspicious/noExplicitAny: both games behind one loop.
  const g = game as any;
  const moveByMove = (k: number): number => {
    const seed = `playout-${k % 256}`;
    const rng = Rng.fromSeed(seed);
    let s = g.setup({ players: playersOf(k), seed });
    for (let seats: number[] = g.active(s); seats.length > 0; seats = g.active(s)) {
      const legal: unknown[] = g.legalMoves(s, seats[0]!);
      s = g.play(s, seats[0]!, legal[rng.int(legal.length)]);
    }
    return 1;
  };
  const kernel = (k: number): number => {
    const seed = `playout-${k % 256}`;
    g.randomPlayout(g.setup({ players: playersOf(k), seed }), Rng.fromSeed(seed));
    return 1;
  };
  let loopRate = 0;
  let kernelRate = 0;
  let a = 0;
  let b = 0;
  for (let round = 0; round < 3; round++) {
    loopRate = Math.max(
      loopRate,
      rate(() => moveByMove(a++), ms / 3),
    );
    kernelRate = Math.max(
      kernelRate,
      rate(() => kernel(b++), ms / 3),
    );
  }
  const base = { name: `das-spiel/${id}/lowest-seat-games`, unit: 'games/s', value: loopRate };
  return [
    { ...base, note: notes.loop },
    compared(
      {
        name: `das-spiel/${id}/random-playouts`,
        unit: 'games/s',
        value: kernelRate,
        target: '>= 3x the move-by-move path',
        note: notes.kernel,
      },
      base,
    ),
  ];
}

export const dasSpielSuite: BenchSuite = {
  name: 'das-spiel',
  run(options) {
    // Plain TypeScript numbers: the CLI installs the Wasm kernels when it starts, so put the reference in.
    const previous = useKernels(tsKernels);
    try {
      return measure(options);
    } finally {
      useKernels(previous);
    }
  },
};

function measure({ quick, log }: BenchContext): BenchEntry[] {
  const ms = quick ? 100 : 1500;
  const entries: BenchEntry[] = [];
  const input = latticeInputs(quick ? 32 : 1024);
  const { count, occ, orient, sums } = input;
  const setOut = new Uint32Array(count * WORDS);
  const sumOut = new Uint8Array(count * CELLS);
  const histOut = new Uint32Array(count * 19);
  const counts = new Uint32Array(count);
  log('das-spiel: lattice kernels');
  entries.push({
    name: 'das-spiel/lattice/free-dice',
    unit: 'pyramids/s',
    value: rate(() => {
      freeDiceBatch(count, occ, setOut);
      return count;
    }, ms),
    note: 'freeDiceBatch over random stable pyramids of 20..150 dice',
  });
  entries.push({
    name: 'das-spiel/lattice/funnel-sums',
    unit: 'pyramids/s',
    value: rate(() => {
      funnelSumsBatch(count, occ, orient, sumOut);
      return count;
    }, ms),
    note: 'funnelSumsBatch: every funnel sum of each pyramid',
  });
  entries.push({
    name: 'das-spiel/lattice/sum-histogram',
    unit: 'pyramids/s',
    value: rate(() => {
      sumHistogramBatch(count, occ, orient, histOut);
      return count;
    }, ms),
    note: 'sumHistogramBatch: all sums at once',
  });
  entries.push({
    name: 'das-spiel/lattice/funnels-with-sum',
    unit: 'pyramids/s',
    value: rate(() => {
      funnelsWithSumBatch(count, occ, orient, sums, setOut, counts);
      return count;
    }, ms),
    note: 'funnelsWithSumBatch: sum matching, one random sum per pyramid',
  });
  const position = midGamePosition();
  const { rules, anywhere } = midGameQueries(position);
  const ruleCounts = rules.map((q) => countBuildsBits(q));
  const anywhereCount = countBuildsBits(anywhere);
  entries.push({
    name: 'das-spiel/abquetschen/count-builds-6',
    unit: 'positions/s',
    value: rate(() => {
      for (const q of rules) countBuildsBits(q);
      return 1;
    }, ms),
    note: `all builds of 6 dice for each of 3 seats on a mid-game position (${ruleCounts.join(' + ')} builds)`,
  });
  entries.push({
    name: 'das-spiel/abquetschen/count-builds-6-anywhere',
    unit: 'counts/s',
    value: rate(() => {
      countBuildsBits(anywhere);
      return 1;
    }, ms),
    note: `all connected 6-dice builds in funnels of that position, no contact rule (${anywhereCount} builds)`,
  });
  log('das-spiel: random games');
  let g = 0;
  entries.push({
    name: 'das-spiel/abquetschen/random-games',
    unit: 'games/s',
    value: rate(() => {
      randomGame(abquetschen, 2 + (g % 2), `bench-${g++}`);
      return 1;
    }, ms * 2),
    note: '2 and 3 players alternately, uniformly random legal moves',
  });
  entries.push({
    name: 'das-spiel/bunte-kuh/random-games',
    unit: 'games/s',
    value: rate(() => {
      randomGame(bunteKuh, 2 + (g % 5), `bench-${g++}`);
      return 1;
    }, ms * 2),
    note: '2..6 players, a random seat makes a random right call each time',
  });
  // The playout kernels against the same games move by move (the lowest seat makes `legal[rng.int(n)]`, as the
  // contract's reference loop does), side by side.
  entries.push(
    ...playoutSideBySide(bunteKuh, 'bunte-kuh', (k) => 2 + (k % 5), ms, {
      loop: 'move by move through the contract: the lowest seat makes a random right call each round',
      kernel: 'setup + the randomPlayout kernel: the same games',
    }),
    ...playoutSideBySide(abquetschen, 'abquetschen', (k) => 2 + (k % 2), ms, {
      loop: 'move by move through the contract: the player to move makes a random legal build, 2 and 3 players',
      kernel: 'setup + the randomPlayout kernel: the same games',
    }),
  );
  const bot: Contender = { profile: PERSON, choose: bunteKuhMove };
  entries.push({
    name: 'das-spiel/bunte-kuh/race-games',
    unit: 'games/s',
    value: rate(() => {
      const players = 2 + (g % 5);
      playRealTime(
        bunteKuh.setup({ players, seed: `race-${g}` }),
        new Array(players).fill(bot),
        Rng.fromSeed(`race-${g++}`),
      );
      return 1;
    }, ms * 2),
    note: 'heuristic bots racing with the reaction-time model, 2..6 players',
  });
  return entries;
}
