import { ismcts, randomBot } from '@tafel/ai';
import { WIEZEN_SEARCH } from '@tafel/bots/wiezen';
import { wiezenBot } from '@tafel/core/wiezen';
import { describe, expect, it } from 'vitest';
import { duplicate, summarize } from './duplicate.js';

describe('duplicate Wiezen', () => {
  it('a bot against itself scores exactly zero on every deal', () => {
    const result = duplicate({ botA: wiezenBot, botB: wiezenBot, deals: 4, seed: 'self' });
    expect(result.points).toEqual([0, 0, 0, 0]);
  });

  it('the heuristic bot beats random play, and progress is reported', () => {
    const seen: number[] = [];
    const result = duplicate({
      botA: wiezenBot,
      botB: randomBot,
      deals: 12,
      seed: 'dup',
      onProgress: (done, total) => {
        expect(total).toBe(12);
        seen.push(done);
      },
    });
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(result.ci95[0]).toBeGreaterThan(0);
  });

  it('ISMCTS plays Wiezen through the contract', () => {
    const bot = ismcts({ ...WIEZEN_SEARCH, iterations: 12 });
    const result = duplicate({ botA: bot, botB: wiezenBot, deals: 1, seed: 'search' });
    expect(Number.isFinite(result.mean)).toBe(true);
  });

  it('summarizes a sample with a 95% interval', () => {
    const s = summarize([1, 2, 3, 4]);
    expect(s.mean).toBe(2.5);
    expect(s.ci95[0]).toBeLessThan(2.5);
    expect(s.ci95[1]).toBeGreaterThan(2.5);
  });
});
