/**
 * An Eintrichtern state as a client sends it back: its schema, the view's schema, and the invariants the rules
 * rely on that a schema cannot say ({@link checkState}). {@link parseState} checks both; every function of the
 * game works, and ends, on a state it accepts.
 *
 * Every sum said aloud is the sum of the yellow faces under its funnel. That is more than bookkeeping: rebuilding
 * a state from a view (`fromView`, which bots use) searches for yellow faces that give every announced sum, and
 * would search for ever if no faces gave them. The other invariants hold the log of lifts to the red dice, the
 * turn, the total and the phase.
 *
 * @module
 */
import * as v from 'valibot';
import { type Breach, breach, int, rngState, type Schema, stateParser, strict } from '../../schema/index.js';
import { cellCoords } from '../lattice/index.js';
import {
  bestSeats,
  endOf,
  face,
  levelOneCell,
  noSeat,
  notPerSeat,
  orientation,
  perCell,
  perSeat,
  seatOf,
  settled,
  sumOfThree,
  winnersBreach,
  winnersOf,
} from '../state/index.js';
import { FIRST, FUNNELS, funnelSumOf } from './funnels.js';
import { optionsSchema } from './options.js';
import { targetOf } from './setup.js';
import type { EintrichternState, EintrichternView } from './types.js';

const seat = seatOf(6);

const entries = {
  game: v.literal('eintrichtern'),
  options: settled(optionsSchema),
  players: int(2, 6),
  phase: v.picklist(['choose', 'lift', 'over']),
  turn: seat,
  dice: v.nullable(v.pipe(v.array(face), v.length(3))),
  total: v.nullable(sumOfThree),
  failed: v.nullable(sumOfThree),
  covered: perCell(v.boolean(), FUNNELS),
  red: perSeat(int(0, FUNNELS), 2, 6),
  announcements: v.array(
    strict({
      seat,
      total: sumOfThree,
      takenOver: v.boolean(),
      cell: levelOneCell,
      sum: sumOfThree,
      kept: v.boolean(),
    }),
  ),
  end: endOf(['target', 'empty'], 6),
  winners: winnersOf(6),
};

/** A whole Eintrichtern state, as `setup` and `play` make it. */
export const stateSchema = strict({
  ...entries,
  /** The orientation of the yellow die in each cell of the base plate. */
  yellow: perCell(orientation, FIRST),
  rng: rngState,
});

/** A seat's view (`seat: null`: a spectator's), as `view` gives it: no yellow faces, the announced sums. */
export const viewSchema = strict({
  ...entries,
  seat: v.nullable(seat),
  active: v.array(seat),
  known: perCell(v.nullable(sumOfThree), FUNNELS),
});

// The schemas' outputs are the game's types, both ways: a field added to one and not the other does not compile
// (the way back leaves out the generator, a readonly tuple in the state type).
const _state: Schema<EintrichternState> = stateSchema;
const _view: Schema<EintrichternView> = viewSchema;
const _stateBack: Omit<v.InferOutput<typeof stateSchema>, 'rng'> = null as unknown as EintrichternState;
const _viewBack: v.InferOutput<typeof viewSchema> = null as unknown as EintrichternView;

/** Seats at this table: one count of red dice per seat, the player to move, the end's seat. */
function seatsBreach(s: EintrichternState): Breach | undefined {
  const n = s.players;
  return (
    notPerSeat('red', s.red, n) ??
    noSeat('turn', s.turn, n) ??
    (s.end ? noSeat('end.seat', s.end.seat, n) : undefined)
  );
}

/**
 * The log of lifts: seat 0 first; a player who found his total goes again, else the turn passes left; a total
 * taken over is the failed one before it; every sum is its funnel's; a red die kept opens its funnel for good,
 * so the open funnels are the kept lifts, once each, and each seat's red dice are its kept lifts.
 */
function announcementsBreach(s: EintrichternState): Breach | undefined {
  const log = s.announcements;
  const red = s.red.map(() => 0);
  const opened = new Uint8Array(FUNNELS);
  for (let i = 0; i < log.length; i++) {
    const a = log[i]!;
    const before = log[i - 1];
    const seat = before === undefined ? 0 : before.kept ? before.seat : (before.seat + 1) % s.players;
    if (a.seat !== seat)
      return breach(
        `announcements[${i}].seat`,
        'a player who finds his total goes again, else the turn passes left',
        'wie zijn totaal vindt, gaat door, anders gaat de beurt naar links',
      );
    if (a.sum !== funnelSumOf(s.yellow, a.cell))
      return breach(
        `announcements[${i}].sum`,
        `the sum said is the sum of the funnel ${cellCoords(a.cell)}`,
        `de genoemde som is de som van trechter ${cellCoords(a.cell)}`,
      );
    if (a.kept !== (a.sum === a.total))
      return breach(
        `announcements[${i}].kept`,
        'the red die is kept when the sum equals the total',
        'de rode dobbelsteen wordt gehouden als de som gelijk is aan het totaal',
      );
    if (a.takenOver && (before === undefined || before.kept || before.total !== a.total))
      return breach(
        `announcements[${i}].takenOver`,
        'only the failed total just before is taken over',
        'alleen het mislukte totaal net ervoor wordt overgenomen',
      );
    const f = a.cell - FIRST;
    if (opened[f])
      return breach(
        `announcements[${i}].cell`,
        'a funnel once open is out of play',
        'een trechter die open is, doet niet meer mee',
      );
    if (!a.kept) continue;
    opened[f] = 1;
    red[a.seat]!++;
  }
  for (let f = 0; f < FUNNELS; f++)
    if (s.covered[f] === (opened[f] === 1))
      return breach(
        `covered[${f}]`,
        'a funnel is open when its red die was kept',
        'een trechter is open als zijn rode dobbelsteen gehouden werd',
      );
  for (let seat = 0; seat < s.players; seat++)
    if (s.red[seat] !== red[seat])
      return breach(
        `red[${seat}]`,
        "a seat's red dice are the ones it kept",
        'de rode dobbelstenen van een plaats zijn die ze hield',
      );
  return undefined;
}

