/**
 * Records for the analysis tests and the bench: a match played out by the heuristic bots, every move through
 * core's match runner, so the record replays exactly.
 *
 * @module
 */
import { applyMove, type GameId, games, type Match, type MatchRecord, Rng, startMatch } from '@tafel/core';
import { makeBot } from '../../index.js';

/**
 * Plays a whole match of `game` with `players` heuristic bots from `seed` (at most `limit` moves).
 *
 * @example
 * ```ts
 * const record = playedRecord('wiezen', 'w1', 4, { deals: 1 });
 * ```
 */
export function playedRecord(
  game: GameId,
  seed: string,
  players: number,
  options: Record<string, unknown> = {},
  limit = 5000,
): MatchRecord {
  const rules = games[game];
  const bot = makeBot(game, 'heuristic');
  const rng = Rng.fromSeed(`play|${seed}`);
  let match: Match = startMatch(rules, {
    seed,
    seats: Array.from({ length: players }, () => ({ bot: 'heuristic' })),
    options,
  });
  for (let n = 0; n < limit && rules.outcome(match.state as never) === null; n++) {
    const seat = (rules.active(match.state as never) as number[]).find(
      (s) => rules.legalMoves(match.state as never, s).length > 0,
    );
    if (seat === undefined) break;
    const legal: unknown[] = rules.legalMoves(match.state as never, seat);
    const move = bot.choose({ game: rules, state: match.state, seat, legal, rng });
    match = applyMove(rules, match, seat, move);
  }
  return match.record;
}
