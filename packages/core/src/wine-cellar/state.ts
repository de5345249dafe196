/**
 * A Wine Cellar state as a client holds it and sends it back: its schema (shapes, ranges, lengths), the schema
 * of a view, and the invariants the rules rely on that no schema can say. A state passes only if the table
 * could have reached it: the 18 cards each in one place; hands, bids, the reserved card and the automaton's
 * pile as many as the tricks leave; each trick's prizes the bids of the one before, won by the rules (or by an
 * auto-win token) and in the cellars of those who took them; whose turn it is as the phase says; solo with one
 * player against the automaton, under the standard rules. Every function of the game works, and ends, on a
 * state {@link parseState} accepts.
 *
 * @module
 */
import * as v from 'valibot';
import type { Seat } from '../contract/index.js';
import { type Breach, breach, int, type Schema, stateParser, strict } from '../schema/index.js';
import { cardsSchema, suitOf } from './cards.js';
import type { TrickRecord, WineCellarState, WineCellarView } from './types.js';

const seat = int(0, 1);
const card = int(1, 18);
/** Two of a thing: the two players, or (solo) the player and the automaton. */
const two = <S extends v.GenericSchema>(item: S) => v.pipe(v.array(item), v.length(2));
/** One a player: one in solo, two in a duel. */
const perPlayer = <S extends v.GenericSchema>(item: S) =>
  v.pipe(v.array(item), v.minLength(1), v.maxLength(2));
const cards = v.pipe(v.array(card), v.maxLength(8));
const rules = v.picklist(['standard', '2021']);
const phase = v.picklist(['bid', 'take', 'place', 'reserve', 'swap', 'over']);
const trickRecord = strict({ bids: two(card), winner: seat, took: two(card) });
const history = v.pipe(v.array(trickRecord), v.maxLength(8));

/**
 * The schema of a Wine Cellar state, keys in the order setup writes them. The options in a state never hold a
 * stacked deal (`deck` is `null`): it would tell every hand.
 */
export const stateSchema = strict({
  game: v.literal('wine-cellar'),
  options: strict({ rules, swap: v.boolean(), deck: v.null(), cards: v.nullable(cardsSchema) }),
  solo: v.boolean(),
  phase,
  trick: int(1, 8),
  hands: perPlayer(cards),
  pile: cards,
  prizes: v.pipe(v.array(card), v.maxLength(2)),
  bids: two(v.nullable(card)),
  lead: seat,
  tokens: two(v.boolean()),
  tokenBy: v.nullable(seat),
  reserved: two(v.nullable(card)),
  winner: v.nullable(seat),
  pending: perPlayer(v.nullable(card)),
  cellars: perPlayer(cards),
  bonus: perPlayer(v.nullable(card)),
  swapped: perPlayer(v.boolean()),
  history,
});

/** A card as another seat may see it: face up, face down, or not there. */
const seen = v.nullable(v.union([card, v.literal('hidden')]));
const points = int(0, 1000);

/** The schema of what a seat (or a spectator: `seat` and `hand` are `null`) sees; see `view`. */
export const viewSchema = strict({
  game: v.literal('wine-cellar'),
  seat: v.nullable(seat),
  rules,
  swap: v.boolean(),
  solo: v.boolean(),
  phase,
  trick: int(1, 8),
  active: v.pipe(v.array(seat), v.maxLength(2)),
  hand: v.nullable(cards),
  handSizes: perPlayer(int(0, 8)),
  pile: v.nullable(strict({ count: int(0, 8), cards })),
  prizes: v.pipe(v.array(card), v.maxLength(2)),
  bids: two(seen),
  lead: seat,
  tokens: two(v.boolean()),
  tokenBy: v.nullable(seat),
  reserved: two(seen),
  winner: v.nullable(seat),
  pending: perPlayer(v.nullable(card)),
  cellars: perPlayer(cards),
  bonus: perPlayer(v.nullable(card)),
  swapped: perPlayer(v.boolean()),
  history,
  cards: v.nullable(cardsSchema),
  scores: v.nullable(
    perPlayer(strict({ cellar: points, bonus: points, types: points, token: int(0, 5), total: points })),
  ),
  rank: v.nullable(v.picklist(['master-sommelier', 'sommelier', 'wine-geek', 'fermenting'])),
});

