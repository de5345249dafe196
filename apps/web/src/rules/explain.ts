/**
 * Why a move, in the rules' words, for a guided first game: the sentence of the short rules that says the rule of
 * its kind of move, and what core says against the other moves of that kind now ("You must follow hearts: play
 * one of your hearts."). Nothing here decides what is legal: the other moves are tried on core's `play`, and its
 * refusals (a `RuleError` with a stable code and a sentence in each language) are the reasons given.
 *
 * @module
 */
import type { AnyGame, Lang, Seat } from '@tafel/core';
import { RuleError } from '@tafel/core';
import { type GameRules, ruleOf } from './short-rules.js';

/** A refusal of core's, as it says it. */
export interface Refusal {
  readonly code: string;
  readonly text: string;
}

/** Why a move: its rule and what the rules say against its alternatives. */
export interface Explanation {
  /** The short rules' sentence for this kind of move (`null`: none named). */
  readonly rule: string | null;
  /** Core's refusals of other moves of this kind now, one per code, at most {@link MAX_REASONS}. */
  readonly refused: readonly Refusal[];
}

/** How many of core's refusals an explanation gives at most. */
export const MAX_REASONS = 2;

/** The whole numbers from `from` to `to`. */
function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The fields of a move varied to find its alternatives, and the values each may take (the schemas' ranges: a
 * card 0–51 in Wiezen or 1–18 in Wine Cellar, a cell of the pyramid 0–164, a cellar slot's row and place).
 */
const VARIED: Readonly<Record<string, readonly number[]>> = {
  card: range(0, 51),
  cell: range(0, 164),
  to: range(0, 164),
  row: range(0, 4),
  pos: range(-4, 4),
};

/**
 * Refusals that say only that the alternative was no move at all (a card not held, a cell off the plate, not
 * this moment), not a rule a person learns from.
 */
const UNTELLING = new Set([
  'card-not-in-hand',
  'unknown-card',
  'invalid-move',
  'invalid-state',
  'invalid-position',
  'not-your-turn',
  'move-not-now',
  'game-over',
  'no-such-cell',
  'slot-outside-cellar',
  'slot-taken',
  // The dice games: nothing of the kind at that cell (or a die there already), or another round's or seat's moment.
  'not-base',
  'cell-taken',
  'not-free',
  'not-your-die',
  'no-funnel',
  'not-covering',
  'wrong-round',
  'round-over',
  'not-your-roll',
  'invalid-orientation',
]);

/** The moves of the same kind as `move` with one varied field changed. */
function alternatives(move: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const [field, values] of Object.entries(VARIED)) {
    if (typeof move[field] !== 'number') continue;
    for (const value of values) if (value !== move[field]) out.push({ ...move, [field]: value });
  }
  return out;
}

/**
 * Why `move` of `seat` in `state`: the rule of its kind, and core's refusals of its alternatives.
 *
 * @example
 * explain(wiezen, wiezenRules, state, 2, { type: 'play', card: 37 }, 'en');
 * // { rule: 'Play: 13 tricks. Follow the suit led if you can; …',
 * //   refused: [{ code: 'must-follow-suit', text: 'You must follow hearts: play one of your hearts.' }] }
 */
export function explain(
  game: AnyGame,
  rules: GameRules,
  state: unknown,
  seat: Seat,
  move: unknown,
  lang: Lang,
): Explanation {
  const kind = move as Record<string, unknown>;
  const rule = typeof kind.type === 'string' ? ruleOf(rules, kind.type, lang) : null;
  const refused = new Map<string, string>();
  const play = game.play as (state: unknown, seat: Seat, move: unknown) => unknown;
  for (const other of alternatives(kind)) {
    if (refused.size >= MAX_REASONS) break;
    try {
      play(state, seat, other);
    } catch (e) {
      // Only the rules' refusals are reasons; anything else an odd alternative meets says nothing about them.
      if (!(e instanceof RuleError)) continue;
      if (!UNTELLING.has(e.code) && !refused.has(e.code)) refused.set(e.code, e.text(lang));
    }
  }
  return { rule, refused: [...refused].map(([code, text]) => ({ code, text })) };
}
