import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games, RuleError, replay } from '@tafel/core';
import type { WineCellarState } from '@tafel/core/wine-cellar';
import { describe, expect, it } from 'vitest';
import { runReplay } from '../src/commands/replay.js';
import { runSimulate } from '../src/commands/simulate.js';
import { estimate, formatEstimate, shareEstimate } from '../src/simulate/stats.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-cli-'));

describe('tafel simulate', () => {
  it('plays seeded games, reproducibly, and reports wins and scores', async () => {
    const flags = { game: 'wine-cellar', games: 40, bots: 'heuristic,random', seed: 't', json: true };
    const a = JSON.parse(await runSimulate(flags));
    const b = JSON.parse(await runSimulate(flags));
    expect(a.bots.map((x: { wins: number }) => x.wins)).toEqual(b.bots.map((x: { wins: number }) => x.wins));
    expect(a.bots[0].wins + a.bots[1].wins).toBeCloseTo(40);
    expect(a.bots[0].winShare.mean).toBeGreaterThan(0.7);
  });

  it('writes records that replay to the same outcome', async () => {
    const records = join(dir, 'games.jsonl');
    await runSimulate({ game: 'wine-cellar', games: 3, bots: 'random,heuristic', seed: 'r', records });
    const lines = readFileSync(records, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(3);
    const record = JSON.parse(lines[2]!);
    const state = replay<WineCellarState>(games['wine-cellar'], record);
    const file = join(dir, 'one.json');
    writeFileSync(file, lines[2]!);
    expect(JSON.parse(runReplay(file, { json: true })).outcome).toEqual(games['wine-cellar'].outcome(state));
    expect(runReplay(file)).toMatch(/wins/);
  });

  it('takes levels as well as names at Cui bono?, reproducibly (strength is a bench entry, not a test)', async () => {
    // Two games at a tiny budget finish in seconds on a slow machine; whether strong beats easy is measured
    // by `pnpm bench`, never by a unit test whose outcome would depend on a tournament.
    const flags = { game: 'cui-bono', games: 2, bots: 'strong,easy', seed: 'levels', budget: 8, json: true };
    const out = JSON.parse(await runSimulate(flags));
    expect(out.bots.map((b: { name: string }) => b.name)).toEqual(['strong', 'easy']);
    expect(out.bots[0].wins + out.bots[1].wins).toBeCloseTo(2);
    const again = JSON.parse(await runSimulate(flags));
    expect(again.bots.map((b: { wins: number }) => b.wins)).toEqual(
      out.bots.map((b: { wins: number }) => b.wins),
    );
  });

  it('gives a win share a Wilson interval: never "0.000 ± 0.000" at 0 wins', async () => {
    const none = shareEstimate([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(none.mean).toBe(0);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 3);
    expect(formatEstimate(none, 3)).toBe('0.000 (0.000–0.278)');
    const all = shareEstimate([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(all.low).toBeCloseTo(0.7225, 3);
    expect(all.high).toBe(1);
    // The printed table carries the interval for a bot that never won.
    const text = await runSimulate({ game: 'wine-cellar', games: 4, bots: 'heuristic,random', seed: 't' });
    expect(text).not.toMatch(/0\.000 ± 0\.000/);
    expect(text).toMatch(/\d\.\d{3} \(\d\.\d{3}–\d\.\d{3}\)/);
  });

  it('reports solo ranks for one bot', async () => {
    const out = JSON.parse(
      await runSimulate({ game: 'wine-cellar', games: 10, bots: 'heuristic', seed: 's', json: true }),
    );
    expect(Object.values(out.ranks as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('refuses unknown games, wrong seat counts and unknown bots with clear errors', async () => {
    await expect(runSimulate({ game: 'chess', games: 1, bots: 'random', seed: 'x' })).rejects.toThrow(
      RuleError,
    );
    await expect(
      runSimulate({ game: 'wine-cellar', games: 1, bots: 'random,random,random', seed: 'x' }),
    ).rejects.toThrow(/1–2 players/);
    await expect(runSimulate({ game: 'wine-cellar', games: 1, bots: 'genius', seed: 'x' })).rejects.toThrow(
      /choose from/,
    );
  });

  it('a tampered record is refused with the index of the bad move', async () => {
    const records = join(dir, 'bad.jsonl');
    await runSimulate({ game: 'wine-cellar', games: 1, bots: 'random,random', seed: 'b', records });
    const record = JSON.parse(readFileSync(records, 'utf8'));
    record.moves[3] = { seat: record.moves[3].seat, move: { type: 'bid', card: 99 } };
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(record));
    expect(() => runReplay(file)).toThrow(/move 3/);
  });
});

describe('tafel simulate on Wiezen', () => {
  it('plays duplicate deals and reports bot A per deal with an interval', async () => {
    const out = JSON.parse(
      await runSimulate({
        game: 'wiezen',
        games: 4,
        bots: 'heuristic,random',
        seed: 'w',
        format: 'duplicate',
        json: true,
      }),
    );
    expect(out.deals).toBe(4);
    expect(out.ci95[0]).toBeLessThanOrEqual(out.mean);
    await expect(
      runSimulate({ game: 'wine-cellar', games: 1, bots: 'a,b', seed: 'x', format: 'duplicate' }),
    ).rejects.toThrow(/wiezen/);
  });
});

describe('tafel simulate on Die Weinhändler', () => {
  it('plays 3 to 5 seats to the end', async () => {
    const out = JSON.parse(
      await runSimulate({
        game: 'weinhaendler',
        games: 3,
        bots: 'heuristic,random,random,random',
        seed: 'w',
        json: true,
      }),
    );
    expect(out.bots.reduce((a: number, b: { wins: number }) => a + b.wins, 0)).toBeCloseTo(3);
  });
});

describe('tafel simulate on the dice pyramid', () => {
  it('plays every Das Spiel game to the end, racing the real-time ones', async () => {
    for (const game of [
      'bunte-kuh',
      'abquetschen',
      'raffzahn',
      'cui-bono',
      'eintrichtern',
      'wuerfelmarsch',
    ]) {
      const out = JSON.parse(
        await runSimulate({ game, games: 2, bots: 'heuristic,random', seed: 'd', json: true }),
      );
      expect(out.bots[0].wins + out.bots[1].wins).toBeCloseTo(2);
    }
  });
});

describe('estimate', () => {
  it('gives the mean and a 95% interval that shrinks with n', async () => {
    const e = estimate([1, 2, 3, 4]);
    expect(e.mean).toBe(2.5);
    expect(e.ci95).toBeCloseTo(1.96 * Math.sqrt(5 / 3 / 4), 10);
    expect(estimate([1, 2, 3, 4, 1, 2, 3, 4]).ci95).toBeLessThan(e.ci95);
  });
});
