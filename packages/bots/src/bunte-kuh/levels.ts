/**
 * Bunte Kuh's levels as ways of playing. Every level races with a typical person's reaction times (`PERSON`),
 * so a level differs from another only by its decisions, drawn from the bot's seeded generator:
 *
 * - a wrong call (a sum that is not there, or "none" when there is one) with chance `slip` a round;
 * - a missed better die: with chance `miss` the seat places at random among the right calls instead of where
 *   it helps itself and hinders the others most.
 *
 * @module
 */
import type { Chooser, ReactionProfile } from '@tafel/core/das-spiel/bunte-kuh';
import { bunteKuhMove, PERSON } from '@tafel/core/das-spiel/bunte-kuh';

/** The documented error rates of each level (chance a round). `random` places at random (miss 1). */
export const BUNTE_KUH_ERRORS = {
  random: { slip: PERSON.slip, miss: 1 },
  easy: { slip: 0.02, miss: 0.4 },
  normal: { slip: 0.01, miss: 0 },
  strong: { slip: 0, miss: 0 },
} as const;

/** A level of Bunte Kuh's bots, or `random`. */
export type BunteKuhLevel = keyof typeof BUNTE_KUH_ERRORS;

/** The reaction profile of `level`: a person's times, the level's wrong-call rate. */
export function levelProfile(level: BunteKuhLevel): Readonly<ReactionProfile> {
  return Object.freeze({ ...PERSON, slip: BUNTE_KUH_ERRORS[level].slip });
}

/**
 * The placement of `level`: the heuristic's, except that with chance `miss` (drawn from the seat's `rng`) it
 * places at random among the right calls.
 *
 * @example
 * ```ts
 * const choose = levelChooser('easy');
 * ```
 */
export function levelChooser(level: BunteKuhLevel): Chooser {
  const { miss } = BUNTE_KUH_ERRORS[level];
  return (v, legal, rng) => (rng.float() < miss ? rng.pick(legal) : bunteKuhMove(v, legal, rng));
}
