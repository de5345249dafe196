/**
 * A Cui bono? state as a client sends it back: its schema, the view's schema (the state and the seat: nothing is
 * hidden), and the invariants the rules rely on that a schema cannot say ({@link checkState}). {@link parseState}
 * checks both; every function of the game works, and ends, on a state it accepts.
 *
 * The 165 dice of the set-up, 55 of each colour, are always somewhere: in the pyramid, in a hand, or kept. The
 * invariants hold the state to that, to the pyramid standing, and to the turn log: one pull a turn, in turn, and
 * the dice kept are the pulls that did not go back.
 *
 * @module
 */
import * as v from 'valibot';
import { type Breach, breach, int, type Schema, stateParser, strict } from '../../schema/index.js';
import {
  cell,
  endOf,
  noSeat,
  notPerSeat,
  orientation,
  perCell,
  perSeat,
  plateCell,
  pyramidBreach,
  seatOf,
  settled,
  tally,
  winnersBreach,
  winnersOf,
} from '../state/index.js';
import { optionsSchema } from './options.js';
import { minusPoints } from './rules.js';
import { keepLimit } from './setup.js';
import { pullable, returns } from './takedown.js';
import type { CuiBonoState, CuiBonoView } from './types.js';

/** Dice of each colour in the box. */
const PER_COLOUR = 55;
const seat = seatOf(6);
const colour = int(0, 2);

const entries = {
  game: v.literal('cui-bono'),
  options: settled(optionsSchema),
  players: int(2, 6),
  phase: v.picklist(['pull', 'return', 'over']),
  turn: seat,
  turns: int(0, 100_000),
  /** The colour of each cell's die (0 red, 1 yellow, 2 pearl), -1 when empty. */
  owner: perCell(int(-1, 2)),
  orientation: perCell(orientation),
  held: v.nullable(strict({ colour, orientation })),
  kept: perSeat(v.pipe(v.array(colour), v.maxLength(10)), 2, 6),
  history: v.array(
    strict({
      seat,
      pulled: plateCell,
      colour,
      /** At most the 8 dice of a row above a level-0 cell. */
      slid: v.pipe(v.array(cell), v.maxLength(8)),
      returned: v.nullable(cell),
    }),
  ),
  end: endOf(['kept', 'stuck', 'limit'], 6),
  winners: winnersOf(6),
};

/** A whole Cui bono? state, as `setup` and `play` make it. */
export const stateSchema = strict(entries);

/** A seat's view (`seat: null`: a spectator's), as `view` gives it: the whole state. */
export const viewSchema = strict({ ...entries, seat: v.nullable(seat), active: v.array(seat) });

// The schemas' outputs are the game's types, both ways: a field added to one and not the other does not compile.
const _state: Schema<CuiBonoState> = stateSchema;
const _view: Schema<CuiBonoView> = viewSchema;
const _stateBack: v.InferOutput<typeof stateSchema> = null as unknown as CuiBonoState;
const _viewBack: v.InferOutput<typeof viewSchema> = null as unknown as CuiBonoView;

/** Seats at this table: one list of kept dice per seat, the player to move, the end's seat. */
function seatsBreach(s: CuiBonoState): Breach | undefined {
  const n = s.players;
  return (
    notPerSeat('kept', s.kept, n) ??
    noSeat('turn', s.turn, n) ??
    (s.end ? noSeat('end.seat', s.end.seat, n) : undefined)
  );
}

/** The dice: the pyramid stands, and each colour's 55 dice are in it, in a hand or kept. */
function diceBreach(s: CuiBonoState): Breach | undefined {
  const broken = pyramidBreach(s.owner, s.orientation);
  if (broken) return broken;
  const dice = tally(s.owner, 3);
  if (s.held) dice[s.held.colour]!++;
  for (const k of s.kept) for (const c of k) dice[c]!++;
  for (let c = 0; c < 3; c++)
    if (dice[c] !== PER_COLOUR)
      return breach(
        'owner',
        `each colour's ${PER_COLOUR} dice are in the pyramid, in a hand or kept`,
        `de ${PER_COLOUR} dobbelstenen van elke kleur zijn in de piramide, in een hand of gehouden`,
      );
  return undefined;
}

/**
 * The turn log: one pull a finished turn (and one for the turn in hand), seat after seat to the left, each die
 * pulled kept by its seat unless it went back; the kept dice are exactly those, in order.
 */
function historyBreach(s: CuiBonoState): Breach | undefined {
  const pending = s.phase === 'return' ? 1 : 0;
  if (s.history.length !== s.turns + pending)
    return breach('history', 'the log holds one pull a turn', 'het verslag bevat één trekking per beurt');
  const kept = s.kept.map(() => 0);
  for (let i = 0; i < s.history.length; i++) {
    const t = s.history[i]!;
    if (t.seat !== i % s.players)
      return breach(`history[${i}].seat`, 'the turn passes to the left', 'de beurt gaat naar links');
    if (t.returned !== null || i === s.turns) continue;
    const list = s.kept[t.seat]!;
    const k = kept[t.seat]!++;
    if (list[k] !== t.colour)
      return breach(
        `kept[${t.seat}][${k}]`,
        'the dice kept are the pulls that did not go back, in order',
        'de gehouden dobbelstenen zijn de trekkingen die niet teruggingen, op volgorde',
      );
  }
  for (let seat = 0; seat < s.players; seat++)
    if (s.kept[seat]!.length !== kept[seat])
      return breach(
        `kept[${seat}]`,
        'the dice kept are the pulls that did not go back',
        'de gehouden dobbelstenen zijn de trekkingen die niet teruggingen',
      );
  return undefined;
}

