/**
 * Abquetschen's bots: the levels and the named tournament bots (`heuristic`, `search`, `ismcts`).
 *
 * - `easy`: random builds; `normal`: the heuristic with half its builds random; `strong`: the heuristic.
 * - `search`: a search over the heuristic's best builds: each is played on drawn dice, every seat going on with
 *   the heuristic for a few turns, and scored by the dice built and within reach ({@link ABQUETSCHEN_SEARCH}).
 *   Against the heuristic it wins about 52% of seat-swapped games (800 games: 0.504 … 0.541; one 400-game run
 *   alone is not significant) and thinks about 0.3 s a move, up to 3 s: too little gain, too slow at worst, to
 *   replace the heuristic as `strong` yet (the README's "Das Spiel" table has the runs).
 *
 * @example
 * ```ts
 * import { abquetschenRoster } from '@tafel/bots/abquetschen';
 * const bot = abquetschenRoster.search!.make({ iterations: 80 });
 * ```
 *
 * @module
 */
import { ismcts } from '@tafel/ai';
import type { Bot } from '@tafel/core';
import { abquetschenBot } from '@tafel/core/das-spiel';
import { blundering } from '../roster/blunders.js';
import { type BotSettings, budget, type Roster, randomSpec } from '../roster/index.js';
import { ABQUETSCHEN_SEARCH, ABQUETSCHEN_TUNING } from './search.js';

/** The share of random moves of `easy` and `normal`. */
export const BLUNDERS = Object.freeze({ easy: 1, normal: 0.5 });

const heuristic = abquetschenBot as Bot;

const searching = (settings: BotSettings, name: string): Bot =>
  ismcts({ ...ABQUETSCHEN_SEARCH, name, ...budget(settings, ABQUETSCHEN_SEARCH.iterations) });

const SEARCH = `the heuristic's best ${ABQUETSCHEN_TUNING.candidates} builds, each played on drawn dice for ${ABQUETSCHEN_TUNING.turns} heuristic turns more`;

/** Abquetschen's bots by name. */
export const abquetschenRoster: Roster = {
  easy: {
    description: 'random builds',
    make: () => blundering(heuristic, BLUNDERS.easy, 'easy'),
  },
  normal: {
    description: `the heuristic with ${100 * BLUNDERS.normal}% of its moves random`,
    make: () => blundering(heuristic, BLUNDERS.normal, 'normal'),
  },
  strong: {
    description: 'the heuristic (the search bot beats it only narrowly, and thinks up to seconds a move)',
    make: () => ({ ...heuristic, name: 'strong' }),
  },
  random: randomSpec,
  heuristic: {
    description: 'keeps its own dice reachable and buries the others',
    make: () => heuristic,
  },
  search: {
    description: `${SEARCH} (budget: playouts, default ${ABQUETSCHEN_SEARCH.iterations})`,
    make: (settings) => searching(settings, 'search'),
  },
  ismcts: {
    description: 'ISMCTS with random playouts (budget: iterations, default 400)',
    make: (settings) => ismcts(budget(settings, 400)),
  },
};

export {
  ABQUETSCHEN_SEARCH,
  ABQUETSCHEN_TUNING,
  heuristicRollout,
  positionReward,
  replyCutoff,
  rootCandidates,
} from './search.js';
