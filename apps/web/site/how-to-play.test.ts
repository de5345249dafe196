/**
 * The how-to-play page's examples: each game's is a real record (core replays it), shows what it is for, and has
 * a sentence per move naming who made it, with the rule behind it, in English and Dutch.
 */
import { type GameId, games, replay } from '@tafel/core';
import { describe, expect, it } from 'vitest';
import { example, exampleRecord } from './how-to-play-examples.ts';
import { howToPlayTexts } from './how-to-play-texts.ts';

const types = (id: GameId) => exampleRecord(id).moves.map((m) => (m.move as { type: string }).type);

describe('the how-to-play examples', () => {
  for (const id of Object.keys(games) as GameId[]) {
    it(`${id}: a record core replays, a sentence per move naming who made it, the rule beside it`, () => {
      const record = exampleRecord(id);
      expect(record.moves.length).toBeGreaterThan(0);
      expect(() => replay(games[id], record)).not.toThrow();
      for (const lang of ['en', 'nl'] as const) {
        const { steps } = example(id, lang);
        expect(steps.map((s) => s.index)).toEqual(record.moves.map((_, i) => i + 1));
        for (const [i, step] of steps.entries()) {
          const name = record.seats[record.moves[i]!.seat]!.name!;
          expect(step.move, `${lang} step ${i + 1}`).toContain(name);
          expect(step.rule, `${lang} step ${i + 1}`).toBeTruthy();
        }
      }
    });
  }

  it('shows what each example is for: a whole Wiezen trick, a Weinhändler round to the cellar, Wine Cellar tricks', () => {
    expect(types('wiezen').filter((t) => t === 'play')).toHaveLength(4);
    expect(types('weinhaendler')).toContain('bid');
    expect(types('weinhaendler').filter((t) => t === 'place').length).toBeGreaterThanOrEqual(2);
    expect(types('wine-cellar').filter((t) => t === 'bid').length).toBeGreaterThanOrEqual(4);
    expect(types('cui-bono').filter((t) => t === 'pull')).toHaveLength(4);
  });

  it('Die Weinhändler: the rulebook’s bidding round as printed, and the swap it comes to', () => {
    const { steps } = example('weinhaendler', 'en');
    const bids = steps.map((s) =>
      /^(\w+) (?:bids|raises the bid to) (€[\d.]+)/.exec(s.move)?.slice(1).join(' '),
    );
    expect(bids.filter(Boolean)).toEqual([
      'Marc €19',
      'Anne €7',
      'Herman €41',
      'Carl €23',
      'Marc €19.20',
      'Carl €43',
    ]);
    expect(steps.find((s) => s.result !== null)?.result).toBe(
      'Auction of round 1: Carl bid highest, €43, and took the display',
    );
  });

  it('Wine Cellar: the rulebook’s scoring example played to its end — cellar 2, 3, 12, 4, 5, 9, 10, 18, bonus 7: 71', () => {
    const record = exampleRecord('wine-cellar');
    const end = replay(games['wine-cellar'], record) as unknown as { cellars: number[][]; bonus: number[] };
    expect(end.cellars[0]).toEqual([2, 3, 12, 4, 5, 9, 10, 18]);
    expect(end.bonus[0]).toBe(7);
    expect(games['wine-cellar'].outcome(end as never)?.scores[0]).toBe(71);
    // The bids are told with their cards (both are shown together once both are in).
    expect(example('wine-cellar', 'en').steps[0]!.move).toMatch(/^Ann bids 3, /);
  });

  it('the page’s words: every key in English and Dutch, with the same placeholders', () => {
    const holes = (m: unknown) => [...String(m).matchAll(/\{(\w+)\}/g)].map((h) => h[1]).sort();
    const { en, nl } = howToPlayTexts;
    expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(holes(nl[key]), key).toEqual(holes(en[key]));
      expect(nl[key], key).not.toBe(en[key]);
    }
  });
});