/**
 * The phase: choosing right after a failed lift (its total may be taken over), lifting with a total (the roll's
 * sum, or the total taken over), and the end: a seat at the target, or no covered funnel left.
 */
function phaseBreach(s: EintrichternState): Breach | undefined {
  const log = s.announcements;
  const last = log[log.length - 1];
  const target = targetOf(s);
  if (s.phase === 'over') return overBreach(s, target);
  if (s.end !== null || s.winners !== null)
    return breach('end', 'the game is not over', 'het spel is niet afgelopen');
  for (let seat = 0; seat < s.players; seat++)
    if (s.red[seat]! >= target)
      return breach(
        `red[${seat}]`,
        `the game ends when a player has ${target} red dice`,
        `het spel eindigt als een speler ${target} rode dobbelstenen heeft`,
      );
  if (!s.covered.includes(true))
    return breach(
      'covered',
      'a covered funnel is left to lift',
      'er is nog een bedekte trechter om op te lichten',
    );
  const seat = last === undefined ? 0 : last.kept ? last.seat : (last.seat + 1) % s.players;
  if (s.turn !== seat)
    return breach(
      'turn',
      'a player who finds his total goes again, else the turn passes left',
      'wie zijn totaal vindt, gaat door, anders gaat de beurt naar links',
    );
  if (s.phase === 'choose') {
    if (last === undefined || last.kept || s.failed !== last.total)
      return breach(
        'failed',
        'the total to take over is the one that just failed',
        'het over te nemen totaal is het net mislukte',
      );
    if (s.dice !== null || s.total !== null)
      return breach(
        'total',
        'the player to move has not rolled yet',
        'de speler aan zet heeft nog niet gegooid',
      );
    return undefined;
  }
  if (s.failed !== null || s.total === null)
    return breach('total', 'a lift has a total to find', 'een oplichting heeft een totaal om te vinden');
  if (s.dice === null) {
    if (last === undefined || last.kept || last.total !== s.total)
      return breach(
        'total',
        'a total without a roll is the failed one taken over',
        'een totaal zonder worp is het overgenomen mislukte',
      );
  } else if (s.dice[0]! + s.dice[1]! + s.dice[2]! !== s.total)
    return breach('total', 'the total is the sum of the roll', 'het totaal is de som van de worp');
  return undefined;
}

/** The end: why, at whose lift, and who won. */
function overBreach(s: EintrichternState, target: number): Breach | undefined {
  const end = s.end;
  const last = s.announcements[s.announcements.length - 1];
  if (!end || !s.winners || !last?.kept)
    return breach(
      'end',
      'the game ends with a red die kept',
      'het spel eindigt met een gehouden rode dobbelsteen',
    );
  if (s.dice !== null || s.total !== null || s.failed !== null)
    return breach('total', 'the game is over', 'het spel is afgelopen');
  if (end.seat !== last.seat || s.turn !== end.seat)
    return breach(
      'end.seat',
      'the game ended at the last lift',
      'het spel eindigde bij de laatste oplichting',
    );
  const reached = s.red.flatMap((r, seat) => (r >= target ? [seat] : []));
  if (end.reason === 'target') {
    if (reached.length !== 1 || reached[0] !== end.seat || s.red[end.seat] !== target)
      return breach(
        'red',
        `the game ends when a player has ${target} red dice`,
        `het spel eindigt als een speler ${target} rode dobbelstenen heeft`,
      );
    return winnersBreach(s.winners, [end.seat]);
  }
  if (reached.length > 0 || s.covered.includes(true))
    return breach(
      'covered',
      'the game ends when no covered funnel is left',
      'het spel eindigt als er geen bedekte trechter meer is',
    );
  return winnersBreach(s.winners, bestSeats(s.red, Math.max));
}

/**
 * The invariants of an Eintrichtern state that its schema cannot say: seats of this table; every announced sum
 * the sum of its funnel's yellow faces; the log of lifts agreeing with the seats, the totals taken over, the
 * open funnels and the red dice; and the phase agreeing with the turn, the total, the roll and the end. The first
 * breach found, or `undefined`.
 *
 * @example
 * ```ts
 * checkState(eintrichtern.setup({ players: 4, seed: 's' })); // undefined
 * ```
 */
export function checkState(s: EintrichternState): Breach | undefined {
  return seatsBreach(s) ?? announcementsBreach(s) ?? phaseBreach(s);
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
export const parseState: (json: unknown) => EintrichternState = stateParser(stateSchema, checkState);
