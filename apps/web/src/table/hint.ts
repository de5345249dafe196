/**
 * A hint: the strong bot's move for a seat, asked on a state with what that seat sees, with the seed of the
 * match's version (the same position gives the same hint). It stands while the match has not moved on, or while
 * it is still legal (another seat moved meanwhile: a sealed bid, a real-time race).
 *
 * @module
 */
import type { AnyGame, Lang, Seat } from '@tafel/core';
import { Rng } from '@tafel/core';
import type { BotRunner } from '@tafel/core/match';
import type { Board } from './board.js';
import type { BoardMarks } from './board-marks.js';
import type { MoveOf, TableMatch } from './match.js';
import { type MatchController, reasonOf } from './match-controller.js';
import { moveKey } from './move-key.js';
import { tellingOf } from './move-log.js';
import type { TableWords } from './table-parts.js';

/**
 * The strong bot's move for `seat` of `match`; `null` when it no longer stands once found.
 *
 * @example
 * const move = await strongMove(table.bots, match, 0, () => table.match === match);
 */
export async function strongMove<G extends AnyGame>(
  bots: BotRunner,
  match: TableMatch<G>,
  seat: Seat,
  current: () => boolean,
): Promise<MoveOf<G> | null> {
  const version = match.version;
  const { move } = await bots.run({
    game: match.game.id,
    bot: 'strong',
    state: match.position(seat),
    seat,
    rng: Rng.fromSeed(`hint:${version}`).state(),
  });
  if (!current()) return null;
  const hinted = move as MoveOf<G>;
  if (match.version !== version && !match.legal(seat).some((m) => moveKey(m) === moveKey(hinted)))
    return null;
  return hinted;
}

/** What {@link showHint} needs of a table. */
export interface HintTable<G extends AnyGame> {
  readonly bots: BotRunner;
  readonly table: MatchController<G>;
  readonly board: Board<G> | null;
  readonly marks: BoardMarks<G>;
  readonly t: TableWords;
  readonly lang: Lang;
}

/**
 * The strong bot's move for the seat shown, on a state with what it sees: said in the board's words (unless
 * `say` is false: a guided game says it its own way) and shown on the board (cells outlined, the card raised)
 * until the match moves on; the person plays it or not. Resolves to the move and its words, or `null` when
 * there is none (not the person's turn, or the match moved on meanwhile).
 */
export async function showHint<G extends AnyGame>(
  of: HintTable<G>,
  say = true,
): Promise<{ move: MoveOf<G>; words: string } | null> {
  const { table, board, t } = of;
  const match = table.match;
  const seat = table.viewer;
  if (!match || !board || seat === null || !table.mine) return null;
  const lang = of.lang;
  try {
    const hinted = await strongMove(of.bots, match, seat, () => table.match === match);
    if (!hinted) return null;
    of.marks.mark(match, seat, hinted, 'hint');
    const now = table.view;
    const views = now === null ? null : { before: now, after: now };
    const seatName = (s: Seat) => table.seatName(s);
    const words = board.describe(hinted, tellingOf(seat, 'hint', views, { lang, viewer: seat, seatName }));
    if (say) table.say(t('hintIs', { move: words }));
    return { move: hinted, words };
  } catch (e) {
    table.error('bot-failed', t('hintFailed', { reason: reasonOf(e, lang) }));
    return null;
  }
}
