import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../random/index.js';
import { openAuction } from './auction.js';
import { ALL_CARDS } from './cards.js';
import { dealPack, detectTroel } from './deal.js';
import { wiezen } from './index.js';
import { parseOptions } from './setup.js';
import type { WiezenOptions, WiezenState } from './types.js';

/** `setup` as it was before the faster deal (spread session, `Rng.shuffle` of a copy of the frozen pack). */
function referenceSetup(seed: string, options: Partial<WiezenOptions>): WiezenState {
  const opts = parseOptions(options);
  const rng = Rng.fromSeed(seed);
  const pack = opts.deck ? opts.deck.slice() : rng.shuffle(ALL_CARDS.slice());
  const session = {
    game: 'wiezen' as const,
    options: { ...opts, deck: null },
    rng: rng.state(),
    deal: 0,
    dealer: opts.dealer,
    scores: [0, 0, 0, 0],
    history: [],
  };
  const { hands, turned } = dealPack(pack, session.dealer);
  const troel = detectTroel(hands);
  return {
    ...session,
    phase: 'auction',
    hands,
    turned,
    troel,
    auction: openAuction(session.dealer, troel),
    contract: null,
    exchange: null,
    tricks: [],
    trick: { leader: (session.dealer + 1) % 4, cards: [] },
    taken: [0, 0, 0, 0],
  };
}

describe('setup', () => {
  it('deals exactly the states it dealt before it was made faster (same JSON, key order included)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.record({
          deals: fc.integer({ min: 1, max: 20 }),
          shuffle: fc.constantFrom('authentic' as const, 'always' as const),
          dealer: fc.integer({ min: 0, max: 3 }),
        }),
        (seed, options) => {
          const fast = wiezen.setup({ players: 4, seed, options });
          expect(JSON.stringify(fast)).toBe(JSON.stringify(referenceSetup(seed, options)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('deals a stacked pack as before, with the generator state Rng.fromSeed leaves', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 3 }), (seed, dealer) => {
        const deck = Rng.fromSeed(`deck:${seed}`).shuffle(ALL_CARDS.slice());
        const options = { deals: 2, dealer, deck };
        const fast = wiezen.setup({ players: 4, seed, options });
        expect(JSON.stringify(fast)).toBe(JSON.stringify(referenceSetup(seed, options)));
      }),
      { numRuns: 100 },
    );
  });

  it('matches the digest of setups and random sessions computed with the code before the change', () => {
    const hash = createHash('sha256');
    const variants: Partial<WiezenOptions>[] = [{ deals: 1 }, { deals: 3, shuffle: 'always', dealer: 2 }, {}];
    for (let i = 0; i < 300; i++)
      for (const options of variants)
        hash.update(JSON.stringify(wiezen.setup({ players: 4, seed: `snap-${i}`, options })));
    for (let i = 0; i < 20; i++) {
      const rng = Rng.fromSeed(`snap-play-${i}`);
      let s = wiezen.setup({
        players: 4,
        seed: `snap-${i}`,
        options: { deals: 4, shuffle: i % 2 ? 'always' : 'authentic' },
      });
      while (s.phase !== 'over') {
        const seat = wiezen.active(s)[0]!;
        const legal = wiezen.legalMoves(s, seat);
        s = wiezen.play(s, seat, legal[rng.int(legal.length)]!);
      }
      hash.update(JSON.stringify(s));
    }
    // Re-taken when the troel player came to be asked in the auction (issue 10): a rule change, not a refactor.
    expect(hash.digest('hex')).toBe('908b2514f7ae8869684806981f478e7dd1c815689dc686b0d0514fe28456cfdb');
  });
});
