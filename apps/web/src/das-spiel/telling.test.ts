/**
 * The dice games' log says what, not where: Abquetschen's builds how many dice on which level (each level once,
 * from the top down), the bonus a row earned and the stock left; a Würfelmarsch tilt the die's colour, the way it
 * tilts and what its triangles captured or sent out of the game. The board marks where the dice are.
 */
import { type AnyGame, Rng } from '@tafel/core';
import {
  abquetschen,
  bunteKuh,
  cuiBono,
  eintrichtern,
  index,
  raffzahn,
  wuerfelmarsch,
} from '@tafel/core/das-spiel';
import { describe, expect, it } from 'vitest';
import { levelWords, placeOnLevel, placeWords } from './place-words.js';
import {
  describeAbquetschen,
  describeBunteKuh,
  describeCuiBono,
  describeEintrichtern,
  describeRaffzahn,
  describeWuerfelmarsch,
} from './telling.js';

const tell = (cells: number[], lang: 'en' | 'nl' = 'en', who: 'you' | 'other' | 'hint' = 'you') =>
  describeAbquetschen(
    { type: 'build', cells } as never,
    {
      lang,
      who,
      name: who === 'other' ? 'Bot 2' : lang === 'en' ? 'You' : 'Jij',
    } as never,
  );

describe('a build in words', () => {
  it('says how many dice on which level, and leaves where each stands to the board', () => {
    const cells = [index(0, 1, 6), index(0, 2, 5), index(0, 0, 7), index(1, 1, 5)];
    const text = tell(cells);
    expect(text).toBe('You build 4 dice on the second level');
    expect(tell(cells, 'nl')).toBe('Jij bouwt 4 stenen op de tweede laag');
  });

  it('groups dice on several levels from the top down', () => {
    expect(tell([index(0, 2, 5), index(0, 0, 5), 164, index(0, 1, 6)], 'en', 'other')).toBe(
      'Bot 2 builds 4 dice: 1 at the top of the pyramid, 1 on the fourth level and 2 on the second level',
    );
    expect(tell([index(0, 0, 5), index(0, 1, 6)], 'nl', 'hint')).toBe(
      'bouw 2 stenen: 1 op de vierde laag en 1 op de tweede laag',
    );
  });

  it('says a single die by its level', () => {
    expect(tell([index(0, 1, 6)])).toBe(`You build a die ${levelWords(index(0, 1, 6), 'en')}`);
  });

  it('tells what a real build earned and what stock is left, from the game itself', () => {
    // Play Abquetschen at random until a build of a row earns bonus dice, then tell that move with the views.
    const rng = Rng.fromSeed('bonus');
    for (let game = 0; game < 40; game++) {
      let state = abquetschen.setup({ players: 2, seed: `bonus-${game}` });
      while (abquetschen.outcome(state) === null) {
        const seat = abquetschen.active(state)[0]!;
        const moves = abquetschen.legalMoves(state, seat);
        const move = moves[rng.int(moves.length)]!;
        const after = abquetschen.play(state, seat, move);
        if (state.phase === 'build' && after.phase === 'bonus') {
          const views = {
            before: abquetschen.view(state, 1 - seat),
            after: abquetschen.view(after, 1 - seat),
          };
          const text = describeAbquetschen(move, {
            lang: 'en',
            who: 'other',
            name: 'Bot 2',
            seat,
            viewer: 1 - seat,
            ...views,
            seatName: () => 'Bot 2',
          } as never);
          const row = after.bonus + 3;
          expect(text).toMatch(new RegExp(`^Bot 2 builds ${move.cells.length} dice`));
          expect(text).toContain(
            `; a row of ${row}: ${after.bonus} bonus di${after.bonus === 1 ? 'e' : 'ce'} to build`,
          );
          expect(text).toMatch(new RegExp(`; ${after.stock[seat]} dice left in stock$`));
          return;
        }
        state = after;
      }
    }
    throw new Error('no build earned a bonus in 40 random games');
  });
  it('a place is its level and its place on the level', () => {
    for (const cell of [0, 44, 45, 100, 163])
      for (const lang of ['en', 'nl'] as const)
        expect(placeWords(cell, lang)).toBe(`${levelWords(cell, lang)}, ${placeOnLevel(cell, lang)}`);
    expect(placeOnLevel(164, 'en')).toBe('');
    expect(placeWords(164, 'en')).toBe(levelWords(164, 'en'));
  });
});

