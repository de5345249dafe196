/**
 * A Wiezen state as a client holds it and sends it back: its schema (shapes, ranges, lengths), the schema of a
 * view, and the invariants the rules rely on that no schema can say. A state passes only if it is one the table
 * could have reached: the 52 cards each in one place; hands sorted and as long as the tricks leave them; the
 * auction replayed from its calls; the contract the auction makes; troel and the turned card as the deal gave
 * them; the dealer's miserie exchange as it was asked; tricks led, followed and won by the rules; the score
 * sheet adding up to the totals. Every function of the game works, and ends, on a state {@link parseState}
 * accepts.
 *
 * Why so much: a state is the whole game, so one field out of step (a missing `deal`, a troel partner who
 * does not hold the called card) sends the rules where they were never meant to go: a session that never
 * ends (a deal number that is not a number never reaches the last deal), a legal move that `play` refuses.
 *
 * @module
 */
import * as v from 'valibot';
import type { Seat } from '../contract/index.js';
import { type Breach, breach, int, rngState, type Schema, stateParser, strict } from '../schema/index.js';
import { beats, contractOf, highOf, nextTurn, openAuction } from './auction.js';
import { ACE, cardOf, HEARTS, suitOf, trickWinner } from './cards.js';
import { moveSchema } from './moves.js';
import { dealPoints } from './rules.js';
import type {
  Auction,
  Contract,
  GameName,
  HighBid,
  Troel,
  WiezenMove,
  WiezenState,
  WiezenView,
} from './types.js';

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

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Whether these seats can play that game: two for a pair, one to four for miserie, else one; each once. */
function playersFit(game: GameName, declarers: readonly Seat[]): boolean {
  const n = declarers.length;
  const fits =
    game === 'vragen' || game === 'troel' || game === 'troela'
      ? n === 2
      : game === 'miserie' || game === 'miserie-op-tafel'
        ? n >= 1
        : n === 1;
  for (let i = 1; i < n; i++) if (declarers.indexOf(declarers[i]!) < i) return false;
  return fits;
}

/**
 * The first invariant of the rules a state breaks, or nothing: the checks {@link parseState} makes after the
 * schema.
 *
 * @example
 * ```ts
 * const state = wiezen.setup({ players: 4, seed: 's' });
 * checkState(state); // undefined
 * checkState({ ...state, dealer: 2 }); // { at: 'dealer', en: 'deal 1 is dealt by seat 0, …', nl: … }
 * ```
 */
export function checkState(s: WiezenState): Breach | undefined {
  const owners = ownersOf(s);
  if (!(owners instanceof Int8Array)) return owners;
  return (
    checkSession(s) ??
    checkHands(s) ??
    checkDeal(s, owners) ??
    checkAuction(s) ??
    checkContract(s) ??
    checkExchange(s, owners) ??
    checkTricks(s)
  );
}

/** The deal number, the dealer, and the score sheet. */
function checkSession(s: WiezenState): Breach | undefined {
  const { options, deal, history } = s;
  const over = s.phase === 'over';
  if (deal >= options.deals)
    return breach(
      'deal',
      `a session of ${options.deals} deals has no deal ${deal + 1}`,
      `een reeks van ${options.deals} spellen heeft geen spel ${deal + 1}`,
    );
  if (history.length !== deal + (over ? 1 : 0))
    return breach(
      'history',
      `deal ${deal + 1} follows ${deal} finished deals, not ${history.length}`,
      `spel ${deal + 1} volgt op ${deal} gespeelde spellen, niet ${history.length}`,
    );
  if (over && deal !== options.deals - 1)
    return breach(
      'phase',
      'the session is over only after its last deal',
      'de reeks is pas na het laatste spel om',
    );
  if (s.dealer !== (options.dealer + deal) % 4)
    return breach(
      'dealer',
      `deal ${deal + 1} is dealt by seat ${(options.dealer + deal) % 4}`,
      `spel ${deal + 1} wordt gedeeld door plaats ${(options.dealer + deal) % 4}`,
    );
  const totals = [0, 0, 0, 0];
  for (let i = 0; i < history.length; i++) {
    const h = history[i]!;
    const at = `history[${i}]`;
    if (h.dealer !== (options.dealer + i) % 4)
      return breach(`${at}.dealer`, 'the deal passes clockwise', 'de deler schuift met de klok mee');
    const game = h.game;
    const played = game !== null;
    if (sum(h.tricks) !== (played ? 13 : 0))
      return breach(
        `${at}.tricks`,
        'a played deal has 13 tricks, one not played none',
        'een gespeeld spel heeft 13 slagen, een niet gespeeld geen',
      );
    if (!played ? h.declarers.length > 0 : !playersFit(game, h.declarers))
      return breach(
        `${at}.declarers`,
        played ? `that is not who plays ${game}` : 'a deal nobody played has no players',
        played ? `zo speelt niemand ${game}` : 'een spel dat niemand speelde heeft geen spelers',
      );
    if ((h.level !== null) !== (h.game === 'abondance'))
      return breach(`${at}.level`, 'only abondance has a level', 'alleen abondance heeft een niveau');
    const owed = played ? dealPoints(game, h.declarers, h.level, h.tricks) : [0, 0, 0, 0];
    if (h.points.some((p, k) => p !== owed[k]))
      return breach(`${at}.points`, 'the tricks give other points', 'de slagen geven andere punten');
    for (let k = 0; k < 4; k++) totals[k]! += h.points[k]!;
  }
  for (let k = 0; k < 4; k++)
    if (s.scores[k] !== totals[k])
      return breach(
        `scores[${k}]`,
        `the deals give seat ${k} ${totals[k]} points`,
        `de spellen geven plaats ${k} ${totals[k]} punten`,
      );
  return undefined;
}

