import { describe, expect, it } from 'vitest';
import { RuleError } from '../../errors/index.js';
import { Rng } from '../../random/index.js';
import {
  cellsOf,
  coords,
  emptyPyramid,
  index,
  isEdgeFunnel,
  isStable,
  level,
  supports,
} from '../lattice/index.js';
import {
  abquetschen,
  bonusFor,
  buildsOf,
  countBuilds,
  countLegalBuilds,
  longestRow,
  pyramidOf,
  pyramidOfState,
  startPyramids,
} from './index.js';
import type { AbquetschenState } from './types.js';

const A = index(3, 2, 3);
const B = index(2, 3, 3);
const C = index(2, 2, 4);
const TOP = index(2, 2, 3);
const START = [A, B, C, TOP];

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return 'accepted';
}

/** A state of a 2-player game with the given dice (cell → seat), seat `turn` to build `roll` dice. */
function stateWith(
  dice: Map<number, number>,
  turn: number,
  roll: number,
  extra: Partial<AbquetschenState> = {},
) {
  const s = abquetschen.setup({ players: 2, seed: 'crafted' });
  const owner = s.owner.map(() => -1);
  for (const [cell, seat] of dice) owner[cell] = seat;
  const stock = [0, 1].map((seat) => 55 - owner.filter((o) => o === seat).length);
  return {
    ...s,
    phase: 'build',
    turn,
    roll,
    owner,
    stock,
    built: [0, 1].map((seat) => owner.includes(seat)),
    startPlayer: 0,
    startPyramid: START,
    guard: false,
    ...extra,
  } as AbquetschenState;
}

describe('Abquetschen: set-up and the start pyramid', () => {
  it('the first to roll a 4, rolling in turn from seat 0, starts and builds the start pyramid', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const s = abquetschen.setup({ players: 3, seed });
      const rolls = s.startRolls;
      expect(rolls.at(-1)!.roll).toBe(4);
      expect(rolls.slice(0, -1).every((r) => r.roll !== 4)).toBe(true);
      rolls.forEach((r, i) => {
        expect(r.seat).toBe(i % 3);
      });
      expect(s.startPlayer).toBe(rolls.at(-1)!.seat);
      expect(abquetschen.active(s)).toEqual([s.startPlayer]);
      expect(s.stock).toEqual([55, 55, 55]);
    }
    expect(code(() => abquetschen.setup({ players: 4, seed: 'x' }))).toBe('invalid-players');
  });

  it('offers the three central start pyramids, none with an edge funnel; `inner` allows all 15', () => {
    const central = startPyramids('central');
    expect(central).toHaveLength(3);
    expect(central).toContainEqual([...START].sort((a, b) => a - b));
    const inner = startPyramids('inner');
    expect(inner).toHaveLength(15);
    for (const p of inner) {
      expect(p.filter((c) => level(c) === 0).some(isEdgeFunnel)).toBe(false);
      expect(isStable(pyramidOf(p.map((cell) => ({ cell }))))).toBe(true);
    }
  });

  it('builds the start pyramid, then the turn passes to the left with a roll', () => {
    const s = abquetschen.setup({ players: 2, seed: 'start' });
    const off = startPyramids('inner').find(
      (p) => !startPyramids('central').some((q) => q.join() === p.join()),
    )!;
    expect(code(() => abquetschen.play(s, s.startPlayer, { type: 'build', cells: off }))).toBe(
      'not-a-start-pyramid',
    );
    expect(code(() => abquetschen.play(s, 1 - s.startPlayer, { type: 'build', cells: START }))).toBe(
      'not-your-turn',
    );
    const next = abquetschen.play(s, s.startPlayer, { type: 'build', cells: START });
    expect(next.stock[s.startPlayer]).toBe(51);
    expect(next.guard).toBe(true);
    expect(next.turn).toBe(1 - s.startPlayer);
    expect(next.roll).toBeGreaterThanOrEqual(1);
    expect(next.roll).toBeLessThanOrEqual(6);
  });
});

