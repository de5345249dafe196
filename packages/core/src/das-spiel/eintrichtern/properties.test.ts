import { describeContract } from '../../../test/support/contract-properties.js';
import type { Seat } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { funnelSumOf } from './funnels.js';
import { eintrichtern } from './index.js';
import { targetOf } from './setup.js';
import { checkState } from './state.js';
import type { EintrichternMove, EintrichternState } from './types.js';

function invariant(s: EintrichternState): void {
  const broken = checkState(s);
  if (broken) throw new Error(`checkState: at ${broken.at}: ${broken.en}`);
  const open = s.covered.filter((c) => !c).length;
  if (open !== s.red.reduce((a, b) => a + b, 0)) throw new Error('open funnels and red dice differ');
  if (s.red.some((r) => r > targetOf(s))) throw new Error('too many red dice');
  for (const a of s.announcements) if (a.sum !== funnelSumOf(s.yellow, a.cell)) throw new Error('false sum');
  if (s.phase === 'lift' && !(s.total! >= 3 && s.total! <= 18)) throw new Error('total');
  if ((s.phase === 'choose') !== (s.failed !== null)) throw new Error('failed total outside choose');
  if ((s.phase === 'over') !== (s.winners !== null)) throw new Error('winners without the end');
}

function candidates(s: EintrichternState, _seat: Seat, rng: Rng): EintrichternMove[] {
  const open = s.covered.flatMap((c, i) => (c ? [] : [45 + i]));
  return [
    { type: 'roll' },
    { type: 'take-over' },
    { type: 'lift', cell: rng.int(165) },
    { type: 'lift', cell: 45 + rng.int(36) },
    ...(open.length > 0 ? [{ type: 'lift', cell: rng.pick(open) } as EintrichternMove] : []),
  ];
}

/** The hidden things: the yellow faces and the generator. */
function leaks(_s: EintrichternState, view: unknown): string[] {
  const json = JSON.stringify(view);
  const out: string[] = [];
  if (json.includes('"yellow"')) out.push('the yellow faces');
  if (json.includes('"rng"')) out.push('the generator state');
  return out;
}

describeContract<EintrichternState, EintrichternMove>(eintrichtern, {
  // Small targets keep random games short: the leak check determinizes every state for every seat.
  tables: [
    { players: 2, options: { target: 3 } },
    { players: 4, options: { target: 2 } },
    { players: 6, options: { target: 1 } },
  ],
  invariant,
  candidates,
  leaks,
  maxMoves: 3000,
  runs: 8,
});
