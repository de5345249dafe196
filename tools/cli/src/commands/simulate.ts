/**
 * `tafel simulate`: a seeded bot tournament with a results table (wins, mean score, 95% intervals), or JSON.
 *
 * @module
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { type BotSettings, makeBot } from '@tafel/bots';
import { type AnyGame, type Bot, type GameId, gameOf, games } from '@tafel/core';
import { SOLO_RANKS, soloRank } from '@tafel/core/wine-cellar';
import { duplicate } from '../simulate/duplicate.js';
import { simulate } from '../simulate/run.js';
import { formatEstimate } from '../simulate/stats.js';
import { table } from '../simulate/table.js';
import { progress } from './progress.js';

export interface SimulateFlags {
  game: string;
  games: number;
  bots: string;
  seed: string;
  /** Iterations (or samples) per move of the search bots. */
  budget?: number;
  /** Milliseconds per move of the search bots (not reproducible). */
  ms?: number;
  options?: string;
  records?: string;
  json?: boolean;
  /** `standard` (seats rotate) or `duplicate` (Wiezen: every deal twice, the two bots swapping partnerships). */
  format?: string;
}

/** The bots' settings from the flags: `--budget` is iterations (samples for the solo bot), `--ms` a time budget. */
function settingsOf(flags: SimulateFlags): BotSettings {
  return {
    ...(flags.budget === undefined ? {} : { iterations: flags.budget }),
    ...(flags.ms === undefined ? {} : { ms: flags.ms }),
  };
}

/** Duplicate Wiezen: bot A at seats 0 and 2 against bot B, then swapped, on the same deals. */
function runDuplicate(game: AnyGame, names: string[], flags: SimulateFlags): string {
  if (game.id !== 'wiezen') throw new Error('--format duplicate is for wiezen');
  if (names.length !== 2)
    throw new Error('--format duplicate takes two bots: A,B (A plays seats 0 and 2, then 1 and 3)');
  const [botA, botB] = names.map((name) => makeBot('wiezen', name, settingsOf(flags))) as [Bot, Bot];
  const bar = progress(`wiezen duplicate ${names.join(' vs ')}`);
  const started = performance.now();
  const result = duplicate({
    botA,
    botB,
    deals: flags.games,
    seed: flags.seed,
    onProgress: (d, t) => bar.update(d, t),
  });
  bar.stop();
  const seconds = (performance.now() - started) / 1000;
  if (flags.json) {
    const { points: _points, ...summary } = result;
    return JSON.stringify(
      {
        game: 'wiezen',
        format: 'duplicate',
        botA: names[0],
        botB: names[1],
        seed: flags.seed,
        ...summary,
        seconds,
      },
      null,
      2,
    );
  }
  const [low, high] = result.ci95;
  return [
    `Wiezen, duplicate: ${result.deals} deals played twice, seed "${flags.seed}", ${seconds.toFixed(1)} s`,
    table([
      ['bot A', 'bot B', 'deals', 'A: mean points per deal', '95% interval'],
      [
        names[0]!,
        names[1]!,
        String(result.deals),
        result.mean.toFixed(2),
        `${low.toFixed(2)} … ${high.toFixed(2)}`,
      ],
    ]),
    low > 0
      ? `${names[0]} scores significantly above ${names[1]}.`
      : high < 0
        ? `${names[0]} scores significantly below ${names[1]}.`
        : 'No significant difference.',
  ].join('\n');
}

/**
 * The bots of `--bots`, one per seat. An empty name (`heuristic,` or `a,,b`) is refused rather than dropped: it
 * would silently change the number of players.
 */
function botNamesOf(list: string): string[] {
  const names = list.split(',').map((n) => n.trim());
  if (names.some((n) => n === '')) {
    throw new Error(`--bots "${list}" has an empty name: give one bot per seat, separated by commas`);
  }
  return names;
}

/** Runs the command and returns what it prints. */
export async function runSimulate(flags: SimulateFlags): Promise<string> {
  const game: AnyGame = gameOf(games, flags.game);
  const names = botNamesOf(flags.bots);
  if (flags.format === 'duplicate') return runDuplicate(game, names, flags);
  if (flags.format !== undefined && flags.format !== 'standard') {
    throw new Error(`unknown --format ${flags.format}: standard or duplicate`);
  }
  if (names.length < game.players.min || names.length > game.players.max) {
    throw new Error(
      `${game.id} is for ${game.players.min}–${game.players.max} players: give that many --bots, not ${names.length}`,
    );
  }
  const bots = names.map((name) => makeBot(game.id as GameId, name, settingsOf(flags)));
  const options = flags.options ? (JSON.parse(flags.options) as Record<string, unknown>) : {};
  if (flags.records) writeFileSync(flags.records, '');
  const bar = progress(`${game.id} ${names.join(' vs ')}`);
  const solo = game.id === 'wine-cellar' && names.length === 1;
  const ranks: Record<string, number> = {};
  const result = await simulate({
    game,
    bots,
    games: flags.games,
    seed: flags.seed,
    options,
    onProgress: (done, total) => bar.update(done, total),
    onGame: ({ record, scores }) => {
      if (flags.records) appendFileSync(flags.records, `${JSON.stringify(record)}\n`);
      if (solo) {
        const rank = soloRank(scores[0]!);
        ranks[rank] = (ranks[rank] ?? 0) + 1;
      }
    },
  });
  bar.stop();
  if (flags.json) return JSON.stringify(solo ? { ...result, ranks } : result, null, 2);
  const rows = [['bot', 'games', 'wins', 'win share', 'mean score']];
  for (const b of result.bots) {
    rows.push([
      b.name,
      String(result.games),
      b.wins.toFixed(1),
      formatEstimate(b.winShare, 3),
      formatEstimate(b.score),
    ]);
  }
  const lines = [
    `${game.title.en}: ${result.games} games, seed "${result.seed}", ${(result.elapsedMs / 1000).toFixed(1)} s`,
    table(rows),
  ];
  if (solo) {
    const rankRows = [['solo rank', 'games', 'share']];
    for (const rank of Object.keys(SOLO_RANKS)) {
      const n = ranks[rank] ?? 0;
      rankRows.push([
        SOLO_RANKS[rank as keyof typeof SOLO_RANKS].en,
        String(n),
        `${((100 * n) / result.games).toFixed(1)}%`,
      ]);
    }
    lines.push('', table(rankRows));
  }
  return lines.join('\n');
}