describe('Abquetschen: the rulebook tips', () => {
  it('on an empty plate only a roll of 4 can be built', () => {
    const counts = [1, 2, 3, 4, 5, 6].map((n) => countBuilds(emptyPyramid(), 0, n));
    expect(counts.map((c) => c > 0)).toEqual([false, false, false, true, false, false]);
  });

  it('next to the bare central start pyramid, 3, 5 and 6 can be built and 1, 2 and 4 cannot', () => {
    const p = pyramidOf(START.map((cell) => ({ cell, owner: 0 })));
    for (const guard of [START, null]) {
      const possible = [1, 2, 3, 4, 5, 6].filter((n) => countBuilds(p, 1, n, guard) > 0);
      expect(possible).toEqual([3, 5, 6]);
    }
    // The start player himself, building on his own pyramid, is bound the same way.
    expect([1, 2, 3, 4, 5, 6].filter((n) => countBuilds(p, 0, n) > 0)).toEqual([3, 5, 6]);
  });
});

describe('Abquetschen: the four build rules', () => {
  const base = new Map<number, number>(START.map((c) => [c, 0]));

  it('rule 1: the new dice hang together; a single die never does', () => {
    const s = stateWith(base, 1, 3);
    const far = [index(6, 1, 1), index(5, 2, 1), index(5, 1, 2)];
    expect(code(() => abquetschen.play(s, 1, { type: 'build', cells: [A - 1, far[0]!, far[1]!] }))).not.toBe(
      'accepted',
    );
    // Two level-0 dice next to the pyramid and one on them, but a stray third die instead: not connected.
    const legal = abquetschen.legalMoves(s, 1)[0]!.cells;
    const l0 = legal.filter((c) => level(c) === 0);
    expect(code(() => abquetschen.play(s, 1, { type: 'build', cells: [...l0, far[0]!] }))).toBe(
      'not-together',
    );
    const one = stateWith(base, 1, 1);
    expect(abquetschen.legalMoves(one, 1)).toEqual([{ type: 'build', cells: [] }]);
    expect(code(() => abquetschen.play(one, 1, { type: 'build', cells: [index(3, 1, 4)] }))).toBe(
      'not-together',
    );
  });

  it('rule 2: a new die touches one of the builder’s earlier dice (before his first build, any die)', () => {
    // Seat 1 has one die, far away: a build next to the start pyramid touches none of his.
    const dice = new Map(base);
    dice.set(index(7, 1, 0), 1);
    const s = stateWith(dice, 1, 3);
    const nearStart = abquetschen.legalMoves(stateWith(base, 1, 3), 1).map((m) => m.cells);
    expect(nearStart.length).toBeGreaterThan(0);
    for (const cells of nearStart)
      expect(code(() => abquetschen.play(s, 1, { type: 'build', cells }))).toBe('no-contact');
  });

  it('rule 3: until the start player builds again, a die of the start pyramid stays free', () => {
    // Six dice that put a die on the start pyramid's top, the only free die of it.
    const cover = [
      index(1, 4, 3),
      index(1, 3, 4),
      index(1, 2, 5),
      index(1, 3, 3),
      index(1, 2, 4),
      index(1, 2, 3),
    ].sort((a, b) => a - b);
    const guarded = stateWith(base, 1, 6, { guard: true });
    expect(code(() => abquetschen.play(guarded, 1, { type: 'build', cells: cover }))).toBe(
      'start-pyramid-covered',
    );
    for (const m of abquetschen.legalMoves(guarded, 1)) expect(m.cells).not.toEqual(cover);
    // The start player himself may, and his build ends the rule.
    const own = abquetschen.play(stateWith(base, 0, 6, { guard: true }), 0, { type: 'build', cells: cover });
    expect(own.guard).toBe(false);
    expect(
      code(() =>
        abquetschen.play(stateWith(base, 1, 6, { guard: false }), 1, { type: 'build', cells: cover }),
      ),
    ).toBe('accepted');
  });

  it('rule 4: each die goes into a funnel; occupied cells and wrong counts are refused', () => {
    const s = stateWith(base, 1, 3);
    const good = abquetschen.legalMoves(s, 1)[0]!.cells;
    const top = good.find((c) => level(c) === 1)!;
    const floating = [...good.filter((c) => c !== supports(top).find((x) => good.includes(x)))];
    expect(code(() => abquetschen.play(s, 1, { type: 'build', cells: [...floating, index(6, 1, 1)] }))).toBe(
      'no-funnel',
    );
    expect(code(() => abquetschen.play(s, 1, { type: 'build', cells: [A, ...good.slice(1)] }))).toBe(
      'cell-taken',
    );
    expect(code(() => abquetschen.play(s, 1, { type: 'build', cells: good.slice(1) }))).toBe('wrong-count');
    expect(code(() => abquetschen.play(s, 1, { type: 'build', cells: [] }))).toBe('build-possible');
    expect(code(() => abquetschen.play(s, 1, { type: 'build', cells: [good[0]!, good[0]!, good[1]!] }))).toBe(
      'wrong-count',
    );
  });
});