describe('a Würfelmarsch tilt in words', () => {
  /** Plays seeded random Würfelmarsch games until `found` holds for a tilt; tells that tilt to the other seat. */
  function tellFirst(
    found: (last: NonNullable<ReturnType<typeof wuerfelmarsch.view>['last']>) => boolean,
    lang: 'en' | 'nl' = 'en',
    you = false,
  ): { text: string; last: NonNullable<ReturnType<typeof wuerfelmarsch.view>['last']> } {
    const rng = Rng.fromSeed('march-words');
    for (let game = 0; game < 200; game++) {
      let state = wuerfelmarsch.setup({ players: 2, seed: `march-${game}` });
      while (wuerfelmarsch.outcome(state) === null) {
        const seat = wuerfelmarsch.active(state)[0]!;
        const moves = wuerfelmarsch.legalMoves(state, seat);
        const tilts = moves.filter((m) => m.type === 'tilt');
        const move = rng.pick(tilts.length > 0 ? tilts : moves);
        const after = wuerfelmarsch.play(state, seat, move);
        const viewer = you ? seat : 1 - seat;
        const last = wuerfelmarsch.view(after, viewer).last;
        if (move.type === 'tilt' && last && found(last)) {
          const text = describeWuerfelmarsch(move, {
            lang,
            who: you ? 'you' : 'other',
            name: you ? (lang === 'en' ? 'You' : 'Jij') : 'Bot 2',
            seat,
            viewer,
            before: wuerfelmarsch.view(state, viewer),
            after: wuerfelmarsch.view(after, viewer),
            seatName: (s: number) => (s === viewer && you ? 'You' : `Bot ${s + 1}`),
          } as never);
          return { text, last };
        }
        state = after;
      }
    }
    throw new Error('no such tilt in 200 random games');
  }

  it('says the die by its colour and the way it tilts, and every die its triangles captured — not where', () => {
    const { text, last } = tellFirst((l) => l.captures.length > 0);
    expect(text).toMatch(
      /^Bot 2 tilts the (red|yellow|blue) die (forward to the left|forward to the right|to the left|to the right)/,
    );
    // Where the die stood and lands is the board's to show (the log line marks it): no place words.
    expect(text).not.toMatch(/level|row|edge|corner/);
    const said = [...text.matchAll(/captures a (\w+) die \((\d) beats (\d)\)/g)];
    expect(said).toHaveLength(last.captures.length);
    for (const [i, c] of last.captures.entries()) {
      const triangle = last.triangles.find((x) => x.result === 'capture' && x.cells.includes(c.cell))!;
      expect(Number(said[i]![2])).toBe(Math.max(...triangle.faces));
      expect(Number(said[i]![3])).toBe(triangle.faces[triangle.cells.indexOf(c.cell)]);
    }
  });

  it('says a tie and the dice it sends out of the game, in Dutch too', () => {
    const { text, last } = tellFirst((l) => l.triangles.some((x) => x.result === 'tie'), 'nl');
    const tie = last.triangles.find((x) => x.result === 'tie')!;
    expect(text).toMatch(
      /^Bot 2 kantelt de (rode|gele|blauwe) steen (vooruit naar links|vooruit naar rechts|naar links|naar rechts)/,
    );
    expect(text).toContain(`; gelijkspel bij ${Math.max(...tie.faces)}: 3 stenen verlaten het spel`);
  });

  it('"you" agrees in the mover and in the captor', () => {
    const { text } = tellFirst((l) => l.captures.some((c) => c.by === l.seat), 'en', true);
    expect(text).toMatch(/^You tilt the \w+ die /);
    expect(text).toContain('; you capture a ');
    expect(text).not.toMatch(/\byou captures\b|\bYou tilts\b/);
  });
});

describe('a die or funnel in the log: its level; in a hint: its place', () => {
  // The log line leaves where to the board (pointing at the line marks the die); a hint says which die exactly.
  const cases = [
    ['raffzahn', raffzahn, describeRaffzahn, 3],
    ['cui-bono', cuiBono, describeCuiBono, 2],
    ['eintrichtern', eintrichtern, describeEintrichtern, 2],
    ['bunte-kuh', bunteKuh, describeBunteKuh, 2],
  ] as const;
  it.each(cases)('%s', (_, game, describeMove, players) => {
    const g = game as unknown as AnyGame;
    const tell = describeMove as unknown as (move: unknown, telling: unknown) => string;
    const rng = Rng.fromSeed(`where-${_}`);
    let state = g.setup({ players, seed: `where-${_}` });
    let told = 0;
    for (let i = 0; i < 400 && g.outcome(state) === null; i++) {
      const seat = g.active(state)[0]!;
      const moves = g.legalMoves(state, seat) as { cell?: number }[];
      const move = moves[rng.int(moves.length)]!;
      const after = g.play(state, seat, move);
      if (typeof move.cell === 'number' && move.cell >= 0) {
        const telling = (who: 'other' | 'hint') => ({
          lang: 'en',
          who,
          name: 'Bot 2',
          seat,
          viewer: null,
          before: g.view(state, seat),
          after: g.view(after, seat),
          seatName: () => 'Bot 2',
        });
        const line = tell(move, telling('other'));
        expect(line).toContain(levelWords(move.cell, 'en'));
        expect(line).not.toMatch(/\b(edge|corner|row|centre)\b/);
        expect(tell(move, telling('hint'))).toContain(placeWords(move.cell, 'en'));
        told++;
      }
      state = after;
    }
    expect(told).toBeGreaterThan(0);
  });
});
