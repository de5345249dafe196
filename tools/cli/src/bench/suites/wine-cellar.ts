/**
 * Wine Cellar: full random games per second through the contract (setup, then legalMoves and a pure play per
 * move), through the playout kernel (setup, then one `randomPlayout` that applies moves in place on a private
 * copy: what search bots use), and with the heuristic bot on both seats, all side by side in one run.
 *
 * @module
 */
import { type Bot, Rng } from '@tafel/core';
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
    return [
      { name: 'wine-cellar/random-games', unit: 'games/s', value: random },
      compared(
        {
          name: 'wine-cellar/random-playouts',
          unit: 'games/s',
          value: kernel,
          target: '>= 100000 on one core',
        },
        { name: 'wine-cellar/random-games', value: random },
      ),
      compared(
        { name: 'wine-cellar/heuristic-games', unit: 'games/s', value: heuristic },
        { name: 'wine-cellar/random-games', value: random },
      ),
    ];
  },
};
