import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SetupArgs } from '../contract/index.js';
import { Rng } from '../random/index.js';
import { byValue, type Card, deckFor } from './cards.js';
import { DISPLAY, HAND, parseOptions, setup } from './setup.js';
import type { WeinhaendlerOptions, WeinhaendlerState } from './types.js';

/** `setup` as it was before its fast path (options always through the schema; deck checks left out). */
function referenceSetup({ players, seed, options }: SetupArgs<WeinhaendlerOptions>): WeinhaendlerState {
  const opts = parseOptions(options);
  const cards = deckFor(players);
  const rng = Rng.fromSeed(seed);
  const order = opts.deck ? opts.deck.slice() : rng.shuffle(cards);
  const start = opts.start ?? rng.int(players);
  const hands: Card[][] = [];
  for (let s = 0; s < players; s++) hands.push(order.slice(s * HAND, (s + 1) * HAND).sort(byValue));
  const dealt = players * HAND;
  const none = <T>(value: T): T[] => Array.from({ length: players }, () => value);
  return {
    game: 'weinhaendler',
    players,
    phase: 'bid',
    round: 1,
    last: false,
    start,
    turn: start,
    hands,
    bids: Array.from({ length: players }, () => []),
    totals: none(0),
    passed: none(false),
    acted: none(false),
    display: order.slice(dealt, dealt + DISPLAY),
    pile: order.slice(dealt + DISPLAY),
    buried: [],
    drawn: none(null),
    declined: none(false),
    highest: null,
    cellarTurns: 0,
    cellars: Array.from({ length: players }, () => []),
    setAside: Array.from({ length: players }, () => []),
    points: none(0),
  };
}

describe('setup (fast path)', () => {
  it('deals exactly as before, with and without options', () => {
    const options = fc.constantFrom<(Partial<WeinhaendlerOptions> | undefined)[]>(
      undefined,
      {},
      { start: 1 },
      { deck: null, start: null },
    );
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(3, 4, 5), options, (seed, players, opts) => {
        const args = { players, seed, options: opts as WeinhaendlerOptions };
        expect(JSON.stringify(setup(args))).toBe(JSON.stringify(referenceSetup(args)));
      }),
      { numRuns: 300 },
    );
  });

  it('deals a stacked deck as before', () => {
    const deck = deckFor(4).reverse();
    const args = { players: 4, seed: 's', options: { deck, start: 3 } };
    expect(JSON.stringify(setup(args))).toBe(JSON.stringify(referenceSetup(args)));
  });

  it('still checks options that are not empty', () => {
    expect(() => setup({ players: 3, seed: 's', options: { start: 7 } as WeinhaendlerOptions })).toThrow();
    expect(() => setup({ players: 3, seed: 's', options: { colour: 1 } as never })).toThrow();
  });
});
