/**
 * Raffzahn's bots. Every bot, `random` included, claims in a person's 600 ± 200 ms; a level is a way of deciding,
 * with the misjudgement rates of {@link RAFFZAHN_ERRORS}:
 *
 * - `easy`: half its claims are any legal move (a worse die, a late take, a STOP too early).
 * - `normal`: 15% of its claims are any legal move.
 * - `strong`: always the heuristic's claim (the dice that free most for itself).
 *
 * @example
 * ```ts
 * import { raffzahnRoster } from '@tafel/bots/raffzahn';
 * const bot = raffzahnRoster.easy!.make({});
 * ```
 *
 * @module
 */
import type { Bot } from '@tafel/core';
import type { RaffzahnRacer } from '@tafel/core/das-spiel/raffzahn';
import { raffzahnBot } from '@tafel/core/das-spiel/raffzahn';
import type { Roster } from '../roster/index.js';
import { levelRacer } from './levels.js';

/** A racer as a contract bot (it reacts through core's real-time scheduler). */
const asBot = (racer: RaffzahnRacer): Bot => racer as Bot;

/** Raffzahn's bots by name. */
export const raffzahnRoster: Roster = {
  easy: {
    description: '600 ± 200 ms a claim; half its claims any legal move',
    make: () => asBot(levelRacer('easy')),
  },
  normal: {
    description: '600 ± 200 ms a claim; 15% of its claims any legal move',
    make: () => asBot(levelRacer('normal')),
  },
  strong: {
    description: '600 ± 200 ms a claim; always takes the dice that free most for itself',
    make: () => asBot(levelRacer('strong')),
  },
  heuristic: {
    description: 'takes the dice that free most for itself, 600 ± 200 ms per claim',
    make: () => asBot(raffzahnBot()),
  },
  random: { description: 'any legal claim, 600 ± 200 ms', make: () => asBot(levelRacer('random')) },
};

export {
  levelClaim,
  levelRacer,
  PERSON_REACTION,
  RAFFZAHN_ERRORS,
  type RaffzahnLevel,
} from './levels.js';
