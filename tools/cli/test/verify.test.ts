/**
 * `tafel replay --verify`: a record whose deal was made fairly verifies; one whose seed or contributions were
 * changed, or that carries no proof, does not.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games, type MatchRecord } from '@tafel/core';
import { commitmentTo, dealSeed, startSnapshot } from '@tafel/core/match';
import { describe, expect, it } from 'vitest';
import { verifyReplay } from '../src/commands/replay.js';

/** A finished Wine Cellar match of two random players, dealt as a hosted table deals it. */
async function fairRecord(): Promise<MatchRecord> {
  const game = games['wine-cellar'];
  const contributions = ['anna-word', 'bram-word'];
  const seed = await dealSeed('server-secret', contributions);
  const { record, state: first } = startSnapshot(game, {
    seed,
    seats: [
      { kind: 'human', name: 'Anna' },
      { kind: 'human', name: 'Bram' },
    ],
    options: {},
  });
  let state = first as ReturnType<typeof game.setup>;
  const moves = [];
  while (game.outcome(state) === null) {
    const seat = game.active(state)[0]!;
    const move = game.legalMoves(state, seat)[0]!;
    moves.push({ seat, move });
    state = game.play(state, seat, move);
  }
  const commitment = await commitmentTo('server-secret', record.options);
  return { ...record, moves, deal: { serverSeed: 'server-secret', commitment, contributions } };
}

function file(record: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tafel-verify-')), 'record.json');
  writeFileSync(path, JSON.stringify(record));
  return path;
}

describe('tafel replay --verify', () => {
  it('verifies a fairly dealt record, and says why another does not', async () => {
    const record = await fairRecord();
    const good = await verifyReplay(file(record));
    expect(good.ok).toBe(true);
    expect(good.text).toMatch(/wins/);
    expect(good.text).toMatch(/^deal verified/m);
    const changed = await verifyReplay(
      file({ ...record, deal: { ...record.deal!, contributions: ['other', 'bram-word'] } }),
    );
    expect(changed).toMatchObject({ ok: false });
    expect(changed.text).toMatch(/deal NOT verified: the seed/);
    const json = await verifyReplay(file({ ...record, deal: undefined }), { json: true });
    expect(JSON.parse(json.text).deal).toEqual({ verified: false, reason: 'no-proof' });
  });
});