/** Levels 0..3 filled except the row (2,2,0..3) and every cell resting on it; seat 0 owns one die beside it. */
function rowPosition(): AbquetschenState {
  const row = [0, 1, 2, 3].map((z) => [2, 2, z] as const);
  const dice = new Map<number, number>();
  for (let c = 0; c < 165; c++) {
    if (level(c) > 3) continue;
    const [x, y, z] = coords(c);
    if (row.some(([a, b, d]) => x <= a && y <= b && z <= d)) continue;
    dice.set(c, 1);
  }
  dice.set(index(2, 3, 3), 0);
  return stateWith(dice, 0, 4);
}

describe('Abquetschen: bonus dice', () => {
  it('counts the longest row of consecutive new dice', () => {
    const line = [0, 1, 2, 3, 4, 5].map((z) => index(1, 1, z));
    expect(longestRow(line.slice(0, 4))).toBe(4);
    expect(longestRow([line[0]!, line[1]!, line[3]!, line[4]!])).toBe(2);
    expect([3, 4, 5, 6].map((n) => bonusFor(line.slice(0, n)))).toEqual([0, 1, 2, 3]);
  });

  it('a row of 4 earns one bonus die, which touches an own die (this turn’s too)', () => {
    const s = rowPosition();
    expect(isStable(pyramidOfState(s))).toBe(true);
    const row = [0, 1, 2, 3].map((z) => index(2, 2, z)).sort((a, b) => a - b);
    const after = abquetschen.play(s, 0, { type: 'build', cells: row });
    expect(after.phase).toBe('bonus');
    expect(after.bonus).toBe(1);
    expect(after.turn).toBe(0);
    const bonus = abquetschen.legalMoves(after, 0);
    expect(bonus.length).toBeGreaterThan(0);
    for (const m of bonus) {
      expect(m.cells).toHaveLength(1);
      const c = m.cells[0]!;
      const touches =
        [...supports(c)].some((x) => after.owner[x] === 0) ||
        after.owner.some((o, d) => o === 0 && supports(d).includes(c));
      expect(touches).toBe(true);
    }
    const done = abquetschen.play(after, 0, bonus[0]!);
    expect(done.stock[0]).toBe(s.stock[0]! - 5);
    expect(done.history.at(-1)).toMatchObject({
      seat: 0,
      roll: 4,
      cells: row,
      bonus: 1,
      bonusCells: bonus[0]!.cells,
    });
    expect(done.turn).toBe(1);
  });
});

