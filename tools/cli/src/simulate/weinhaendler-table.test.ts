import { randomBot } from '@tafel/ai';
import type { Bot } from '@tafel/core';
import { weinhaendlerBot } from '@tafel/core/weinhaendler';
import { describe, expect, it } from 'vitest';
import { formatTable, matchUp, weinhaendlerIsmcts, weinhaendlerTable, wilson } from './weinhaendler-table.js';

describe('the weinhaendler results table', () => {
  it('computes Wilson intervals', () => {
    const { low, high } = wilson(0.5, 100);
    expect(low).toBeCloseTo(0.404, 3);
    expect(high).toBeCloseTo(0.596, 3);
    expect(wilson(1, 20).high).toBe(1);
    expect(wilson(1, 20).low).toBeGreaterThan(0.8);
  });

  it('plays a small match-up with rotated seats and formats it', () => {
    const line = matchUp(weinhaendlerBot as Bot, randomBot, 3, 3);
    expect(line.games).toBe(3);
    expect(line.share).toBeGreaterThanOrEqual(line.low);
    expect(line.share).toBeLessThanOrEqual(line.high);
    expect(formatTable([line])).toContain('| heuristic vs random | 3 | 3 |');
  });

  it('runs an ISMCTS seat through determinize, on the full and on the narrowed move lists', () => {
    expect(matchUp(weinhaendlerIsmcts(4, 'fast', 0), weinhaendlerBot as Bot, 3, 1).bot).toBe('ismcts-4');
    expect(matchUp(weinhaendlerIsmcts(2), weinhaendlerBot as Bot, 3, 1).bot).toBe(
      'ismcts-2-heuristic-playouts-top3',
    );
  });

  // The full table (minutes):
  // TAFEL_WH_TABLE=games,ismctsGames,iterations[,heuristic|fast[,width]] npx vitest run weinhaendler-table
  it.runIf(Boolean(process.env.TAFEL_WH_TABLE))(
    'prints the full table',
    () => {
      const [games, ismctsGames, iterations, playouts, width] = (process.env.TAFEL_WH_TABLE ?? '').split(',');
      const t = performance.now();
      const lines = weinhaendlerTable({
        games: Number(games),
        ismctsGames: Number(ismctsGames),
        iterations: Number(iterations),
        playouts: playouts === 'fast' ? 'fast' : 'heuristic',
        width: width === undefined ? 3 : Number(width),
      });
      console.log(`${formatTable(lines)}\n(${((performance.now() - t) / 1000).toFixed(0)} s)`);
    },
    3_600_000,
  );
});
