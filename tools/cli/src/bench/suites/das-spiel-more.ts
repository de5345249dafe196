/**
 * Das Spiel's other four games: random full games per second for Raffzahn, Cui bono?, Eintrichtern and
 * Würfelmarsch, through the game contract (a random active seat plays a uniformly random legal move).
 * Würfelmarsch's random games mostly run to its turn limit (300 turns; 23 of every 24 random moves are turns).
 *
 * @module
 */
import { type AnyGame, Rng } from '@tafel/core';
import { cuiBono, eintrichtern, raffzahn, wuerfelmarsch } from '@tafel/core/das-spiel';
import { type BenchEntry, type BenchSuite, rate } from '../harness.js';

/** Plays one random game from `seed` and returns the number of moves. */
function randomGame(game: AnyGame, players: number, seed: string): number {
  const rng = Rng.fromSeed(seed);
  let state = game.setup({ players, seed });
  let moves = 0;
  for (let seats = game.active(state); seats.length > 0; seats = game.active(state)) {
    const seat = rng.pick(seats);
    state = game.play(state, seat, rng.pick(game.legalMoves(state, seat)));
    moves++;
  }
  return moves;
}

const TABLES: { game: AnyGame; players: number }[] = [
  { game: raffzahn, players: 3 },
  { game: cuiBono, players: 4 },
  { game: eintrichtern, players: 4 },
  { game: wuerfelmarsch, players: 2 },
];

export const dasSpielMoreSuite: BenchSuite = {
  name: 'das-spiel-more',
  run({ quick, log }) {
    const entries: BenchEntry[] = [];
    for (const { game, players } of TABLES) {
      let n = 0;
      let moves = 0;
      const value = rate(
        () => {
          moves += randomGame(game, players, `bench-${n++}`);
          return 1;
        },
        quick ? 200 : 2000,
      );
      const note = `${players} players, ${(moves / n).toFixed(0)} moves a game`;
      log(`${game.id}: ${value.toFixed(1)} random games/s (${note})`);
      entries.push({ name: `${game.id}/random-games`, unit: 'games/s', value, note });
    }
    return entries;
  },
};
