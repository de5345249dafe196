/**
 * `tafel simulate`: a seeded bot tournament with a results table (wins, mean score, 95% intervals), or JSON.
 *
 * @module
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { type AnyGame, gameOf, games } from '@tafel/core';
import { SOLO_RANKS, soloRank } from '@tafel/core/wine-cellar';
import { makeBot } from '../bots/index.js';
import { simulate } from '../simulate/run.js';
import { formatEstimate } from '../simulate/stats.js';
import { table } from '../simulate/table.js';
import { progress } from './progress.js';

export interface SimulateFlags {
  game: string;
  games: number;
  bots: string;
  seed: string;
  budget?: number;
  options?: string;
  records?: string;
  json?: boolean;
}

/** Runs the command and returns what it prints. */
export function runSimulate(flags: SimulateFlags): string {
  const game: AnyGame = gameOf(games, flags.game);
  const names = flags.bots
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length < game.players.min || names.length > game.players.max) {
    throw new Error(
      `${game.id} is for ${game.players.min}–${game.players.max} players: give that many --bots, not ${names.length}`,
    );
  }
  const bots = names.map((name) =>
    makeBot(game, name, flags.budget === undefined ? {} : { budget: flags.budget }),
  );
  const options = flags.options ? (JSON.parse(flags.options) as Record<string, unknown>) : {};
  if (flags.records) writeFileSync(flags.records, '');
  const bar = progress(`${game.id} ${names.join(' vs ')}`);
  const solo = game.id === 'wine-cellar' && names.length === 1;
  const ranks: Record<string, number> = {};
  const result = simulate({
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
