/**
 * The heuristic Die Weinhändler bot: fast, and it reads only its own view.
 *
 * - Worth: a card is worth its stars, more when the hand already holds bottles of its colour (trio chances:
 *   most for identical bottles), plus a little for its money while the pile lasts; an empty bottle is cheap.
 * - Bids: for every legal bid it asks what it would receive if the bidding ended now (the display when it is
 *   highest, else the bid just above it: underbidding to catch a wanted bid), discounts that by the players
 *   who may still raise, and subtracts what the added cards are worth. Passing is valued the same way.
 * - The draw (a first-turn pass that reveals two pile cards): worth a card, plus or minus the tempo: each draw
 *   takes a card out of the pile for good and brings the last round closer, which the leader wants and a
 *   player behind does not, the more so the nearer the end. So behind, near the end, it declines.
 * - Cellar: each placement scores its points now plus the trio chances it leaves open (a same-coloured card
 *   beside a free slot); it places while it must, and by choice only when a placement completes a trio.
 *
 * @module
 */
import type { Bot, Seat } from '../contract/index.js';
import type { Rng } from '../random/index.js';
import { CARD_INFO, type Card } from './cards.js';
import { buildGrid, type Grid, needsNewCellar, slotIndex } from './cellar.js';
import { HAND_LIMIT } from './rules.js';
import { pointsIf, triosAt } from './score.js';
import type { WeinhaendlerMove, WeinhaendlerState, WeinhaendlerView } from './types.js';
import { view as viewOf } from './view.js';

/** Worth of an empty bottle (a cheap bid, a filler in the cellar). */
const EMPTY_WORTH = 0.35;
/** Worth per other bottle of the same colour in hand (at most two count). */
const COLOUR_SYNERGY = 0.45;
/** Worth per identical bottle in hand (at most two count). */
const IDENTICAL_SYNERGY = 0.9;
/** Worth of a card's money, per euro, while the pile is full (it fades as the pile runs out). */
const MONEY = 0.045;
/** The chance that a target survives one more player who may still raise. */
const HOLD = 0.8;
/** Worth of the pass-and-draw's card. */
const DRAW_WORTH = 1.4;
/** Most worth the tempo of a draw adds or takes away (leading or trailing by `LEAD_SCALE` points or more). */
const TEMPO = 2;
/** Points of lead (or lag) at which the tempo counts in full. */
const LEAD_SCALE = 8;
/** Pile size from which one card less counts in full (with more left, one card matters less). */
const TEMPO_HORIZON = 12;
/** Weight of the trio chances a placement leaves open. */
const OPENNESS = 0.5;

/** What the bot knows of its own cards: counts by colour and by kind, and how much money still matters. */
export interface Appraiser {
  colours: number[];
  kinds: Map<Card, number>;
  money: number;
}

/**
 * Builds the appraiser of a view.
 *
 * @example
 * ```ts
 * worth(appraiser(view(state, 0)), 'grey-24', 0);
 * ```
 */
export function appraiser(v: WeinhaendlerView): Appraiser {
  const colours = [0, 0, 0, 0, 0, 0, 0];
  const kinds = new Map<Card, number>();
  for (const c of v.hand ?? []) {
    const info = CARD_INFO[c]!;
    if (info.wine) colours[info.colour]!++;
    kinds.set(c, (kinds.get(c) ?? 0) + 1);
  }
  const money = v.last ? 0 : MONEY * Math.min(1, v.pile.count / 20);
  return { colours, kinds, money };
}

/**
 * What a card is worth to the bot. `own` is 1 when the card is one of its own (so it does not count itself).
 *
 * @example
 * ```ts
 * worth(appraiser(view), 'blue-23', 0); // about 3 stars + trio chances + money
 * ```
 */
export function worth(a: Appraiser, card: Card, own: 0 | 1): number {
  const info = CARD_INFO[card]!;
  if (!info.wine) return EMPTY_WORTH;
  const colour = Math.min(2, a.colours[info.colour]! - own);
  const same = Math.min(2, (a.kinds.get(card) ?? 0) - own);
  return info.stars + COLOUR_SYNERGY * colour + IDENTICAL_SYNERGY * same + a.money * (info.cents / 100);
}

function worthOf(a: Appraiser, cards: readonly Card[], own: 0 | 1): number {
  let sum = 0;
  for (const c of cards) sum += worth(a, c, own);
  return sum;
}

/** What `seat` would receive with bid total `mine` if the bidding ended now, discounted for who may raise. */
function expectedReceipt(v: WeinhaendlerView, seat: Seat, mine: number, a: Appraiser): number {
  if (mine === 0) return 0;
  let above: Seat = -1;
  let open = 0;
  for (let s = 0; s < v.players; s++) {
    if (s === seat || v.bids[s]!.length === 0) continue;
    const t = v.totals[s]!;
    if (t > mine && (above < 0 || t < v.totals[above]!)) above = s;
  }
  for (let s = 0; s < v.players; s++) if (s !== seat && s !== above && !v.passed[s]) open++;
  const target = above < 0 ? v.display : v.bids[above]!;
  return worthOf(a, target, 0) * HOLD ** open;
}

