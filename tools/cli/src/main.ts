#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { RuleError } from '@tafel/core';
import { installWasmKernels } from '@tafel/pyramid-wasm';
/**
 * `tafel` — simulate bot tournaments, replay match records and run the benchmarks.
 *
 * @module
 */
import { Command, InvalidArgumentError } from 'commander';
import { runAnalyse } from './commands/analyse.js';
import { runBench } from './commands/bench.js';
import { listGames } from './commands/games.js';
import { runReplay, verifyReplay } from './commands/replay.js';
import { chooseSite, installedCdn } from './commands/serve-site.js';
import { runSimulate } from './commands/simulate.js';

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number of at least 1');
  return n;
}

function seatNumber(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a seat number, 0 or more');
  return n;
}

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const program = new Command()
  .name('tafel')
  .description('Tafel: rules engines and bots for Wiezen, Die Weinhändler, Wine Cellar and Das Spiel')
  .version(version, '-V, --version', 'print the version')
  .showHelpAfterError();

/** `node:sqlite` needs no flag from Node 22.13: on older Nodes, say so rather than fail on the import. */
function sqliteAvailable(): boolean {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 13);
}

program
  .command('games')
  .description('list the games, their player counts and their bots')
  .action(() => console.log(listGames()));

program
  .command('simulate')
  .description('play a seeded bot tournament and print wins and mean scores with 95% intervals')
  .requiredOption('--game <id>', 'the game id (see `tafel games`)')
  .option('--games <n>', 'how many games', positiveInt, 1000)
  .option(
    '--bots <names>',
    'comma-separated levels (easy, normal, strong) or named bots, one per seat (their number is the number of players)',
    'heuristic,random',
  )
  .option('--seed <seed>', 'tournament seed (game i uses "<seed>:i")', 'tafel')
  .option('--budget <n>', 'search budget of the search bots (iterations or samples)', positiveInt)
  .option('--ms <n>', 'time budget of the search bots in ms per move (not reproducible)', positiveInt)
  .option('--options <json>', 'game options as JSON, e.g. \'{"rules":"2021"}\'')
  .option('--records <file>', 'write every game as a match record (JSON lines)')
  .option(
    '--format <format>',
    'standard, or duplicate (wiezen: every deal twice, bots swapping partnerships)',
    'standard',
  )
  .option('--json', 'print the results as JSON')
  .action(async (flags) => console.log(await runSimulate(flags)));

program
  .command('replay')
  .description('replay a match record and print its outcome')
  .argument('<record>', 'a match record (JSON; of a JSON-lines file, the first line)')
  .option('--json', 'print the outcome as JSON')
  .option(
    '--verify',
    "check the record's fair deal (its commitment, server seed and contributions); exit 1 if it does not hold",
  )
  .action(async (file: string, flags: { json?: boolean; verify?: boolean }) => {
    if (!flags.verify) return console.log(runReplay(file, flags));
    const { ok, text } = await verifyReplay(file, flags);
    console.log(text);
    if (!ok) process.exitCode = 1;
  });

program
  .command('analyse')
  .alias('analyze')
  .description("judge every move of a match record with the strong search, from the mover's information only")
  .argument('<record>', 'a match record (JSON; of a JSON-lines file, the first line)')
  .option('--seat <n>', "only this seat's moves (0-based)", seatNumber)
  .option('--budget <n>', "samples a move (default: the game's, see the README)", positiveInt)
  .option('--seed <seed>', 'base seed of the samples', 'analysis')
  .option('--json', 'print JSON lines: one per move, then the summary')
  .option('--out <file>', 'write the record with its analysis ({ ...record, analysis }) to this file')
  .action(async (file: string, flags) => console.log(await runAnalyse(file, flags)));

program
  .command('bench')
  .description('run the benchmarks, print a table and optionally write results JSON')
  .option('--out <file>', 'write machine-readable results here (pnpm bench: bench/results.json)')
  .option('--quick', 'short runs, to check the suites work')
  .option('--only <suite>', 'run only suites whose name contains this')
  .action(async (flags) => console.log(await runBench(flags)));

program
  .command('serve')
  .description('serve the demo site and the API together on one port (hosted matches in one SQLite file)')
  .option('--port <n>', 'port (0: any free one)', (v) => Number(v), Number(process.env.PORT ?? 8787))
  .option('--host <host>', 'address to listen on', process.env.HOST ?? '127.0.0.1')
  .option('--db <file>', 'the SQLite file of hosted matches', process.env.TAFEL_DB ?? 'tafel.sqlite')
  .option('--site <dir>', 'the built demo site to serve at /', 'apps/web/dist')
  .action(async (flags: { port: number; host: string; db: string; site: string }) => {
    if (!sqliteAvailable()) {
      console.error(
        `tafel serve needs Node.js 22.13 or later (it keeps hosted matches with node:sqlite); this is Node.js ${process.versions.node}. The other commands may still run here, but tafel needs Node.js 22.12 or later (engines).`,
      );
      process.exitCode = 1;
      return;
    }
    const chosen = chooseSite(flags.site, installedCdn());
    const site = chosen.site;
    if (chosen.hint) console.error(chosen.hint);
    // Loaded here: the Node runtime of the API needs `node:sqlite`, which the other commands do not.
    const { optionsFromEnv, serve } = await import('@tafel/api/node');
    const { url, close } = await serve({
      ...optionsFromEnv(process.env),
      port: flags.port,
      host: flags.host,
      db: flags.db,
      ...(site ? { site } : {}),
    });
    console.log(
      `Tafel on ${url}/ (the demo site${site ? '' : ': not built'}), the API on ${url}/v1, its reference on ${url}/v1/docs`,
    );
    // Event streams end with `gone` and the process exits within seconds (see @tafel/api/node).
    const stop = () => void close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });

/**
 * The dice-pyramid games use the WebAssembly lattice kernels when they load; without them (or with
 * TAFEL_WASM=0) they run on the TypeScript reference, with the same answers.
 */
async function useWasm(): Promise<void> {
  if (process.env.TAFEL_WASM === '0') return;
  try {
    await installWasmKernels();
  } catch (e) {
    console.error(`tafel: WebAssembly kernels unavailable (${(e as Error).message}); using TypeScript`);
  }
}

try {
  await useWasm();
  await program.parseAsync();
} catch (e) {
  if (e instanceof RuleError) {
    console.error(`tafel: ${e.code}: ${e.message}`);
  } else if (e instanceof Error) {
    console.error(`tafel: ${e.message}`);
  } else throw e;
  process.exitCode = 1;
}
