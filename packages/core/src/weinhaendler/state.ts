/**
 * A Die Weinhändler state as a client holds it and sends it back: its schema (shapes, ranges, lengths), the
 * schema of a view, and the invariants the rules rely on that no schema can say. A state passes only if the
 * table could have reached it: every card in play in one place; hands and bids sorted by value, bid totals that
 * add up and differ; no more cards in hand while bidding than the cellar turn left (a bid is any part of a hand:
 * seven cards make 127 of them, twenty would make a million); whose turn it is as the bidding or the cellar
 * order says; each cellar built by the rules, the closed ones finished, to the points on the table. Every
 * function of the game works, and ends, on a state {@link parseState} accepts.
 *
 * @module
 */
import * as v from 'valibot';
import { type Breach, breach, int, type Schema, stateParser, strict } from '../schema/index.js';
import { CARD_INFO, type Card, deckFor } from './cards.js';
import { checkSlot, emptyGrid, needsNewCellar, put, slotIndex } from './cellar.js';
import { weinhaendlerErrors } from './errors.js';
import { canPlace, HAND_LIMIT } from './rules.js';
import { pointsAt } from './score.js';
import type { WeinhaendlerState, WeinhaendlerView } from './types.js';

/** Every card name (a string, as the state type has it; the schema lists which). */
const CARD_NAMES: string[] = Object.keys(CARD_INFO);
const card = v.picklist(CARD_NAMES);
/** The most cards there are (five players). */
const ALL = 66;
const seat = int(0, 4);
/** One of a thing a seat: 3 to 5 (the table's size is checked against `players` after the schema). */
const perSeat = <S extends v.GenericSchema>(item: S) => v.pipe(v.array(item), v.minLength(3), v.maxLength(5));
const cards = v.pipe(v.array(card), v.maxLength(ALL));
const phase = v.picklist(['bid', 'cellar', 'over']);
/** A bid's total in cents: at most every card of the game (66 cards of at most €25). */
const total = int(0, ALL * 2500);
const draw = strict({ cards: v.pipe(v.array(card), v.maxLength(2)), kept: v.nullable(card) });
const placement = strict({ row: int(0, 4), pos: int(-4, 4), card });
/** A cellar: its 15 slots, and an empty bottle covered by wine takes a placement more (three at most). */
const cellar = v.pipe(v.array(placement), v.minLength(1), v.maxLength(18));
/** A seat's cellars, in order: 66 cards fill at most five. */
const cellars = perSeat(v.pipe(v.array(cellar), v.maxLength(5)));
/** Points: at most 3 stars and the trios through a card, for each of 66 cards. */
const points = perSeat(int(0, 10_000));

/** The schema of a Die Weinhändler state, keys in the order setup writes them. */
export const stateSchema = strict({
  game: v.literal('weinhaendler'),
  players: int(3, 5),
  phase,
  round: int(1),
  last: v.boolean(),
  start: seat,
  turn: int(-1, 4),
  hands: perSeat(cards),
  bids: perSeat(cards),
  totals: perSeat(total),
  passed: perSeat(v.boolean()),
  acted: perSeat(v.boolean()),
  display: cards,
  pile: cards,
  buried: v.pipe(v.array(seat), v.maxLength(ALL)),
  drawn: perSeat(v.nullable(draw)),
  declined: perSeat(v.boolean()),
  highest: v.nullable(seat),
  cellarTurns: int(0, 5),
  cellars,
  setAside: perSeat(cards),
  points,
});

/** The schema of what a seat (or a spectator: `seat` and `hand` are `null`) sees; see `view`. */
export const viewSchema = strict({
  game: v.literal('weinhaendler'),
  seat: v.nullable(seat),
  players: int(3, 5),
  phase,
  round: int(1),
  last: v.boolean(),
  start: seat,
  active: v.pipe(v.array(seat), v.maxLength(1)),
  hand: v.nullable(cards),
  handSizes: perSeat(int(0, ALL)),
  bids: perSeat(cards),
  totals: perSeat(total),
  passed: perSeat(v.boolean()),
  acted: perSeat(v.boolean()),
  display: cards,
  pile: strict({ count: int(0, ALL), buried: v.pipe(v.array(v.nullable(card)), v.maxLength(ALL)) }),
  drew: perSeat(v.boolean()),
  declined: perSeat(v.boolean()),
  draw: v.nullable(draw),
  highest: v.nullable(seat),
  cellarTurns: int(0, 5),
  cellars,
  setAside: perSeat(cards),
  points,
});

