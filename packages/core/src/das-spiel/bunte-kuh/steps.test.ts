import { describe, expect, it } from 'vitest';
import { funnels } from '../lattice/index.js';
import { bunteKuh, bunteKuhPyramid, isRight } from './index.js';
import type { BunteKuhMove } from './types.js';

describe('Bunte Kuh: a call in steps', () => {
  const state = bunteKuh.setup({ players: 3, seed: 'steps' });
  const steps = bunteKuh.steps!;
  const all = funnels(bunteKuhPyramid(state));

  it('offers the call, then every funnel, then the 24 orientations', () => {
    expect(steps.next(state, 1, [])).toEqual([{ call: 'stop' }, { call: 'nowhere' }]);
    expect(steps.next(state, 1, [{ call: 'stop' }])).toEqual(all.map((cell) => ({ cell })));
    const orientations = steps.next(state, 1, [{ call: 'nowhere' }, { cell: all[0]! }]);
    expect(orientations).toHaveLength(24);
    expect(steps.next(state, 1, [{ call: 'stop' }, { cell: all[0]! }, { orientation: 5 }])).toEqual([]);
  });

  it('reaches every right call (legalMoves) and every wrong one, each of which play takes', () => {
    const reached: BunteKuhMove[] = [];
    for (const call of steps.next(state, 0, []))
      for (const cell of steps.next(state, 0, [call]))
        for (const o of steps.next(state, 0, [call, cell])) {
          expect(steps.move(state, 0, [call, cell])).toBeNull();
          reached.push(steps.move(state, 0, [call, cell, o]) as BunteKuhMove);
        }
    expect(reached).toHaveLength(2 * all.length * 24);
    const key = (m: BunteKuhMove) => `${m.type}:${m.cell}:${m.orientation}`;
    const right = new Set(bunteKuh.legalMoves(state, 0).map(key));
    for (const move of reached) {
      expect(right.has(key(move))).toBe(isRight(state, move));
      bunteKuh.play(state, 0, move); // a wrong call is played (and penalised), not refused
    }
    expect(reached.filter((m) => right.has(key(m)))).toHaveLength(right.size);
  });

  it('offers nothing for steps out of order or a cell that is no funnel', () => {
    expect(steps.next(state, 0, [{ cell: all[0]! }])).toEqual([]);
    expect(steps.next(state, 0, [{ call: 'stop' }, { cell: 164 }])).toEqual([]);
    expect(steps.move(state, 0, [{ call: 'stop' }, { cell: all[0]! }, { orientation: 24 }])).toBeNull();
  });
});
