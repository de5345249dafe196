/**
 * What a seat sees at a Würfelmarsch table: everything. The game has no chance and no hidden information.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import { active } from './rules.js';
import type { WuerfelmarschState, WuerfelmarschView } from './types.js';

/** All `seat` may see (a deep copy of the state); `null` is a spectator. */
export function view(state: WuerfelmarschState, seat: Seat | null): WuerfelmarschView {
  return { ...state, ...copyParts(state), seat, active: active(state) };
}

/** Fresh copies of the arrays and records of a state or view. */
export function copyParts(
  s: WuerfelmarschState,
): Pick<
  WuerfelmarschState,
  'options' | 'owner' | 'orientation' | 'captured' | 'lost' | 'lastMoved' | 'last' | 'end' | 'winners'
> {
  const l = s.last;
  return {
    options: { ...s.options },
    owner: s.owner.slice(),
    orientation: s.orientation.slice(),
    captured: s.captured.slice(),
    lost: s.lost.slice(),
    lastMoved: s.lastMoved.slice(),
    last: l
      ? {
          seat: l.seat,
          move: { ...l.move },
          triangles: l.triangles.map((t) => ({ ...t, cells: t.cells.slice(), faces: t.faces.slice() })),
          captures: l.captures.map((c) => ({ ...c })),
          removed: l.removed.map((r) => ({ ...r })),
        }
      : null,
    end: s.end ? { ...s.end } : null,
    winners: s.winners ? s.winners.slice() : null,
  };
}
