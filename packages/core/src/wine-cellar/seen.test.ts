import { describe, expect, it } from 'vitest';
import { seenBy } from '../contract/index.js';
import { wineCellar } from './index.js';

describe("Wine Cellar: what a seat sees of another seat's move", () => {
  it('a sealed bid shows only that it was made, until the other bid is in; then both are open', () => {
    const start = wineCellar.setup({ players: 2, seed: 'seen' });
    const first = wineCellar.legalMoves(start, 0)[0]!;
    expect(seenBy(wineCellar, start, 0, first, 0)).toEqual(first);
    expect(seenBy(wineCellar, start, 0, first, 1)).toEqual({ type: 'bid', hidden: true });
    expect(seenBy(wineCellar, start, 0, first, null)).toEqual({ type: 'bid', hidden: true });
    // What the other seat's view shows agrees: a bid, face down.
    const after = wineCellar.play(start, 0, first);
    expect(wineCellar.view(after, 1).bids[0]).toBe('hidden');
    const second = wineCellar.legalMoves(after, 1)[0]!;
    expect(seenBy(wineCellar, after, 1, second, 0)).toEqual(second);
    expect(wineCellar.describeMove({ type: 'bid', hidden: true }, 'nl')).toBe('bied een gesloten kaart');
  });

  it('a card put aside under the 2021 rules stays face down for the others', () => {
    const start = wineCellar.setup({ players: 2, seed: 'seen-2021', options: { rules: '2021' } });
    let state = start;
    for (let n = 0; n < 40 && state.phase !== 'reserve'; n++) {
      const [seat] = wineCellar.active(state);
      state = wineCellar.play(state, seat!, wineCellar.legalMoves(state, seat!)[0]!);
    }
    if (state.phase !== 'reserve') return expect.fail('no reserve phase reached');
    const [seat] = wineCellar.active(state);
    const move = wineCellar.legalMoves(state, seat!)[0]!;
    expect(seenBy(wineCellar, state, seat!, move, 1 - seat!)).toEqual({ type: 'reserve', hidden: true });
    expect(wineCellar.describeMove({ type: 'reserve', hidden: true }, 'en')).toBe('put a card aside');
  });
});
