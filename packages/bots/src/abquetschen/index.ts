/**
 * Abquetschen's bots: the levels and the named tournament bots (`heuristic`, `search`, `ismcts`).
 *
 * - `easy`: random builds; `normal`: the heuristic with half its builds random; `strong`: the search.
 * - `search` (and `strong`): a chance search over the heuristic's best builds: each is weighed over every roll of
 *   the next two turns, both seats going on with the heuristic, and scored by the dice built and within reach
 *   ({@link chanceSearch}). It is `strong` because it beats the heuristic in seat-swapped matches on the same
 *   dice, where the sampling ISMCTS before it did not clearly (the README's "Das Spiel" table has the runs), and
 *   it thinks well under a second a move.
 *
 * @example
 * ```ts
 * import { abquetschenRoster } from '@tafel/bots/abquetschen';
 * const bot = abquetschenRoster.strong!.make({});
 * ```
 *
 * @module
 */
import { ismcts } from '@tafel/ai';
import type { Bot } from '@tafel/core';
import { abquetschenBot } from '@tafel/core/das-spiel/abquetschen';
import { blundering } from '../roster/blunders.js';
import { type BotSettings, budget, type Roster, randomSpec } from '../roster/index.js';
import { ABQUETSCHEN_TUNING, chanceSearch } from './search.js';

/** The share of random moves of `easy` and `normal`. */
export const BLUNDERS = Object.freeze({ easy: 1, normal: 0.5 });

const heuristic = abquetschenBot as Bot;

/** The search: `iterations` is its budget of turns (default: the whole search), `ms` a time budget (none by default: the move depends on the position alone). */
const searching = (settings: BotSettings, name: string): Bot =>
  chanceSearch({
    name,
    ...(settings.iterations !== undefined ? { turns: settings.iterations } : {}),
    ...(settings.ms !== undefined ? { capMs: settings.ms } : {}),
  }) as Bot;

/** The turns the whole search plays: each candidate's next `plies` turns, over every roll (6 + 36 for two). */
let wholeSearch = 0;
for (let ply = 1; ply <= ABQUETSCHEN_TUNING.plies; ply++)
  wholeSearch += ABQUETSCHEN_TUNING.candidates * 6 ** ply;

const SEARCH = `the heuristic's best ${ABQUETSCHEN_TUNING.candidates} builds, each weighed over every roll of the next ${ABQUETSCHEN_TUNING.plies} turns (the heuristic playing them)`;

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
    description: `a search: ${SEARCH}`,
    make: (settings) => searching(settings, 'strong'),
  },
  random: randomSpec,
  heuristic: {
    description: 'keeps its own dice reachable and buries the others',
    make: () => heuristic,
  },
  search: {
    description: `${SEARCH} (budget: turns played, default the whole search, at most ${wholeSearch})`,
    make: (settings) => searching(settings, 'search'),
  },
  ismcts: {
    description: 'ISMCTS with random playouts (budget: iterations, default 400)',
    make: (settings) => ismcts(budget(settings, 400)),
  },
};

export {
  ABQUETSCHEN_TUNING,
  type ChanceSearchOptions,
  chanceSearch,
  chanceValue,
  positionValue,
  rootCandidates,
} from './search.js';
