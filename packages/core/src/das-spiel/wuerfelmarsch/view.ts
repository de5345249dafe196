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
  return { ...(structuredClone(state) as WuerfelmarschState), seat, active: active(state) };
}