// The schemas say what the types say, both ways (but for the stacked deal, which a state never holds).
const _state: Schema<WineCellarState> = stateSchema;
const _stateBack = (s: WineCellarState & { options: { deck: null } }): v.InferOutput<typeof stateSchema> => s;
const _view: Schema<WineCellarView> = viewSchema;
const _viewBack = (view: WineCellarView): v.InferOutput<typeof viewSchema> => view;

/**
 * The first invariant of the rules a state breaks, or nothing: the checks {@link parseState} makes after the
 * schema.
 *
 * @example
 * ```ts
 * const state = wineCellar.setup({ players: 2, seed: 's' });
 * checkState(state); // undefined
 * checkState({ ...state, trick: 2 }); // { at: 'history', en: 'trick 2 follows 1 trick, not 0', nl: … }
 * ```
 */
export function checkState(s: WineCellarState): Breach | undefined {
  return checkTable(s) ?? checkPhase(s) ?? checkCards(s) ?? checkTricks(s) ?? checkCellars(s) ?? checkEnd(s);
}

/** The number of players and the rules agree with every list kept a player. */
function checkTable(s: WineCellarState): Breach | undefined {
  const { options } = s;
  const players = s.solo ? 1 : 2;
  if (s.solo && options.rules === '2021')
    return breach('options.rules', 'solo uses the standard rules', 'solo speelt met de gewone regels');
  if (options.rules === '2021' && options.cards?.some((c) => c.bonus2021 === undefined))
    return breach(
      'options.cards',
      'the 2021 rules score every card’s 2021 end bonus',
      'de regels van 2021 tellen de eindbonus van 2021 van elke kaart',
    );
  for (const key of ['hands', 'pending', 'cellars', 'bonus', 'swapped'] as const)
    if (s[key].length !== players)
      return breach(key, `one a player: ${players}`, `één per speler: ${players}`);
  if (!s.solo && s.pile.length > 0)
    return breach('pile', 'only the automaton has a pile', 'alleen de automaat heeft een stapel');
  const rules2021 = options.rules === '2021';
  if (!rules2021 && (s.tokens[0] || s.tokens[1] || s.tokenBy !== null || s.lead !== 0))
    return breach(
      s.lead !== 0 ? 'lead' : 'tokens',
      'the auto-win token and the lead belong to the 2021 rules',
      'het winfiche en het uitkomen horen bij de regels van 2021',
    );
  if (!rules2021 && (s.reserved[0] !== null || s.reserved[1] !== null))
    return breach(
      'reserved',
      'only the 2021 rules reserve a last card',
      'alleen de regels van 2021 leggen een laatste kaart apart',
    );
  return undefined;
}

