/**
 * A Raffzahn state as a client sends it back: its schema, the view's schema, and the invariants the rules rely
 * on that a schema cannot say ({@link checkState}). {@link parseState} checks both; every function of the game
 * works, and ends, on a state it accepts.
 *
 * Raffzahn only ever takes dice out of the pyramid, so the invariants hold the state to that: the dice in the
 * pyramid and in the players' hands are the 164 of the set-up (the apex die removed), the pyramid stands, and
 * the round's record agrees with the round, the roller, the roll and the phase.
 *
 * @module
 */
import * as v from 'valibot';
import { type Breach, breach, int, rngState, type Schema, stateParser, strict } from '../../schema/index.js';
import { APEX, CELLS, cellCoords } from '../lattice/index.js';
import {
  bestSeats,
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
  tally,
  winnersBreach,
  winnersOf,
} from '../state/index.js';
import { optionsSchema } from './options.js';
import { faceTo, isFreeDie, onlyBase } from './rules.js';
import type { RaffzahnState, RaffzahnView } from './types.js';

/** The dice of the game: the full pyramid's 165 without the apex die. */
const DICE = CELLS - 1;
/** Dice of each colour in the box. */
const PER_COLOUR = 55;

const seat = seatOf(3);

const entries = {
  game: v.literal('raffzahn'),
  options: settled(optionsSchema),
  players: int(2, 3),
  phase: v.picklist(['race', 'stopped', 'over']),
  round: int(1),
  roller: seat,
  roll: v.nullable(face),
  /** The colour of each cell's die (0 red, 1 yellow, 2 pearl), -1 when empty. */
  owner: perCell(int(-1, 2)),
  orientation: perCell(orientation),
  taken: perSeat(int(0, DICE), 2, 3),
  current: strict({
    round: int(1),
    roller: seat,
    roll: face,
    takes: v.array(strict({ seat, cell })),
    late: v.pipe(v.array(strict({ seat, cell, gave: int(0, 2) })), v.maxLength(3)),
    stopped: v.boolean(),
  }),
  winners: winnersOf(3),
};

/** A whole Raffzahn state, as `setup` and `play` make it. */
export const stateSchema = strict({ ...entries, rng: rngState });

/** A seat's view (`seat: null`: a spectator's), as `view` gives it. */
export const viewSchema = strict({ ...entries, seat: v.nullable(seat), active: v.array(seat) });

// The schemas' outputs are the game's types, both ways: a field added to one and not the other does not compile
// (the way back leaves out the generator, a readonly tuple in the state type).
const _state: Schema<RaffzahnState> = stateSchema;
const _view: Schema<RaffzahnView> = viewSchema;
const _stateBack: Omit<v.InferOutput<typeof stateSchema>, 'rng'> = null as unknown as RaffzahnState;
const _viewBack: v.InferOutput<typeof viewSchema> = null as unknown as RaffzahnView;

/** Seats at this table: one `taken` per seat, the roller, the seats of the round's record. */
function seatsBreach(s: RaffzahnState): Breach | undefined {
  const n = s.players;
  const first =
    notPerSeat('taken', s.taken, n) ??
    noSeat('roller', s.roller, n) ??
    noSeat('current.roller', s.current.roller, n);
  if (first) return first;
  const { takes, late } = s.current;
  for (let i = 0; i < takes.length; i++)
    if (takes[i]!.seat >= n) return noSeat(`current.takes[${i}].seat`, takes[i]!.seat, n);
  for (let i = 0; i < late.length; i++)
    if (late[i]!.seat >= n) return noSeat(`current.late[${i}].seat`, late[i]!.seat, n);
  return undefined;
}

/** The dice: the pyramid stands without its apex, and no die was lost or made. */
function diceBreach(s: RaffzahnState): Breach | undefined {
  if (s.owner[APEX] !== -1)
    return breach(
      `owner[${APEX}]`,
      'the apex die was removed at the start',
      'de topsteen werd bij het begin weggenomen',
    );
  const broken = pyramidBreach(s.owner, s.orientation);
  if (broken) return broken;
  const colours = tally(s.owner, 3);
  for (let c = 0; c < 3; c++)
    if (colours[c]! > PER_COLOUR)
      return breach(
        'owner',
        `the box has ${PER_COLOUR} dice of each colour`,
        `de doos heeft ${PER_COLOUR} dobbelstenen van elke kleur`,
      );
  const inPyramid = colours[0]! + colours[1]! + colours[2]!;
  let held = 0;
  for (const t of s.taken) held += t;
  if (inPyramid + held !== DICE)
    return breach(
      'taken',
      `the dice in the pyramid and in hand are the ${DICE} of the set-up`,
      `de dobbelstenen in de piramide en in de hand zijn de ${DICE} van het begin`,
    );
  return undefined;
}

