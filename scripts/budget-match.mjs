#!/usr/bin/env node
/**
 * What the WebAssembly kernels are worth to a player: the same search bot twice, at the same time budget a move,
 * once with the Wasm kernel provider and once with the TypeScript one, in seat-swapped games on the same dice
 * (every seed played twice, the bots swapping seats). The faster provider searches deeper (Abquetschen: more
 * plies of its chance search) or races more (Bunte Kuh: more simulated races a placement); the match shows
 * whether that wins. Prints the Wasm bot's win share (ties count half) with the 95% interval over pairs, and
 * how far each side got a move.
 *
 * A measurement, not a test: a move depends on the clock, so runs differ. Both bots live in one process and
 * take turns, so a busy neighbour on a shared machine slows both alike. Needs `pnpm build` (it loads
 * `packages/*\/dist`). Progress goes to stderr.
 *
 *   node scripts/budget-match.mjs --game abquetschen --ms 100 --pairs 100 --seed budget
 *   node scripts/budget-match.mjs --game bunte-kuh --ms 100 --pairs 100 --seed budget
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'abquetschen' },
    ms: { type: 'string', default: '100' },
    pairs: { type: 'string', default: '100' },
    seed: { type: 'string', default: 'budget' },
    json: { type: 'boolean', default: false },
  },
});
const { Rng } = await import(join(root, 'packages/core/dist/index.js'));
const ds = await import(join(root, 'packages/core/dist/das-spiel/index.js'));
const { chanceSearch } = await import(join(root, 'packages/bots/dist/abquetschen/index.js'));
const { bunteKuhSearch } = await import(join(root, 'packages/bots/dist/bunte-kuh/index.js'));
const { loadWasmKernels } = await import(join(root, 'packages/pyramid-wasm/dist/index.js'));

const ms = Number(values.ms);
const pairs = Number(values.pairs);
const wasm = await loadWasmKernels();
const providers = { wasm, ts: ds.tsKernels };

/** Per side: how far its searches got, summed, and how many searches. */
const reach = { wasm: { sum: 0, n: 0 }, ts: { sum: 0, n: 0 } };

/** Runs `fn` with `side`'s provider installed (the game's own calls run on whatever is installed: same answers). */
function as(side, fn) {
  const previous = ds.useKernels(providers[side]);
  try {
    return fn();
  } finally {
    ds.useKernels(previous);
  }
}

/** One game of `game` with the Wasm bot at `seatOfWasm`; returns its share of the win. */
function abquetschenGame(seed, seatOfWasm) {
  const bots = {};
  for (const side of ['wasm', 'ts'])
    bots[side] = chanceSearch({
      anytimeMs: ms,
      onSearched: ({ plies }) => {
        reach[side].sum += plies;
        reach[side].n++;
      },
    });
  let state = ds.abquetschen.setup({ players: 2, seed });
  const rng = Rng.fromSeed(`${seed}:${seatOfWasm}`);
  while (ds.abquetschen.active(state).length > 0) {
    const seat = state.turn;
    const side = seat === seatOfWasm ? 'wasm' : 'ts';
    const legal = ds.abquetschen.legalMoves(state, seat);
    const move = as(side, () => bots[side].choose({ game: ds.abquetschen, state, seat, legal, rng }));
    state = ds.abquetschen.play(state, seat, move);
  }
  const { winners } = ds.abquetschen.outcome(state);
  return winners.includes(seatOfWasm) ? 1 / winners.length : 0;
}

/** One Bunte Kuh race with the Wasm bot at `seatOfWasm`; both race at a person's pace. */
function bunteKuhGame(seed, seatOfWasm) {
  const contenders = [0, 1].map((seat) => {
    const side = seat === seatOfWasm ? 'wasm' : 'ts';
    const choose = bunteKuhSearch({
      anytimeMs: ms,
      onSearched: ({ races }) => {
        reach[side].sum += races;
        reach[side].n++;
      },
    });
    return { profile: ds.PERSON, choose: (v, legal, rng) => as(side, () => choose(v, legal, rng)) };
  });
  const { state } = ds.playRealTime(
    ds.bunteKuh.setup({ players: 2, seed }),
    contenders,
    Rng.fromSeed(`${seed}:race`),
  );
  const { winners } = ds.bunteKuh.outcome(state);
  return winners.includes(seatOfWasm) ? 1 / winners.length : 0;
}

const play = { abquetschen: abquetschenGame, 'bunte-kuh': bunteKuhGame }[values.game];
if (!play) throw new Error(`--game is abquetschen or bunte-kuh, not ${values.game}`);
const shares = [];
const started = performance.now();
for (let p = 0; p < pairs; p++) {
  const seed = `${values.seed}:${p}`;
  shares.push((play(seed, 0) + play(seed, 1)) / 2);
  if ((p + 1) % 10 === 0) {
    const m = shares.reduce((a, b) => a + b, 0) / shares.length;
    process.stderr.write(`budget-match: ${p + 1}/${pairs} pairs, Wasm ${m.toFixed(3)}\n`);
  }
}
const mean = shares.reduce((a, b) => a + b, 0) / pairs;
const sd = Math.sqrt(shares.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, pairs - 1));
const half = (1.96 * sd) / Math.sqrt(pairs);
const unit = values.game === 'abquetschen' ? 'plies finished' : 'races';
const result = {
  game: values.game,
  msPerMove: ms,
  seed: values.seed,
  pairs,
  games: 2 * pairs,
  wasmWinShare: { mean, low: mean - half, high: mean + half },
  pairsWonByWasm: shares.filter((s) => s === 1).length,
  pairsWonByTs: shares.filter((s) => s === 0).length,
  perMove: {
    unit,
    wasm: reach.wasm.sum / Math.max(1, reach.wasm.n),
    ts: reach.ts.sum / Math.max(1, reach.ts.n),
  },
  seconds: (performance.now() - started) / 1000,
};
if (values.json) console.log(JSON.stringify(result, null, 2));
else
  console.log(
    `${values.game}, the search at ${ms} ms a move, Wasm vs TypeScript kernels, ${2 * pairs} games ` +
      `(${pairs} seat-swapped pairs, seed ${values.seed}): Wasm win share ${mean.toFixed(3)} ` +
      `(${result.wasmWinShare.low.toFixed(3)} … ${result.wasmWinShare.high.toFixed(3)}), pairs won ` +
      `${result.pairsWonByWasm} to ${result.pairsWonByTs}; ${unit} a move: Wasm ${result.perMove.wasm.toFixed(2)}, ` +
      `TypeScript ${result.perMove.ts.toFixed(2)}; ${result.seconds.toFixed(0)} s`,
  );