/** Tricks played as the phase says: how many, who is still to move, what is waiting. */
function checkPhase(s: WineCellarState): Breach | undefined {
  const { phase, trick, history, bids, winner, pending } = s;
  const ended = phase === 'swap' || phase === 'over';
  const played = ended ? 8 : trick - 1;
  if (history.length !== played || (ended && trick !== 8))
    return breach(
      'history',
      `trick ${trick} follows ${trick - 1} tricks, not ${history.length}`,
      `slag ${trick} volgt op ${trick - 1} slagen, niet ${history.length}`,
    );
  const both = bids[0] !== null && bids[1] !== null;
  const playing = phase === 'take' || phase === 'place';
  const some = bids[0] !== null || bids[1] !== null;
  if (
    playing !== both ||
    (some && phase !== 'bid' && !playing) ||
    (s.solo && (bids[0] === null) !== (bids[1] === null))
  )
    return breach(
      'bids',
      playing ? 'a trick is taken once both bids are in' : 'with both bids in, the trick is taken',
      playing
        ? 'een slag wordt genomen als beide biedingen er zijn'
        : 'met beide biedingen wordt de slag genomen',
    );
  if (playing !== (winner !== null))
    return breach(
      'winner',
      'a trick has a winner while it is taken',
      'een slag heeft een winnaar terwijl hij genomen wordt',
    );
  if (phase === 'bid' && s.options.rules === '2021' && bids[1 - s.lead] !== null)
    return breach('bids', 'the leader bids first', 'de voorhand biedt eerst');
  const waiting = pending.filter((p) => p !== null).length;
  if (waiting !== (phase === 'place' ? 1 : 0))
    return breach(
      'pending',
      'a prize waits only while it is placed',
      'een prijs wacht alleen tot hij geplaatst wordt',
    );
  if (phase === 'place' && !s.prizes.includes(pending[s.solo ? 0 : 1 - winner!]!))
    return breach(
      'pending',
      'the other player places the prize left to him',
      'de ander plaatst de prijs die overbleef',
    );
  if (phase === 'take' && s.solo && winner !== 0)
    return breach('winner', 'the automaton takes its prize at once', 'de automaat neemt zijn prijs meteen');
  if (phase === 'place' && s.solo && winner !== 1)
    return breach('winner', 'the player who won takes a prize', 'de speler die won neemt een prijs');
  if (phase === 'reserve' && (s.options.rules !== '2021' || trick !== 3))
    return breach(
      'phase',
      'the 2021 rules reserve a card after the second trick',
      'de regels van 2021 leggen na de tweede slag een kaart apart',
    );
  const swapping =
    phase === 'swap'
      ? s.options.swap && !s.swapped.every(Boolean)
      : s.swapped.every((x) => x === (phase === 'over' && s.options.swap));
  if (!swapping)
    return breach(
      'swapped',
      'each player decides on the swap once, at the end',
      'elke speler beslist één keer over het ruilen, op het einde',
    );
  if (s.bonus.some((b) => (b === null) === ended))
    return breach(
      'bonus',
      'the last bids become the bonus cards',
      'de laatste biedingen worden de bonuskaarten',
    );
  if (s.tokenBy !== null && (s.tokens[s.tokenBy] || bids[s.tokenBy] === null))
    return breach(
      'tokenBy',
      'the token is played with a bid, once',
      'het winfiche wordt met een bod gespeeld, één keer',
    );
  return undefined;
}

/**
 * The 18 cards, each in one place: hands, the automaton's pile, the prizes (or the cellar and the hand of
 * whoever is placing them), bids, reserved cards, cellars, bonus cards, and (solo) the prizes the automaton took.
 * Each hand as long as the tricks leave it.
 */
