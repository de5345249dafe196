/**
 * The shapes of a Wiezen state and view as a client sends them back: fields, ranges and lengths (valibot). What
 * no schema can say (the cards each in one place, an auction that replays) is checked after it, by the
 * invariants beside this module.
 *
 * @module
 */
import * as v from 'valibot';
import { int, rngState, type Schema, strict } from '../../schema/index.js';
import { moveSchema } from '../moves.js';
import type { WiezenState, WiezenView } from '../types.js';

const seat = int(0, 3);
const card = int(0, 51);
/** Four of a kind of thing, one a seat. */
const perSeat = <S extends v.GenericSchema>(item: S) => v.pipe(v.array(item), v.length(4));
/** Up to `most` cards. */
const cards = (most: number) => v.pipe(v.array(card), v.maxLength(most));
const gameName = v.picklist([
  'vragen',
  'alleen',
  'abondance',
  'miserie',
  'miserie-op-tafel',
  'troel',
  'troela',
  'solo',
  'solo-slim',
]);
const phase = v.picklist(['auction', 'alleen', 'exchange', 'exchange-reply', 'play', 'over']);
/** Abondance's level; every other game has none. */
const level = v.nullable(int(9, 12));
/** A suit index, -1 for none (no trump). */
const suit = int(-1, 3);
/** The points of one deal for one seat: at most 90 either way (solo slim, or miserie op tafel made against three). */
const points = int(-90, 90);

const call = strict({ seat, move: moveSchema });

const highBid = strict({
  game: v.picklist(['abondance', 'miserie', 'miserie-op-tafel', 'troel', 'troela', 'solo', 'solo-slim']),
  strength: int(10, 90),
  level,
  suit,
  seats: v.pipe(v.array(seat), v.minLength(1), v.maxLength(4)),
});

const auction = strict({
  turn: v.nullable(seat),
  /** The longest auction: four passes, vragen, meegaan and every step of the ladder joined by all. */
  calls: v.pipe(v.array(call), v.maxLength(64)),
  passed: perSeat(v.boolean()),
  asker: v.nullable(seat),
  joiner: v.nullable(seat),
  high: v.nullable(highBid),
});

const contract = strict({
  game: gameName,
  declarers: v.pipe(v.array(seat), v.minLength(1), v.maxLength(4)),
  trump: suit,
  level,
  leader: seat,
  lead: v.nullable(card),
});

const exchange = strict({
  /** At most every card the dealer does not hold. */
  named: v.pipe(v.array(strict({ card, holder: seat, given: v.boolean() })), v.maxLength(39)),
  pending: v.nullable(card),
  done: v.boolean(),
});

const trickRecord = strict({ leader: seat, cards: v.pipe(v.array(card), v.length(4)), winner: seat });
const trick = strict({ leader: seat, cards: cards(3) });

const dealRecord = strict({
  dealer: seat,
  game: v.nullable(gameName),
  declarers: v.pipe(v.array(seat), v.maxLength(4)),
  level,
  tricks: perSeat(int(0, 13)),
  points: perSeat(points),
});

const history = v.pipe(v.array(dealRecord), v.maxLength(1000));
const scores = perSeat(int(-90_000, 90_000));

/**
 * The schema of a Wiezen state, keys in the order the rules write them. The options in a state never hold a
 * stacked pack (`deck` is `null`): setup deals it and keeps no copy.
 */
export const stateSchema = strict({
  game: v.literal('wiezen'),
  options: strict({
    deals: int(1, 1000),
    shuffle: v.picklist(['authentic', 'always']),
    dealer: seat,
    deck: v.null(),
  }),
  rng: rngState,
  deal: int(0, 999),
  dealer: seat,
  scores,
  history,
  phase,
  hands: perSeat(cards(13)),
  turned: card,
  troel: v.nullable(strict({ kind: v.picklist(['troel', 'troela']), player: seat, partner: seat, card })),
  auction,
  contract: v.nullable(contract),
  exchange: v.nullable(exchange),
  tricks: v.pipe(v.array(trickRecord), v.maxLength(13)),
  trick,
  taken: perSeat(int(0, 13)),
});

/** The schema of what a seat (or a spectator: `seat` and `hand` are `null`) sees; see `view`. */
export const viewSchema = strict({
  game: v.literal('wiezen'),
  seat: v.nullable(seat),
  options: strict({ deals: int(1, 1000), shuffle: v.picklist(['authentic', 'always']), dealer: seat }),
  deal: int(0, 999),
  dealer: seat,
  phase,
  active: v.pipe(v.array(seat), v.maxLength(1)),
  scores,
  history,
  hand: v.nullable(cards(13)),
  handSizes: perSeat(int(0, 13)),
  turned: card,
  troel: v.nullable(
    strict({
      kind: v.picklist(['troel', 'troela']),
      player: seat,
      partner: v.nullable(seat),
      card: v.nullable(card),
    }),
  ),
  auction,
  contract: v.nullable(contract),
  exchange: v.nullable(exchange),
  tricks: v.pipe(v.array(trickRecord), v.maxLength(13)),
  trick,
  taken: perSeat(int(0, 13)),
  open: perSeat(v.nullable(cards(13))),
});

// The schemas say what the types say, both ways (the readonly generator state and the stacked pack a state
// never holds aside).
type Held = WiezenState & { rng: [number, number, number, number]; options: { deck: null } };
const _state: Schema<WiezenState> = stateSchema;
const _stateBack = (s: Held): v.InferOutput<typeof stateSchema> => s;
const _view: Schema<WiezenView> = viewSchema;
const _viewBack = (view: WiezenView): v.InferOutput<typeof viewSchema> => view;
