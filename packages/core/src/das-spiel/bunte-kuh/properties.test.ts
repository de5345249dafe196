import { describeContract } from '../../../test/support/contract-properties.js';
import type { Seat } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { CELLS, isFunnel, isStable, level } from '../lattice/index.js';
import { bunteKuh, bunteKuhPyramid, wrongCalls } from './index.js';
import { checkState } from './state.js';
import { BASE_DIE, type BunteKuhMove, type BunteKuhState } from './types.js';

function invariant(s: BunteKuhState): void {
  const broken = checkState(s);
  if (broken) throw new Error(`checkState: at ${broken.at}: ${broken.en}`);
  const p = bunteKuhPyramid(s);
  if (!isStable(p)) throw new Error('the pyramid is not stable');
  const placed = s.owner.filter((o) => o >= 0 && o !== BASE_DIE).length;
  const each = s.options.stock ?? 60 / s.players;
  if (placed + s.stock.reduce((a, b) => a + b, 0) !== each * s.players)
    throw new Error('dice appeared or vanished');
  s.owner.forEach((o, c) => {
    if ((o === BASE_DIE) !== (level(c) === 0)) throw new Error('the base layer changed');
  });
  if (s.stock.some((n) => n < 0)) throw new Error('negative stock');
  const emptied = s.stock.flatMap((n, i) => (n === 0 ? [i] : []));
  if (JSON.stringify(s.winners ?? []) !== JSON.stringify(emptied))
    throw new Error('winners are not who emptied');
  const last = s.rounds[s.rounds.length - 1]!;
  if (last.round !== s.round || last.holder !== s.holder || last.roll.join() !== s.roll.join())
    throw new Error('round log');
}

/**
 * Calls `play` must refuse: stale rounds, cells outside the pyramid, orientations that do not exist. (A call at
 * a cell of the pyramid that is no funnel is not refused: it is a wrong call, penalised.)
 */
function candidates(s: BunteKuhState, _seat: Seat, rng: Rng): BunteKuhMove[] {
  const moves: BunteKuhMove[] = [
    { type: 'stop', round: s.round + 1, cell: 45, orientation: 0 },
    { type: 'stop', round: s.round, cell: CELLS + rng.int(10), orientation: 0 },
    { type: 'nowhere', round: s.round, cell: -1, orientation: 0 },
    { type: 'stop', round: s.round, cell: 45, orientation: 24 },
  ];
  if (s.round > 1) moves.push({ type: 'nowhere', round: s.round - 1, cell: 46, orientation: 3 });
  return moves;
}

/** Random play with wrong calls now and then (some at cells that are no funnel), so penalties are exercised too. */
function pick(s: BunteKuhState, _seat: Seat, legal: BunteKuhMove[], rng: Rng): BunteKuhMove {
  const r = rng.float();
  if (r < 0.05) {
    const cell = rng.int(CELLS);
    if (!isFunnel(bunteKuhPyramid(s), cell))
      return { type: rng.float() < 0.5 ? 'stop' : 'nowhere', round: s.round, cell, orientation: rng.int(24) };
  }
  if (r < 0.15) {
    const wrong = wrongCalls(s);
    if (wrong.length > 0) return rng.pick(wrong);
  }
  return rng.pick(legal);
}

function leaks(_s: BunteKuhState, view: unknown): string[] {
  return JSON.stringify(view).includes('"rng"') ? ['the generator state'] : [];
}

describeContract<BunteKuhState, BunteKuhMove>(bunteKuh, {
  tables: [{ players: 2 }, { players: 3 }, { players: 6 }, { players: 4, options: { stock: 5 } }],
  invariant,
  candidates,
  leaks,
  pick,
  maxMoves: 400,
  runs: 16,
  // legalMoves lists the right calls; play also takes the wrong ones (and penalises them).
  legalComplete: () => false,
});
