/**
 * Bunte Kuh's bots. Every bot, `random` included, races with a typical person's reaction times (`PERSON`); a
 * level is a way of deciding, with the error rates of {@link BUNTE_KUH_ERRORS}:
 *
 * - `easy`: a wrong call 2% of rounds, and 40% of its placements at random (it misses the better die).
 * - `normal`: a wrong call 1% of rounds, always the heuristic's placement.
 * - `strong`: never a wrong call where a right one exists, and always the heuristic's placement.
 *
 * `random` places at random and calls wrong 2% of rounds; `search` weighs the heuristic's best placements by
 * simulated races ({@link bunteKuhSearch}).
 *
 * @example
 * ```ts
 * import { bunteKuhRoster } from '@tafel/bots/bunte-kuh';
 * const bot = bunteKuhRoster.easy!.make({});
 * ```
 *
 * @module
 */
import type { Bot } from '@tafel/core';
import type { BunteKuhMove, BunteKuhState, Chooser, ReactionProfile } from '@tafel/core/das-spiel/bunte-kuh';
import { bunteKuhMove, PERSON, reaction } from '@tafel/core/das-spiel/bunte-kuh';
import type { BotSettings, Roster } from '../roster/index.js';
import { levelChooser, levelProfile } from './levels.js';
import { BUNTE_KUH_SEARCH, bunteKuhSearch } from './search.js';

/** A Bunte Kuh seat with reaction times `profile`, choosing its placement with `choose`. */
function racer(name: string, profile: Readonly<ReactionProfile>, choose: Chooser): Bot {
  const contender = { profile, choose };
  const bot: Bot<BunteKuhState, BunteKuhMove> = {
    name,
    choose: ({ state, seat, legal, rng }) => reaction(state, seat, contender, rng, legal).move,
    react: ({ state, seat, legal, rng }) => reaction(state, seat, contender, rng, legal),
  };
  return bot as Bot;
}

/** Bunte Kuh's bots by name. */
export const bunteKuhRoster: Roster = {
  easy: {
    description: "a person's reaction times; a wrong call 2% of rounds, 40% of its placements at random",
    make: () => racer('easy', levelProfile('easy'), levelChooser('easy')),
  },
  normal: {
    description:
      "a person's reaction times; a wrong call 1% of rounds, places to help itself and hinder the others",
    make: () => racer('normal', levelProfile('normal'), levelChooser('normal')),
  },
  strong: {
    description: "a person's reaction times; never a wrong call, places to help itself and hinder the others",
    make: () => racer('strong', levelProfile('strong'), levelChooser('strong')),
  },
  heuristic: {
    description: "a person's reaction time; places to help itself and hinder the others",
    make: () => racer('heuristic', PERSON, bunteKuhMove),
  },
  random: {
    description: "a person's reaction time; a wrong call 2% of rounds, places at random",
    make: () => racer('random', levelProfile('random'), levelChooser('random')),
  },
  search: {
    description: `a person's reaction time; places where simulated races of the next ${BUNTE_KUH_SEARCH.rounds} rounds go best, among the heuristic's best ${BUNTE_KUH_SEARCH.candidates} placements (budget: races a placement, default ${BUNTE_KUH_SEARCH.playouts})`,
    make: (settings) => racer('search', PERSON, bunteKuhSearch(searchBudget(settings))),
  },
};

/** The search's budget from a bot's settings: `iterations` races a placement, or `ms` milliseconds a move. */
function searchBudget(settings: BotSettings): { playouts?: number; anytimeMs?: number } {
  if (settings.ms !== undefined) return { anytimeMs: settings.ms };
  return settings.iterations !== undefined ? { playouts: Math.max(1, Math.round(settings.iterations)) } : {};
}

export { BUNTE_KUH_ERRORS, type BunteKuhLevel, levelChooser, levelProfile } from './levels.js';
export { BUNTE_KUH_SEARCH, type BunteKuhSearchOptions, bunteKuhSearch } from './search.js';
