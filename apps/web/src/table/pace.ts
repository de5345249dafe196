/**
 * The table's pace attributes read: `bot-delay`, `roll-pause` and `options`, each an {@link AttributeProblem}
 * when it cannot be played with, and the people's pace a board's pause is asked with.
 *
 * @module
 */
import type { AnyGame } from '@tafel/core';
import type { AttributeProblem } from './attribute-problem.js';
import type { Pace } from './board.js';

/** The bots' own pace: `bot-delay` 600. */
export const OWN_PACE_MS = 600;
/** The pause before each roll of a real-time game at the bots' own pace, in ms (`roll-pause`'s default). */
export const ROLL_PAUSE_MS = 2500;
/** The pauses a person may choose before each roll (ms). */
export const ROLL_PAUSES = [0, 1000, 2500, 4000, 6000] as const;

/** A game's option names, as the `options` attribute's messages list them (`"deals", "shuffle"`). */
export function optionKeys(board: { readonly game: AnyGame }): string {
  return Object.keys(board.game.defaults as object)
    .map((k) => `"${k}"`)
    .join(', ');
}

/** The `bot-delay` attribute in ms (600 when absent); `refuse` when it is no such number. */
export function botDelayOf(
  botDelay: number | undefined,
  refuse: (shown: string) => AttributeProblem,
): number {
  const delay = botDelay ?? 600;
  if (Number.isFinite(delay) && delay >= 0) return delay;
  throw refuse(String(delay));
}

/** The `roll-pause` attribute in ms: by default 2500 at the bots' own pace, scaled as they are. */
export function rollPauseOf(
  rollPause: number | undefined,
  botDelay: number,
  refuse: (shown: string) => AttributeProblem,
): number {
  const pause = rollPause ?? ROLL_PAUSE_MS * (botDelay / OWN_PACE_MS);
  if (Number.isFinite(pause) && pause >= 0) return pause;
  throw refuse(String(pause));
}

/** The people's pace now (read whenever a board's pause is asked: the person may change it meanwhile). */
export function paceOf(botDelay: number | undefined, rollPause: number | undefined): Pace {
  const delay = Number.isFinite(botDelay) && (botDelay ?? 0) >= 0 ? botDelay! : OWN_PACE_MS;
  const factor = delay / OWN_PACE_MS;
  const pause = rollPause ?? ROLL_PAUSE_MS * factor;
  return { factor, rollPause: Number.isFinite(pause) && pause >= 0 ? pause : 0 };
}
