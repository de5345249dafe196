#!/usr/bin/env node
/**
 * A seat-swapped match between two bots of a two-player game: every seed is played twice, the bots swapping
 * seats, so both meet the same dice (the turquoise die of Abquetschen rolls from the game's seed in turn order).
 * Luck that favours a seat or a deal cancels within a pair, so the interval is far narrower than `tafel
 * simulate`'s for the same number of games. Prints the first bot's win share (ties count half) with the 95%
 * interval over pairs, its mean margin in score, and its thinking time per move.
 *
 * Builds are not needed beyond `pnpm build` (it loads `packages/*\/dist`). Progress goes to stderr.
 *
 *   node scripts/paired-match.mjs --game abquetschen --bots strong,heuristic --pairs 200 --seed paired
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'abquetschen' },
    bots: { type: 'string', default: 'strong,heuristic' },
    pairs: { type: 'string', default: '200' },
    seed: { type: 'string', default: 'paired' },
    budget: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const { makeBot } = await import(join(root, 'packages/bots/dist/index.js'));
const { games, Rng } = await import(join(root, 'packages/core/dist/index.js'));

const game = games[values.game];
if (!game) throw new Error(`unknown game ${values.game}`);
const names = values.bots.split(',');
if (names.length !== 2) throw new Error('--bots takes two bots: A,B');
const settings = values.budget ? { iterations: Number(values.budget) } : {};
const bots = names.map((name) => makeBot(values.game, name, settings));
const pairs = Number(values.pairs);

const shares = [];
const margins = [];
let margin = 0;
let thinking = 0;
let moves = 0;
let slowest = 0;
const started = performance.now();
for (let p = 0; p < pairs; p++) {
  let share = 0;
  const before = margin;
  for (const seatOfA of [0, 1]) {
    let state = game.setup({ players: 2, seed: `${values.seed}:${p}` });
    const rng = Rng.fromSeed(`${values.seed}:${p}:${seatOfA}`);
    for (let seats = game.active(state); seats.length > 0; seats = game.active(state)) {
      const seat = seats[0];
      const legal = game.legalMoves(state, seat);
      const bot = seat === seatOfA ? bots[0] : bots[1];
      const t = performance.now();
      const move = bot.choose({ game, state, seat, legal, rng });
      if (seat === seatOfA && legal.length > 1) {
        const ms = performance.now() - t;
        thinking += ms;
        moves++;
        slowest = Math.max(slowest, ms);
      }
      state = game.play(state, seat, move);
    }
    const outcome = game.outcome(state);
    share += outcome.winners.includes(seatOfA) ? 1 / outcome.winners.length : 0;
    margin += outcome.scores[seatOfA] - outcome.scores[1 - seatOfA];
  }
  shares.push(share / 2);
  margins.push((margin - before) / 2);
  if ((p + 1) % 10 === 0) {
    const m = shares.reduce((a, b) => a + b, 0) / shares.length;
    process.stderr.write(`paired-match: ${p + 1}/${pairs} pairs, ${names[0]} ${m.toFixed(3)}\n`);
  }
}
const mean = shares.reduce((a, b) => a + b, 0) / pairs;
const sd = Math.sqrt(shares.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, pairs - 1));
const half = (1.96 * sd) / Math.sqrt(pairs);
const marginMean = margin / (2 * pairs);
const marginSd = Math.sqrt(margins.reduce((a, b) => a + (b - marginMean) ** 2, 0) / Math.max(1, pairs - 1));
const marginHalf = (1.96 * marginSd) / Math.sqrt(pairs);
const result = {
  game: values.game,
  bots: names,
  seed: values.seed,
  pairs,
  games: 2 * pairs,
  winShare: { mean, low: mean - half, high: mean + half },
  pairs1: shares.filter((s) => s === 1).length,
  pairs0: shares.filter((s) => s === 0).length,
  margin: { mean: marginMean, low: marginMean - marginHalf, high: marginMean + marginHalf },
  msPerMove: { mean: thinking / Math.max(1, moves), max: slowest },
  seconds: (performance.now() - started) / 1000,
};
if (values.json) console.log(JSON.stringify(result, null, 2));
else
  console.log(
    `${names[0]} vs ${names[1]}, ${2 * pairs} games (${pairs} seat-swapped pairs, seed ${values.seed}): ` +
      `win share ${mean.toFixed(3)} (${result.winShare.low.toFixed(3)} … ${result.winShare.high.toFixed(3)}), ` +
      `pairs won ${result.pairs1}, lost ${result.pairs0}, margin ${marginMean.toFixed(2)} (${result.margin.low.toFixed(2)} … ${result.margin.high.toFixed(2)}) dice, ` +
      `${result.msPerMove.mean.toFixed(0)} ms a move (max ${result.msPerMove.max.toFixed(0)}), ${result.seconds.toFixed(0)} s`,
  );
