/**
 * Tafel from a plain Node.js project (`npm i @tafel/core @tafel/bots @tafel/pyramid-wasm`, then `node play.js`):
 * a Wiezen deal played by bots of every level, seated by name, and an Abquetschen game on the dice pyramid's
 * WebAssembly kernels. Prints one JSON line: each game's outcome and which kernels the dice game ran on.
 */
import { makeBot } from '@tafel/bots';
import { Rng } from '@tafel/core';
import { kernels } from '@tafel/core/das-spiel';
import { abquetschen } from '@tafel/core/das-spiel/abquetschen';
import { wiezen } from '@tafel/core/wiezen';
import { installWasmKernels } from '@tafel/pyramid-wasm';

/** Plays `game` from `state` to its end, each seat's move chosen by its bot; returns the outcome and the moves. */
function playOut(game, state, bots, seed) {
  const rng = Rng.fromSeed(seed);
  let moves = 0;
  while (!game.outcome(state)) {
    // Every seat that may move now moves (real-time and simultaneous games have several).
    for (const seat of game.active(state)) {
      const legal = game.legalMoves(state, seat);
      if (legal.length === 0) continue;
      state = game.play(state, seat, bots[seat].choose({ game, state, seat, legal, rng }));
      moves++;
      break;
    }
  }
  return { moves, ...game.outcome(state) };
}

const seats = ['strong', 'normal', 'easy', 'random'];
const deal = playOut(
  wiezen,
  wiezen.setup({ players: 4, seed: 'node-example' }),
  seats.map((level) => makeBot('wiezen', level)),
  'bots',
);

// The games call whichever kernels are installed into @tafel/core: TypeScript until the Wasm twin is.
const before = kernels().name;
await installWasmKernels();
const dice = playOut(
  abquetschen,
  abquetschen.setup({ players: 2, seed: 'node-example' }),
  [makeBot('abquetschen', 'strong'), makeBot('abquetschen', 'easy')],
  'dice',
);

console.log(
  JSON.stringify({ wiezen: { seats, ...deal }, abquetschen: dice, kernels: [before, kernels().name] }),
);
