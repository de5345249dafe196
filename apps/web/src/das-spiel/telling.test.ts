/**
 * Abquetschen's builds in the log say what, not where: how many dice on which level (each level once, from the
 * top down), the bonus a row earned and the stock left; the board marks where the dice are.
 */
import { Rng } from '@tafel/core';
import { abquetschen, index } from '@tafel/core/das-spiel';
import { describe, expect, it } from 'vitest';
import { levelWords, placeOnLevel, placeWords } from './place-words.js';
import { describeAbquetschen } from './telling.js';

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