/**
 * What bringing the end one card closer is worth to the view's seat: positive when it leads on points (the
 * fewer rounds left, the fewer chances for the others to catch up), negative when it trails, and more the
 * smaller the pile. A draw removes one card from the pile for good (two revealed, one goes back under it).
 *
 * @example
 * ```ts
 * drawTempo(view(state, seat)); // e.g. 1.2 for a seat 10 points ahead with 10 cards in the pile
 * ```
 */
export function drawTempo(v: WeinhaendlerView): number {
  const seat = v.seat!;
  let best = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < v.players; s++) if (s !== seat && v.points[s]! > best) best = v.points[s]!;
  const lead = Math.max(-1, Math.min(1, (v.points[seat]! - best) / LEAD_SCALE));
  const urgency = Math.min(1, TEMPO_HORIZON / Math.max(1, v.pile.count));
  return TEMPO * lead * urgency;
}

/** The value of each legal bidding move (the draw and the pass included) for the view's seat: higher is better. */
function bidValues(v: WeinhaendlerView, legal: readonly WeinhaendlerMove[]): number[] {
  const seat = v.seat!;
  const a = appraiser(v);
  const current = v.totals[seat]!;
  const pass = current > 0 ? expectedReceipt(v, seat, current, a) : 0;
  return legal.map((move) => {
    if (move.type === 'draw') return DRAW_WORTH + drawTempo(v);
    if (move.type !== 'bid') return pass;
    let sum = 0;
    for (const c of move.cards) sum += CARD_INFO[c]!.cents;
    return expectedReceipt(v, seat, current + sum, a) - worthOf(a, move.cards, 1);
  });
}

/**
 * The trio chances a card at grid slot `index` leaves open: for each trio through it with one same-coloured
 * card that could still complete it and one slot still free (or an empty bottle), the bonus it could bring.
 *
 * @example
 * ```ts
 * openness(buildGrid([{ row: 0, pos: 0, card: 'red-6' }, { row: 0, pos: 1, card: 'red-6' }]), slotIndex(1, 0), 'red-6');
 * ```
 */
export function openness(g: Grid, index: number, card: Card): number {
  const info = CARD_INFO[card]!;
  if (!info.wine) return 0;
  const trios = triosAt(index);
  let sum = 0;
  for (let t = 0; t < trios.length; t += 2) {
    const x = g.slots[trios[t]!];
    const y = g.slots[trios[t + 1]!];
    const freeX = x == null || x === 'empty';
    const freeY = y == null || y === 'empty';
    if (freeX && freeY) sum += 0.05;
    else if (freeX !== freeY) {
      const other = CARD_INFO[(freeX ? y : x)!]!;
      if (!other.wine || other.colour !== info.colour) continue;
      sum += other.shape === info.shape ? 1 : 0.4;
    }
  }
  return sum;
}

/**
 * The value of each legal cellar move for the view's seat: a placement is worth its points now, the trio
 * chances it leaves open, less what keeping the card would be worth. A stop ranks first unless the seat must
 * place, or the best placement completes a trio (then it ranks second).
 */
function cellarValues(v: WeinhaendlerView, legal: readonly WeinhaendlerMove[]): number[] {
  const seat = v.seat!;
  const hand = v.hand ?? [];
  const cellars = v.cellars[seat]!;
  const open = cellars.length > 0 ? buildGrid(cellars[cellars.length - 1]!) : null;
  const fresh = buildGrid([]);
  const a = appraiser(v);
  const must = v.last || hand.length > HAND_LIMIT;
  let bestValue = Number.NEGATIVE_INFINITY;
  let bestBonus = 0;
  const values = legal.map((move) => {
    if (move.type !== 'place') return Number.NEGATIVE_INFINITY;
    const g = needsNewCellar(open) ? fresh : open!;
    const index = slotIndex(move.row, move.pos);
    const points = pointsIf(g, index, move.card);
    const before = g.slots[index]!;
    g.slots[index] = move.card;
    const chances = openness(g, index, move.card);
    g.slots[index] = before;
    const info = CARD_INFO[move.card]!;
    // Keeping a card keeps its money and the trio chances it has in hand.
    const keep = a.money * (info.cents / 100) + (info.wine ? worth(a, move.card, 1) - info.stars : 0) * 0.5;
    const value = points + OPENNESS * chances - keep;
    if (value > bestValue) {
      bestValue = value;
      bestBonus = points - info.stars;
    }
    return value;
  });
  if (!must) {
    const stop =
      bestValue === Number.NEGATIVE_INFINITY ? 0 : bestBonus > 0 ? bestValue - 1e-3 : bestValue + 1;
    legal.forEach((move, i) => {
      if (move.type === 'stop') values[i] = stop;
    });
  }
  return values;
}

