/**
 * Wine Cellar: full random games per second through the contract (setup, then legalMoves and a pure play per
 * move), through the playout kernel (setup, then one `randomPlayout` that applies moves in place on a private
 * copy: what search bots use), and with the heuristic bot on both seats, all side by side in one run; then
 * ISMCTS iterations per second with uniform random rollouts, through the kernel and move by move (the same
 * search, the same moves: only the speed differs).
 *
 * @module
 */
import { ismcts } from '@tafel/ai';
import { type AnyGame, type Bot, Rng } from '@tafel/core';
import {
  randomPlayout,
  type WineCellarMove,
  type WineCellarState,
  wineCellar,
  wineCellarBot,
} from '@tafel/core/wine-cellar';
import { type BenchSuite, compared, rate } from '../harness.js';

/** One full game between two move choosers; returns 1 (one game). */
function fullGame(
  n: number,
  choose: (state: WineCellarState, seat: number, legal: WineCellarMove[]) => WineCellarMove,
): number {
  let state = wineCellar.setup({ players: 2, seed: `bench:${n}` });
  for (let seats = wineCellar.active(state); seats.length > 0; seats = wineCellar.active(state)) {
    const seat = seats[0]!;
    const legal = wineCellar.legalMoves(state, seat);
    state = wineCellar.play(state, seat, choose(state, seat, legal));
  }
  return 1;
}

function botChooser(bot: Bot<WineCellarState, WineCellarMove>, rng: Rng) {
  return (state: WineCellarState, seat: number, legal: WineCellarMove[]) =>
    bot.choose({ game: wineCellar, state, seat, legal, rng });
}

/** ISMCTS iterations per second from the start of a game, through `game` (with or without its kernel). */
function searchRate(game: AnyGame, iterations: number, ms: number, rng: Rng): number {
  const bot = ismcts({ iterations });
  let n = 0;
  return rate(() => {
    const state = wineCellar.setup({ players: 2, seed: `search:${n++}` });
    bot.choose({ game, state, seat: 0, legal: game.legalMoves(state, 0), rng });
    return iterations;
  }, ms);
}

export const wineCellarSuite: BenchSuite = {
  name: 'wine-cellar',
  run({ quick }) {
    const ms = quick ? 200 : 2000;
    const rng = Rng.fromSeed('bench');
    let n = 0;
    const random = rate(() => fullGame(n++, (_s, _seat, legal) => rng.pick(legal)), ms);
    const kernel = rate(() => {
      randomPlayout(wineCellar.setup({ players: 2, seed: `bench:${n++}` }), rng);
      return 1;
    }, ms);
    const heuristic = rate(() => fullGame(n++, botChooser(wineCellarBot, rng)), ms);
    const iterations = quick ? 20 : 400;
    const { randomPlayout: _, ...moveByMove } = wineCellar;
    const searchMoveByMove = searchRate(moveByMove, iterations, ms, rng);
    const searchKernel = searchRate(wineCellar, iterations, ms, rng);
    return [
      { name: 'wine-cellar/random-games', unit: 'games/s', value: random },
      compared(
        {
          name: 'wine-cellar/random-playouts',
          unit: 'games/s',
          value: kernel,
          target: '>= 100000',
        },
        { name: 'wine-cellar/random-games', value: random },
      ),
      compared(
        { name: 'wine-cellar/heuristic-games', unit: 'games/s', value: heuristic },
        { name: 'wine-cellar/random-games', value: random },
      ),
      {
        name: 'wine-cellar/ismcts-iterations-move-by-move',
        unit: 'iterations/s',
        value: searchMoveByMove,
        note: `${iterations} iterations from the first bid, uniform rollouts through legalMoves and play`,
      },
      compared(
        { name: 'wine-cellar/ismcts-iterations', unit: 'iterations/s', value: searchKernel },
        { name: 'wine-cellar/ismcts-iterations-move-by-move', value: searchMoveByMove },
      ),
    ];
  },
};
