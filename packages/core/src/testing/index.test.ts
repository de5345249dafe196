import { describe, expect, it } from 'vitest';
import { mutations } from './index.js';

describe('one-field mutations', () => {
  it('spoils every field of a value in every way that fits it, and never the value itself', () => {
    const value = { n: 2, hand: [7, 9], open: true, who: 'ann', trick: { cards: [] } };
    const before = JSON.stringify(value);
    const all = [...mutations(value)];
    expect(JSON.stringify(value)).toBe(before);
    const at = (path: string, kind: string) => all.find((m) => m.at === path && m.kind === kind)?.value;
    expect(at('n', 'removed')).toEqual({ hand: [7, 9], open: true, who: 'ann', trick: { cards: [] } });
    expect(at('n', 'plus-one')).toMatchObject({ n: 3 });
    expect(at('n', 'wrong-type')).toMatchObject({ n: '2' });
    expect(at('hand[1]', 'removed')).toMatchObject({ hand: [7] });
    expect(at('hand[0]', 'duplicated')).toMatchObject({ hand: [7, 7, 9] });
    expect(at('hand', 'empty-array')).toMatchObject({ hand: [] });
    expect(at('hand', 'empty-object')).toMatchObject({ hand: {} });
    expect(at('open', 'flipped')).toMatchObject({ open: false });
    expect(at('who', 'null')).toMatchObject({ who: null });
    expect(at('trick.cards', 'wrong-type')).toMatchObject({ trick: { cards: '' } });
    // An empty list is not emptied again, an empty object not either: every mutation changes the value.
    expect(at('trick.cards', 'empty-array')).toBeUndefined();
    for (const m of all) expect(JSON.stringify(m.value)).not.toBe(before);
  });
});
