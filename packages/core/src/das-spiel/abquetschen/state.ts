/**
 * An Abquetschen state as a client sends it back: its schema, the view's schema, and the invariants the rules
 * rely on that a schema cannot say ({@link checkState}). {@link parseState} checks both; every function of the
 * game works, and ends, on a state it accepts.
 *
 * Abquetschen's dice never move once built, so the turn log and the pyramid say the same thing twice: every die
 * was built once, by the seat that owns it, in a turn of the log. The invariants hold the state to that, and to
 * the turn order, the stocks and the phase.
 *
 * @module
 */
import * as v from 'valibot';
import { type Breach, breach, int, rngState, type Schema, stateParser, strict } from '../../schema/index.js';
import { CELLS, cellCoords, DEPENDENTS, NEIGHBOUR_MASKS, WORDS } from '../lattice/index.js';
import {
  bestSeats,
  cell,
  endOf,
  face,
  noSeat,
  notPerSeat,
  perCell,
  perSeat,
  pyramidBreach,
  seatOf,
  settled,
  tally,
  winnersBreach,
  winnersOf,
} from '../state/index.js';
import { bonusFor, startPyramids } from './builds.js';
import { optionsSchema } from './options.js';
import { STOCK } from './setup.js';
import type { AbquetschenState, AbquetschenView, StartRule } from './types.js';

const seat = seatOf(3);
/** The cells of one build: a start pyramid has 4, a roll at most 6. */
const cells = v.pipe(v.array(cell), v.maxLength(6));

const entries = {
  game: v.literal('abquetschen'),
  options: settled(optionsSchema),
  players: int(2, 3),
  phase: v.picklist(['start', 'build', 'bonus', 'over']),
  turn: seat,
  roll: v.nullable(face),
  bonus: int(0, 3),
  startRolls: v.pipe(v.array(strict({ seat, roll: face })), v.minLength(1)),
  startPlayer: seat,
  startPyramid: v.pipe(v.array(cell), v.maxLength(4)),
  guard: v.boolean(),
  owner: perCell(int(-1, 2)),
  stock: perSeat(int(0, STOCK), 2, 3),
  built: perSeat(v.boolean(), 2, 3),
  thisTurn: cells,
  history: v.array(
    strict({
      seat,
      roll: v.nullable(face),
      cells,
      bonus: int(0, 3),
      bonusCells: v.pipe(v.array(cell), v.maxLength(3)),
    }),
  ),
  end: endOf(['buried', 'roll', 'blocked'], 3),
  winners: winnersOf(3),
};

/** A whole Abquetschen state, as `setup` and `play` make it. */
export const stateSchema = strict({ ...entries, rng: rngState });

/** A seat's view (`seat: null`: a spectator's), as `view` gives it: everything but the generator. */
export const viewSchema = strict({ ...entries, seat: v.nullable(seat), active: v.array(seat) });

// The schemas' outputs are the game's types, both ways: a field added to one and not the other does not compile
// (the way back leaves out the generator, a readonly tuple in the state type).
const _state: Schema<AbquetschenState> = stateSchema;
const _view: Schema<AbquetschenView> = viewSchema;
const _stateBack: Omit<v.InferOutput<typeof stateSchema>, 'rng'> = null as unknown as AbquetschenState;
const _viewBack: v.InferOutput<typeof viewSchema> = null as unknown as AbquetschenView;

/** Seats at this table: one entry per seat; the player to move, the start player, the end, every die's owner. */
function seatsBreach(s: AbquetschenState): Breach | undefined {
  const n = s.players;
  const first =
    notPerSeat('stock', s.stock, n) ??
    notPerSeat('built', s.built, n) ??
    noSeat('turn', s.turn, n) ??
    noSeat('startPlayer', s.startPlayer, n) ??
    (s.end ? noSeat('end.seat', s.end.seat, n) : undefined);
  if (first) return first;
  // The log's seats follow the start player's in turn (`historyBreach`); the pyramid's are checked here.
  for (let c = 0; c < CELLS; c++) if (s.owner[c]! >= n) return noSeat(`owner[${c}]`, s.owner[c]!, n);
  return undefined;
}

