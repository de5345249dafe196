/**
 * Wiezen: random full deals per second through the contract (setup, auction, 13 tricks, score) and through the
 * playout kernel (setup, then one `randomPlayout`) side by side in one run, determinizations
 * per second, ISMCTS iterations per second and milliseconds per move of the bots at their default budgets.
 *
 * @module
 */
import { ismcts } from '@tafel/ai';
import { WIEZEN_SEARCH } from '@tafel/bots/wiezen';
import { Rng } from '@tafel/core';
import { randomPlayout, type WiezenState, wiezen, wiezenBot } from '@tafel/core/wiezen';
import { type BenchEntry, type BenchSuite, compared, rate } from '../harness.js';

/** One random deal through the contract, from setup to the score. */
function randomDeal(seed: string, rng: Rng): WiezenState {
  let state = wiezen.setup({ players: 4, seed, options: { deals: 1 } });
  while (state.phase !== 'over') {
    const seat = wiezen.active(state)[0]!;
    const legal = wiezen.legalMoves(state, seat);
    state = wiezen.play(state, seat, legal[rng.int(legal.length)]!);
  }
  return state;
}

/** States in the middle of play, for the per-move figures (after the heuristic's auction). */
function midDealStates(count: number): WiezenState[] {
  const states: WiezenState[] = [];
  const rng = Rng.fromSeed('bench-states');
  for (let i = 0; states.length < count; i++) {
    let state = wiezen.setup({ players: 4, seed: `bench-${i}`, options: { deals: 1 } });
    while (state.phase !== 'over' && !(state.phase === 'play' && state.tricks.length === 3)) {
      const seat = wiezen.active(state)[0]!;
      const legal = wiezen.legalMoves(state, seat);
      state = wiezen.play(state, seat, wiezenBot.choose({ game: wiezen, state, seat, legal, rng }));
    }
    if (state.phase === 'play') states.push(state);
  }
  return states;
}

export const wiezenSuite: BenchSuite = {
  name: 'wiezen',
  run({ quick, log }) {
    const ms = quick ? 300 : 3000;
    const entries: BenchEntry[] = [];
    const rng = Rng.fromSeed('bench');
    let n = 0;
    const deals = rate(() => {
      randomDeal(`d${n++}`, rng);
      return 1;
    }, ms);
    entries.push({ name: 'wiezen/random-deals', unit: 'deals/s', value: deals });
    log(`random deals: ${deals.toFixed(0)}/s`);
    const playouts = rate(() => {
      randomPlayout(wiezen.setup({ players: 4, seed: `d${n++}`, options: { deals: 1 } }), rng);
      return 1;
    }, ms);
    entries.push(
      compared(
        { name: 'wiezen/random-playouts', unit: 'deals/s', value: playouts, target: '>= 100000' },
        { name: 'wiezen/random-deals', value: deals },
      ),
    );
    log(`random playouts: ${playouts.toFixed(0)}/s`);

    const states = midDealStates(quick ? 4 : 16);
    let k = 0;
    const determinizations = rate(() => {
      const state = states[k++ % states.length]!;
      wiezen.determinize!(state, wiezen.active(state)[0]!, rng);
      return 1;
    }, ms);
    entries.push({ name: 'wiezen/determinize', unit: 'states/s', value: determinizations });

    const heuristic = rate(() => {
      const state = states[k++ % states.length]!;
      const seat = wiezen.active(state)[0]!;
      wiezenBot.choose({ game: wiezen, state, seat, legal: wiezen.legalMoves(state, seat), rng });
      return 1;
    }, ms);
    entries.push({ name: 'wiezen/heuristic-move', unit: 'ms/move', value: 1000 / heuristic });

    const iterations = quick ? 30 : WIEZEN_SEARCH.iterations;
    const search = ismcts({ ...WIEZEN_SEARCH, iterations });
    let moves = 0;
    const start = performance.now();
    for (const state of states) {
      const seat = wiezen.active(state)[0]!;
      const legal = wiezen.legalMoves(state, seat);
      if (legal.length < 2) continue;
      search.choose({ game: wiezen, state, seat, legal, rng });
      moves++;
    }
    const perMove = (performance.now() - start) / Math.max(1, moves);
    entries.push({
      name: 'wiezen/ismcts-move',
      unit: 'ms/move',
      value: perMove,
      note: `${iterations} playouts (default budget), sweeping flat search, heuristic playouts`,
    });
    entries.push({
      name: 'wiezen/ismcts-iterations',
      unit: 'iterations/s',
      value: (iterations * 1000) / perMove,
    });
    log(`ismcts: ${perMove.toFixed(1)} ms/move`);
    return entries;
  },
};