/**
 * Who holds or played each card (the player of a card in a trick: its leader's seat and the order), or the
 * breach of a card in two places or none.
 */
function ownersOf(s: WiezenState): Int8Array | Breach {
  const owners = new Int8Array(52).fill(-1);
  /** Gives the card its owner; false when it has one already. */
  const place = (c: number, owner: Seat): boolean => {
    if (owners[c] !== -1) return false;
    owners[c] = owner;
    return true;
  };
  const twice = (at: string) => breach(at, 'a card is in two places', 'een kaart ligt op twee plaatsen');
  for (let k = 0; k < 4; k++) {
    const hand = s.hands[k]!;
    for (let i = 0; i < hand.length; i++) if (!place(hand[i]!, k)) return twice(`hands[${k}][${i}]`);
  }
  for (let t = 0; t < s.tricks.length; t++) {
    const { leader, cards } = s.tricks[t]!;
    for (let i = 0; i < 4; i++)
      if (!place(cards[i]!, (leader + i) & 3)) return twice(`tricks[${t}].cards[${i}]`);
  }
  const { trick } = s;
  for (let i = 0; i < trick.cards.length; i++)
    if (!place(trick.cards[i]!, (trick.leader + i) & 3)) return twice(`trick.cards[${i}]`);
  const missing = owners.indexOf(-1);
  if (missing >= 0) return breach('hands', `card ${missing} is missing`, `kaart ${missing} ontbreekt`);
  return owners;
}

/** Hands sorted, and as long as the tricks leave them; tricks only in the play (and at the end). */
function checkHands(s: WiezenState): Breach | undefined {
  const playing = s.phase === 'play' || s.phase === 'over';
  if (!playing && (s.tricks.length > 0 || s.trick.cards.length > 0))
    return breach(
      'tricks',
      'cards are played only once the play starts',
      'er wordt pas gespeeld als het spel begint',
    );
  for (let k = 0; k < 4; k++) {
    const hand = s.hands[k]!;
    for (let i = 1; i < hand.length; i++)
      if (hand[i]! < hand[i - 1]!)
        return breach(`hands[${k}]`, 'a hand is kept in order', 'een hand ligt op volgorde');
    const inTrick = ((k - s.trick.leader) & 3) < s.trick.cards.length ? 1 : 0;
    const left = 13 - s.tricks.length - inTrick;
    if (hand.length !== left)
      return breach(
        `hands[${k}]`,
        `seat ${k} holds ${hand.length} cards where the tricks leave ${left}`,
        `plaats ${k} heeft ${hand.length} kaarten waar de slagen er ${left} laten`,
      );
  }
  return undefined;
}

/**
 * The auction after a call, or `null` when the call is not legal now: the rules' `bid` on the auction alone
 * (its turn, vragen and meegaan while no special game is bid, a special bid that beats the highest).
 */
