/**
 * Wine Cellar's bots: the levels (for two players and for solo against the automaton) and the named tournament
 * bots (`heuristic`, `ismcts`, `solo`).
 *
 * - `easy`: the heuristic with half its moves random.
 * - `normal`: the heuristic: fast rules of thumb over the cellar tracks and bonus.
 * - `strong`: two players: ISMCTS with heuristic playouts; solo: the `solo` bot (sampled lookahead, exact
 *   over the last three tricks).
 *
 * @example
 * ```ts
 * import { wineCellarRoster } from '@tafel/bots/wine-cellar';
 * const bot = wineCellarRoster.strong!.make({ iterations: 400 });
 * ```
 *
 * @module
 */
import { ismcts } from '@tafel/ai';
import type { Bot } from '@tafel/core';
import { heuristicMove, soloBot, wineCellar, wineCellarBot } from '@tafel/core/wine-cellar';
import { blundering } from '../roster/blunders.js';
import { type BotSettings, budget, type Roster, randomSpec } from '../roster/index.js';

/** The share of random moves of `easy`. */
export const EASY_BLUNDERS = 0.5;
/** Playouts a move of the two-player search (`strong`, `ismcts`). */
export const SEARCH_ITERATIONS = 400;

const heuristic = wineCellarBot as Bot;

function searching(settings: BotSettings, name: string): Bot {
  return ismcts({
    name,
    ...budget(settings, SEARCH_ITERATIONS),
    rollout: ({ state, seat, legal, rng }) =>
      heuristicMove(wineCellar.view(state as never, seat), legal as never, rng),
  });
}

/** The solo bot; `iterations` counts its sampled pile orders. */
const solo = (settings: BotSettings): Bot =>
  soloBot(settings.iterations === undefined ? {} : { samples: settings.iterations }) as Bot;

/** One bot for solo deals, another for two players (a level covers both). */
function bySeats(name: string, alone: Bot, duel: Bot): Bot {
  return {
    name,
    choose: (input) => (input.game.seats(input.state) === 1 ? alone : duel).choose(input),
  };
}

/** Wine Cellar's bots by name. */
export const wineCellarRoster: Roster = {
  easy: {
    description: `the heuristic with ${100 * EASY_BLUNDERS}% of its moves random (solo too)`,
    make: () => blundering(heuristic, EASY_BLUNDERS, 'easy'),
  },
  normal: {
    description: 'the heuristic: fast rules of thumb over the cellar tracks and bonus (solo too)',
    make: () => ({ ...heuristic, name: 'normal' }),
  },
  strong: {
    description: `two players: ISMCTS, heuristic playouts (${SEARCH_ITERATIONS} a move); solo: the solo bot`,
    make: (settings) => bySeats('strong', solo(settings), searching(settings, 'strong')),
  },
  random: randomSpec,
  heuristic: {
    description: 'fast rules of thumb over the cellar tracks and bonus',
    make: () => heuristic,
  },
  ismcts: {
    description: `ISMCTS with heuristic playouts (budget: iterations, default ${SEARCH_ITERATIONS})`,
    make: (settings) => searching(settings, 'ismcts'),
  },
  solo: {
    description:
      'solo only: sampled lookahead, exact expectimax over the last three tricks (budget: samples, default 32)',
    make: solo,
  },
};
