/**
 * Wiezen's milestone: a deal scored. When a move finishes a deal (its last trick, or everybody passed), the
 * table learns the deal's line on the score sheet — who dealt, the game played and by whom, the tricks each seat
 * took, the points each got — and the running totals. All of it is public: it is the score sheet.
 *
 * @module
 */
import type { Milestone } from '../contract/index.js';
import type { Lang } from '../errors/index.js';
import type { DealRecord, WiezenState } from './types.js';

/** A deal scored: its number (from 0), its line on the score sheet, and the totals after it. */
export interface DealScored {
  readonly kind: 'deal';
  readonly deal: number;
  readonly record: DealRecord;
  readonly scores: readonly number[];
}

/**
 * The deal the move between `before` and `after` scored, or `null`.
 *
 * @example
 * ```ts
 * milestone(before, after); // { kind: 'deal', deal: 0, record: { game: 'vragen', tricks: [...], points: [...] }, scores }
 * ```
 */
export function milestone(before: WiezenState, after: WiezenState): DealScored | null {
  if (after.history.length <= before.history.length) return null;
  const deal = after.history.length - 1;
  return { kind: 'deal', deal, record: after.history[deal]!, scores: after.scores.slice() };
}

/**
 * A scored deal in words: the game and its points.
 *
 * @example
 * ```ts
 * describeMilestone(dealScored, 'en'); // 'deal 1: vragen by seats 1 and 3: 8 tricks; points 2, -2, 2, -2'
 * ```
 */
export function describeMilestone(milestone: Milestone, lang: Lang): string {
  const m = milestone as DealScored;
  const en = lang === 'en';
  const { record } = m;
  const game = record.game ?? (en ? 'all passed' : 'iedereen paste');
  const by =
    record.declarers.length === 0
      ? ''
      : `${en ? ' by seat' : ' door plaats'}${record.declarers.length > 1 ? (en ? 's' : 'en') : ''} ${record.declarers
          .map((s) => s + 1)
          .join(en ? ' and ' : ' en ')}`;
  const made = record.declarers.reduce((n, s) => n + (record.tricks[s] ?? 0), 0);
  const tricks =
    record.declarers.length === 0
      ? ''
      : `: ${made} ${en ? (made === 1 ? 'trick' : 'tricks') : made === 1 ? 'slag' : 'slagen'}`;
  return `${en ? 'deal' : 'spel'} ${m.deal + 1}: ${game}${by}${tricks}; ${en ? 'points' : 'punten'} ${record.points.join(', ')}`;
}
