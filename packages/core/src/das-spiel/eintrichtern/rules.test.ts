import { describe, expect, it } from 'vitest';
import { RuleError } from '../../errors/index.js';
import { Rng } from '../../random/index.js';
import { eintrichtern, eintrichternTarget, funnelSumOf } from './index.js';
import type { EintrichternState } from './types.js';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return 'accepted';
}

const F = 50;
/** A fresh 3-player game with the total set to `total`. */
function withTotal(total: number, extra: Partial<EintrichternState> = {}, players = 3): EintrichternState {
  return { ...eintrichtern.setup({ players, seed: 'crafted' }), total, ...extra };
}

describe('Eintrichtern: set-up', () => {
  it('45 yellow dice, 36 red covering every funnel; the first player has rolled three pearl dice', () => {
    const s = eintrichtern.setup({ players: 4, seed: 'x' });
    expect(s.yellow).toHaveLength(45);
    expect(s.covered).toEqual(new Array(36).fill(true));
    expect(s.phase).toBe('lift');
    expect(s.turn).toBe(0);
    expect(s.total).toBe(s.dice!.reduce((a, b) => a + b, 0));
    expect(eintrichtern.legalMoves(s, 0)).toHaveLength(36);
    expect(eintrichternTarget(s)).toBe(8);
    expect(eintrichternTarget(eintrichtern.setup({ players: 5, seed: 'x' }))).toBe(9);
  });
});

describe('Eintrichtern: lifting', () => {
  it('equal to the total: the player keeps the red die, the funnel is out of play, and he rolls again', () => {
    const base = withTotal(0);
    const s = { ...base, total: funnelSumOf(base.yellow, F) };
    const after = eintrichtern.play(s, 0, { type: 'lift', cell: F });
    expect(after.red).toEqual([1, 0, 0]);
    expect(after.covered[F - 45]).toBe(false);
    expect(after.turn).toBe(0);
    expect(after.phase).toBe('lift');
    expect(after.dice).toHaveLength(3);
    expect(after.announcements).toEqual([
      { seat: 0, total: s.total, takenOver: false, cell: F, sum: s.total, kept: true },
    ]);
    expect(code(() => eintrichtern.play(after, 0, { type: 'lift', cell: F }))).toBe('not-covering');
    expect(code(() => eintrichtern.play(after, 0, { type: 'lift', cell: 3 }))).toBe('not-covering');
    expect(code(() => eintrichtern.play(after, 0, { type: 'take-over' }))).toBe('nothing-to-take-over');
    expect(code(() => eintrichtern.play(after, 1, { type: 'lift', cell: 46 }))).toBe('not-your-turn');
  });

  it('different: the sum is announced, the red die goes back, and the next player rolls or takes over', () => {
    const base = withTotal(0);
    const sum = funnelSumOf(base.yellow, F);
    const total = sum === 10 ? 11 : 10;
    const failed = eintrichtern.play({ ...base, total }, 0, { type: 'lift', cell: F });
    expect(failed.covered[F - 45]).toBe(true);
    expect(failed.red).toEqual([0, 0, 0]);
    expect(failed.turn).toBe(1);
    expect(failed.phase).toBe('choose');
    expect(failed.failed).toBe(total);
    expect(eintrichtern.legalMoves(failed, 1)).toEqual([{ type: 'roll' }, { type: 'take-over' }]);
    expect(eintrichtern.view(failed, 2).known[F - 45]).toBe(sum);
    const over = eintrichtern.play(failed, 1, { type: 'take-over' });
    expect(over.total).toBe(total);
    expect(over.phase).toBe('lift');
    const lifted = eintrichtern.play(over, 1, { type: 'lift', cell: F });
    expect(lifted.announcements[1]!.takenOver).toBe(true);
    const rolled = eintrichtern.play(failed, 1, { type: 'roll' });
    expect(rolled.total).toBe(rolled.dice!.reduce((a, b) => a + b, 0));
    expect(code(() => eintrichtern.play(failed, 1, { type: 'lift', cell: F }))).toBe('move-not-now');
  });
});

describe('Eintrichtern: the end', () => {
  it('2–4 players: the 8th red die wins at once; 5–6 players: the 9th', () => {
    const base = withTotal(0);
    const s = { ...base, total: funnelSumOf(base.yellow, F), red: [7, 7, 0] };
    const end = eintrichtern.play(s, 0, { type: 'lift', cell: F });
    expect(end.phase).toBe('over');
    expect(eintrichtern.outcome(end)).toEqual({ scores: [8, 7, 0], winners: [0] });
    const five = withTotal(0, {}, 5);
    const t = { ...five, total: funnelSumOf(five.yellow, F), red: [7, 0, 0, 0, 0] };
    expect(eintrichtern.play(t, 0, { type: 'lift', cell: F }).phase).toBe('lift');
    expect(eintrichtern.play({ ...t, red: [8, 0, 0, 0, 0] }, 0, { type: 'lift', cell: F }).phase).toBe(
      'over',
    );
  });

  it('no covered funnel left: most red dice wins (ties share)', () => {
    const base = withTotal(0);
    const covered = base.covered.map((_, i) => i === F - 45);
    const s = { ...base, covered, total: funnelSumOf(base.yellow, F), red: [4, 5, 5] };
    const end = eintrichtern.play(s, 0, { type: 'lift', cell: F });
    expect(end.end).toEqual({ reason: 'empty', seat: 0 });
    expect(eintrichtern.outcome(end)!.winners).toEqual([0, 1, 2]);
  });
});

describe('Eintrichtern: what players see', () => {
  it('views hold the announced sums, never a yellow face; determinize redraws faces matching every sum', () => {
    let s = eintrichtern.setup({ players: 2, seed: 'memory' });
    const rng = Rng.fromSeed('m');
    for (let i = 0; i < 40 && s.phase !== 'over'; i++)
      s = eintrichtern.play(s, s.turn, rng.pick(eintrichtern.legalMoves(s, s.turn)));
    const v = eintrichtern.view(s, 1);
    expect(JSON.stringify(v)).not.toMatch(/yellow|rng/);
    const other = eintrichtern.determinize!(s, 1, Rng.fromSeed('d'));
    expect(other.yellow).not.toEqual(s.yellow);
    for (let f = 0; f < 36; f++)
      if (v.known[f] !== null) expect(funnelSumOf(other.yellow, 45 + f)).toBe(v.known[f]);
    expect(eintrichtern.view(other, 1)).toEqual(v);
  });
});
