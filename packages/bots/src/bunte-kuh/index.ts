/**
 * Bunte Kuh's bots. The game is a race, so a level is a reaction-time profile as well as a way of choosing:
 *
 * - `easy`: slower than a typical person and more often wrong, and it places its die at random: a person can
 *   beat it.
 * - `normal`: a typical person's reaction times (`PERSON`), placing to help itself and hinder the others.
 * - `strong`: quicker than a typical person and rarely wrong, placing like `normal`.
 *
 * The named bots (`heuristic`, `random`, `search`) race with a person's reaction times; `search` weighs the
 * heuristic's best placements by simulated races ({@link bunteKuhSearch}).
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
import { BUNTE_KUH_SEARCH, bunteKuhSearch } from './search.js';

/** `easy`'s reaction times: half again as slow as a person, and a wrong call one round in ten. */
export const EASY_PROFILE: Readonly<ReactionProfile> = Object.freeze({
  ...PERSON,
  add: PERSON.add * 1.5,
  perFunnel: PERSON.perFunnel * 1.5,
  recall: PERSON.recall * 1.5,
  doubt: PERSON.doubt * 1.5,
  slip: 0.1,
});

/** `strong`'s reaction times: a quick, practised player who hardly ever calls wrong. */
export const STRONG_PROFILE: Readonly<ReactionProfile> = Object.freeze({
  ...PERSON,
  add: PERSON.add * 0.7,
  perFunnel: PERSON.perFunnel * 0.7,
  recall: PERSON.recall * 0.7,
  doubt: PERSON.doubt * 0.7,
  slip: 0.005,
});

const randomCall: Chooser = (_v, legal, rng) => rng.pick(legal);

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
    description: 'half again as slow as a person, wrong one round in ten, places at random',
    make: () => racer('easy', EASY_PROFILE, randomCall),
  },
  normal: {
    description: "a person's reaction times; places to help itself and hinder the others",
    make: () => racer('normal', PERSON, bunteKuhMove),
  },
  strong: {
    description: '30% quicker than a person, hardly ever wrong; places like normal',
    make: () => racer('strong', STRONG_PROFILE, bunteKuhMove),
  },
  heuristic: {
    description: "a person's reaction time; places to help itself and hinder the others",
    make: () => racer('heuristic', PERSON, bunteKuhMove),
  },
  random: {
    description: "a person's reaction time; a random right call",
    make: () => racer('random', PERSON, randomCall),
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

export { BUNTE_KUH_SEARCH, type BunteKuhSearchOptions, bunteKuhSearch } from './search.js';