describe('Abquetschen: the end', () => {
  /** Levels 0 and 1 full: seat 1's only die (on level 0) is buried. */
  function buriedPosition(stock: number[]): AbquetschenState {
    const dice = new Map<number, number>();
    for (let c = 0; c < 81; c++) dice.set(c, 0);
    dice.set(index(3, 3, 2), 1);
    return { ...stateWith(dice, 0, 1), stock };
  }

  it('ends when the player to move has built before and all his dice vanished inside: fewest in stock wins', () => {
    const s = abquetschen.play(buriedPosition([10, 20]), 0, { type: 'build', cells: [] });
    expect(s.phase).toBe('over');
    expect(s.end).toEqual({ reason: 'buried', seat: 1 });
    expect(abquetschen.outcome(s)).toEqual({ scores: [45, 35], winners: [0] });
    expect(abquetschen.active(s)).toEqual([]);
    expect(code(() => abquetschen.play(s, 1, { type: 'build', cells: [] }))).toBe('game-over');
    const tie = abquetschen.play(buriedPosition([12, 12]), 0, { type: 'build', cells: [] });
    expect(tie.winners).toEqual([0, 1]);
  });

  it('ends when a player rolls more than the dice in his stock: he wins', () => {
    const s = { ...stateWith(new Map<number, number>(START.map((c) => [c, 0])), 0, 1), stock: [51, 0] };
    const over = abquetschen.play(s, 0, { type: 'build', cells: [] });
    expect(over.end).toEqual({ reason: 'roll', seat: 1 });
    expect(over.winners).toEqual([1]);
  });
});

describe('Abquetschen: large move spaces', () => {
  it('lists at most moveLimit builds, a stable sample; the count and the lazy list reach them all', () => {
    const s = {
      ...stateWith(new Map<number, number>(START.map((c) => [c, 0])), 1, 6),
      options: { start: 'central', moveLimit: 5 },
    } as AbquetschenState;
    const all = [...buildsOf(s)];
    expect(countLegalBuilds(s)).toBe(all.length);
    expect(all.length).toBeGreaterThan(5);
    const listed = abquetschen.legalMoves(s, 1);
    expect(listed).toHaveLength(5);
    expect(abquetschen.legalMoves(s, 1)).toEqual(listed);
    const keys = new Set(all.map((b) => b.join()));
    for (const m of listed) expect(keys.has(m.cells.join())).toBe(true);
    for (const cells of all)
      expect(code(() => abquetschen.play(s, 1, { type: 'build', cells }))).toBe('accepted');
    expect(cellsOf(pyramidOfState(s).occupied)).toEqual([...START].sort((a, b) => a - b));
  });

  it('offers the cells of a build one by one, exactly, beyond the sampled move list', () => {
    const s = {
      ...stateWith(new Map<number, number>(START.map((c) => [c, 0])), 1, 6),
      options: { start: 'central', moveLimit: 5 },
    } as AbquetschenState;
    const steps = abquetschen.steps!;
    const all = [...buildsOf(s)];
    const within = (partial: number[]) =>
      [...new Set(all.filter((b) => partial.every((c) => b.includes(c))).flat())]
        .filter((c) => !partial.includes(c))
        .sort((a, b) => a - b);
    // The first cells: every cell of every build, though legalMoves lists only five builds.
    const first = steps.next(s, 1, []);
    expect(first).toEqual(within([]));
    const sampled = new Set(abquetschen.legalMoves(s, 1).flatMap((m) => m.cells));
    expect(first.length).toBeGreaterThan(sampled.size);
    for (const c of first) expect(steps.next(s, 1, [c])).toEqual(within([c]));
    // Any order of a build's cells goes through, and only the whole build makes a move.
    const rng = Rng.fromSeed('orders');
    for (const build of all) {
      const order = rng.shuffle(build.slice());
      for (let i = 0; i < order.length; i++) {
        expect(steps.next(s, 1, order.slice(0, i))).toContain(order[i]);
        expect(steps.move(s, 1, order.slice(0, i))).toBeNull();
      }
      expect(steps.next(s, 1, order)).toEqual([]);
      expect(steps.move(s, 1, order)).toEqual({ type: 'build', cells: build });
    }
    // Not the player to move, a cell twice, a cell off the pyramid: nothing.
    expect(steps.next(s, 0, [])).toEqual([]);
    expect(steps.next(s, 1, [first[0]!, first[0]!])).toEqual([]);
    expect(steps.next(s, 1, [999])).toEqual([]);
  });

  it('a roll that cannot be built: no step, and the empty build is the move', () => {
    const s = stateWith(new Map<number, number>(START.map((c) => [c, 0])), 1, 1);
    expect(abquetschen.steps!.next(s, 1, [])).toEqual([]);
    expect(abquetschen.steps!.move(s, 1, [])).toEqual({ type: 'build', cells: [] });
  });
});
