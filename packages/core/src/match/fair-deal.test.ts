import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { games } from '../registry/index.js';
import { commitmentTo, dealSeed, newContribution, verifyDeal } from './fair-deal.js';

// An independent SHA-256 (Node's own) to hold the Web Crypto one to the documented derivation.
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the fair deal', () => {
  it('commits to the server seed and options, and derives the seed from it and every contribution, as documented', async () => {
    const options = { deals: 16, shuffle: 'authentic', dealer: 0, deck: null };
    expect(await commitmentTo('server', options)).toBe(sha(JSON.stringify(['server', options])));
    expect(await dealSeed('server', ['a', null, 'b', null])).toBe(sha('["server","a",null,"b",null]'));
  });

  it('lets no single contribution be chosen to keep the deal: any change of one gives another seed and hand', async () => {
    const wiezen = games.wiezen;
    const hand = async (contributions: (string | null)[]) => {
      const seed = await dealSeed('server-secret', contributions);
      return JSON.stringify(wiezen.view(wiezen.setup({ players: 4, seed }), 0));
    };
    const base = await hand(['anna', 'bram', null, null]);
    expect(await hand(['anna', 'bram2', null, null])).not.toBe(base);
    expect(await hand(['anna2', 'bram', null, null])).not.toBe(base);
  });

  it('verifies a record made so, and names what was changed in one that was not', async () => {
    const options = { rules: 'standard' };
    const serverSeed = 'S';
    const contributions = [newContribution(), newContribution()];
    expect(contributions[0]).toMatch(/^[0-9a-f]{32}$/);
    const record = {
      seed: await dealSeed(serverSeed, contributions),
      options,
      deal: { serverSeed, commitment: await commitmentTo(serverSeed, options), contributions },
    };
    expect(await verifyDeal(record)).toEqual({ verified: true });
    expect(
      await verifyDeal({ ...record, deal: { ...record.deal, contributions: ['x', contributions[1]!] } }),
    ).toEqual({
      verified: false,
      reason: 'seed',
    });
    expect(await verifyDeal({ ...record, seed: 'chosen' })).toEqual({ verified: false, reason: 'seed' });
    expect(await verifyDeal({ ...record, options: { rules: '2021' } })).toEqual({
      verified: false,
      reason: 'commitment',
    });
    expect(await verifyDeal({ seed: 'x', options })).toEqual({ verified: false, reason: 'no-proof' });
  });
});