function called(a: Auction, who: Seat, move: WiezenMove, turnedSuit: number): Auction | null {
  if (who !== a.turn) return null;
  const next: Auction = { ...a, calls: [] };
  switch (move.type) {
    case 'pass':
      next.passed = a.passed.slice();
      next.passed[who] = true;
      break;
    case 'vragen':
      if (a.asker !== null || a.high !== null) return null;
      next.asker = who;
      break;
    case 'meegaan':
      if (a.asker === null || a.joiner !== null || a.high !== null || a.asker === who) return null;
      next.joiner = who;
      break;
    case 'abondance':
    case 'miserie':
    case 'miserie-op-tafel':
    case 'solo':
    case 'solo-slim': {
      const high = highOf(move, who, turnedSuit);
      if (!beats(high, a.high)) return null;
      if (a.high && high.strength === a.high.strength) high.seats = [...a.high.seats, who];
      next.high = high;
      break;
    }
    default:
      return null;
  }
  next.turn = nextTurn(next, who);
  return next;
}

const sameHigh = (a: HighBid | null, b: HighBid | null): boolean =>
  a === null || b === null
    ? a === b
    : a.game === b.game &&
      a.strength === b.strength &&
      a.level === b.level &&
      a.suit === b.suit &&
      a.seats.length === b.seats.length &&
      a.seats.every((x, i) => x === b.seats[i]);

/** The auction is its calls replayed from the deal: every call legal in turn, and where they lead. */
function checkAuction(s: WiezenState): Breach | undefined {
  const turnedSuit = suitOf(s.turned);
  let a = openAuction(s.dealer, s.troel);
  const { calls } = s.auction;
  for (let i = 0; i < calls.length; i++) {
    const { seat: who, move } = calls[i]!;
    const next = a.turn === null ? null : called(a, who, move, turnedSuit);
    if (next === null)
      return breach(
        `auction.calls[${i}]`,
        a.turn === null ? 'the auction was over' : `seat ${a.turn} was to speak, and may not call that`,
        a.turn === null
          ? 'het bieden was voorbij'
          : `plaats ${a.turn} was aan de beurt, en mag dat niet bieden`,
      );
    a = next;
  }
  const got = s.auction;
  const field = (['turn', 'asker', 'joiner'] as const).find((k) => got[k] !== a[k]);
  const off =
    field ??
    (got.passed.some((p, k) => p !== a.passed[k])
      ? 'passed'
      : !sameHigh(got.high, a.high)
        ? 'high'
        : undefined);
  if (off)
    return breach(
      `auction.${off}`,
      'the calls of the auction lead elsewhere',
      'de biedingen leiden ergens anders heen',
    );
  if ((s.phase === 'auction') !== (a.turn !== null))
    return breach(
      'phase',
      a.turn === null ? 'the auction is over' : 'the auction is not over',
      a.turn === null ? 'het bieden is voorbij' : 'het bieden is niet voorbij',
    );
  return undefined;
}

const sameContract = (a: Contract, b: Contract): boolean =>
  a.game === b.game &&
  a.trump === b.trump &&
  a.level === b.level &&
  a.leader === b.leader &&
  a.lead === b.lead &&
  a.declarers.length === b.declarers.length &&
  a.declarers.every((x, i) => x === b.declarers[i]);

/** The contract the finished auction makes (or alleen, or none), and the phase it allows. */
function checkContract(s: WiezenState): Breach | undefined {
  const got = s.contract;
  if (s.phase === 'auction') return got === null ? undefined : noContract;
  const made = contractOf(s.auction, s.dealer, s.turned, s.troel);
  const { asker, joiner, high } = s.auction;
  // The asker nobody joined decides (phase alleen), then plays alone or passes (no contract).
  const alone = made === null && asker !== null && joiner === null && high === null;
  const expected: Contract | null =
    alone && got !== null && s.phase !== 'alleen'
      ? {
          game: 'alleen',
          declarers: [asker],
          trump: suitOf(s.turned),
          level: null,
          leader: (s.dealer + 1) % 4,
          lead: null,
        }
      : made;
  if (expected === null) {
    // No game: the asker deciding, or the end of a session whose last deal nobody played.
    if (got !== null) return noContract;
    return (s.phase === 'alleen' ? alone : s.phase === 'over') ? undefined : phaseBreach;
  }
  if (got === null || !sameContract(got, expected)) return contractBreach;
  if (s.phase === 'alleen') return phaseBreach;
  const miserieDealer = got.game === 'miserie' && got.declarers.includes(s.dealer);
  if (!miserieDealer && (s.phase === 'exchange' || s.phase === 'exchange-reply')) return phaseBreach;
  return undefined;
}

const noContract = breach('contract', 'no game is played now', 'er wordt nu geen spel gespeeld');
const contractBreach = breach(
  'contract',
  'the auction makes another game',
  'het bieden maakt een ander spel',
);
const phaseBreach = breach(
  'phase',
  'the auction leads to another phase',
  'het bieden leidt tot een andere fase',
);

