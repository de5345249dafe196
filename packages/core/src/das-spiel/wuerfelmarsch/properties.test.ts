import { describeContract } from '../../../test/support/contract-properties.js';
import type { Seat } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { wuerfelmarsch } from './index.js';
import { PLATE } from './march.js';
import { checkState } from './state.js';
import type { WuerfelmarschMove, WuerfelmarschState } from './types.js';

function invariant(s: WuerfelmarschState): void {
  const broken = checkState(s);
  if (broken) throw new Error(`checkState: at ${broken.at}: ${broken.en}`);
  const onPlate = s.owner.filter((o) => o >= 0).length;
  const gone = s.captured.reduce((a, b) => a + b, 0) + s.lost.reduce((a, b) => a + b, 0);
  if (onPlate + gone !== 5 * s.players) throw new Error(`${onPlate} dice on the plate, ${gone} gone`);
  if (s.owner.length !== PLATE || s.orientation.some((o, c) => o !== 0 && s.owner[c]! < 0))
    throw new Error('orientation on an empty cell');
  if ((s.end === null) !== (s.winners === null)) throw new Error('winners without the end');
  if (!s.end && !s.owner.includes(s.turn)) throw new Error('the player to move has no die');
}

function candidates(s: WuerfelmarschState, seat: Seat, rng: Rng): WuerfelmarschMove[] {
  const mine = s.owner.flatMap((o, c) => (o === seat ? [c] : []));
  const cell = mine.length > 0 ? rng.pick(mine) : rng.int(PLATE);
  return [
    { type: 'tilt', cell, to: rng.int(PLATE) },
    { type: 'tilt', cell: rng.int(PLATE), to: rng.int(PLATE) },
    { type: 'turn', cell, orientation: s.orientation[cell]! },
    { type: 'turn', cell: rng.int(PLATE), orientation: rng.int(24) },
    { type: 'turn', cell, orientation: 24 },
  ];
}

describeContract<WuerfelmarschState, WuerfelmarschMove>(wuerfelmarsch, {
  tables: [
    { players: 2, options: { turnLimit: 120 } },
    { players: 3, options: { turnLimit: 120 } },
  ],
  invariant,
  candidates,
  leaks: () => [],
  maxMoves: 130,
  runs: 12,
  // Tilt more often than uniformly, so that random games capture and reach the corners.
  pick: (_s, _seat, legal, rng) => {
    const tilts = legal.filter((m) => m.type === 'tilt');
    return tilts.length > 0 && rng.float() < 0.7 ? rng.pick(tilts) : rng.pick(legal);
  },
});
