/**
 * The how-to-play page's examples: each game's is a real record (core replays it), shows what it is for, and has
 * a sentence per move naming who made it, with the rule behind it, in English and Dutch.
 */
import { type GameId, games, replay } from '@tafel/core';
import { supports } from '@tafel/core/das-spiel';
import type { CuiBonoState } from '@tafel/core/das-spiel/cui-bono';
import type { WuerfelmarschState } from '@tafel/core/das-spiel/wuerfelmarsch';
import type { WiezenState } from '@tafel/core/wiezen';
import { describe, expect, it } from 'vitest';
import { timelineOf } from '../src/replay/timeline.ts';
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

  it('shows what each example is for: two whole Wiezen deals, a Weinhändler round to the cellar, Wine Cellar tricks', () => {
    expect(types('wiezen').filter((t) => t === 'play')).toHaveLength(2 * 52);
    expect(types('weinhaendler')).toContain('bid');
    expect(types('weinhaendler').filter((t) => t === 'place').length).toBeGreaterThanOrEqual(2);
    expect(types('wine-cellar').filter((t) => t === 'bid').length).toBeGreaterThanOrEqual(4);
    // Cui bono? plays on until the rulebook's funnels come up, and ends on the die put back.
    expect(types('cui-bono').filter((t) => t === 'pull').length).toBeGreaterThanOrEqual(4);
    expect(types('cui-bono').at(-1)).toBe('return');
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

  /** The steps of `id`'s example that say a rulebook example, in both languages, and the states around each. */
  function bookedAll(id: GameId) {
    const en = example(id, 'en').steps;
    const nl = example(id, 'nl').steps;
    const { states, record } = timelineOf(exampleRecord(id));
    return en.flatMap((s, i) => {
      if (!s.book) return [];
      expect(nl[i]!.book).toMatch(/^Het voorbeeld uit de spelregels: /);
      expect(s.book).toMatch(/^The rulebook’s example: /);
      return [
        { en: s.book, nl: nl[i]!.book!, before: states[i], after: states[i + 1], move: record.moves[i]! },
      ];
    });
  }

  /** The one step of `id`'s example that says the rulebook's example. */
  function booked(id: GameId) {
    const all = bookedAll(id);
    expect(all, `${id}: one step says the rulebook’s example`).toHaveLength(1);
    return all[0]!;
  }

  it('Wiezen: two deals scored as the rulebook prints — alone with 5 tricks +6 and −2 each; together 7, −6 and +6 each', () => {
    const [alone, together, ...more] = bookedAll('wiezen');
    expect(more).toEqual([]);
    // Each is said at the card that closes its deal, the session's two deals.
    const end = alone!.after as unknown as WiezenState;
    expect(end.history).toHaveLength(1);
    const deal = end.history[0]!;
    expect(deal.game).toBe('alleen');
    const [bram] = deal.declarers;
    expect(deal.tricks[bram!]).toBe(5);
    expect(deal.points[bram!]).toBe(6);
    expect(deal.points.toSorted((a, b) => a - b)).toEqual([-2, -2, -2, 6]);
    // The auction that led to it: he asked, nobody joined, and he chose to go alone.
    const calls = exampleRecord('wiezen')
      .moves.slice(0, 52 + 5)
      .filter((m) => (m.move as { type: string }).type !== 'play');
    expect(calls.map((c) => [c.seat, (c.move as { type: string }).type])).toEqual([
      [1, 'vragen'],
      [2, 'pass'],
      [3, 'pass'],
      [0, 'pass'],
      [1, 'alleen'],
    ]);
    expect(alone!.en).toBe(
      'The rulebook’s example: Bram played alone and took 5 tricks: +6 for Bram, −2 for each opponent.',
    );
    expect(alone!.nl).toContain('alleen en haalde 5 slagen: +6 voor Bram, −2 voor elke tegenspeler');

    const last = together!.after as unknown as WiezenState;
    expect(games.wiezen.outcome(last as never)).not.toBeNull();
    const second = last.history[1]!;
    expect(second.game).toBe('vragen');
    expect(second.declarers).toHaveLength(2);
    expect(second.declarers.reduce((n, s) => n + second.tricks[s]!, 0)).toBe(7);
    for (let seat = 0; seat < 4; seat++)
      expect(second.points[seat]).toBe(second.declarers.includes(seat) ? -6 : 6);
    expect(together!.en).toBe(
      'The rulebook’s example: Cas asked, Dirk joined, and together they took 7 tricks, one short of 8: −6 for each of them (4 for not making it, 2 for the trick short) and +6 for each opponent.',
    );
    expect(together!.nl).toContain('samen haalden ze 7 slagen, één te weinig: −6 voor elk van hen');
  });

  it('Abquetschen: a 5 rolled with the turquoise die, and 5 dice built, as the rulebook’s example', () => {
    const { en, nl, before, move } = booked('abquetschen');
    expect((before as { roll: number }).roll).toBe(5);
    expect((move.move as { cells: number[] }).cells).toHaveLength(5);
    expect(en).toContain('a 5 with the turquoise die means 5 dice to build');
    expect(nl).toContain('een 5 met de turkooizen dobbelsteen betekent 5 dobbelstenen inbouwen');
  });

  it('Cui bono?: the pulled die may go into funnel A (one other colour) or B (three colours), not C (its own)', () => {
    const { en, nl, before, move } = booked('cui-bono');
    const state = before as unknown as CuiBonoState;
    expect(state.phase).toBe('return');
    const colour = state.held!.colour;
    const colours = (cell: number) => supports(cell).map((s) => state.owner[s]!);
    const legal = games['cui-bono']
      .legalMoves(state as never, state.turn)
      .flatMap((m) => ((m as { type: string }).type === 'return' ? [(m as { cell: number }).cell] : []));
    const open: number[] = [];
    for (let cell = 45; cell < 165; cell++)
      if (state.owner[cell] === -1 && colours(cell).every((c) => c !== -1)) open.push(cell);
    const oneOf = (cell: number, c: number) => colours(cell).every((x) => x === c);
    // A: a funnel all of another colour; B: one of the three colours; C: all of the die's own colour, refused.
    expect(legal.some((cell) => [0, 1, 2].some((c) => c !== colour && oneOf(cell, c)))).toBe(true);
    expect(legal.some((cell) => new Set(colours(cell)).size === 3)).toBe(true);
    const own = open.filter((cell) => oneOf(cell, colour));
    expect(own.length).toBeGreaterThan(0);
    for (const cell of own) expect(legal).not.toContain(cell);
    // The die the example pulls is red, funnel A pearl, as the rulebook's picture (whose funnel D is a red edge).
    expect(colour).toBe(0);
    expect(en).toContain('the pulled red die may go back into a funnel of three pearl dice');
    expect(en).toContain('never into a funnel of three red dice, its own colour (funnel C)');
    expect(nl).toContain(
      'de getrokken rode dobbelsteen mag terug in een trechter van drie parelmoeren dobbelstenen',
    );
    expect((move.move as { type: string }).type).toBe('return');
  });

  it('Würfelmarsch: one tilt forms two funnels — the mover’s highest face captures in one, the other is tied', () => {
    const { en, nl, after, move } = booked('wuerfelmarsch');
    const last = (after as unknown as WuerfelmarschState).last!;
    expect((move.move as { type: string }).type).toBe('tilt');
    expect(last.triangles).toHaveLength(2);
    const capture = last.triangles.find((t) => t.result === 'capture')!;
    const tie = last.triangles.find((t) => t.result === 'tie')!;
    expect(capture).toBeDefined();
    expect(tie).toBeDefined();
    // The capturing face stands alone at the top; the tied one is shared, and all three of its dice leave.
    const top = (faces: number[]) => faces.filter((f) => f === Math.max(...faces)).length;
    expect(top(capture.faces)).toBe(1);
    expect(top(tie.faces)).toBeGreaterThanOrEqual(2);
    expect(last.captures.length).toBeGreaterThan(0);
    expect(last.captures.every((c) => c.by === move.seat)).toBe(true);
    expect(last.removed.map((r) => r.cell).toSorted()).toEqual(tie.cells.toSorted());
    expect(en).toBe(
      'The rulebook’s example: one tilt forms two funnels at once. In one Bram’s 5 is the highest face and captures Cas’s 2 and Cas’s 1; in the other Bram’s 4 and Cas’s 4 tie for the highest, so all three dice leave the game.',
    );
    expect(nl).toContain(
      'In de ene is de 5 van Bram het hoogste getal en slaat de 2 van Cas en de 1 van Cas',
    );
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
