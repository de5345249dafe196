import { describeContract } from '../../../test/support/contract-properties.js';
import type { Seat } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { fromJson, isStable } from '../lattice/index.js';
import { raffzahn } from './index.js';
import { checkState } from './state.js';
import type { RaffzahnMove, RaffzahnState } from './types.js';

function invariant(s: RaffzahnState): void {
  const broken = checkState(s);
  if (broken) throw new Error(`checkState: at ${broken.at}: ${broken.en}`);
  if (!isStable(fromJson({ owner: s.owner, orientation: s.orientation }))) throw new Error('not stable');
  const onTable = s.owner.filter((o) => o >= 0).length;
  if (onTable + s.taken.reduce((a, b) => a + b, 0) !== 164) throw new Error('dice lost or made');
  if (s.taken.some((t) => t < 0)) throw new Error('negative dice');
  if (s.current.round !== s.round) throw new Error('round record');
  if ((s.phase === 'over') !== (s.winners !== null)) throw new Error('winners without the end');
}

function candidates(s: RaffzahnState, _seat: Seat, rng: Rng): RaffzahnMove[] {
  return [
    { type: 'take', cell: rng.int(165), round: s.round },
    { type: 'take', cell: rng.int(165), round: Math.max(1, s.round - 1) },
    { type: 'take', cell: rng.int(10) + 155, round: s.round },
    { type: 'stop' },
    { type: 'roll' },
  ];
}

function leaks(_s: RaffzahnState, view: unknown): string[] {
  return JSON.stringify(view).includes('"rng"') ? ['the generator state'] : [];
}

describeContract<RaffzahnState, RaffzahnMove>(raffzahn, {
  tables: [{ players: 3 }, { players: 2 }],
  invariant,
  candidates,
  leaks,
  maxMoves: 5000,
  runs: 4,
  // Like eager players: take when one can (mostly), the next roller rolls at once. (Late takes still happen
  // when the harness picks another seat after a STOP.) Keeps random games short: the leak check compares
  // every view of every state.
  pick: (s, _seat, legal, rng) => {
    if (s.phase === 'stopped') return legal.find((m) => m.type === 'roll') ?? rng.pick(legal);
    const takes = legal.filter((m) => m.type === 'take');
    return takes.length > 0 && rng.float() < 0.9 ? rng.pick(takes) : rng.pick(legal);
  },
});