// The schemas say what the types say, both ways.
const _state: Schema<WeinhaendlerState> = stateSchema;
const _stateBack = (s: WeinhaendlerState): v.InferOutput<typeof stateSchema> => s;
const _view: Schema<WeinhaendlerView> = viewSchema;
const _viewBack = (view: WeinhaendlerView): v.InferOutput<typeof viewSchema> => view;

/**
 * The first invariant of the rules a state breaks, or nothing: the checks {@link parseState} makes after the
 * schema.
 *
 * @example
 * ```ts
 * const state = weinhaendler.setup({ players: 4, seed: 's' });
 * checkState(state); // undefined
 * checkState({ ...state, turn: 7 }); // { at: 'turn', … }
 * ```
 */
export function checkState(s: WeinhaendlerState): Breach | undefined {
  return checkTable(s) ?? checkCards(s) ?? checkBids(s) ?? checkTurn(s) ?? checkCellars(s);
}

/** Every list kept a seat has one entry a seat; seats are seats of this table. */
function checkTable(s: WeinhaendlerState): Breach | undefined {
  const n = s.players;
  for (const key of PER_SEAT)
    if (s[key].length !== n) return breach(key, `one a seat: ${n}`, `één per plaats: ${n}`);
  const out = (x: number | null) => x !== null && x >= n;
  if (out(s.start) || out(s.highest) || s.turn >= n || s.buried.some(out))
    return breach(
      out(s.start) ? 'start' : out(s.highest) ? 'highest' : s.turn >= n ? 'turn' : 'buried',
      `a table of ${n} has seats 0 to ${n - 1}`,
      `een tafel van ${n} heeft plaatsen 0 tot ${n - 1}`,
    );
  if (s.buried.length > s.pile.length)
    return breach(
      'buried',
      'only pile cards lie under the pile',
      'alleen kaarten van de stapel liggen eronder',
    );
  return undefined;
}

const PER_SEAT = [
  'hands',
  'bids',
  'totals',
  'passed',
  'acted',
  'drawn',
  'declined',
  'cellars',
  'setAside',
  'points',
] as const;

/** Each kind of card by name (a map: `CARD_INFO` is a dictionary-mode object, slower to read). */
const KIND: ReadonlyMap<Card, number> = new Map(
  Object.values(CARD_INFO).map((info) => [info.card, info.index]),
);
const CENTS_OF_KIND: readonly number[] = Object.values(CARD_INFO)
  .sort((a, b) => a.index - b.index)
  .map((info) => info.cents);
/** How many of each kind of card a table plays with, by its size. */
const IN_PLAY: ReadonlyMap<number, Int8Array> = new Map(
  [3, 4, 5].map((players) => {
    const counts = new Int8Array(CENTS_OF_KIND.length);
    for (const c of deckFor(players)) counts[KIND.get(c)!]!++;
    return [players, counts];
  }),
);

