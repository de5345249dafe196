import { describe, expect, it } from 'vitest';
import { RuleError } from '../../errors/index.js';
import { APEX, edge, fromJson, index, isStable, supports } from '../lattice/index.js';
import { cuiBono, freeFaces, minusPoints, pullable, returnFault } from './index.js';
import type { CuiBonoState } from './types.js';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return 'accepted';
}

const RED = 0;
const YELLOW = 1;
const PEARL = 2;
const stable = (s: CuiBonoState) => isStable(fromJson({ owner: s.owner, orientation: s.orientation }));

/** A game whose pyramid has the given colours. */
function withColours(owner: number[], extra: Partial<CuiBonoState> = {}, players = 2): CuiBonoState {
  const s = cuiBono.setup({ players, seed: 'crafted' });
  return { ...s, owner, orientation: owner.map((c, i) => (c < 0 ? 0 : i % 24)), ...extra };
}

describe('Cui bono?: set-up and pulling', () => {
  it('builds the full pyramid of 55 dice of each colour; at first only the three corner dice have two free faces', () => {
    const s = cuiBono.setup({ players: 3, seed: 'x' });
    for (const c of [RED, YELLOW, PEARL]) expect(s.owner.filter((o) => o === c)).toHaveLength(55);
    expect(pullable(s.owner)).toEqual([index(8, 0, 0), index(0, 8, 0), index(0, 0, 8)].sort((a, b) => a - b));
    expect(cuiBono.setup({ players: 3, seed: 'x' })).toEqual(s);
  });

  it('pulling a die with one die resting on it slides the whole row above it one cell down', () => {
    const s = cuiBono.setup({ players: 2, seed: 'slide' });
    const row = edge(0); // (0,0,0) .. (8,0,0)
    const after = cuiBono.play(s, 0, { type: 'pull', cell: index(8, 0, 0) });
    expect(after.history[0]!.slid).toEqual(row.slice(0, 8).reverse());
    for (let t = 1; t <= 8; t++) {
      expect(after.owner[row[t]!]).toBe(s.owner[row[t - 1]!]);
      expect(after.orientation[row[t]!]).toBe(s.orientation[row[t - 1]!]);
    }
    expect(after.owner[APEX]).toBe(-1);
    expect(stable(after)).toBe(true);
    expect(after.held!.colour).toBe(s.owner[index(8, 0, 0)]);
  });

  it('a die with nothing resting on it just leaves; one free face is not enough; only level 0', () => {
    const owner = new Array(165).fill(-1);
    for (const c of [index(8, 0, 0), index(7, 1, 0), index(7, 0, 1), index(6, 1, 1)]) owner[c] = RED;
    owner[index(7, 0, 0)] = YELLOW;
    const s = withColours(owner);
    expect(freeFaces(owner, index(6, 1, 1))).toBe(3);
    expect(freeFaces(owner, index(7, 1, 0))).toBe(2);
    const after = cuiBono.play(s, 0, { type: 'pull', cell: index(6, 1, 1) });
    expect(after.history[0]!.slid).toEqual([]);
    expect(after.owner.filter((o) => o >= 0)).toHaveLength(4);
    const full = cuiBono.setup({ players: 2, seed: 'x' });
    expect(code(() => cuiBono.play(full, 0, { type: 'pull', cell: index(4, 2, 2) }))).toBe('not-loose');
    expect(code(() => cuiBono.play(full, 0, { type: 'pull', cell: APEX }))).toBe('not-base');
    expect(code(() => cuiBono.play(full, 1, { type: 'pull', cell: index(8, 0, 0) }))).toBe('not-your-turn');
  });
});