/** The rolls for the start player: seat 0 first, in turn, until the first 4, which is the start player's. */
function startRollsBreach(s: AbquetschenState): Breach | undefined {
  const last = s.startRolls.length - 1;
  for (let i = 0; i <= last; i++) {
    const r = s.startRolls[i]!;
    if (r.seat !== i % s.players)
      return breach(
        `startRolls[${i}].seat`,
        'the players roll in turn, seat 0 first',
        'de spelers gooien om de beurt, plaats 0 eerst',
      );
    if ((r.roll === 4) !== (i === last))
      return breach(
        `startRolls[${i}].roll`,
        'they roll until the first 4',
        'er wordt gegooid tot de eerste 4',
      );
  }
  if (s.startPlayer !== s.startRolls[last]!.seat)
    return breach('startPlayer', 'the first to roll a 4 starts', 'wie eerst 4 gooit, begint');
  return undefined;
}

/** Before the start pyramid: nothing is built, nobody has rolled for a turn, the start player is to move. */
function startBreach(s: AbquetschenState): Breach | undefined {
  if (s.history.length > 0)
    return breach(
      'history',
      'nothing is built before the start pyramid',
      'er is niets ingebouwd voor de startpiramide',
    );
  if (s.startPyramid.length > 0 || s.guard)
    return breach(
      'startPyramid',
      'the start pyramid is not built yet',
      'de startpiramide is nog niet gebouwd',
    );
  if (s.turn !== s.startPlayer)
    return breach('turn', 'the start player builds first', 'de startspeler bouwt eerst');
  if (s.roll !== null || s.bonus !== 0 || s.thisTurn.length > 0)
    return breach('roll', 'the start pyramid needs no roll', 'voor de startpiramide wordt niet gegooid');
  if (s.end !== null || s.winners !== null)
    return breach('end', 'the game is not over', 'het spel is niet afgelopen');
  return undefined;
}

/** The places of the start pyramid under each rule, as their cells joined (`startPyramids` costs µs a call). */
const PLACES = new Map<StartRule, Set<string>>();

function placesOf(rule: StartRule): Set<string> {
  let places = PLACES.get(rule);
  if (!places) {
    places = new Set(startPyramids(rule).map((p) => p.join()));
    PLACES.set(rule, places);
  }
  return places;
}

