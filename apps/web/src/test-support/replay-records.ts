/**
 * Records for tests of the replay: a game of any of the nine played to its end by seeded random legal moves,
 * through core's match runner (`startMatch`, `playMatch`). Test support only; not shipped.
 *
 * @module
 */
import { type AnyGame, type GameId, games, type MatchRecord, playMatch, Rng, startMatch } from '@tafel/core';

/**
 * A finished record of `id` with seed `seed` (two seats where the game allows, its fewest otherwise).
 *
 * @example
 * ```ts
 * const record = finishedRecord('wine-cellar', 'r1'); // record.moves: every move to the end
 * ```
 */
export function finishedRecord(id: GameId, seed: string, max = 5000): MatchRecord {
  const game: AnyGame = games[id];
  const players = Math.min(game.players.max, Math.max(game.players.min, 2));
  const seats = Array.from({ length: players }, (_, i) => (i === 0 ? { name: 'Ann' } : { bot: 'easy' }));
  let match = startMatch<unknown>(game, { seed, seats });
  const rng = Rng.fromSeed(`${seed}:moves`);
  for (let n = 0; n < max && game.outcome(match.state) === null; n++) {
    const seat = rng.pick(game.active(match.state));
    match = playMatch(game, match, seat, rng.pick(game.legalMoves(match.state, seat)));
  }
  if (game.outcome(match.state) === null) throw new Error(`${id}: no end in ${max} moves`);
  return match.record;
}