describe('Cui bono?: putting the die back', () => {
  // Level 0 filled; funnel F = (2,2,3) on level 1 is made by (3,2,3), (2,3,3), (2,2,4).
  const F = index(2, 2, 3);
  const base = (colours: number[]) => {
    const owner = new Array(165).fill(-1);
    for (let c = 0; c < 45; c++) owner[c] = PEARL;
    supports(F).forEach((c, i) => {
      owner[c] = colours[i]!;
    });
    return owner;
  };

  it('rule A: a funnel of three colours, or of one colour other than the die’s (the rulebook’s A, B and C)', () => {
    expect(returnFault(base([PEARL, PEARL, PEARL]), F, RED)).toBeNull(); // A
    expect(returnFault(base([RED, YELLOW, PEARL]), F, RED)).toBeNull(); // B
    expect(returnFault(base([RED, RED, RED]), F, RED)).toBe('wrong-colours'); // C
    expect(returnFault(base([RED, RED, YELLOW]), F, PEARL)).toBe('wrong-colours');
    expect(returnFault(base([RED, RED, RED]), index(8, 0, 0), YELLOW)).toBe('occupied');
  });

  it('never into an empty funnel of the base plate, nor where no three dice carry it', () => {
    const owner = base([RED, YELLOW, PEARL]);
    owner[index(4, 2, 2)] = -1;
    expect(returnFault(owner, index(4, 2, 2), RED)).toBe('base-plate');
    expect(returnFault(owner, index(3, 2, 2), RED)).toBe('no-funnel');
    const s = withColours(owner, { phase: 'return', held: { colour: RED, orientation: 0 } });
    expect(code(() => cuiBono.play(s, 0, { type: 'return', cell: index(4, 2, 2) }))).toBe('base-plate');
    expect(code(() => cuiBono.play(s, 0, { type: 'return', cell: index(3, 2, 2) }))).toBe('no-funnel');
    const back = cuiBono.play(s, 0, { type: 'return', cell: F });
    expect(back.owner[F]).toBe(RED);
    expect(back.kept).toEqual([[], []]);
    expect(back.turn).toBe(1);
  });

  it('rule B: the die may not become the end of a pyramid edge that is all one colour (the rulebook’s D)', () => {
    // A full pyramid whose x edge is all red; the apex's other supports yellow and pearl.
    const owner = new Array(165).fill(YELLOW);
    for (const c of edge(0)) owner[c] = RED;
    owner[index(0, 0, 1)] = PEARL;
    const s = withColours(owner);
    const pulled = cuiBono.play(s, 0, { type: 'pull', cell: index(8, 0, 0) });
    // The apex is the only funnel and rule B forbids it: the die is kept at once.
    expect(pulled.phase).toBe('pull');
    expect(pulled.kept[0]).toEqual([RED]);
    expect(returnFault(pulled.owner, APEX, RED)).toBe('one-colour-edge');
    const held = { ...pulled, turn: 0, phase: 'return' as const, held: { colour: RED, orientation: 0 } };
    expect(code(() => cuiBono.play(held, 0, { type: 'return', cell: APEX }))).toBe('one-colour-edge');
    // One yellow die in the edge: the apex is allowed.
    const mixed = owner.slice();
    mixed[index(4, 0, 0)] = YELLOW;
    const ok = cuiBono.play(withColours(mixed), 0, { type: 'pull', cell: index(8, 0, 0) });
    expect(cuiBono.legalMoves(ok, 0)).toContainEqual({ type: 'return', cell: APEX });
  });

  it('keeping is allowed even when the die could go back; with nowhere to go it is kept at once', () => {
    const owner = base([RED, YELLOW, PEARL]);
    owner[index(0, 0, 8)] = RED;
    const s = withColours(owner, { phase: 'return', held: { colour: RED, orientation: 0 } });
    const kept = cuiBono.play(s, 0, { type: 'keep' });
    expect(kept.kept[0]).toEqual([RED]);
    // The full pyramid: pulling a corner leaves the apex as the only funnel; colours decide.
    const full = cuiBono.setup({ players: 2, seed: 'auto' });
    const after = cuiBono.play(full, 0, { type: 'pull', cell: index(8, 0, 0) });
    if (after.phase === 'pull') expect(after.kept[0]).toHaveLength(1);
    else expect(cuiBono.legalMoves(after, 0)).toEqual([{ type: 'return', cell: APEX }, { type: 'keep' }]);
  });
});

describe('Cui bono?: the end', () => {
  const owner = new Array(165).fill(-1);
  for (let c = 0; c < 45; c++) owner[c] = RED;

  it('2–4 players: ends when a player must take his 10th die; fewest minus points wins, then fewest dice', () => {
    const s = withColours(owner, {
      phase: 'return',
      held: { colour: PEARL, orientation: 0 },
      kept: [
        [0, 0, 0, 0, 0, 0, 0, 0, 1],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
      ],
    });
    const end = cuiBono.play(s, 0, { type: 'keep' });
    expect(end.phase).toBe('over');
    expect(end.end).toEqual({ reason: 'kept', seat: 0 });
    // 8*3 + 2 + 1 = 27 against 27: a tie on points, seat 1 has fewer dice.
    expect(cuiBono.outcome(end)).toEqual({ scores: [-27, -27], winners: [1] });
    const cheap = cuiBono.play(
      { ...s, options: { ...s.options, minus: { red: 3, yellow: 1, pearl: 0 } } },
      0,
      {
        type: 'keep',
      },
    );
    expect(cuiBono.outcome(cheap)!.winners).toEqual([0]);
  });

  it('5–6 players: ends at the 7th die', () => {
    const s = withColours(
      owner,
      {
        phase: 'return',
        held: { colour: RED, orientation: 0 },
        kept: [[2, 2, 2, 2, 2, 2], [], [], [], []],
      },
      5,
    );
    const end = cuiBono.play(s, 0, { type: 'keep' });
    expect(end.phase).toBe('over');
    expect(cuiBono.outcome(end)!.winners).toEqual([1, 2, 3, 4]);
    const before = cuiBono.play({ ...s, kept: [[2, 2, 2, 2, 2], [], [], [], []] }, 0, { type: 'keep' });
    expect(before.phase).toBe('pull');
  });

  it('a Tafel ruling: the game also ends, scored as usual, at the turn limit', () => {
    let s = cuiBono.setup({ players: 2, seed: 'limit', options: { turnLimit: 3 } });
    while (s.phase !== 'over') s = cuiBono.play(s, s.turn, cuiBono.legalMoves(s, s.turn)[0]!);
    expect(s.turns).toBe(3);
    expect(s.end!.reason).toBe('limit');
    expect(cuiBono.outcome(s)!.scores).toEqual(minusPoints(s).map((m) => -m));
  });
});