/** The round's record: this round, its roll and roller, takes of dice now gone, late takes of dice put back. */
function roundBreach(s: RaffzahnState): Breach | undefined {
  const c = s.current;
  if (c.round !== s.round)
    return breach('current.round', 'the record is of this round', 'het verslag is van deze ronde');
  if (s.roll !== c.roll)
    return breach(
      'roll',
      "this round's roll is in its record",
      'de worp van deze ronde staat in haar verslag',
    );
  if (c.stopped !== (s.phase !== 'race'))
    return breach(
      'current.stopped',
      'the round is stopped once STOP is called',
      'de ronde is gestopt zodra STOP geroepen is',
    );
  const next = (c.roller + 1) % s.players;
  if (s.roller !== (s.phase === 'stopped' ? next : c.roller))
    return breach('roller', 'after STOP the left neighbour rolls', 'na STOP gooit de linkerbuur');
  const taken = new Set<number>();
  for (let i = 0; i < c.takes.length; i++) {
    const cell = c.takes[i]!.cell;
    if (s.owner[cell] !== -1 || taken.has(cell))
      return breach(
        `current.takes[${i}].cell`,
        `the die taken from cell ${cellCoords(cell)} is gone`,
        `de dobbelsteen uit vak ${cellCoords(cell)} is weg`,
      );
    taken.add(cell);
  }
  if (c.late.length > 0 && s.phase !== 'stopped')
    return breach('current.late', 'a take is late only after STOP', 'een greep is pas na STOP te laat');
  const late = new Set<number>();
  for (let i = 0; i < c.late.length; i++) {
    const l = c.late[i]!;
    if (late.has(l.seat))
      return breach(
        `current.late[${i}].seat`,
        'a seat takes late once a round',
        'een plaats grijpt eenmaal per ronde te laat',
      );
    late.add(l.seat);
    if (!isFreeDie(s.owner, l.cell) || faceTo(s, l.cell, l.seat) !== c.roll)
      return breach(
        `current.late[${i}].cell`,
        'a late take is of a free die showing the roll, and it goes back',
        'een late greep is van een vrije dobbelsteen met de worp, en die gaat terug',
      );
    if (l.gave !== 0 && l.gave !== s.players - 1)
      return breach(
        `current.late[${i}].gave`,
        'a late taker gives one die to each other player, or none',
        'een late grijper geeft elke andere speler één dobbelsteen, of geen',
      );
  }
  return undefined;
}

/** The end: STOP with only level-0 dice left; most dice wins. */
function endBreach(s: RaffzahnState): Breach | undefined {
  if (s.phase !== 'over')
    return s.winners === null
      ? undefined
      : breach('winners', 'the game is not over', 'het spel is niet afgelopen');
  if (!onlyBase(s.owner))
    return breach(
      'phase',
      'the game ends when only level-0 dice are left',
      'het spel eindigt als alleen stenen van laag 0 over zijn',
    );
  if (s.winners === null)
    return breach('winners', 'a game that is over has winners', 'een afgelopen spel heeft winnaars');
  return winnersBreach(s.winners, bestSeats(s.taken, Math.max));
}

/**
 * The invariants of a Raffzahn state that its schema cannot say: seats of this table; the pyramid standing,
 * without its apex, every die in it or in a hand (164 in all, at most 55 of a colour); the round's record
 * agreeing with the round, the roll, the roller and the phase (takes of dice now gone, late takes once a seat,
 * of dice put back); and the end. The first breach found, or `undefined`.
 *
 * @example
 * ```ts
 * checkState(raffzahn.setup({ players: 3, seed: 's' })); // undefined
 * ```
 */
export function checkState(s: RaffzahnState): Breach | undefined {
  return seatsBreach(s) ?? diceBreach(s) ?? roundBreach(s) ?? endBreach(s);
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
export const parseState: (json: unknown) => RaffzahnState = stateParser(stateSchema, checkState);
