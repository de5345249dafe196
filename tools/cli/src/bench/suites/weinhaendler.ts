/**
 * Die Weinhändler: random full games per second through the contract (setup, then `active`, `legalMoves`, a
 * uniform pick and `play` until `outcome`), through the playout kernel (setup, then one `randomPlayout`: the
 * same games, move for move, on a private numeric copy), for 3, 4 and 5 players; heuristic-bot games per
 * second beside them.
 *
 * @module
 */
import { Rng } from '@tafel/core';
import {
  randomPlayout,
  type WeinhaendlerMove,
  type WeinhaendlerState,
  weinhaendler,
  weinhaendlerBot,
} from '@tafel/core/weinhaendler';
import { type BenchEntry, type BenchSuite, compared, rate } from '../harness.js';

/** Plays one game with uniformly random legal moves through the contract; returns the number of moves. */
export function randomGame(players: number, seed: string, rng: Rng): number {
  let state = weinhaendler.setup({ players, seed });
  let moves = 0;
  for (let seats = weinhaendler.active(state); seats.length > 0; seats = weinhaendler.active(state)) {
    const seat = seats[0]!;
    state = weinhaendler.play(state, seat, rng.pick(weinhaendler.legalMoves(state, seat)));
    moves++;
  }
  if (weinhaendler.outcome(state) === null) throw new Error('a finished game has an outcome');
  return moves;
}

/** Plays one game of heuristic bots through the contract. */
export function heuristicGame(players: number, seed: string, rng: Rng): WeinhaendlerState {
  let state = weinhaendler.setup({ players, seed });
  for (let seats = weinhaendler.active(state); seats.length > 0; seats = weinhaendler.active(state)) {
    const seat = seats[0]!;
    const legal: WeinhaendlerMove[] = weinhaendler.legalMoves(state, seat);
    state = weinhaendler.play(
      state,
      seat,
      weinhaendlerBot.choose({ game: weinhaendler, state, seat, legal, rng }),
    );
  }
  return state;
}

export const weinhaendlerSuite: BenchSuite = {
  name: 'weinhaendler',
  run({ quick, log }) {
    const ms = quick ? 100 : 2000;
    const entries: BenchEntry[] = [];
    for (const players of [3, 4, 5]) {
      const rng = Rng.fromSeed(`bench:${players}`);
      let n = 0;
      let moves = 0;
      const games = rate(() => {
        moves += randomGame(players, `r${n++}`, rng);
        return 1;
      }, ms);
      const random = {
        name: `weinhaendler/random-games-${players}p`,
        unit: 'games/s',
        value: games,
        note: `${(moves / n).toFixed(0)} moves per game on average`,
      };
      entries.push(random);
      log(`${random.name}: ${games.toFixed(0)} games/s`);
      let k = 0;
      const kernel = rate(() => {
        const end = randomPlayout(weinhaendler.setup({ players, seed: `k${k++}` }), rng);
        if (end.phase !== 'over') throw new Error('a playout ends the game');
        return 1;
      }, ms);
      entries.push(
        compared(
          {
            name: `weinhaendler/random-playouts-${players}p`,
            unit: 'games/s',
            value: kernel,
            target: '>= 20000',
            note: 'setup + randomPlayout (numeric kernel; for an equal rng, the moves of the contract loop)',
          },
          { name: random.name, value: games },
        ),
      );
      log(`weinhaendler/random-playouts-${players}p: ${kernel.toFixed(0)} games/s`);
      let h = 0;
      const bots = rate(() => {
        heuristicGame(players, `h${h++}`, rng);
        return 1;
      }, ms / 2);
      entries.push(
        compared(
          { name: `weinhaendler/heuristic-games-${players}p`, unit: 'games/s', value: bots },
          { name: random.name, value: games },
        ),
      );
    }
    return entries;
  },
};
