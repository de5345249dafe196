/**
 * A Würfelmarsch state as a client sends it back: its schema, the view's schema (the state and the seat: nothing
 * is hidden), and the invariants the rules rely on that a schema cannot say ({@link checkState}).
 * {@link parseState} checks both; every function of the game works, and ends, on a state it accepts.
 *
 * Each player's five dice are on the plate, captured or gone by a tie; the turn passes left to the next player
 * with a die on the plate; the turn count and each seat's last move agree; and the last move's record agrees with
 * the plate it left.
 *
 * @module
 */
import * as v from 'valibot';
import { type Breach, breach, int, type Schema, stateParser, strict } from '../../schema/index.js';
import { cellCoords } from '../lattice/index.js';
import {
  endOf,
  face,
  levelOneCell,
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
import { GOAL, PLATE } from './march.js';
import { moveSchema } from './moves.js';
import { optionsSchema } from './options.js';
import { counts } from './rules.js';
import type { WuerfelmarschState, WuerfelmarschView } from './types.js';

/** Dice each player marches with. */
const DICE = 5;
const seat = seatOf(3);
const TURNS = 100_000;

const entries = {
  game: v.literal('wuerfelmarsch'),
  options: settled(optionsSchema),
  players: int(2, 3),
  turn: seat,
  turns: int(0, TURNS),
  owner: perCell(int(-1, 2), PLATE),
  orientation: perCell(orientation, PLATE),
  captured: perSeat(int(0, 2 * DICE), 2, 3),
  lost: perSeat(int(0, DICE), 2, 3),
  lastMoved: perSeat(int(-1, TURNS - 1), 2, 3),
  last: v.nullable(
    strict({
      seat,
      move: moveSchema,
      triangles: v.pipe(
        v.array(
          strict({
            funnel: levelOneCell,
            cells: perCell(plateCell, 3),
            faces: perCell(face, 3),
            result: v.picklist(['capture', 'tie']),
          }),
        ),
        v.maxLength(3),
      ),
      captures: v.array(strict({ cell: plateCell, owner: seat, by: seat })),
      removed: v.array(strict({ cell: plateCell, owner: seat })),
    }),
  ),
  end: endOf(['corner', 'count', 'limit'], 3),
  winners: winnersOf(3),
};

/** A whole Würfelmarsch state, as `setup` and `play` make it. */
export const stateSchema = strict(entries);

/** A seat's view (`seat: null`: a spectator's), as `view` gives it: the whole state. */
export const viewSchema = strict({ ...entries, seat: v.nullable(seat), active: v.array(seat) });

// The schemas' outputs are the game's types, both ways: a field added to one and not the other does not compile.
const _state: Schema<WuerfelmarschState> = stateSchema;
const _view: Schema<WuerfelmarschView> = viewSchema;
const _stateBack: v.InferOutput<typeof stateSchema> = null as unknown as WuerfelmarschState;
const _viewBack: v.InferOutput<typeof viewSchema> = null as unknown as WuerfelmarschView;

/** Seats at this table: one entry per seat in the counts, the player to move, every die's owner, the records. */
function seatsBreach(s: WuerfelmarschState): Breach | undefined {
  const n = s.players;
  const first =
    notPerSeat('captured', s.captured, n) ??
    notPerSeat('lost', s.lost, n) ??
    notPerSeat('lastMoved', s.lastMoved, n) ??
    noSeat('turn', s.turn, n) ??
    (s.end ? noSeat('end.seat', s.end.seat, n) : undefined) ??
    (s.last ? noSeat('last.seat', s.last.seat, n) : undefined);
  if (first) return first;
  for (let c = 0; c < PLATE; c++) if (s.owner[c]! >= n) return noSeat(`owner[${c}]`, s.owner[c]!, n);
  const captures = s.last?.captures ?? [];
  for (let i = 0; i < captures.length; i++) {
    const x = captures[i]!;
    if (x.owner >= n || x.by >= n || x.owner === x.by)
      return breach(
        `last.captures[${i}]`,
        "a seat of this table captured another's die",
        'een plaats aan deze tafel nam de dobbelsteen van een andere',
      );
  }
  const removed = s.last?.removed ?? [];
  for (let i = 0; i < removed.length; i++)
    if (removed[i]!.owner >= n) return noSeat(`last.removed[${i}].owner`, removed[i]!.owner, n);
  return undefined;
}

/** The dice: five a player, each on the plate, captured or gone by a tie; no orientation on an empty cell. */
function diceBreach(s: WuerfelmarschState): Breach | undefined {
  const broken = pyramidBreach(s.owner, s.orientation);
  if (broken) return broken;
  const onPlate = tally(s.owner, s.players);
  let gone = 0;
  for (let seat = 0; seat < s.players; seat++) {
    if (onPlate[seat]! + s.lost[seat]! > DICE)
      return breach(`lost[${seat}]`, `a player has ${DICE} dice`, `een speler heeft ${DICE} dobbelstenen`);
    gone += s.captured[seat]! + s.lost[seat]! + onPlate[seat]!;
  }
  if (gone !== DICE * s.players)
    return breach(
      'captured',
      'every die is on the plate, captured or gone by a tie',
      'elke dobbelsteen is op de plaat, genomen of weg door een gelijkspel',
    );
  return undefined;
}

/**
 * The turns: each seat's last move a different turn before now, the last of them the last move's; no last move
 * before the first turn; the player to move the next one to the left with a die on the plate.
 */
function turnsBreach(s: WuerfelmarschState): Breach | undefined {
  const seen = new Set<number>();
  let latest = -1;
  for (let seat = 0; seat < s.players; seat++) {
    const t = s.lastMoved[seat]!;
    if (t < 0) continue;
    if (t >= s.turns || seen.has(t))
      return breach(
        `lastMoved[${seat}]`,
        "each seat's last move was a turn of its own, before now",
        'de laatste zet van elke plaats was een eigen beurt, voor nu',
      );
    seen.add(t);
    latest = Math.max(latest, t);
  }
  const last = s.last;
  if (
    (last === null) !== (s.turns === 0) ||
    latest !== s.turns - 1 ||
    (last && s.lastMoved[last.seat] !== latest)
  )
    return breach('last', 'the last move is the last turn', 'de laatste zet is de laatste beurt');
  if (s.turns > s.options.turnLimit || (s.end === null && s.turns === s.options.turnLimit))
    return breach('turns', 'the game ends at the turn limit', 'het spel eindigt bij de beurtenlimiet');
  if (s.end !== null) return undefined;
  const from = last ? last.seat : s.players - 1;
  for (let k = 1; k <= s.players; k++) {
    const next = (from + k) % s.players;
    if (!s.owner.includes(next)) continue;
    return next === s.turn
      ? undefined
      : breach(
          'turn',
          'the turn passes left to the next player with a die on the plate',
          'de beurt gaat naar links, naar de volgende speler met een dobbelsteen op de plaat',
        );
  }
  return breach(
    'owner',
    'a game with no die on the plate is over',
    'een spel zonder dobbelsteen op de plaat is afgelopen',
  );
}

/** The last move's record against the plate it left: moved dice, dice captured or gone now off the plate. */
function lastBreach(s: WuerfelmarschState): Breach | undefined {
  const last = s.last;
  if (!last) return undefined;
  const { move } = last;
  const moved =
    move.type === 'turn'
      ? s.owner[move.cell] === last.seat && s.orientation[move.cell] === move.orientation
      : s.owner[move.cell] === -1 && (s.owner[move.to] === last.seat || s.owner[move.to] === -1);
  if (!moved)
    return breach(
      'last.move',
      `the last move left its die as the plate shows at ${cellCoords(move.cell)}`,
      `de laatste zet liet zijn dobbelsteen zoals de plaat toont bij ${cellCoords(move.cell)}`,
    );
  const off = [...last.captures, ...last.removed];
  for (let i = 0; i < off.length; i++)
    if (s.owner[off[i]!.cell] !== -1)
      return breach(
        'last',
        `the die captured or gone from ${cellCoords(off[i]!.cell)} left the plate`,
        `de genomen of weggevallen dobbelsteen van ${cellCoords(off[i]!.cell)} verliet de plaat`,
      );
  return undefined;
}

/** The end: a die in its goal corner (and nowhere else), no die left, or the turn limit; and who won. */
function endBreach(s: WuerfelmarschState): Breach | undefined {
  const end = s.end;
  for (let seat = 0; seat < s.players; seat++)
    if (s.owner[GOAL[seat]!] === seat && !(end?.reason === 'corner' && end.seat === seat))
      return breach(
        `owner[${GOAL[seat]}]`,
        'a die that reaches its corner wins at once',
        'een dobbelsteen die zijn hoek bereikt, wint meteen',
      );
  if (end === null)
    return s.winners === null
      ? undefined
      : breach('winners', 'the game is not over', 'het spel is niet afgelopen');
  if (s.winners === null || end.seat !== s.turn || end.seat !== s.last?.seat)
    return breach('end', 'the game ended with the last move', 'het spel eindigde met de laatste zet');
  if (end.reason === 'corner') {
    if (s.owner[GOAL[end.seat]!] !== end.seat)
      return breach('end.reason', 'a die reached its corner', 'een dobbelsteen bereikte zijn hoek');
    return winnersBreach(s.winners, [end.seat]);
  }
  if (end.reason === 'count' && s.owner.some((o) => o >= 0))
    return breach('end.reason', 'no die is left on the plate', 'er is geen dobbelsteen meer op de plaat');
  if (end.reason === 'limit' && s.turns !== s.options.turnLimit)
    return breach('turns', 'the game ends at the turn limit', 'het spel eindigt bij de beurtenlimiet');
  const score = counts(s);
  const best = Math.max(...score);
  const tied = score.flatMap((x, seat) => (x === best ? [seat] : []));
  const latest = Math.max(...tied.map((seat) => s.lastMoved[seat]!));
  return winnersBreach(
    s.winners,
    tied.filter((seat) => s.lastMoved[seat] === latest),
  );
}

/**
 * The invariants of a Würfelmarsch state that its schema cannot say: seats of this table; each player's five dice
 * on the plate, captured or gone; the turn count, each seat's last move and the player to move agreeing; the last
 * move's record agreeing with the plate; and the end. The first breach found, or `undefined`.
 *
 * @example
 * ```ts
 * checkState(wuerfelmarsch.setup({ players: 2, seed: 's' })); // undefined
 * ```
 */
export function checkState(s: WuerfelmarschState): Breach | undefined {
  return seatsBreach(s) ?? diceBreach(s) ?? turnsBreach(s) ?? lastBreach(s) ?? endBreach(s);
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
export const parseState: (json: unknown) => WuerfelmarschState = stateParser(stateSchema, checkState);
