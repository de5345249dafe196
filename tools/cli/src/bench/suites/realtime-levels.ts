/**
 * Bench suite: the real-time games' levels (Bunte Kuh, Raffzahn) as decisions. Every bot races with a person's
 * reaction times, so a level can only win by deciding better: `easy` against `random`, `normal` against `easy`,
 * `strong` against `normal`, two seats rotated game by game (`tafel simulate`'s tournament), seed `levels`. The
 * value is the upper bot's win share (a shared win counts as a share) with its 95% Wilson score interval.
 *
 * @module
 */
import { makeBot } from '@tafel/bots';
import { type GameId, games } from '@tafel/core';
import { simulate } from '../../simulate/run.js';
import type { BenchEntry, BenchSuite } from '../harness.js';

/** The pairs measured, the upper bot first. */
const PAIRS = [
  ['easy', 'random'],
  ['normal', 'easy'],
  ['strong', 'normal'],
] as const;

/** The 95% Wilson score interval of a share `p` over `n` games. */
function wilson(p: number, n: number): { low: number; high: number } {
  const z = 1.96;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export const realtimeLevelsSuite: BenchSuite = {
  name: 'realtime-levels',
  async run({ quick, log }) {
    const entries: BenchEntry[] = [];
    const count = quick ? 100 : 1000;
    for (const id of ['bunte-kuh', 'raffzahn'] as GameId[]) {
      for (const [upper, lower] of PAIRS) {
        const result = await simulate({
          game: games[id],
          bots: [makeBot(id, upper), makeBot(id, lower)],
          games: count,
          seed: 'levels',
        });
        const share = result.bots[0]!.wins / count;
        const { low, high } = wilson(share, count);
        log(`${id}: ${upper} vs ${lower} ${share.toFixed(3)} (${low.toFixed(3)} … ${high.toFixed(3)})`);
        entries.push({
          name: `${id}/levels-${upper}-vs-${lower}`,
          unit: 'share',
          value: share,
          target: '> 0.5 (interval above 0.5)',
          note: `equal reaction times; ${count} games, seats rotated, 95% Wilson ${low.toFixed(3)} … ${high.toFixed(3)}`,
        });
      }
    }
    return entries;
  },
};
