/**
 * The analysis of a record (`@tafel/bots/analysis`, `tafel analyse`): milliseconds per move at each game's
 * default budget, on one record per game played by the heuristic bots; and the goals, a whole Wiezen
 * deal under 10 s and a Wine Cellar game under 3 s on one core.
 *
 * @module
 */
import { makeBot } from '@tafel/bots';
import { analyseRecord, defaultBudget } from '@tafel/bots/analysis';
import { applyMove, type GameId, games, type Match, type MatchRecord, Rng, startMatch } from '@tafel/core';
import type { BenchEntry, BenchSuite } from '../harness.js';

/** The games analysed, with their seats and options (Wiezen: one deal). */
const TABLES: Array<{ game: GameId; players: number; options?: Record<string, unknown> }> = [
  { game: 'wiezen', players: 4, options: { deals: 1 } },
  { game: 'wine-cellar', players: 2 },
  { game: 'weinhaendler', players: 3 },
  { game: 'abquetschen', players: 2 },
  { game: 'bunte-kuh', players: 3 },
  { game: 'raffzahn', players: 3 },
  { game: 'wuerfelmarsch', players: 2 },
  { game: 'cui-bono', players: 3 },
  { game: 'eintrichtern', players: 3 },
];

/** A match of heuristic bots, played through core's match runner (a Wiezen deal nobody passes out). */
function played(game: GameId, players: number, options: Record<string, unknown> = {}): MatchRecord {
  for (let attempt = 0; ; attempt++) {
    const rules = games[game];
    const bot = makeBot(game, 'heuristic');
    const rng = Rng.fromSeed(`bench-analysis:${attempt}`);
    const seats = Array.from({ length: players }, () => ({ bot: 'heuristic' }));
    let match: Match = startMatch(rules, { seed: `bench-analysis:${attempt}`, seats, options });
    for (let n = 0; n < 5000 && rules.outcome(match.state as never) === null; n++) {
      const seat = (rules.active(match.state as never) as number[]).find(
        (s) => rules.legalMoves(match.state as never, s).length > 0,
      );
      if (seat === undefined) break;
      const legal: unknown[] = rules.legalMoves(match.state as never, seat);
      match = applyMove(
        rules,
        match,
        seat,
        bot.choose({ game: rules, state: match.state, seat, legal, rng }),
      );
    }
    if (game !== 'wiezen' || match.record.moves.length > 20 || attempt > 10) return match.record;
  }
}

export const analysisSuite: BenchSuite = {
  name: 'analysis',
  async run({ quick, log }) {
    const entries: BenchEntry[] = [];
    for (const { game, players, options } of quick ? TABLES.slice(0, 2) : TABLES) {
      const record = played(game, players, options);
      const budget = quick ? 1 : defaultBudget(game);
      const start = performance.now();
      await analyseRecord(record, { budget });
      const ms = performance.now() - start;
      log(`analysis ${game}: ${record.moves.length} moves in ${Math.round(ms)} ms`);
      const note = `${record.moves.length} moves of a heuristic match, ${budget} samples a move`;
      entries.push({
        name: `analysis/${game}-per-move`,
        unit: 'ms/move',
        value: ms / record.moves.length,
        note,
      });
      if (game === 'wiezen')
        entries.push({ name: 'analysis/wiezen-deal', unit: 's', value: ms / 1000, target: '< 10', note });
      if (game === 'wine-cellar')
        entries.push({ name: 'analysis/wine-cellar-game', unit: 's', value: ms / 1000, target: '< 3', note });
    }
    return entries;
  },
};