/** Whether two lists of cells are the same. */
function same(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Which turn of the log built each cell (-1: none yet); reused, so a check allocates nothing for it. */
const BUILT_BY = new Int16Array(CELLS);

/**
 * Marks the cells of one build in {@link BUILT_BY}: the index in `list` of the first that is not ascending, was
 * built before, or is not `owner`'s in the pyramid now, else -1.
 */
function mark(s: AbquetschenState, list: readonly number[], owner: number, turn: number): number {
  for (let k = 0; k < list.length; k++) {
    const c = list[k]!;
    if ((k > 0 && c <= list[k - 1]!) || BUILT_BY[c] !== -1 || s.owner[c] !== owner) return k;
    BUILT_BY[c] = turn;
  }
  return -1;
}

/** The breach of a cell of the log that {@link mark} found. */
function builtBreach(at: string, c: number): Breach {
  return breach(
    at,
    `a build's cells are ascending, and cell ${cellCoords(c)} holds the die built there, once`,
    `de vakken van een bouw staan oplopend, en vak ${cellCoords(c)} bevat de dobbelsteen die er eenmaal werd ingebouwd`,
  );
}

/**
 * The turn log against the pyramid: the start pyramid first, then one turn a seat in order; each build's cells
 * ascending, as many as the roll (or none), bonus dice as the row gave; every die on the plate built once, in
 * the log, by its owner.
 */
function historyBreach(s: AbquetschenState): Breach | undefined {
  const log = s.history;
  const start = log[0];
  if (!placesOf(s.options.start).has(s.startPyramid.join()))
    return breach(
      'startPyramid',
      'the start pyramid stands on one of its places',
      'de startpiramide staat op een van haar plaatsen',
    );
  if (
    !start ||
    start.seat !== s.startPlayer ||
    start.roll !== null ||
    !same(start.cells, s.startPyramid) ||
    start.bonus !== 0 ||
    start.bonusCells.length > 0
  )
    return breach(
      'history[0]',
      "the log begins with the start player's start pyramid",
      'het verslag begint met de startpiramide van de startspeler',
    );
  BUILT_BY.fill(-1);
  const k = mark(s, start.cells, start.seat, 0);
  if (k >= 0) return builtBreach(`history[0].cells[${k}]`, start.cells[k]!);
  for (let i = 1; i < log.length; i++) {
    const t = log[i]!;
    if (t.seat !== (log[i - 1]!.seat + 1) % s.players)
      return breach(`history[${i}].seat`, 'the turn passes to the left', 'de beurt gaat naar links');
    if (t.roll === null)
      return breach(
        `history[${i}].roll`,
        'every turn after the start has a roll',
        'elke beurt na de start heeft een worp',
      );
    if (t.cells.length !== 0 && (t.cells.length !== t.roll || t.roll < 2))
      return breach(
        `history[${i}].cells`,
        'a build has as many dice as the roll, or none',
        'een bouw telt zoveel dobbelstenen als de worp, of geen',
      );
    if (t.bonus > (t.cells.length >= 4 ? bonusFor(t.cells) : 0))
      return breach(
        `history[${i}].bonus`,
        'bonus dice come from a row of 4 to 6 new dice',
        'bonusstenen komen van een rij van 4 tot 6 nieuwe dobbelstenen',
      );
    if (t.bonusCells.length !== 0 && t.bonusCells.length !== t.bonus)
      return breach(
        `history[${i}].bonusCells`,
        'the bonus dice built are as many as earned, or none',
        'er worden zoveel bonusstenen ingebouwd als verdiend, of geen',
      );
    const c = mark(s, t.cells, t.seat, i);
    if (c >= 0) return builtBreach(`history[${i}].cells[${c}]`, t.cells[c]!);
    const b = mark(s, t.bonusCells, t.seat, i);
    if (b >= 0) return builtBreach(`history[${i}].bonusCells[${b}]`, t.bonusCells[b]!);
  }
  for (let c = 0; c < CELLS; c++)
    if (s.owner[c]! >= 0 && BUILT_BY[c] === -1)
      return breach(
        `owner[${c}]`,
        `the die in cell ${cellCoords(c)} is in no turn of the log`,
        `de dobbelsteen in vak ${cellCoords(c)} staat in geen beurt van het verslag`,
      );
  return undefined;
}

/** Whether every die of `seat` has vanished inside: none has an empty face neighbour (`allBuried`). */
function buried(owner: readonly number[], seat: number): boolean {
  const occupied = new Uint32Array(WORDS);
  const near = new Uint32Array(WORDS);
  let any = false;
  for (let c = 0; c < CELLS; c++) {
    if (owner[c]! < 0) continue;
    occupied[c >>> 5]! |= 1 << (c & 31);
    if (owner[c] !== seat) continue;
    any = true;
    for (let w = 0; w < WORDS; w++) near[w]! |= NEIGHBOUR_MASKS[c * WORDS + w]!;
  }
  for (let w = 0; w < WORDS; w++) if ((near[w]! & ~occupied[w]!) !== 0) return false;
  return any;
}

/** Rule 3: while it holds, a die of the start pyramid is free (nothing rests on it). */
function guardBreach(s: AbquetschenState): Breach | undefined {
  const started = s.history.some((t) => t.seat === s.startPlayer && t.roll !== null && t.cells.length > 0);
  if (s.guard === started)
    return breach(
      'guard',
      'rule 3 holds until the start player builds again',
      'regel 3 geldt tot de startspeler opnieuw inbouwt',
    );
  if (!s.guard) return undefined;
  const free = s.startPyramid.some((c) => {
    for (let a = 0; a < 3; a++) {
      const d = DEPENDENTS[c * 3 + a]!;
      if (d >= 0 && s.owner[d]! >= 0) return false;
    }
    return true;
  });
  return free
    ? undefined
    : breach(
        'owner',
        'a die of the start pyramid stays free while rule 3 holds',
        'een dobbelsteen van de startpiramide blijft vrij zolang regel 3 geldt',
      );
}

/** The phase against the turn, the roll, the bonus and the end. */
function phaseBreach(s: AbquetschenState): Breach | undefined {
  const last = s.history[s.history.length - 1]!;
  const next = (last.seat + 1) % s.players;
  if (s.phase !== 'over' && (s.end !== null || s.winners !== null))
    return breach('end', 'the game is not over', 'het spel is niet afgelopen');
  if (s.phase === 'build') {
    if (s.turn !== next) return breach('turn', 'the turn passes to the left', 'de beurt gaat naar links');
    if (s.roll === null || s.roll > s.stock[s.turn]!)
      return breach(
        'roll',
        'the player to move rolled no more than his stock',
        'de speler aan zet gooide niet meer dan zijn voorraad',
      );
    if (s.bonus !== 0 || s.thisTurn.length > 0)
      return breach('bonus', 'bonus dice come after a build', 'bonusstenen komen na een bouw');
    if (s.built[s.turn] && buried(s.owner, s.turn))
      return breach(
        'turn',
        'the player to move has a die that is not buried',
        'de speler aan zet heeft een dobbelsteen die niet is ingesloten',
      );
    return undefined;
  }
  if (s.phase === 'bonus') {
    if (s.turn !== last.seat || s.bonus < 1 || s.bonus !== last.bonus || last.bonusCells.length > 0)
      return breach(
        'bonus',
        "the bonus dice are the last build's",
        'de bonusstenen zijn die van de laatste bouw',
      );
    if (s.roll === null || s.thisTurn.join() !== last.cells.join())
      return breach('thisTurn', 'this turn built the last build', 'deze beurt bouwde de laatste bouw');
    if (s.bonus > s.stock[s.turn]!)
      return breach('bonus', 'bonus dice come out of the stock', 'bonusstenen komen uit de voorraad');
    return undefined;
  }
  return overBreach(s, last, next);
}

/** The end: why, whose turn it was, and who won. */
function overBreach(
  s: AbquetschenState,
  last: AbquetschenState['history'][number],
  next: number,
): Breach | undefined {
  const end = s.end;
  if (!end || !s.winners)
    return breach(
      'end',
      'a game that is over has an end and winners',
      'een afgelopen spel heeft een einde en winnaars',
    );
  if (end.seat !== s.turn)
    return breach(
      'end.seat',
      'the game ended at the turn of this seat',
      'het spel eindigde in de beurt van deze plaats',
    );
  if (s.bonus !== 0 || s.thisTurn.length > 0)
    return breach('bonus', 'the game is over', 'het spel is afgelopen');
  if (end.reason === 'blocked') {
    if (s.turn !== last.seat || last.cells.length > 0)
      return breach('end.reason', 'the game is stuck after a pass', 'het spel zit vast na een pas');
  } else if (s.turn !== next)
    return breach('turn', 'the game ended when the turn passed', 'het spel eindigde toen de beurt doorging');
  if (end.reason === 'roll') {
    if (s.roll === null || s.roll <= s.stock[s.turn]!)
      return breach('roll', 'the roll was more than the stock', 'de worp was meer dan de voorraad');
    return winnersBreach(s.winners, [s.turn]);
  }
  if (end.reason === 'buried' && (s.roll !== null || !buried(s.owner, s.turn)))
    return breach(
      'end.reason',
      'every die of the player to move is buried',
      'elke dobbelsteen van de speler aan zet is ingesloten',
    );
  return winnersBreach(s.winners, bestSeats(s.stock, Math.min));
}

/**
 * The invariants of an Abquetschen state that its schema cannot say: seats of this table; the rolls for the
 * start; the pyramid stable, every seat's dice on it and in stock adding up to 55, `built` for a seat with dice
 * on it; the log of turns agreeing with the pyramid; rule 3's guard; and the phase agreeing with the turn, the
 * roll, the bonus dice and the end. The first breach found, or `undefined`.
 *
 * @example
 * ```ts
 * checkState(abquetschen.setup({ players: 2, seed: 's' })); // undefined
 * ```
 */
export function checkState(s: AbquetschenState): Breach | undefined {
  const first = seatsBreach(s) ?? startRollsBreach(s) ?? pyramidBreach(s.owner);
  if (first) return first;
  const dice = tally(s.owner, s.players);
  for (let seat = 0; seat < s.players; seat++) {
    if (dice[seat]! + s.stock[seat]! !== STOCK)
      return breach(
        `stock[${seat}]`,
        `a seat's dice in the pyramid and in stock are ${STOCK}`,
        `de dobbelstenen van een plaats in de piramide en in voorraad zijn er ${STOCK}`,
      );
    if (s.built[seat] !== dice[seat]! > 0)
      return breach(
        `built[${seat}]`,
        'a seat has built when it has dice in the pyramid',
        'een plaats heeft ingebouwd als ze dobbelstenen in de piramide heeft',
      );
  }
  if (s.phase === 'start') return startBreach(s);
  return historyBreach(s) ?? guardBreach(s) ?? phaseBreach(s);
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
export const parseState: (json: unknown) => AbquetschenState = stateParser(stateSchema, checkState);
