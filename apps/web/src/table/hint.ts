/**
 * A hint: the strong bot's move for a seat, asked on a state with what that seat sees, with the seed of the
 * match's version (the same position gives the same hint). It stands while the match has not moved on, or while
 * it is still legal (another seat moved meanwhile: a sealed bid, a real-time race).
 *
 * @module
 */
import type { AnyGame, Seat } from '@tafel/core';
import { Rng } from '@tafel/core';
import type { BotRunner } from '@tafel/core/match';
import type { MoveOf, TableMatch } from './match.js';
import { moveKey } from './move-key.js';

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
