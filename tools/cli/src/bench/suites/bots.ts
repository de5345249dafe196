/**
 * Bench suite: how long the `strong` level of every game thinks per move, on one core (issue 11 asks for at
 * most 1 s). Positions come from a seeded game between `normal` bots; each is timed once, and the entry reports
 * the mean with the slowest move in its note. Wine Cellar is timed at two players and solo.
 *
 * @module
 */
import { makeBot } from '@tafel/bots';
import { type AnyGame, type GameId, games, Rng } from '@tafel/core';
import type { BenchEntry, BenchSuite } from '../harness.js';

/** Every `step`-th position of a seeded game between `normal` bots where the mover has a choice. */
function positions(id: GameId, players: number, count: number): Array<{ state: unknown; seat: number }> {
  const game: AnyGame = games[id];
  const normal = makeBot(id, 'normal');
  const rng = Rng.fromSeed(`bench-bots-${id}-${players}`);
  const found: Array<{ state: unknown; seat: number }> = [];
  for (let g = 0; found.length < count && g < 20; g++) {
    let state = game.setup({ players, seed: `bench-bots-${g}` });
    for (let i = 0; found.length < count && game.outcome(state) === null; i++) {
      const seat = game.active(state)[0]!;
      const legal = game.legalMoves(state, seat);
      if (legal.length > 1 && i % 3 === 0) found.push({ state, seat });
      state = game.play(state, seat, normal.choose({ game, state, seat, legal, rng }));
    }
  }
  return found;
}

function timeStrong(
  id: GameId,
  players: number,
  count: number,
): { mean: number; max: number; moves: number } {
  const game: AnyGame = games[id];
  const strong = makeBot(id, 'strong');
  const rng = Rng.fromSeed('bench-bots');
  let total = 0;
  let max = 0;
  const sample = positions(id, players, count);
  for (const { state, seat } of sample) {
    const start = performance.now();
    strong.choose({ game, state, seat, legal: game.legalMoves(state, seat), rng });
    const ms = performance.now() - start;
    total += ms;
    max = Math.max(max, ms);
  }
  return { mean: total / Math.max(1, sample.length), max, moves: sample.length };
}

export const botsSuite: BenchSuite = {
  name: 'bots',
  run({ quick, log }) {
    const entries: BenchEntry[] = [];
    const tables: Array<[GameId, number]> = [
      // The fewest players a game takes, but Wine Cellar both as a duel and solo.
      ...(Object.keys(games) as GameId[]).map((id): [GameId, number] => [
        id,
        Math.max(2, games[id].players.min),
      ]),
      ['wine-cellar', 1],
    ];
    for (const [id, players] of tables) {
      const { mean, max, moves } = timeStrong(id, players, quick ? 3 : 30);
      const name = `bots/${id}${id === 'wine-cellar' ? (players === 1 ? '-solo' : '-duel') : ''}/strong-move`;
      entries.push({
        name,
        unit: 'ms/move',
        value: mean,
        target: '<= 1000',
        note: `${players} players, ${moves} positions, slowest ${max.toFixed(0)} ms`,
      });
      log(`${name}: ${mean.toFixed(1)} ms (slowest ${max.toFixed(0)})`);
    }
    return entries;
  },
};
