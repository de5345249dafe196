/** The move schema of Wiezen, for untrusted JSON; the move type is inferred from it. @module */
import * as v from 'valibot';
import { int, move, parserOf } from '../schema/index.js';
import { SUITS } from './cards.js';

const card = int(0, 51);
const suit = v.picklist(SUITS);

export const moveSchema = v.variant('type', [
  /** Auction: pass; or, for the asker nobody joined, decline to play alone. */
  move('pass'),
  /** Auction: ask for a partner in the turned suit (8 tricks together). */
  move('vragen'),
  /** Auction: join the asker. */
  move('meegaan'),
  /** After the auction: the asker nobody joined plays alone (5 tricks). */
  move('alleen'),
  move('abondance', { level: v.union([v.literal(9), v.literal(10), v.literal(11), v.literal(12)]), suit }),
  move('miserie'),
  move('miserie-op-tafel'),
  move('solo', { suit: v.nullable(suit) }),
  move('solo-slim'),
  /** Dealer playing miserie: name a card to get for the turned card. */
  move('exchange', { card }),
  /** Dealer playing miserie: keep the turned card. */
  move('keep'),
  /** A fellow miserie player holding the named card: give it, or refuse. */
  move('give'),
  move('refuse'),
  /** Play a card. */
  move('play', { card }),
]);

/** Every move of Wiezen. */
export type WiezenMove = v.InferOutput<typeof moveSchema>;

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export const parseMove = parserOf(moveSchema, 'invalid-move');
