/**
 * Raffzahn's levels as ways of playing. Every level, `random` included, claims in a person's 600 ± 200 ms, so a
 * level differs from another only by its decisions: with chance `misjudge` a claim (drawn from the bot's seeded
 * generator) is any legal move instead of the heuristic's — a worse die, a late take, or a STOP too early.
 *
 * @module
 */
import type { RaffzahnRacer } from '@tafel/core/das-spiel/raffzahn';
import { raffzahnClaim } from '@tafel/core/das-spiel/raffzahn';

/** A person's reaction time (ms, uniform in mean ± spread), the same for every level. */
export const PERSON_REACTION = { reactionMs: 600, spreadMs: 200 } as const;

/** The documented chance that a claim of each level is any legal move instead of the heuristic's. */
export const RAFFZAHN_ERRORS = {
  random: { misjudge: 1 },
  easy: { misjudge: 0.5 },
  normal: { misjudge: 0.15 },
  strong: { misjudge: 0 },
} as const;

/** A level of Raffzahn's bots, or `random`. */
export type RaffzahnLevel = keyof typeof RAFFZAHN_ERRORS;

/**
 * The claim of `level`: the heuristic's, except with chance `misjudge` any legal move.
 *
 * @example
 * ```ts
 * const claim = levelClaim('easy');
 * ```
 */
export function levelClaim(level: RaffzahnLevel): RaffzahnRacer['claim'] {
  const { misjudge } = RAFFZAHN_ERRORS[level];
  return (state, seat, legal, rng) =>
    rng.float() < misjudge && legal.length > 0 ? rng.pick(legal) : raffzahnClaim(state, seat, legal, rng);
}

/**
 * A racer of `level` with reaction times `reaction` (default a person's).
 *
 * @example
 * ```ts
 * const bot = levelRacer('normal');
 * ```
 */
export function levelRacer(
  level: RaffzahnLevel,
  reaction: { reactionMs: number; spreadMs: number } = PERSON_REACTION,
): RaffzahnRacer {
  const claim = levelClaim(level);
  const { reactionMs: mean, spreadMs: spread } = reaction;
  const react = (rng: Parameters<RaffzahnRacer['reaction']>[0]) =>
    Math.max(1, mean - spread + 2 * spread * rng.float());
  return {
    name: level,
    claim,
    reaction: react,
    react: ({ state, seat, legal, rng }) => ({ move: claim(state, seat, legal, rng), ms: react(rng) }),
    choose: ({ state, seat, legal, rng }) => claim(state, seat, legal, rng) ?? legal[0]!,
  };
}