function checkCards(s: WineCellarState): Breach | undefined {
  const count = new Int8Array(19);
  let twice: string | undefined;
  const putOne = (c: number | null, at: string) => {
    if (c === null) return;
    if (count[c]! > 0) twice ??= at;
    count[c]!++;
  };
  const put = (cards: readonly (number | null)[], where: string) => {
    for (let i = 0; i < cards.length; i++) putOne(cards[i]!, `${where}[${i}]`);
  };
  for (let k = 0; k < s.hands.length; k++) put(s.hands[k]!, `hands[${k}]`);
  put(s.pile, 'pile');
  put(s.bids, 'bids');
  put(s.reserved, 'reserved');
  for (let k = 0; k < s.cellars.length; k++) put(s.cellars[k]!, `cellars[${k}]`);
  put(s.bonus, 'bonus');
  if (s.solo) {
    // The automaton's prizes leave the game, and so does its last bid (no prize).
    for (let i = 0; i < s.history.length; i++) putOne(s.history[i]!.took[1]!, `history[${i}].took[1]`);
    if (s.history.length === 8) putOne(s.history[7]!.bids[1]!, 'history[7].bids[1]');
  }
  // While a duel's prize is placed, the winner's is in his cellar already and the other's is pending.
  if (s.phase === 'place' && !s.solo) put(s.pending, 'pending');
  else put(s.prizes, 'prizes');
  if (twice) return breach(twice, 'a card is in two places', 'een kaart ligt op twee plaatsen');
  const missing = count.indexOf(0, 1);
  if (missing > 0) return breach('hands', `card ${missing} is missing`, `kaart ${missing} ontbreekt`);
  const ended = s.phase === 'swap' || s.phase === 'over';
  if (s.prizes.length !== (ended ? 0 : 2))
    return breach(
      'prizes',
      'two prizes lie out until the last trick',
      'er liggen twee prijzen tot de laatste slag',
    );
  const left = ended ? 0 : 9 - s.trick;
  for (let k = 0; k < s.hands.length; k++) {
    const held = s.hands[k]!.length + (s.bids[k] === null ? 0 : 1) + (s.reserved[k] === null ? 0 : 1);
    if (held !== left)
      return breach(
        `hands[${k}]`,
        `trick ${s.trick} leaves a player ${left} cards, not ${held}`,
        `slag ${s.trick} laat een speler ${left} kaarten, niet ${held}`,
      );
    for (let i = 1; i < s.hands[k]!.length; i++)
      if (s.hands[k]![i]! < s.hands[k]![i - 1]!)
        return breach(`hands[${k}]`, 'a hand is kept in order', 'een hand ligt op volgorde');
  }
  if (s.solo && s.pile.length + (s.bids[1] === null ? 0 : 1) !== left)
    return breach(
      'pile',
      `trick ${s.trick} leaves the automaton ${left} cards`,
      `slag ${s.trick} laat de automaat ${left} kaarten`,
    );
  // 2021: from the third trick each player's last card lies reserved, until he bids it in the last trick.
  if (s.options.rules === '2021')
    for (let k = 0; k < 2; k++) {
      const due = !ended && s.trick > 2 && (s.trick < 8 || s.bids[k] === null);
      if (s.phase !== 'reserve' && due !== (s.reserved[k] !== null))
        return breach(
          `reserved[${k}]`,
          'the last card lies reserved from the third trick until it is bid in the last',
          'de laatste kaart ligt apart van de derde slag tot hij in de laatste geboden wordt',
        );
    }
  return undefined;
}

/** Who wins a trick by the rules, without a token: the higher bid; 2021, the higher of the suit led. */
function ruledWinner(s: WineCellarState, bids: readonly number[], lead: Seat): Seat {
  if (s.options.rules !== '2021') return bids[0]! > bids[1]! ? 0 : 1;
  const led = bids[lead]!;
  const followed = bids[1 - lead]!;
  return suitOf(led) === suitOf(followed) && followed > led ? 1 - lead : lead;
}

/**
 * Each trick's prizes are the bids of the one before; its winner is the higher bid (2021: of the suit led, or
 * the one who played his token, once); the prizes went to the winner's choice and the other side; the 2021 lead
 * passes to whoever played last.
 */