/**
 * Who held each card when it was dealt: today's holders and players, the dealer's exchange undone. Returns the
 * breach of an exchange that could not have been.
 */
function dealtOwners(s: WiezenState, owners: Int8Array): Int8Array | Breach {
  const given = s.exchange?.named.find((n) => n.given);
  if (!given) return owners;
  if (owners[given.card] !== s.dealer || owners[s.turned] !== given.holder || given.holder === s.dealer)
    return breach(
      'exchange.named',
      'the dealer holds the card he got, its giver the turned card',
      'de deler heeft de kaart die hij kreeg, de gever de gedraaide kaart',
    );
  const dealt = owners.slice();
  dealt[given.card] = given.holder;
  dealt[s.turned] = s.dealer;
  return dealt;
}

/** The deal as dealt: the turned card the dealer's, troel as its aces fell. */
function checkDeal(s: WiezenState, owners: Int8Array): Breach | undefined {
  const dealt = dealtOwners(s, owners);
  if (!(dealt instanceof Int8Array)) return dealt;
  if (dealt[s.turned] !== s.dealer)
    return breach(
      'turned',
      "the turned card is the dealer's last card",
      'de gedraaide kaart is de laatste van de deler',
    );
  const troel = troelOf(dealt);
  const got = s.troel;
  const same =
    troel === null || got === null
      ? troel === got
      : troel.kind === got.kind &&
        troel.player === got.player &&
        troel.partner === got.partner &&
        troel.card === got.card;
  if (!same) return breach('troel', 'the deal gives another troel', 'de deling geeft een andere troel');
  return undefined;
}

/**
 * Troel as `detectTroel` finds it in the hands dealt, read off who was dealt each card: three aces call the
 * fourth, four call the highest heart below the ace that the troel player lacks.
 *
 * @example
 * ```ts
 * troelOf(owners); // null, or { kind: 'troel', player: 2, partner: 0, card: 12 }
 * ```
 */
export function troelOf(dealt: Int8Array): Troel | null {
  for (let player = 0; player < 4; player++) {
    let aces = 0;
    let missing = -1;
    for (let suit = 0; suit < 4; suit++) {
      if (dealt[cardOf(suit, ACE)] === player) aces++;
      else if (missing < 0) missing = cardOf(suit, ACE);
    }
    if (aces === 3) return { kind: 'troel', player, partner: dealt[missing]!, card: missing };
    if (aces === 4)
      for (let rank = ACE - 1; rank >= 0; rank--) {
        const card = cardOf(HEARTS, rank);
        if (dealt[card] !== player) return { kind: 'troela', player, partner: dealt[card]!, card };
      }
  }
  return null;
}

/** The dealer's miserie exchange: only in his miserie, each card named once, asked of its holder. */
function checkExchange(s: WiezenState, owners: Int8Array): Breach | undefined {
  const ex = s.exchange;
  const c = s.contract;
  const miserieDealer = c !== null && c.game === 'miserie' && c.declarers.includes(s.dealer);
  if (!miserieDealer)
    return ex === null
      ? undefined
      : breach(
          'exchange',
          'only a dealer playing miserie exchanges',
          'alleen een deler die miserie speelt ruilt',
        );
  if (ex === null)
    return breach(
      'exchange',
      'a dealer playing miserie may exchange',
      'een deler die miserie speelt mag ruilen',
    );
  const dealt = dealtOwners(s, owners) as Int8Array; // checkDeal found it sound
  const asking = s.phase === 'exchange' || s.phase === 'exchange-reply';
  if (ex.done === asking || (ex.pending !== null) !== (s.phase === 'exchange-reply'))
    return breach('exchange', 'the exchange is at another step', 'het ruilen is bij een andere stap');
  const other = (card: number) => dealt[card] !== s.dealer && c.declarers.includes(dealt[card]!);
  const named = new Set<number>();
  for (let i = 0; i < ex.named.length; i++) {
    const n = ex.named[i]!;
    const at = `exchange.named[${i}]`;
    const last = i === ex.named.length - 1;
    if (named.has(n.card) || dealt[n.card] === s.dealer || dealt[n.card] !== n.holder)
      return breach(
        at,
        'the dealer names a card of another seat, once',
        'de deler noemt een kaart van een ander, één keer',
      );
    // Only a fellow miserie player may refuse; whoever gives ends the exchange.
    if (n.given ? !last || !ex.done : !other(n.card))
      return breach(
        at,
        'a fellow miserie player refuses, anyone else gives',
        'een medespeler in miserie weigert, een ander geeft',
      );
    named.add(n.card);
  }
  if (ex.pending !== null && (named.has(ex.pending) || !other(ex.pending)))
    return breach(
      'exchange.pending',
      'the card named waits for a fellow miserie player',
      'de genoemde kaart wacht op een medespeler in miserie',
    );
  return undefined;
}