/** The cards in play, each in one place; hands and bids sorted by value; only empty bottles set aside. */
function checkCards(s: WeinhaendlerState): Breach | undefined {
  const left = IN_PLAY.get(s.players)!.slice();
  let extra: string | undefined;
  let unsorted: string | undefined;
  /** Takes one card of the kind out of what is left; its value, or -1 when none was left. */
  const takeOne = (card: Card): number => {
    const kind = KIND.get(card)!;
    return left[kind]!-- > 0 ? CENTS_OF_KIND[kind]! : -1;
  };
  const take = (list: readonly Card[], at: string, sorted: boolean) => {
    let last = 0;
    for (let i = 0; i < list.length; i++) {
      const cents = takeOne(list[i]!);
      if (cents < 0) extra ??= `${at}[${i}]`;
      else if (sorted && cents < last) unsorted ??= at;
      last = cents;
    }
  };
  for (let k = 0; k < s.players; k++) {
    take(s.hands[k]!, `hands[${k}]`, true);
    take(s.bids[k]!, `bids[${k}]`, true);
    take(s.setAside[k]!, `setAside[${k}]`, false);
    const built = s.cellars[k]!;
    for (let c = 0; c < built.length; c++) {
      const cellar = built[c]!;
      for (let i = 0; i < cellar.length; i++)
        if (takeOne(cellar[i]!.card) < 0) extra ??= `cellars[${k}][${c}][${i}].card`;
    }
  }
  take(s.display, 'display', false);
  take(s.pile, 'pile', false);
  if (extra)
    return breach(
      extra,
      'that card is not in play, or is in two places',
      'die kaart speelt niet mee, of ligt op twee plaatsen',
    );
  const missing = left.findIndex((n) => n > 0);
  if (missing >= 0) {
    const name = [...KIND].find(([, kind]) => kind === missing)![0];
    return breach('pile', `card ${name} is missing`, `kaart ${name} ontbreekt`);
  }
  if (unsorted) return breach(unsorted, 'cards are kept by value', 'kaarten liggen op waarde');
  for (let k = 0; k < s.players; k++)
    if (
      s.setAside[k]!.length > 0 &&
      (!s.last || s.phase === 'bid' || s.setAside[k]!.some((c) => CARD_INFO[c]!.wine))
    )
      return breach(
        `setAside[${k}]`,
        'only empty bottles that fit nowhere are set aside, at the end',
        'alleen lege flessen die nergens passen worden opzij gelegd, op het einde',
      );
  return undefined;
}

/** Bid totals that add up and differ; no more in hand while bidding than a cellar turn leaves and a draw adds. */
function checkBids(s: WeinhaendlerState): Breach | undefined {
  const seen = new Set<number>();
  for (let k = 0; k < s.players; k++) {
    const bid = s.bids[k]!;
    let sum = 0;
    for (const c of bid) sum += CARD_INFO[c]!.cents;
    if (s.totals[k] !== sum)
      return breach(`totals[${k}]`, `the bid adds up to ${sum} cents`, `het bod telt op tot ${sum} cent`);
    if (bid.length > 0) {
      if (s.phase !== 'bid') return breach(`bids[${k}]`, 'the swap takes every bid', 'de ruil neemt elk bod');
      if (seen.has(sum)) return breach(`totals[${k}]`, 'two bids are equal', 'twee biedingen zijn gelijk');
      seen.add(sum);
    }
    const draw = s.drawn[k];
    if (draw) {
      const fair =
        draw.cards.length === 0
          ? draw.kept === null
          : draw.kept !== null &&
            draw.cards.includes(draw.kept) &&
            draw.cards.every((c) => CARD_INFO[c]!.cents >= CARD_INFO[draw.kept!]!.cents);
      if (!fair || s.declined[k] || !s.passed[k])
        return breach(
          `drawn[${k}]`,
          'a player who passes may draw, keeping the lower card',
          'wie past mag trekken en houdt de laagste kaart',
        );
    }
    if ((s.declined[k] || s.passed[k]) && !s.acted[k])
      return breach(`acted[${k}]`, 'a player who passed has had his turn', 'wie paste was aan de beurt');
    if (s.phase === 'bid' && s.hands[k]!.length + bid.length > HAND_LIMIT + (draw?.kept ? 1 : 0))
      return breach(
        `hands[${k}]`,
        'a player starts bidding with at most six cards, and a draw adds one',
        'een speler begint het bieden met hoogstens zes kaarten, en trekken voegt er één toe',
      );
  }
  if (s.phase !== 'bid' && s.drawn.some((d, k) => d !== null && !s.passed[k]))
    return breach('drawn', 'a player who passes may draw', 'wie past mag trekken');
  return undefined;
}

