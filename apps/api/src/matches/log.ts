/**
 * The public history of a match, as one seat (or a spectator) saw it at the table: every move (a move made face
 * down as its kind only, the game's `seen`), each in words, and the milestones (a deal scored, an auction
 * settled) where they came. The match record would tell hidden cards before the end; this never does.
 *
 * @module
 */
import { type AnyGame, type Lang, type MatchRecord, type Seat, seenBy, startMatch } from '@tafel/core';
import type { MilestoneEntry, MoveEntry } from '@tafel/core/match';
import { asciiText } from '../json/index.js';

export type { MilestoneEntry, MoveEntry } from '@tafel/core/match';

/**
 * A move as `viewer` saw it, in words: what the history and the event stream carry.
 *
 * @example
 * ```ts
 * moveEntry(wineCellar, before, { seat: 0, move }, 7, 1, 'en'); // { n: 7, seat: 0, move: { type: 'bid', hidden: true }, text: 'bid a sealed card' }
 * ```
 */
export function moveEntry(
  game: AnyGame,
  before: unknown,
  played: { seat: Seat; move: unknown },
  n: number,
  viewer: Seat | null,
  lang: Lang,
  timedOut = false,
): MoveEntry {
  const move = seenBy(game, before, played.seat, played.move, viewer);
  const words = game.describeMove(move, lang);
  if (!timedOut) return { n, seat: played.seat, move, text: asciiText(words) };
  return { n, seat: played.seat, move, text: asciiText(`${words} ${TIMED_OUT[lang]}`), timedOut: true };
}

/** What a move a bot made when the seat's turn clock ran out says after its words. */
const TIMED_OUT = {
  en: '(time ran out: a bot played it)',
  nl: '(tijd om: een bot speelde dit)',
} as const satisfies Record<Lang, string>;

/** The milestone a move closed, in words, or `null`. */
export function milestoneEntry(
  game: AnyGame,
  before: unknown,
  after: unknown,
  n: number,
  lang: Lang,
): MilestoneEntry | null {
  const milestone = game.milestone?.(before, after) ?? null;
  if (!milestone) return null;
  const text = game.describeMilestone?.(milestone, lang) ?? milestone.kind;
  return { n, milestone, text: asciiText(text) };
}

/**
 * The history of `record` from move `from` on, as `viewer` saw it: the moves and the milestones.
 *
 * @example
 * ```ts
 * const { moves, milestones } = history(wiezen, record, 0, 2, 'nl', [17]); // move 17 played after a timeout
 * ```
 */
export function history(
  game: AnyGame,
  record: MatchRecord,
  from: number,
  viewer: Seat | null,
  lang: Lang,
  timeouts: readonly number[] = [],
): { moves: MoveEntry[]; milestones: MilestoneEntry[] } {
  let { state } = startMatch(game, {
    seed: record.seed,
    seats: record.seats,
    options: record.options as Record<string, unknown>,
  });
  const moves: MoveEntry[] = [];
  const milestones: MilestoneEntry[] = [];
  record.moves.forEach((played, n) => {
    const after = game.play(state, played.seat, played.move);
    if (n >= from) {
      moves.push(moveEntry(game, state, played, n, viewer, lang, timeouts.includes(n)));
      const m = milestoneEntry(game, state, after, n, lang);
      if (m) milestones.push(m);
    }
    state = after;
  });
  return { moves, milestones };
}
