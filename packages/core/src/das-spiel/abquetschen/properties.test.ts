import { describeContract } from '../../../test/support/contract-properties.js';
import type { Seat } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { CELLS, isStable } from '../lattice/index.js';
import { countLegalBuilds, faultOf, pyramidOfState, startPyramids } from './builds.js';
import { abquetschen } from './index.js';
import { checkState } from './state.js';
import type { AbquetschenMove, AbquetschenState } from './types.js';

function invariant(s: AbquetschenState): void {
  const broken = checkState(s);
  if (broken) throw new Error(`checkState: at ${broken.at}: ${broken.en}`);
  if (!isStable(pyramidOfState(s))) throw new Error('the pyramid is not stable');
  for (let seat = 0; seat < s.players; seat++) {
    const onPlate = s.owner.filter((o) => o === seat).length;
    if (onPlate + s.stock[seat]! !== 55)
      throw new Error(`seat ${seat} has ${onPlate} + ${s.stock[seat]} dice`);
    if (s.stock[seat]! < 0) throw new Error('negative stock');
    if (s.built[seat] !== onPlate > 0) throw new Error('built flag');
  }
  if ((s.phase === 'over') !== (s.winners !== null)) throw new Error('winners without the end');
  if (s.phase === 'bonus' && !(s.bonus >= 1 && s.bonus <= 3)) throw new Error('bonus count');
  if (s.phase === 'build' && !(s.roll! >= 1 && s.roll! <= s.stock[s.turn]!)) throw new Error('roll');
  const startBuilds = s.history.filter(
    (t) => t.seat === s.startPlayer && t.roll !== null && t.cells.length > 0,
  );
  if (s.phase !== 'start' && s.guard !== (startBuilds.length === 0)) throw new Error('guard');
}

/** Is `cells` a legal move now? (The move list may be a sample, so candidates are checked on their own.) */
function legal(s: AbquetschenState, cells: number[]): boolean {
  if (s.phase === 'start')
    return startPyramids(s.options.start).some((p) => p.join() === [...cells].sort((a, b) => a - b).join());
  if (cells.length === 0) return abquetschen.legalMoves(s, s.turn)[0]!.cells.length === 0;
  return faultOf(s, cells) === null && (s.phase === 'bonus' || cells.length >= 2);
}

function candidates(s: AbquetschenState, seat: Seat, rng: Rng): AbquetschenMove[] {
  const list = abquetschen.legalMoves(s, s.turn);
  const some = list.length > 0 ? rng.pick(list).cells : [];
  const random = (n: number) => Array.from({ length: n }, () => rng.int(CELLS));
  const cells: number[][] = [
    [],
    some.slice(1),
    [...some, rng.int(CELLS)],
    some.map((c, i) => (i === 0 ? rng.int(CELLS) : c)),
    random(s.roll ?? 4),
    random(1),
    [0, 1, 2, 3],
  ];
  return cells.filter((c) => seat !== s.turn || !legal(s, c)).map((c) => ({ type: 'build', cells: c }));
}

function leaks(_s: AbquetschenState, view: unknown): string[] {
  return JSON.stringify(view).includes('"rng"') ? ['the generator state'] : [];
}

describeContract<AbquetschenState, AbquetschenMove>(abquetschen, {
  tables: [{ players: 2 }, { players: 3 }, { players: 2, options: { start: 'inner', moveLimit: 20 } }],
  invariant,
  candidates,
  leaks,
  maxMoves: 600,
  runs: 8,
  // The move list is a sample once a roll allows more than `moveLimit` builds.
  legalComplete: (s) => s.phase === 'start' || countLegalBuilds(s) <= s.options.moveLimit,
});
