/**
 * What a seat sees at an Eintrichtern table: the red dice, the rolls and every announced sum. Hidden: the
 * yellow faces (only sums were said aloud) and the pearl dice's future.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import { FIRST, FUNNELS } from './funnels.js';
import { active } from './rules.js';
import type { Announcement, EintrichternState, EintrichternView } from './types.js';

/** The sum announced for each funnel (index `cell - 45`), `null` where none was. */
export function knownSums(announcements: readonly Announcement[]): (number | null)[] {
  const known = new Array<number | null>(FUNNELS).fill(null);
  for (const a of announcements) known[a.cell - FIRST] = a.sum;
  return known;
}

/** All `seat` may see; `null` is a spectator. */
export function view(state: EintrichternState, seat: Seat | null): EintrichternView {
  const { yellow: _hidden, rng: _future, ...visible } = state;
  return {
    ...visible,
    options: { ...state.options },
    dice: state.dice ? state.dice.slice() : null,
    covered: state.covered.slice(),
    red: state.red.slice(),
    announcements: state.announcements.map((a) => ({ ...a })),
    end: state.end ? { ...state.end } : null,
    winners: state.winners ? state.winners.slice() : null,
    seat,
    active: active(state),
    known: knownSums(state.announcements),
  };
}
