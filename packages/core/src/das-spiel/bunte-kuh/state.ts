/**
 * A Bunte Kuh state as a client sends it back: its schema, the view's schema, and the invariants the rules rely
 * on that a schema cannot say ({@link checkState}). {@link parseState} checks both; every function of the game
 * works, and ends, on a state it accepts.
 *
 * A placed die never moves, and every call ends its round, so the log of rounds and the pyramid say the same
 * thing twice: each right call put the die that is in its funnel now, and every round but the current one had
 * exactly one call. The invariants hold the state to that, to the shared dice (no die lost or made) and to the
 * real-time bookkeeping of rounds and holders.
 *
 * @module
 */
import * as v from 'valibot';
import { type Breach, breach, int, rngState, type Schema, stateParser, strict } from '../../schema/index.js';
import { CELLS, cellCoords, LEVEL_START } from '../lattice/index.js';
import {
  cell,
  face,
  noSeat,
  notPerSeat,
  orientation,
  perCell,
  perSeat,
  pyramidBreach,
  seatOf,
  settled,
  sumOfThree,
  winnersBreach,
  winnersOf,
} from '../state/index.js';
import { optionsSchema } from './options.js';
import { SHARED } from './setup.js';
import { BASE_DIE, type BunteKuhState, type BunteKuhView } from './types.js';

const seat = seatOf(6);
const roll = v.strictTuple([face, face, face]);
/** The most dice a seat can hold: six stocks of 60 (the `stock` option's largest), all given to one. */
const MOST = 6 * 60;

const entries = {
  game: v.literal('bunte-kuh'),
  options: settled(optionsSchema),
  players: int(2, 6),
  round: int(1),
  holder: seat,
  roll,
  /** Per cell: -1 empty, 100 (`BASE_DIE`) for the base layer's pearl dice, else the seat that placed it. */
  owner: perCell(int(-1, BASE_DIE)),
  orientation: perCell(orientation),
  stock: perSeat(int(0, MOST), 2, 6),
  rounds: v.pipe(
    v.array(
      strict({
        round: int(1),
        holder: seat,
        roll,
        calls: v.pipe(
          v.array(
            strict({ seat, type: v.picklist(['stop', 'nowhere']), cell, orientation, right: v.boolean() }),
          ),
          v.maxLength(1),
        ),
      }),
    ),
    v.minLength(1),
  ),
  winners: winnersOf(6),
};

/** A whole Bunte Kuh state, as `setup` and `play` make it. */
export const stateSchema = strict({ ...entries, rng: rngState });

/** A seat's view (`seat: null`: a spectator's), as `view` gives it. */
export const viewSchema = strict({
  ...entries,
  seat: v.nullable(seat),
  active: v.array(seat),
  total: sumOfThree,
});

// The schemas' outputs are the game's types, both ways: a field added to one and not the other does not compile
// (the way back leaves out the generator, a readonly tuple in the state type).
const _state: Schema<BunteKuhState> = stateSchema;
const _view: Schema<BunteKuhView> = viewSchema;
const _stateBack: Omit<v.InferOutput<typeof stateSchema>, 'rng'> = null as unknown as BunteKuhState;
const _viewBack: v.InferOutput<typeof viewSchema> = null as unknown as BunteKuhView;

/** Seats at this table: one stock per seat, the holder, the holders and callers of the log. */
function seatsBreach(s: BunteKuhState): Breach | undefined {
  const n = s.players;
  const first = notPerSeat('stock', s.stock, n) ?? noSeat('holder', s.holder, n);
  if (first) return first;
  for (let i = 0; i < s.rounds.length; i++) {
    const r = s.rounds[i]!;
    if (r.holder >= n) return noSeat(`rounds[${i}].holder`, r.holder, n);
    const call = r.calls[0];
    if (call && call.seat >= n) return noSeat(`rounds[${i}].calls[0].seat`, call.seat, n);
  }
  return undefined;
}

/** The pyramid: the 45 pearl dice of the set-up fill level 0, every other die is a seat's, and it stands. */
function pyramidOfDiceBreach(s: BunteKuhState): Breach | undefined {
  const base = LEVEL_START[1]!;
  for (let c = 0; c < base; c++)
    if (s.owner[c] !== BASE_DIE)
      return breach(
        `owner[${c}]`,
        `the base plate holds the pearl dice of the set-up (${BASE_DIE})`,
        `de grondplaat draagt de parelmoeren dobbelstenen van het begin (${BASE_DIE})`,
      );
  for (let c = base; c < CELLS; c++) {
    const o = s.owner[c]!;
    if (o >= s.players)
      return breach(
        `owner[${c}]`,
        `the die in cell ${cellCoords(c)} was placed by a seat of this table`,
        `de dobbelsteen in vak ${cellCoords(c)} werd gelegd door een plaats aan deze tafel`,
      );
  }
  return pyramidBreach(s.owner, s.orientation);
}