function checkTricks(s: WineCellarState): Breach | undefined {
  const { history } = s;
  const usedToken = [false, false];
  let lead: Seat = 0;
  for (let i = 0; i < history.length; i++) {
    const t = history[i]!;
    const at = `history[${i}]`;
    const prizes = i > 0 ? history[i - 1]!.bids : null;
    if (t.bids[0] === t.bids[1] || t.took[0] === t.took[1])
      return breach(at, 'every card is different', 'elke kaart is anders');
    if (prizes && !(t.took.includes(prizes[0]!) && t.took.includes(prizes[1]!)))
      return breach(
        `${at}.took`,
        'the prizes are the bids of the trick before',
        'de prijzen zijn de biedingen van de slag ervoor',
      );
    if (s.solo && t.winner === 1 && prizes && t.took[0] !== prizes[t.bids[1]! % 2 === 0 ? 0 : 1])
      return breach(`${at}.took`, 'the automaton chooses by its bid', 'de automaat kiest volgens zijn bod');
    if (t.winner !== ruledWinner(s, t.bids, lead)) {
      // Only an auto-win token wins against the rules, each player's once.
      if (s.options.rules !== '2021' || usedToken[t.winner] || s.tokens[t.winner])
        return breach(`${at}.winner`, 'the higher bid wins the trick', 'het hoogste bod wint de slag');
      usedToken[t.winner] = true;
    }
    // The lead of the last trick stays when the tricks are over.
    if (s.options.rules === '2021' && i < 7) lead = 1 - t.winner;
  }
  if (s.lead !== lead)
    return breach('lead', `seat ${lead} leads this trick`, `plaats ${lead} komt uit in deze slag`);
  const ended = s.phase === 'swap' || s.phase === 'over';
  const last = history[history.length - 1];
  if (!ended && last && (!s.prizes.includes(last.bids[0]!) || !s.prizes.includes(last.bids[1]!)))
    return breach(
      'prizes',
      'the prizes are the bids of the trick before',
      'de prijzen zijn de biedingen van de slag ervoor',
    );
  if (s.tokenBy !== null && usedToken[s.tokenBy])
    return breach('tokenBy', 'each player has one token', 'elke speler heeft één winfiche');
  if (s.winner !== null) {
    const bids = s.bids as number[];
    const ruled = s.tokenBy ?? ruledWinner(s, bids, s.lead);
    if (s.winner !== ruled)
      return breach('winner', 'the higher bid wins the trick', 'het hoogste bod wint de slag');
    if (s.solo && s.phase === 'place' && s.pending[0] !== s.prizes[bids[1]! % 2 === 0 ? 0 : 1])
      return breach('pending', 'the automaton chooses by its bid', 'de automaat kiest volgens zijn bod');
  }
  return undefined;
}

/** Each cellar holds the prizes its player took (and, while he places, the one he just took), in any order. */
function checkCellars(s: WineCellarState): Breach | undefined {
  for (let k = 0; k < s.cellars.length; k++) {
    const got = s.cellars[k]!.slice();
    if (s.phase === 'swap' || s.phase === 'over') {
      // A swap trades the bonus card for one cellar card: together they are the same cards.
      got.push(s.bonus[k]!);
      if (!s.swapped[k] && s.bonus[k] !== s.history[7]!.bids[k])
        return breach(`bonus[${k}]`, 'the last bid is the bonus card', 'het laatste bod is de bonuskaart');
    }
    const due = s.history.map((t: TrickRecord) => t.took[k]!);
    if (s.phase === 'swap' || s.phase === 'over') due.push(s.history[7]!.bids[k]!);
    if (s.phase === 'place' && !s.solo && k === s.winner) {
      const taken = s.prizes.find((p) => p !== s.pending[1 - k]);
      if (taken !== undefined) due.push(taken);
    }
    got.sort((a, b) => a - b);
    due.sort((a, b) => a - b);
    if (got.length !== due.length || due.some((c, i) => c !== got[i]))
      return breach(
        `cellars[${k}]`,
        'a cellar holds the prizes its player took',
        'een kelder bevat de prijzen die zijn speler nam',
      );
  }
  return undefined;
}

/** Nothing waits at the end: no hand, no bid, no prize. */
function checkEnd(s: WineCellarState): Breach | undefined {
  if ((s.phase === 'swap' || s.phase === 'over') && (s.tokenBy !== null || s.winner !== null))
    return breach('tokenBy', 'the last trick is over', 'de laatste slag is voorbij');
  return undefined;
}

/**
 * Checks a Wine Cellar state a client sent back: the schema, then {@link checkState}; throws
 * `RuleError('invalid-state')` naming the place.
 *
 * @example
 * ```ts
 * const state = parseState(JSON.parse(body).state);
 * wineCellar.legalMoves(state, 0);
 * ```
 */
export const parseState: (json: unknown) => WineCellarState = stateParser(stateSchema, checkState);
