#!/usr/bin/env node
/**
 * Measures the bot levels of every game with `tafel simulate`, as the README's "Bot levels" table reports them:
 * `normal` against `easy` and `strong` against `normal`, 1,000 games (Wiezen: 1,000 duplicate deals) each with a
 * fixed seed, and how long `strong` thinks per move on sample positions. Writes `bench/levels.json` and prints
 * the table in Markdown.
 *
 * Runs for a long time (about an hour on two cores: Wiezen's and Wine Cellar's `strong` search every move); the
 * `--games` flag makes a quick trial, `--only` picks games. Progress goes to stderr.
 *
 *   node scripts/calibrate-levels.mjs [--games 1000] [--only wiezen,cui-bono]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { games: { type: 'string', default: '1000' }, only: { type: 'string' }, out: { type: 'string' } },
});
const games = Number(values.games);
const SEED = 'levels';

/** Every game, with the seats a match of two levels takes: the stronger level first, the weaker after it. */
const TABLES = [
  { game: 'wiezen', format: 'duplicate' },
  { game: 'wine-cellar', seats: 2 },
  { game: 'wine-cellar', seats: 1, solo: true },
  { game: 'weinhaendler', seats: 3 },
  { game: 'abquetschen', seats: 2 },
  { game: 'bunte-kuh', seats: 2 },
  { game: 'raffzahn', seats: 2 },
  { game: 'cui-bono', seats: 2 },
  { game: 'eintrichtern', seats: 2 },
  { game: 'wuerfelmarsch', seats: 2 },
];
const PAIRS = [
  ['normal', 'easy'],
  ['strong', 'normal'],
];

/** Runs `tafel simulate` with these flags and returns its JSON. */
function simulate(flags) {
  const args = [join(root, 'tools/cli/dist/main.js'), 'simulate', '--json', '--seed', SEED, ...flags];
  const out = execFileSync(process.execPath, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out);
}

/** One comparison: how far `upper` is above `lower`, with its 95% interval and whether it is significant. */
function compare(table, upper, lower) {
  if (table.format === 'duplicate') {
    const r = simulate([
      '--game',
      table.game,
      '--format',
      'duplicate',
      '--bots',
      `${upper},${lower}`,
      '--games',
      String(games),
    ]);
    const [low, high] = r.ci95;
    return {
      measure: 'points per deal (duplicate)',
      value: r.mean,
      low,
      high,
      fair: 0,
      games: r.deals,
      seconds: r.seconds,
    };
  }
  if (table.solo) {
    // Solo: each level alone on the same seeded deals; the difference of the mean scores.
    const a = simulate(['--game', table.game, '--bots', upper, '--games', String(games)]);
    const b = simulate(['--game', table.game, '--bots', lower, '--games', String(games)]);
    const sa = a.bots[0].score;
    const sb = b.bots[0].score;
    const half = Math.hypot(sa.ci95, sb.ci95);
    const value = sa.mean - sb.mean;
    return {
      measure: 'solo score difference',
      value,
      low: value - half,
      high: value + half,
      fair: 0,
      games,
      seconds: (a.elapsedMs + b.elapsedMs) / 1000,
    };
  }
  const seats = [upper, ...Array.from({ length: table.seats - 1 }, () => lower)];
  const r = simulate(['--game', table.game, '--bots', seats.join(','), '--games', String(games)]);
  const share = r.bots[0].winShare;
  return {
    measure: `win share of ${table.seats} (fair ${(1 / table.seats).toFixed(2)})`,
    value: share.mean,
    low: share.mean - share.ci95,
    high: share.mean + share.ci95,
    fair: 1 / table.seats,
    games: r.games,
    seconds: r.elapsedMs / 1000,
  };
}

/** How long `strong` thinks per move: the mean and the slowest over sample positions of seeded random play. */
async function thinkingTime(table) {
  const { makeBot } = await import(join(root, 'packages/bots/dist/index.js'));
  const { games: registry, Rng } = await import(join(root, 'packages/core/dist/index.js'));
  const game = registry[table.game];
  const rng = Rng.fromSeed(`think-${table.game}`);
  const bot = makeBot(table.game, 'strong');
  const times = [];
  for (let g = 0; times.length < 40 && g < 200; g++) {
    let state = game.setup({ players: table.seats ?? 4, seed: `think-${g}` });
    for (let i = 0; times.length < 40 && i < 400 && game.outcome(state) === null; i++) {
      const seat = rng.pick(game.active(state));
      const legal = game.legalMoves(state, seat);
      if (legal.length > 1 && rng.int(4) === 0) {
        const started = performance.now();
        bot.choose({ game, state, seat, legal, rng: Rng.fromSeed(`t${times.length}`) });
        times.push(performance.now() - started);
      }
      state = game.play(state, seat, rng.pick(legal));
    }
  }
  return {
    meanMs: times.reduce((a, b) => a + b, 0) / times.length,
    maxMs: Math.max(...times),
    moves: times.length,
  };
}

const only = values.only?.split(',');
const rows = [];
for (const table of TABLES.filter((t) => !only || only.includes(t.game))) {
  const name = table.solo ? `${table.game} (solo)` : table.game;
  const comparisons = [];
  for (const [upper, lower] of PAIRS) {
    process.stderr.write(`levels: ${name}: ${upper} against ${lower}\n`);
    comparisons.push({ upper, lower, ...compare(table, upper, lower) });
  }
  const thinking = await thinkingTime(table);
  rows.push({ game: name, comparisons, strongThinking: thinking });
}

const out = values.out ?? join(root, 'bench/levels.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ seed: SEED, games, rows }, null, 2)}\n`);

const fmt = (x) => (Math.abs(x) >= 10 ? x.toFixed(1) : x.toFixed(3));
const cell = (c) => {
  const verdict = c.low > c.fair ? 'yes' : c.high < c.fair ? 'below' : 'no';
  return `${fmt(c.value)} [${fmt(c.low)}, ${fmt(c.high)}] ${verdict}`;
};
console.log('| game | measure | normal vs easy | strong vs normal | strong: ms per move (mean / max) |');
console.log('|---|---|---|---|---|');
for (const r of rows) {
  const [a, b] = r.comparisons;
  console.log(
    `| ${r.game} | ${a.measure} | ${cell(a)} | ${cell(b)} | ${r.strongThinking.meanMs.toFixed(1)} / ${r.strongThinking.maxMs.toFixed(0)} |`,
  );
}
