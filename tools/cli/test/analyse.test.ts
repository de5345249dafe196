import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAnalyse } from '../src/commands/analyse.js';
import { runSimulate } from '../src/commands/simulate.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-analyse-'));

describe('tafel analyse', () => {
  it('prints JSON lines, one per move of the seat and a summary, and saves { ...record, analysis }', async () => {
    const records = join(dir, 'games.jsonl');
    await runSimulate({ game: 'wine-cellar', games: 1, bots: 'heuristic,random', seed: 'a', records });
    const file = join(dir, 'game.json');
    writeFileSync(file, readFileSync(records, 'utf8').trim());
    const record = JSON.parse(readFileSync(file, 'utf8'));
    const out = join(dir, 'analysed.json');
    const lines = (await runAnalyse(file, { seat: 1, budget: 2, json: true, out, progress: false })).split(
      '\n',
    );
    const mine = record.moves.filter((m: { seat: number }) => m.seat === 1).length;
    expect(lines).toHaveLength(mine + 1);
    expect(JSON.parse(lines[0]!).seat).toBe(1);
    const summary = JSON.parse(lines.at(-1)!);
    expect(summary).toMatchObject({ summary: true, game: 'wine-cellar', budget: 2 });
    const saved = JSON.parse(readFileSync(out, 'utf8'));
    expect(saved.moves).toEqual(record.moves);
    expect(saved.analysis.moves).toHaveLength(mine);
    expect(saved.analysis.seats).toEqual(summary.seats);
    expect(await runAnalyse(file, { seat: 1, budget: 2, progress: false })).toMatch(/accuracy/);
  });
});