/**
 * The heuristic value of each legal move for the view's seat (same order as `legal`; higher is better).
 * Deterministic: the bot adds only a tiny random tie-break.
 *
 * @example
 * ```ts
 * const values = moveValues(view(state, seat), weinhaendler.legalMoves(state, seat));
 * ```
 */
export function moveValues(v: WeinhaendlerView, legal: readonly WeinhaendlerMove[]): number[] {
  return v.phase === 'bid' ? bidValues(v, legal) : cellarValues(v, legal);
}

/**
 * Chooses a move from a view: the heart of the heuristic bot, usable on any view.
 *
 * @example
 * ```ts
 * const move = heuristicMove(view(state, seat), weinhaendler.legalMoves(state, seat), Rng.fromSeed('b'));
 * ```
 */
export function heuristicMove(
  v: WeinhaendlerView,
  legal: readonly WeinhaendlerMove[],
  rng: Rng,
): WeinhaendlerMove {
  const values = moveValues(v, legal);
  let best = 0;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < legal.length; i++) {
    const value = values[i]! + rng.float() * 1e-6;
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return legal[best]!;
}

/**
 * The heuristic bot.
 *
 * @example
 * ```ts
 * const move = weinhaendlerBot.choose({ game: weinhaendler, state, seat, legal, rng: Rng.fromSeed('b') });
 * ```
 */
export const weinhaendlerBot: Bot<WeinhaendlerState, WeinhaendlerMove> = {
  name: 'heuristic',
  choose({ state, seat, legal, rng }) {
    return heuristicMove(viewOf(state, seat), legal, rng);
  },
};

/** Chance that a playout passes on its first turn (and draws, when it may). */
const ROLLOUT_DRAW = 0.3;
/** Chance that a playout passes once it has a bid. */
const ROLLOUT_STOP = 0.6;

/**
 * A fast playout policy for ISMCTS (`ismcts({ rollout: weinhaendlerRollout })`), cheap enough for thousands of
 * playouts per move: bids of one or two cards (passing often once it has a bid, on a first turn sometimes
 * passing with a draw), and in the
 * cellar the most starry card at a random slot while it must place, else a stop. It reads only the seat's own
 * hand and bid in the (determinized) state the search plays out.
 *
 * @example
 * ```ts
 * const bot = ismcts({ iterations: 200, rollout: weinhaendlerRollout });
 * ```
 */
export function weinhaendlerRollout(input: {
  state: unknown;
  seat: Seat;
  legal: unknown[];
  rng: Rng;
}): unknown {
  const state = input.state as WeinhaendlerState;
  const legal = input.legal as WeinhaendlerMove[];
  const { seat, rng } = input;
  const last = legal[legal.length - 1]!;
  if (state.phase === 'bid') {
    // `legalMoves` lists the pass last, the draw (when legal) just before it.
    const hasBid = state.bids[seat]!.length > 0;
    if (legal.length === 1 || rng.float() < (hasBid ? ROLLOUT_STOP : state.acted[seat] ? 0 : ROLLOUT_DRAW)) {
      const draw = legal[legal.length - 2];
      return draw?.type === 'draw' ? draw : last;
    }
    for (let tries = 0; tries < 4; tries++) {
      const move = legal[rng.int(legal.length - 1)]!;
      // A draw picked here is skipped: it is no bid.
      if (move.type === 'bid' && move.cards.length <= 2) return move;
    }
    return last;
  }
  if (last.type === 'stop') return last;
  let best = legal[0]!;
  let stars = -1;
  const start = rng.int(legal.length);
  for (let k = 0; k < legal.length; k++) {
    const move = legal[(start + k) % legal.length]!;
    if (move.type !== 'place') continue;
    const s = CARD_INFO[move.card]!.stars;
    if (s > stars) {
      stars = s;
      best = move;
    }
  }
  return best;
}

/**
 * A heavier playout policy: the heuristic bot itself on the seat's view (better playouts, far fewer of them).
 *
 * @example
 * ```ts
 * const bot = ismcts({ iterations: 30, rollout: heuristicRollout }); // @tafel/bots adds its reward and pruning
 * ```
 */
export function heuristicRollout(input: { state: unknown; seat: Seat; legal: unknown[]; rng: Rng }): unknown {
  const state = input.state as WeinhaendlerState;
  return heuristicMove(viewOf(state, input.seat), input.legal as WeinhaendlerMove[], input.rng);
}
