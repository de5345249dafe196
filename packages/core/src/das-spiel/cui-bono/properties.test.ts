import { describeContract } from '../../../test/support/contract-properties.js';
import type { Seat } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { fromJson, isStable } from '../lattice/index.js';
import { cuiBono } from './index.js';
import { keepLimit } from './setup.js';
import { checkState } from './state.js';
import type { CuiBonoMove, CuiBonoState } from './types.js';

function invariant(s: CuiBonoState): void {
  const broken = checkState(s);
  if (broken) throw new Error(`checkState: at ${broken.at}: ${broken.en}`);
  if (!isStable(fromJson({ owner: s.owner, orientation: s.orientation }))) throw new Error('not stable');
  const kept = s.kept.reduce((n, k) => n + k.length, 0);
  const dice = s.owner.filter((o) => o >= 0).length + (s.held ? 1 : 0);
  if (dice + kept !== 165) throw new Error(`${dice} dice and ${kept} kept`);
  for (let c = 0; c < 3; c++) {
    const n = s.owner.filter((o) => o === c).length + s.kept.flat().filter((k) => k === c).length;
    if (n + (s.held?.colour === c ? 1 : 0) !== 55) throw new Error(`colour ${c}: ${n}`);
  }
  if (s.kept.some((k) => k.length > keepLimit(s.players))) throw new Error('too many kept');
  if ((s.phase === 'return') !== (s.held !== null)) throw new Error('held die outside the return phase');
  if ((s.phase === 'over') !== (s.winners !== null)) throw new Error('winners without the end');
}

function candidates(s: CuiBonoState, _seat: Seat, rng: Rng): CuiBonoMove[] {
  return [
    { type: 'pull', cell: rng.int(45) },
    { type: 'pull', cell: rng.int(165) },
    { type: 'return', cell: rng.int(165) },
    { type: 'return', cell: rng.int(45) },
    { type: 'keep' },
    ...(s.phase === 'pull' ? [] : [{ type: 'pull', cell: 0 } as CuiBonoMove]),
  ];
}

describeContract<CuiBonoState, CuiBonoMove>(cuiBono, {
  tables: [
    { players: 2 },
    { players: 4, options: { turnLimit: 40 } },
    { players: 6, options: { minus: { red: 1, yellow: 1, pearl: 5 }, turnLimit: 40 } },
  ],
  invariant,
  candidates,
  leaks: () => [],
  maxMoves: 1100,
  runs: 8,
});