/** Whose turn it is: the bidding goes round from the start player; the cellar phase from the highest bidder. */
function checkTurn(s: WeinhaendlerState): Breach | undefined {
  const n = s.players;
  const { turn } = s;
  if (s.last && s.pile.length > 0)
    return breach(
      'last',
      'the last round comes when the pile is empty',
      'de laatste ronde komt als de stapel leeg is',
    );
  if (s.phase === 'over') {
    if (turn !== -1 || !s.last || s.hands.some((h) => h.length > 0))
      return breach(
        'turn',
        'at the end nobody moves and no card is left in hand',
        'op het einde zet niemand meer en heeft niemand nog kaarten',
      );
    return undefined;
  }
  if (turn < 0) return breach('turn', 'a seat moves until the end', 'een plaats zet tot het einde');
  if (s.phase === 'bid') {
    if (s.passed[turn] || s.highest !== null || s.cellarTurns !== 0)
      return breach('turn', `seat ${turn} has passed`, `plaats ${turn} heeft gepast`);
    // The first time round, exactly the seats from the start player up to the one whose turn it is have had it.
    if (s.acted.some((a) => !a)) {
      const before = (turn - s.start + n) % n;
      for (let k = 0; k < n; k++)
        if (s.acted[k] !== (k - s.start + n) % n < before)
          return breach(
            `acted[${k}]`,
            'the bidding goes round from the start player',
            'het bieden gaat rond vanaf de startspeler',
          );
    }
    return undefined;
  }
  // The cellar phase: after every pass, from the highest bidder (or the start player) round the table.
  const first = s.highest ?? s.start;
  if (s.passed.some((p) => !p) || s.cellarTurns >= n || turn !== (first + s.cellarTurns) % n)
    return breach(
      'turn',
      `the cellar turns go round from seat ${first}`,
      `de kelderbeurten gaan rond vanaf plaats ${first}`,
    );
  if (s.hands[turn]!.length === 0 || (s.last && !canPlace(s, turn)))
    return breach(
      'turn',
      `seat ${turn} has no card to place`,
      `plaats ${turn} heeft geen kaart om te leggen`,
    );
  for (let t = 0; t < s.cellarTurns; t++) {
    const k = (first + t) % n;
    if (s.hands[k]!.length > (s.last ? 0 : HAND_LIMIT))
      return breach(
        `hands[${k}]`,
        'a cellar turn ends with at most six cards',
        'een kelderbeurt eindigt met hoogstens zes kaarten',
      );
  }
  return undefined;
}

/** Each cellar built by the rules, all but the open one finished, to the points on the table. */
function checkCellars(s: WeinhaendlerState): Breach | undefined {
  for (let k = 0; k < s.players; k++) {
    const built = s.cellars[k]!;
    let points = 0;
    for (let c = 0; c < built.length; c++) {
      // The cellar laid again placement by placement, as `place` lays it: each one legal, each one scored.
      const cellar = built[c]!;
      const g = emptyGrid();
      for (let i = 0; i < cellar.length; i++) {
        const { row, pos, card } = cellar[i]!;
        const problem = checkSlot(g, row, pos, card);
        if (problem) {
          const { messages } = weinhaendlerErrors.error(problem, { row, pos });
          return breach(`cellars[${k}][${c}][${i}]`, messages.en, messages.nl);
        }
        const slot = slotIndex(row, pos);
        put(g, slot, card);
        points += pointsAt(g, slot);
      }
      if (c < built.length - 1 && !needsNewCellar(g))
        return breach(
          `cellars[${k}][${c}]`,
          'a new cellar starts when one is finished',
          'een nieuwe kelder begint als de vorige af is',
        );
    }
    if (s.points[k] !== points)
      return breach(`points[${k}]`, `the cellars score ${points}`, `de kelders tellen ${points}`);
  }
  return undefined;
}

/**
 * Checks a Die Weinhändler state a client sent back: the schema, then {@link checkState}; throws
 * `RuleError('invalid-state')` naming the place.
 *
 * @example
 * ```ts
 * const state = parseState(JSON.parse(body).state);
 * weinhaendler.legalMoves(state, state.turn);
 * ```
 */
export const parseState: (json: unknown) => WeinhaendlerState = stateParser(stateSchema, checkState);