/**
 * The phase: a die in hand exactly when it may go back somewhere (else it was kept at once); a die to pull while
 * the game runs; nobody at the limit of kept dice or turns until the end; and the end's winners.
 */
function phaseBreach(s: CuiBonoState): Breach | undefined {
  const limit = keepLimit(s.players);
  const last = s.history[s.history.length - 1];
  if (s.phase === 'over') return overBreach(s, limit);
  if (s.end !== null || s.winners !== null)
    return breach('end', 'the game is not over', 'het spel is niet afgelopen');
  if (s.turns >= s.options.turnLimit)
    return breach('turns', 'the game ends at the turn limit', 'het spel eindigt bij de beurtenlimiet');
  for (let seat = 0; seat < s.players; seat++)
    if (s.kept[seat]!.length >= limit)
      return breach(
        `kept[${seat}]`,
        `the game ends when a player keeps his ${limit}th die`,
        `het spel eindigt als een speler zijn ${limit}e dobbelsteen houdt`,
      );
  if (s.turn !== s.turns % s.players)
    return breach('turn', 'the turn passes to the left', 'de beurt gaat naar links');
  if (s.phase === 'pull') {
    if (s.held !== null)
      return breach(
        'held',
        'a die is in hand only after a pull',
        'een dobbelsteen is pas na een trekking in de hand',
      );
    if (pullable(s.owner).length === 0)
      return breach(
        'owner',
        'a level-0 die with two free faces is left to pull',
        'er is nog een dobbelsteen van laag 0 met twee vrije zijden om te trekken',
      );
    return undefined;
  }
  if (!s.held || !last || last.returned !== null || last.colour !== s.held.colour)
    return breach(
      'held',
      'the die in hand is the one just pulled',
      'de dobbelsteen in de hand is de zojuist getrokken',
    );
  if (returns(s.owner, s.held.colour).length === 0)
    return breach(
      'held',
      'a die that may go nowhere is kept at once',
      'een dobbelsteen die nergens terug mag, wordt meteen gehouden',
    );
  return undefined;
}

/** The end: why (a 10th or 7th die kept, no die to pull, the turn limit), whose move, and the winners. */
function overBreach(s: CuiBonoState, limit: number): Breach | undefined {
  const end = s.end;
  if (!end || !s.winners || s.held !== null)
    return breach(
      'end',
      'a game that is over has an end and winners, and no die in hand',
      'een afgelopen spel heeft een einde en winnaars, en geen dobbelsteen in de hand',
    );
  // Stuck: the next player had no die to pull; else the game ended with the last turn's player.
  const seat = (s.turns - (end.reason === 'stuck' ? 0 : 1)) % s.players;
  if (end.seat !== s.turn || s.turn !== seat)
    return breach('end.seat', 'the game ended at this seat', 'het spel eindigde bij deze plaats');
  const full = s.kept.flatMap((k, seat) => (k.length >= limit ? [seat] : []));
  const kept = end.reason === 'kept';
  if (
    kept ? full.length !== 1 || full[0] !== end.seat || s.kept[end.seat]!.length !== limit : full.length > 0
  )
    return breach(
      'kept',
      `the game ends when a player keeps his ${limit}th die`,
      `het spel eindigt als een speler zijn ${limit}e dobbelsteen houdt`,
    );
  if (end.reason === 'limit' && s.turns !== s.options.turnLimit)
    return breach('turns', 'the game ends at the turn limit', 'het spel eindigt bij de beurtenlimiet');
  // Keeping the last die ends the game before the turn limit is looked at; running stuck comes after it.
  if (end.reason !== 'limit' && s.turns >= s.options.turnLimit + (kept ? 1 : 0))
    return breach('turns', 'the game ends at the turn limit', 'het spel eindigt bij de beurtenlimiet');
  if (end.reason === 'stuck' && pullable(s.owner).length > 0)
    return breach(
      'end.reason',
      'no level-0 die with two free faces is left',
      'er is geen dobbelsteen van laag 0 met twee vrije zijden meer',
    );
  const minus = minusPoints(s);
  const fewest = Math.min(...minus);
  const tied = minus.flatMap((m, seat) => (m === fewest ? [seat] : []));
  const dice = Math.min(...tied.map((seat) => s.kept[seat]!.length));
  return winnersBreach(
    s.winners,
    tied.filter((seat) => s.kept[seat]!.length === dice),
  );
}

/**
 * The invariants of a Cui bono? state that its schema cannot say: seats of this table; the pyramid standing and
 * each colour's 55 dice in it, in a hand or kept; the turn log agreeing with the turns, the seats and the kept
 * dice; and the phase agreeing with the die in hand, the dice left to pull, the limits and the end. The first
 * breach found, or `undefined`.
 *
 * @example
 * ```ts
 * checkState(cuiBono.setup({ players: 3, seed: 's' })); // undefined
 * ```
 */
export function checkState(s: CuiBonoState): Breach | undefined {
  return seatsBreach(s) ?? diceBreach(s) ?? historyBreach(s) ?? phaseBreach(s);
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
export const parseState: (json: unknown) => CuiBonoState = stateParser(stateSchema, checkState);
