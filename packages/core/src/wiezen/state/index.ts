/**
 * A Wiezen state as a client holds it and sends it back: its schema (shapes, ranges, lengths), the schema of a
 * view, and the invariants the rules rely on that no schema can say. A state passes only if it is one the table
 * could have reached: the 52 cards each in one place; hands sorted and as long as the tricks leave them; the
 * auction replayed from its calls; the contract the auction makes; troel and the turned card as the deal gave
 * them; the dealer's miserie exchange as it was asked; tricks led, followed and won by the rules; the score
 * sheet adding up to the totals. Every function of the game works, and ends, on a state {@link parseState}
 * accepts.
 *
 * Why so much: a state is the whole game, so one field out of step (a missing `deal`, a troel partner who
 * does not hold the called card) sends the rules where they were never meant to go: a session that never
 * ends (a deal number that is not a number never reaches the last deal), a legal move that `play` refuses.
 *
 * The checks live beside this module by concern: `schema`, `session`, `auction`, `deal`, `tricks`.
 *
 * @module
 */
import { type Breach, stateParser } from '../../schema/index.js';
import type { WiezenState } from '../types.js';
import { checkAuction, checkContract } from './auction.js';
import { checkDeal, checkExchange } from './deal.js';
import { stateSchema } from './schema.js';
import { checkHands, checkSession, ownersOf } from './session.js';
import { checkTricks } from './tricks.js';

export { troelOf } from './deal.js';
export { stateSchema, viewSchema } from './schema.js';

/**
 * The first invariant of the rules a state breaks, or nothing: the checks {@link parseState} makes after the
 * schema.
 *
 * @example
 * ```ts
 * const state = wiezen.setup({ players: 4, seed: 's' });
 * checkState(state); // undefined
 * checkState({ ...state, dealer: 2 }); // { at: 'dealer', en: 'deal 1 is dealt by seat 0, …', nl: … }
 * ```
 */
export function checkState(s: WiezenState): Breach | undefined {
  const owners = ownersOf(s);
  if (!(owners instanceof Int8Array)) return owners;
  return (
    checkSession(s) ??
    checkHands(s) ??
    checkDeal(s, owners) ??
    checkAuction(s) ??
    checkContract(s) ??
    checkExchange(s, owners) ??
    checkTricks(s)
  );
}

/**
 * Checks a Wiezen state a client sent back: the schema, then {@link checkState}; throws
 * `RuleError('invalid-state')` naming the place.
 *
 * @example
 * ```ts
 * const state = parseState(JSON.parse(body).state);
 * wiezen.legalMoves(state, 1);
 * ```
 */
export const parseState: (json: unknown) => WiezenState = stateParser(stateSchema, checkState);
