/**
 * Wiezen's milestones: a trick taken, and a deal scored. When a card closes a trick, the table sees who won it
 * and with which card. When a move finishes a deal (its last trick, or everybody passed), the table learns the
 * deal's line on the score sheet — who dealt, the game played and by whom, the tricks each seat took, the points
 * each got — and the running totals. All of it is public: the trick lies open, the score sheet is the table's.
 *
 * @module
 */
import type { Milestone, Seat } from '../contract/index.js';
import type { Lang } from '../errors/index.js';
import type { DealRecord, WiezenState } from './types.js';
import { cardWords } from './words.js';

/** A deal scored: its number (from 0), its line on the score sheet, and the totals after it. */
export interface DealScored {
  readonly kind: 'deal';
  readonly deal: number;
  readonly record: DealRecord;
  readonly scores: readonly number[];
}

/** A trick taken (not the deal's last: that one closes the deal): its number from 1, who won it, with what card. */
export interface TrickTaken {
  readonly kind: 'trick';
  /** The deal, from 0. */
  readonly deal: number;
  readonly trick: number;
  readonly winner: Seat;
  readonly card: number;
}

/**
 * The deal the move between `before` and `after` scored, or else the trick it closed, or `null`.
 *
 * @example
 * ```ts
 * milestone(before, after); // { kind: 'deal', deal: 0, record: { game: 'vragen', tricks: [...], points: [...] }, scores }
 * milestone(before, after); // { kind: 'trick', deal: 0, trick: 5, winner: 2, card: 38 }
 * ```
 */
export function milestone(before: WiezenState, after: WiezenState): DealScored | TrickTaken | null {
  if (after.history.length > before.history.length) {
    const deal = after.history.length - 1;
    return { kind: 'deal', deal, record: after.history[deal]!, scores: after.scores.slice() };
  }
  if (after.tricks.length <= before.tricks.length) return null;
  const trick = after.tricks.at(-1)!;
  // The cards lie in the order played, from the leader round the table.
  const card = trick.cards[(trick.winner - trick.leader + 4) % 4]!;
  return {
    kind: 'trick',
    deal: after.history.length,
    trick: after.tricks.length,
    winner: trick.winner,
    card,
  };
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
  const en = lang === 'en';
  if (milestone.kind === 'trick') {
    const t = milestone as TrickTaken;
    return en
      ? `trick ${t.trick}: seat ${t.winner + 1} wins it with ${cardWords(t.card, lang)}`
      : `slag ${t.trick}: plaats ${t.winner + 1} wint hem met ${cardWords(t.card, lang)}`;
  }
  const m = milestone as DealScored;
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
