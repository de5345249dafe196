/**
 * Das Spiel's other four games: random full games per second for Raffzahn, Cui bono?, Eintrichtern and
 * Würfelmarsch, through the game contract (a random active seat plays a uniformly random legal move).
 * Würfelmarsch's random games mostly run to its turn limit (300 turns; 23 of every 24 random moves are turns).
 *
 * @module
 */
import { type AnyGame, Rng } from '@tafel/core';
import { cuiBono, eintrichtern, raffzahn, wuerfelmarsch } from '@tafel/core/das-spiel';
import { type BenchEntry, type BenchSuite, compared, rate } from '../harness.js';

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

/** The same game to its end move by move, as the contract's reference loop plays it: the lowest seat, `legal[rng.int(n)]`. */
function moveByMove(game: AnyGame, players: number, seed: string): void {
  const rng = Rng.fromSeed(seed);
  let state = game.setup({ players, seed });
  for (let seats = game.active(state); seats.length > 0; seats = game.active(state)) {
    const legal: unknown[] = game.legalMoves(state, seats[0]!);
    state = game.play(state, seats[0]!, legal[rng.int(legal.length)]);
  }
}

/** A game's `randomPlayout` kernel against the same games move by move, alternating rounds, best of each. */
function playoutSideBySide(game: AnyGame, players: number, ms: number): BenchEntry[] {
  let loop = 0;
  let kernel = 0;
  let g = 0;
  for (let round = 0; round < 3; round++) {
    loop = Math.max(
      loop,
      rate(() => (moveByMove(game, players, `playout-${g++ % 256}`), 1), ms / 3),
    );
    kernel = Math.max(
      kernel,
      rate(() => {
        const seed = `playout-${g++ % 256}`;
        game.randomPlayout!(game.setup({ players, seed }), Rng.fromSeed(seed));
        return 1;
      }, ms / 3),
    );
  }
  const base = { name: `${game.id}/lowest-seat-games`, unit: 'games/s', value: loop };
  return [
    { ...base, note: 'move by move through the contract, as the playout kernel plays' },
    compared(
      {
        name: `${game.id}/random-playouts`,
        unit: 'games/s',
        value: kernel,
        note: 'setup + the randomPlayout kernel',
      },
      base,
    ),
  ];
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
      if (game.randomPlayout) entries.push(...playoutSideBySide(game, players, quick ? 200 : 2000));
    }
    return entries;
  },
};