/**
 * The log of rounds against the round, the holder, the roll and the pyramid: round `i + 1` is the `i`-th, held
 * by seat `i` mod the players (the roll dice pass to the left), every round but the current one ended by its one
 * call, the current one without a call until the game is over; each right call put the die now in its funnel.
 */
function roundsBreach(s: BunteKuhState): Breach | undefined {
  const { rounds } = s;
  const last = rounds.length - 1;
  if (s.round !== rounds.length)
    return breach('round', 'the rounds so far are in the log', 'de rondes tot nu toe staan in het verslag');
  const put = new Uint8Array(CELLS);
  let right = 0;
  for (let i = 0; i <= last; i++) {
    const r = rounds[i]!;
    if (r.round !== i + 1 || r.holder !== i % s.players)
      return breach(
        `rounds[${i}]`,
        'each round the roll dice pass to the left',
        'elke ronde gaan de worpstenen naar links',
      );
    const calls = i < last || s.winners !== null ? 1 : 0;
    if (r.calls.length !== calls)
      return breach(`rounds[${i}].calls`, 'every call ends its round', 'elke roep beëindigt zijn ronde');
    const call = r.calls[0];
    if (!call?.right) continue;
    right++;
    if (put[call.cell] || s.owner[call.cell] !== call.seat || s.orientation[call.cell] !== call.orientation)
      return breach(
        `rounds[${i}].calls[0]`,
        `a right call put the caller's die into cell ${cellCoords(call.cell)}`,
        `een juiste roep legde de dobbelsteen van de roeper in vak ${cellCoords(call.cell)}`,
      );
    put[call.cell] = 1;
  }
  const current = rounds[last]!;
  if (current.holder !== s.holder || current.roll.join() !== s.roll.join())
    return breach(
      'roll',
      "the current round's holder and roll are in the log",
      'de houder en de worp van de huidige ronde staan in het verslag',
    );
  if (placedDice(s) !== right)
    return breach(
      'owner',
      'every placed die was put there by a right call',
      'elke gelegde dobbelsteen werd er gelegd door een juiste roep',
    );
  return undefined;
}

/** The dice the seats placed: every die above level 0. */
function placedDice(s: BunteKuhState): number {
  let placed = 0;
  for (let c = LEVEL_START[1]!; c < CELLS; c++) if (s.owner[c]! >= 0) placed++;
  return placed;
}

/**
 * The shared dice: placed and in stock they are each seat's share at the start (no die is lost or made); the
 * winners are whoever emptied his stock, and while nobody has, there is a funnel for the next die.
 */
function diceBreach(s: BunteKuhState): Breach | undefined {
  const share = s.options.stock ?? SHARED / s.players;
  // No table is set up with more dice than places (see `setup`): such a game could fill the pyramid and stall.
  if (share * s.players > CELLS - LEVEL_START[1]!)
    return breach(
      'options.stock',
      `at most ${Math.floor((CELLS - LEVEL_START[1]!) / s.players)} dice a player at this table`,
      `hoogstens ${Math.floor((CELLS - LEVEL_START[1]!) / s.players)} dobbelstenen per speler aan deze tafel`,
    );
  const placed = placedDice(s);
  let dice = placed;
  for (const n of s.stock) dice += n;
  if (dice !== share * s.players)
    return breach(
      'stock',
      `the dice placed and in stock are the ${share * s.players} shared out`,
      `de gelegde dobbelstenen en die in voorraad zijn de ${share * s.players} die uitgedeeld werden`,
    );
  const emptied = s.stock.flatMap((n, i) => (n === 0 ? [i] : []));
  if (s.winners !== null) return winnersBreach(s.winners, emptied);
  if (emptied.length > 0)
    return breach('stock', 'the game ends when a stock runs out', 'het spel eindigt als een voorraad op is');
  // A standing pyramid that is not full has a funnel (its lowest empty cell above level 0 is one).
  if (placed === CELLS - LEVEL_START[1]!)
    return breach(
      'owner',
      'a call needs a funnel to put a die into',
      'een roep heeft een trechter nodig om een dobbelsteen in te leggen',
    );
  return undefined;
}

/**
 * The invariants of a Bunte Kuh state that its schema cannot say: seats of this table; level 0 the pearl dice of
 * the set-up and every other die a seat's, the pyramid standing; the log of rounds agreeing with the round, the
 * holder, the roll and the pyramid; and the dice shared out neither lost nor made, the winners those who emptied
 * their stock. The first breach found, or `undefined`.
 *
 * @example
 * ```ts
 * checkState(bunteKuh.setup({ players: 4, seed: 's' })); // undefined
 * ```
 */
export function checkState(s: BunteKuhState): Breach | undefined {
  return seatsBreach(s) ?? pyramidOfDiceBreach(s) ?? roundsBreach(s) ?? diceBreach(s);
}

/**
 * Checks a client-held state: the schema, then {@link checkState}; throws `RuleError('invalid-state')` naming
 * the place.
 *
 * @example
 * ```ts
 * const state = parseState(JSON.parse(body).state);
 * ```
 */
export const parseState: (json: unknown) => BunteKuhState = stateParser(stateSchema, checkState);
