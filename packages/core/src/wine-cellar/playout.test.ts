import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../random/index.js';
import { wineCellar } from './index.js';
import { playout, randomPlayout } from './playout.js';
import { firstActive, moveCount } from './rules.js';
import { scoreCellar } from './score.js';
import type { WineCellarState } from './types.js';

describe('playout kernel', () => {
  it('ends where move-by-move play with the same choices ends, and leaves its input alone', () => {
    const tables = [{ players: 2 }, { players: 1 }, { players: 2, options: { rules: '2021' } }] as const;
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...tables), (seed, table) => {
        const start = wineCellar.setup({
          players: table.players,
          seed,
          options: 'options' in table ? table.options : {},
        });
        const before = JSON.stringify(start);
        const fast = randomPlayout(start, Rng.fromSeed(seed));
        const rng = Rng.fromSeed(seed);
        let slow: WineCellarState = start;
        for (let seats = wineCellar.active(slow); seats.length > 0; seats = wineCellar.active(slow)) {
          const legal = wineCellar.legalMoves(slow, seats[0]!);
          slow = wineCellar.play(slow, seats[0]!, legal[rng.int(legal.length)]!);
        }
        expect(fast).toEqual(slow);
        expect(JSON.stringify(start)).toBe(before);
        // The kernel's final scores are the checked scorer's, with the end bonus of the rules played.
        const rules = start.options.rules;
        expect(wineCellar.outcome(fast)!.scores).toEqual(
          fast.cellars.map(
            (cellar, seat) =>
              scoreCellar(cellar, fast.bonus[seat]!, {
                rules,
                unusedToken: rules === '2021' && fast.tokens[seat],
              }).total,
          ),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('finds the same mover and move count as the contract, in every phase of every table', () => {
    const tables = [
      { players: 2, options: {} },
      { players: 1, options: {} },
      { players: 2, options: { rules: '2021' } },
      { players: 2, options: { swap: false } },
    ] as const;
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...tables), (seed, table) => {
        const rng = Rng.fromSeed(seed);
        let s: WineCellarState = wineCellar.setup({ players: table.players, seed, options: table.options });
        for (;;) {
          const seats = wineCellar.active(s);
          expect(firstActive(s)).toBe(seats[0] ?? -1);
          for (const seat of [0, 1]) expect(moveCount(s, seat)).toBe(wineCellar.legalMoves(s, seat).length);
          if (seats.length === 0) return;
          const legal = wineCellar.legalMoves(s, seats[0]!);
          s = wineCellar.play(s, seats[0]!, legal[rng.int(legal.length)]!);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('takes any chooser', () => {
    const start = wineCellar.setup({ players: 2, seed: 'c' });
    const end = playout(start, (_s, _seat, legal) => legal[legal.length - 1]!);
    expect(wineCellar.outcome(end)).not.toBeNull();
  });
});