/** Tricks led by the rules' leaders, followed when they could be, won as the rules say; `taken` counts them. */
function checkTricks(s: WiezenState): Breach | undefined {
  const c = s.contract;
  const { tricks, trick } = s;
  if (s.phase === 'play' && tricks.length === 13)
    return breach('tricks', 'after 13 tricks the deal is over', 'na 13 slagen is het spel om');
  if (s.phase === 'over' && c !== null && tricks.length !== 13)
    return breach('tricks', 'a played deal ends after 13 tricks', 'een gespeeld spel eindigt na 13 slagen');
  // A trick is played under the game agreed: none before it (or in a deal everybody passed).
  if (c === null && (tricks.length > 0 || trick.cards.length > 0))
    return breach(
      'contract',
      'tricks are played only once a game is agreed',
      'slagen volgen pas op een afgesproken spel',
    );
  const taken = [0, 0, 0, 0];
  let leader = c?.leader ?? (s.dealer + 1) % 4;
  for (let t = 0; t < tricks.length; t++) {
    const r = tricks[t]!;
    if (r.leader !== leader)
      return breach(
        `tricks[${t}].leader`,
        `seat ${leader} led this trick`,
        `plaats ${leader} kwam uit in deze slag`,
      );
    leader = (r.leader + trickWinner(r.cards, c!.trump)) & 3;
    if (r.winner !== leader)
      return breach(`tricks[${t}].winner`, `seat ${leader} won this trick`, `plaats ${leader} won deze slag`);
    taken[leader]!++;
  }
  if (trick.leader !== leader)
    return breach(
      'trick.leader',
      `seat ${leader} leads this trick`,
      `plaats ${leader} komt uit in deze slag`,
    );
  for (let k = 0; k < 4; k++)
    if (s.taken[k] !== taken[k])
      return breach(`taken[${k}]`, `seat ${k} won ${taken[k]} tricks`, `plaats ${k} won ${taken[k]} slagen`);
  if (c?.lead != null) {
    const first = tricks[0]?.cards[0] ?? trick.cards[0];
    if (first === undefined ? !s.hands[c.leader]!.includes(c.lead) : first !== c.lead)
      return breach(
        'contract.lead',
        'the partner leads the called card',
        'de partner komt uit met de gevraagde kaart',
      );
  }
  return checkFollowed(s);
}

/** Nobody failed to follow suit while holding it: each renounce is true to the cards the seat held then. */
function checkFollowed(s: WiezenState): Breach | undefined {
  const { tricks, trick } = s;
  const n = tricks.length;
  // The last trick (0..n-1, the current one n) in which each seat played each suit (`4 * seat + suit`); a card
  // still in hand counts as later than every trick.
  const last = new Int8Array(16).fill(-1);
  for (let k = 0; k < 4; k++) for (const c of s.hands[k]!) last[4 * k + suitOf(c)] = n + 1;
  for (let i = 0; i <= n; i++) {
    const t = i < n ? tricks[i]! : trick;
    for (let j = 0; j < t.cards.length; j++) {
      const slot = 4 * ((t.leader + j) & 3) + suitOf(t.cards[j]!);
      if (last[slot]! < i) last[slot] = i;
    }
  }
  for (let i = 0; i <= n; i++) {
    const t = i < n ? tricks[i]! : trick;
    if (t.cards.length === 0) continue;
    const led = suitOf(t.cards[0]!);
    for (let j = 1; j < t.cards.length; j++) {
      const who = (t.leader + j) & 3;
      if (suitOf(t.cards[j]!) !== led && last[4 * who + led]! > i)
        return breach(
          i < n ? `tricks[${i}].cards[${j}]` : `trick.cards[${j}]`,
          `seat ${who} did not follow suit while holding it`,
          `plaats ${who} bekende geen kleur terwijl hij ze had`,
        );
    }
  }
  return undefined;
}

/**
 * Checks a Wiezen state a client sent back: the schema, then {@link checkState}; throws
 * `RuleError('invalid-state')` naming the place.
 *
 * @example
 * ```ts
 * const state = parseState(JSON.parse(body).state);
 * wiezen.legalMoves(state, 1);
 * ```
 */
export const parseState: (json: unknown) => WiezenState = stateParser(stateSchema, checkState);
