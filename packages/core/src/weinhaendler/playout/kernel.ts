/**
 * The playout kernel's working position: a Die Weinhändler state held in preallocated typed arrays (card
 * codes, counts per kind, ring buffers for the pile), which counts the legal moves of the seat to move without
 * building them and applies the `i`-th of them in place. The `i`-th move is the one at index `i` of
 * `legalMoves`: bids in the odometer order of `bidMoves` (skipping totals that another bid holds), then the
 * draw (on a first turn while the pile lasts), then the pass; places by kind of card in value order, each at
 * its free slots (`freeSlots` order) and then at the empty bottles it may cover, then the stop. In the last
 * round a seat left with cards that can be placed nowhere sets them aside (only empty bottles can be such).
 *
 * A kernel is loaded from a state ({@link Kernel.load}) and turned back into one ({@link Kernel.store}); it
 * allocates nothing per move. It mirrors `rules.ts`, `bidding.ts`, `swap.ts` and `cellar.ts` step for step;
 * the differential test in `playout.test.ts` holds the two together.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import { ORIGIN, ROWS, SLOTS, WIDTH } from '../cellar.js';
import { HAND_LIMIT } from '../rules.js';
import { DISPLAY } from '../setup.js';
import type { Draw, Placement, WeinhaendlerMove, WeinhaendlerState } from '../types.js';
import {
  CELLS,
  CODE_CARD,
  CODE_CENTS,
  CODE_COLOUR,
  CODE_STARS,
  codeOf,
  EMPTY_CODE,
  KINDS,
  lowestBit,
  popcount,
  SAME_COLOUR,
  TRIO_BONUS,
  TRIO_CELLS,
  TRIO_START,
} from './codes.js';

const SEATS = 5;
/** Ring buffers (pile, buried) hold up to this many entries (a power of two above every card in play). */
const RING = 128;
const RING_MASK = RING - 1;
/** Placements logged per seat (more than the cards in play). */
const LOG = 128;
/** Display buffer (more than the cards in play). */
const DISPLAY_MAX = 128;
/** Grid value of an empty bottle (`EMPTY_CODE + 1`). */
const EMPTY_CELL = EMPTY_CODE + 1;
/** Log flag: this placement started a new cellar. */
const FRESH = 1 << 12;

/** Phases as numbers. */
const BID = 0;
const CELLAR = 1;
const OVER = 2;
const PHASES = ['bid', 'cellar', 'over'] as const;

/** A drawn entry that is still the input state's own object. */
const DRAWN_INPUT = -2;
const DRAWN_NONE = -1;

/** Every placement there is, by `cell << 5 | code`, built once and shared (frozen, like the moves of `rules.ts`). */
const PLACEMENTS: readonly Placement[] = (() => {
  const table: Placement[] = [];
  for (let cell = 0; cell < CELLS; cell++)
    for (let code = 0; code < KINDS; code++)
      table[(cell << 5) | code] = Object.freeze({
        row: (cell / WIDTH) | 0,
        pos: (cell % WIDTH) - ORIGIN,
        card: CODE_CARD[code]!,
      });
  return table;
})();

/** Zeroes `length` entries from `from` (a loop: `fill` on a typed array is a slow builtin call). */
function clear(array: Uint8Array, from: number, length: number): void {
  for (let i = from + length - 1; i >= from; i--) array[i] = 0;
}

/** For each cell, the cells resting on it and its left / right neighbour (-1: none). */
const ABOVE_LEFT = new Int8Array(CELLS).fill(-1);
const ABOVE_RIGHT = new Int8Array(CELLS).fill(-1);
/** The bit of each cell above the bottom row in a seat's `upper` mask (0 for the bottom row), and back. */
const CELL_MASK = new Int32Array(CELLS);
const BIT_CELL = new Int8Array(32);
{
  let bit = 0;
  for (let row = 0; row < ROWS; row++) {
    for (let pos = -ORIGIN; pos <= ORIGIN - row; pos++) {
      const cell = row * WIDTH + pos + ORIGIN;
      if (row > 0) {
        CELL_MASK[cell] = 1 << bit;
        BIT_CELL[bit++] = cell;
      }
      if (row + 1 < ROWS && pos - 1 >= -ORIGIN) ABOVE_LEFT[cell] = cell + WIDTH - 1;
      if (row + 1 < ROWS && pos + 1 <= ORIGIN - row) ABOVE_RIGHT[cell] = cell + WIDTH;
    }
  }
}

/**
 * A mutable, preallocated game position for playouts. Use {@link Kernel.load}, then repeatedly
 * {@link Kernel.count} and {@link Kernel.apply}, then {@link Kernel.store}.
 *
 * @example
 * ```ts
 * const k = new Kernel();
 * k.load(state);
 * while (!k.over()) k.apply(rng.int(k.count()));
 * const end = k.store();
 * ```
 */
export class Kernel {
  players = 0;
  phase = BID;
  round = 0;
  last = false;
  start = 0;
  /** The seat to move; -1 once the game is over. */
  turn = 0;
  highest = -1;
  cellarTurns = 0;

  // Hands and bids: a count per seat and kind, the number of cards, and a bitmask of the kinds held.
  readonly hand = new Uint8Array(SEATS * KINDS);
  readonly handSize = new Int32Array(SEATS);
  readonly handMask = new Int32Array(SEATS);
  readonly bid = new Uint8Array(SEATS * KINDS);
  readonly bidSize = new Int32Array(SEATS);
  readonly bidMask = new Int32Array(SEATS);
  readonly totals = new Int32Array(SEATS);
  readonly passed = new Uint8Array(SEATS);
  readonly acted = new Uint8Array(SEATS);
  readonly declined = new Uint8Array(SEATS);
  /** Empty bottles set aside at the end (the only cards that can lack a place). */
  readonly setAside = new Int32Array(SEATS);
  readonly points = new Int32Array(SEATS);

  readonly display = new Uint8Array(DISPLAY_MAX);
  displayLength = 0;
  /** The pile, top first, in a ring. */
  readonly pile = new Uint8Array(RING);
  pileHead = 0;
  pileLength = 0;
  /** Who put the bottom cards under the pile, oldest first, in a ring. */
  readonly buried = new Uint8Array(RING);
  buriedHead = 0;
  buriedLength = 0;

  /** This round's pass-and-draw per seat: cards revealed (or DRAWN_NONE / DRAWN_INPUT) and the two cards. */
  readonly drawnCount = new Int8Array(SEATS);
  readonly drawnA = new Uint8Array(SEATS);
  readonly drawnB = new Uint8Array(SEATS);

  // The open cellar per seat: cells (code + 1), bottom row ends, cards, empty bottles (sorted cells).
  readonly grid = new Uint8Array(SEATS * CELLS);
  readonly open = new Uint8Array(SEATS);
  readonly lo = new Int32Array(SEATS);
  readonly hi = new Int32Array(SEATS);
  readonly size = new Int32Array(SEATS);
  readonly empties = new Uint8Array(SEATS * 4);
  readonly emptyCount = new Int32Array(SEATS);
  /** Wine cards of each colour in a seat's open cellar (index `seat * 8 + colour`; 7: empty bottles). */
  readonly colours = new Uint8Array(SEATS * 8);
  /** Free slots above the bottom row (both cards under them placed, none on them), one bit per cell. */
  readonly upper = new Int32Array(SEATS);
  /** New placements per seat since the load: `FRESH | cell << 5 | code`. */
  readonly log = new Int16Array(SEATS * LOG);
  readonly logLength = new Int32Array(SEATS);

  /** The state this position was loaded from (its cellars and drawn entries are reused by `store`). */
  private source: WeinhaendlerState | null = null;

  // What the last `count` found, for `apply` and `move`.
  private readonly kinds = new Int32Array(KINDS);
  private readonly radix = new Int32Array(KINDS);
  private readonly take = new Int32Array(KINDS);
  private kindCount = 0;
  private collisions = new Int32Array(64);
  private collisionCount = 0;
  private bids = 0;
  /** 1 when the seat to move may draw (after `count`). */
  private draws = 0;
  private freeCount = 0;
  private placeCode = 0;
  private placeCell = 0;
  private placeFresh = false;
  /** Moves per kind in the cellar phase: for the empty bottle, and for each wine. */
  private perEmpty = 0;
  private perWine = 0;
  private places = 0;
  private readonly order = new Int32Array(SEATS);

  /** Whether the game is over. */
  over(): boolean {
    return this.phase === OVER;
  }

  /** Loads a state (which is not changed, and must stay unchanged while this position is in use). */
  load(state: WeinhaendlerState): void {
    const players = state.players;
    this.source = state;
    this.players = players;
    this.phase = PHASES.indexOf(state.phase);
    this.round = state.round;
    this.last = state.last;
    this.start = state.start;
    this.turn = state.turn;
    this.highest = state.highest ?? -1;
    this.cellarTurns = state.cellarTurns;
    // Whole arrays: one builtin call each beats a loop here.
    this.hand.fill(0);
    this.bid.fill(0);
    this.grid.fill(0);
    this.colours.fill(0);
    for (let s = 0; s < players; s++) {
      // Indexed loops: for-of costs an iterator per list here, even for the empty ones.
      const hand = state.hands[s]!;
      let mask = 0;
      for (let i = 0; i < hand.length; i++) {
        const code = codeOf(hand[i]!);
        this.hand[s * KINDS + code]!++;
        mask |= 1 << code;
      }
      this.handSize[s] = hand.length;
      this.handMask[s] = mask;
      const bid = state.bids[s]!;
      let bidMask = 0;
      for (let i = 0; i < bid.length; i++) {
        const code = codeOf(bid[i]!);
        this.bid[s * KINDS + code]!++;
        bidMask |= 1 << code;
      }
      this.bidMask[s] = bidMask;
      this.bidSize[s] = bid.length;
      this.totals[s] = state.totals[s]!;
      this.passed[s] = state.passed[s] ? 1 : 0;
      this.acted[s] = state.acted[s] ? 1 : 0;
      this.declined[s] = state.declined[s] ? 1 : 0;
      // Only empty bottles are ever set aside (a wine card always has a place).
      this.setAside[s] = state.setAside[s]!.length;
      this.points[s] = state.points[s]!;
      this.drawnCount[s] = state.drawn[s] ? DRAWN_INPUT : DRAWN_NONE;
      this.logLength[s] = 0;
      this.loadCellar(s, state.cellars[s]!);
    }
    this.displayLength = state.display.length;
    for (let i = 0; i < state.display.length; i++) this.display[i] = codeOf(state.display[i]!);
    this.pileHead = 0;
    this.pileLength = state.pile.length;
    for (let i = 0; i < state.pile.length; i++) this.pile[i] = codeOf(state.pile[i]!);
    this.buriedHead = 0;
    this.buriedLength = state.buried.length;
    for (let i = 0; i < state.buried.length; i++) this.buried[i] = state.buried[i]!;
  }

  /** Lays out a seat's open cellar (later placements cover earlier ones). */
  private loadCellar(seat: Seat, cellars: readonly (readonly Placement[])[]): void {
    // The grid is already clear (`load` clears all of it at once).
    this.open[seat] = cellars.length > 0 ? 1 : 0;
    this.lo[seat] = 0;
    this.hi[seat] = -1;
    this.size[seat] = 0;
    this.emptyCount[seat] = 0;
    this.upper[seat] = 0;
    if (cellars.length === 0) return;
    const open = cellars[cellars.length - 1]!;
    for (let i = 0; i < open.length; i++) {
      const p = open[i]!;
      this.put(seat, p.row * WIDTH + p.pos + ORIGIN, codeOf(p.card));
    }
  }

  /** The state this position stands for (fresh arrays; placements and draws of the input are shared). */
  store(): WeinhaendlerState {
    const source = this.source!;
    const players = this.players;
    const hands: string[][] = [];
    const bids: string[][] = [];
    const totals: number[] = [];
    const passed: boolean[] = [];
    const acted: boolean[] = [];
    const declined: boolean[] = [];
    const setAside: string[][] = [];
    const drawn: (Draw | null)[] = [];
    const cellars: Placement[][][] = [];
    const points: number[] = [];
    for (let s = 0; s < players; s++) {
      hands.push(this.cards(this.hand, this.handMask[s]!, s));
      bids.push(this.cards(this.bid, this.bidMask[s]!, s));
      totals.push(this.totals[s]!);
      passed.push(this.passed[s] === 1);
      acted.push(this.acted[s] === 1);
      declined.push(this.declined[s] === 1);
      setAside.push(
        this.setAside[s] === 0 ? [] : new Array<string>(this.setAside[s]!).fill(CODE_CARD[EMPTY_CODE]!),
      );
      drawn.push(this.storeDrawn(s));
      cellars.push(this.storeCellars(s, source.cellars[s]!));
      points.push(this.points[s]!);
    }
    const display: string[] = [];
    for (let i = 0; i < this.displayLength; i++) display.push(CODE_CARD[this.display[i]!]!);
    const pile: string[] = [];
    for (let i = 0; i < this.pileLength; i++)
      pile.push(CODE_CARD[this.pile[(this.pileHead + i) & RING_MASK]!]!);
    const buried: number[] = [];
    for (let i = 0; i < this.buriedLength; i++) buried.push(this.buried[(this.buriedHead + i) & RING_MASK]!);
    return {
      game: 'weinhaendler',
      players,
      phase: PHASES[this.phase]!,
      round: this.round,
      last: this.last,
      start: this.start,
      turn: this.turn,
      hands,
      bids,
      totals,
      passed,
      acted,
      display,
      pile,
      buried,
      drawn,
      declined,
      highest: this.highest < 0 ? null : this.highest,
      cellarTurns: this.cellarTurns,
      cellars,
      setAside,
      points,
    };
  }

  /** A seat's cards of a count table, sorted by value. */
  private cards(counts: Uint8Array, mask: number, seat: Seat): string[] {
    const out: string[] = [];
    for (; mask !== 0; mask &= mask - 1) {
      const code = lowestBit(mask);
      for (let n = counts[seat * KINDS + code]!; n > 0; n--) out.push(CODE_CARD[code]!);
    }
    return out;
  }

  private storeDrawn(seat: Seat): Draw | null {
    const n = this.drawnCount[seat]!;
    if (n === DRAWN_INPUT) return this.source!.drawn[seat]!;
    if (n === DRAWN_NONE) return null;
    const a = this.drawnA[seat]!;
    if (n === 1) return { cards: [CODE_CARD[a]!], kept: CODE_CARD[a]! };
    const b = this.drawnB[seat]!;
    return { cards: [CODE_CARD[a]!, CODE_CARD[b]!], kept: CODE_CARD[Math.min(a, b)]! };
  }

  private storeCellars(seat: Seat, before: readonly Placement[][]): Placement[][] {
    const cellars = before.slice();
    const log = seat * LOG;
    let open: Placement[] | null = null;
    for (let i = 0; i < this.logLength[seat]!; i++) {
      const entry = this.log[log + i]!;
      const placement = PLACEMENTS[entry & ~FRESH]!;
      if (entry & FRESH) {
        open = [placement];
        cellars.push(open);
      } else {
        if (open === null) {
          open = cellars[cellars.length - 1]!.slice();
          cellars[cellars.length - 1] = open;
        }
        open.push(placement);
      }
    }
    return cellars;
  }

  /** How many legal moves the seat to move has (0 once the game is over). Prepares `apply` and `move`. */
  count(): number {
    if (this.phase === BID) {
      this.draws = this.acted[this.turn] === 0 && this.pileLength > 0 ? 1 : 0;
      return this.countBids() + this.draws + 1;
    }
    if (this.phase === OVER) return 0;
    const stop = !this.last && this.handSize[this.turn]! <= HAND_LIMIT ? 1 : 0;
    return this.countPlaces() + stop;
  }

  /** Plays the `index`-th legal move of the seat to move (after `count`). */
  apply(index: number): void {
    if (this.phase === BID) {
      if (index < this.bids) this.playBid(this.decodeBid(index));
      else this.pass(index < this.bids + this.draws);
    } else if (index < this.places) this.playPlace(index);
    else this.stop();
  }

  /** The `index`-th legal move of the seat to move as `legalMoves` lists it (after `count`). */
  move(index: number): WeinhaendlerMove {
    if (this.phase === BID) {
      if (index >= this.bids) return index < this.bids + this.draws ? { type: 'draw' } : { type: 'pass' };
      this.decodeBid(index);
      const cards: string[] = [];
      for (let d = 0; d < this.kindCount; d++)
        for (let n = this.take[d]!; n > 0; n--) cards.push(CODE_CARD[this.kinds[d]!]!);
      return { type: 'bid', cards };
    }
    if (index >= this.places) return { type: 'stop' };
    this.decodePlace(index);
    const cell = this.placeCell;
    return {
      type: 'place',
      card: CODE_CARD[this.placeCode]!,
      row: (cell / WIDTH) | 0,
      pos: (cell % WIDTH) - ORIGIN,
    };
  }

  // ---- bidding -------------------------------------------------------------------------------------------

  /** Counts the bids of the seat to move: every non-empty sub-multiset of the hand with a free total. */
  private countBids(): number {
    const seat = this.turn;
    let mask = this.handMask[seat]!;
    let k = 0;
    let product = 1;
    let handCents = 0;
    while (mask !== 0) {
      const code = lowestBit(mask);
      mask &= mask - 1;
      const n = this.hand[seat * KINDS + code]!;
      this.kinds[k] = code;
      this.radix[k] = n + 1;
      product *= n + 1;
      handCents += n * CODE_CENTS[code]!;
      k++;
    }
    this.kindCount = k;
    this.collisionCount = 0;
    // Totals another bid holds that this hand could reach: those choices are no moves.
    const base = this.totals[seat]!;
    let t0 = -1;
    let t1 = -1;
    let t2 = -1;
    let t3 = -1;
    let targets = 0;
    for (let s = 0; s < this.players; s++) {
      if (s === seat || this.bidSize[s] === 0) continue;
      const t = this.totals[s]! - base;
      if (t <= 0 || t > handCents) continue;
      if (targets === 0) t0 = t;
      else if (targets === 1) t1 = t;
      else if (targets === 2) t2 = t;
      else t3 = t;
      targets++;
    }
    if (targets > 0) this.findCollisions(product, t0, t1, t2, t3);
    this.bids = product - 1 - this.collisionCount;
    return this.bids;
  }

  /** Lists (ascending) the choices `j` of the odometer whose sum is one of the targets. */
  private findCollisions(product: number, t0: number, t1: number, t2: number, t3: number): void {
    const k = this.kindCount;
    const take = this.take;
    const radix = this.radix;
    const kinds = this.kinds;
    if (this.collisions.length < product) this.collisions = new Int32Array(product);
    for (let d = 0; d < k; d++) take[d] = 0;
    let sum = 0;
    for (let j = 1; j < product; j++) {
      let d = 0;
      while (take[d] === radix[d]! - 1) {
        sum -= CODE_CENTS[kinds[d]!]! * take[d]!;
        take[d] = 0;
        d++;
      }
      take[d]!++;
      sum += CODE_CENTS[kinds[d]!]!;
      if (sum === t0 || sum === t1 || sum === t2 || sum === t3) this.collisions[this.collisionCount++] = j;
    }
  }

  /** Fills `take` with the `index`-th bid (how many of each kind in `kinds`). */
  private decodeBid(index: number): Int32Array {
    let j = index + 1;
    for (let c = 0; c < this.collisionCount; c++) if (this.collisions[c]! <= j) j++;
    for (let d = 0; d < this.kindCount; d++) {
      const r = this.radix[d]!;
      this.take[d] = j % r;
      j = (j / r) | 0;
    }
    return this.take;
  }

  private playBid(take: Int32Array): void {
    const seat = this.turn;
    const h = seat * KINDS;
    let sum = 0;
    let cards = 0;
    for (let d = 0; d < this.kindCount; d++) {
      const n = take[d]!;
      if (n === 0) continue;
      const code = this.kinds[d]!;
      const left = this.hand[h + code]! - n;
      this.hand[h + code] = left;
      if (left === 0) this.handMask[seat] = this.handMask[seat]! & ~(1 << code);
      this.bid[h + code]! += n;
      this.bidMask[seat] = this.bidMask[seat]! | (1 << code);
      sum += n * CODE_CENTS[code]!;
      cards += n;
    }
    this.handSize[seat] = this.handSize[seat]! - cards;
    this.bidSize[seat] = this.bidSize[seat]! + cards;
    this.totals[seat] = this.totals[seat]! + sum;
    this.acted[seat] = 1;
    this.turn = this.nextBidder(seat);
  }

  /** A pass; with `draw`, the pass-and-draw (only offered when `draws` is 1, so the pile has cards). */
  private pass(draw: boolean): void {
    const seat = this.turn;
    if (draw) this.passAndDraw(seat);
    else if (this.draws === 1) this.declined[seat] = 1;
    this.acted[seat] = 1;
    this.passed[seat] = 1;
    const turn = this.nextBidder(seat);
    if (turn >= 0) {
      this.turn = turn;
      return;
    }
    this.wineSwap();
    this.phase = CELLAR;
    this.cellarTurns = 0;
    this.nextCellarTurn();
  }

  /** Reveals up to two pile cards (there is at least one), keeps the lower, puts the other under the pile. */
  private passAndDraw(seat: Seat): void {
    const n = Math.min(this.pileLength, 2);
    const a = this.pile[this.pileHead]!;
    const b = this.pile[(this.pileHead + 1) & RING_MASK]!;
    this.takeFromPile(n);
    this.drawnCount[seat] = n;
    this.drawnA[seat] = a;
    this.drawnB[seat] = b;
    let kept = a;
    if (n === 2) {
      kept = Math.min(a, b);
      this.pile[(this.pileHead + this.pileLength) & RING_MASK] = Math.max(a, b);
      this.pileLength++;
      this.buried[(this.buriedHead + this.buriedLength) & RING_MASK] = seat;
      this.buriedLength++;
    }
    this.addToHand(seat, kept, 1);
  }

  /** Removes `n` cards from the top of the pile; the buried marks never outnumber the pile. */
  private takeFromPile(n: number): void {
    this.pileHead = (this.pileHead + n) & RING_MASK;
    this.pileLength -= n;
    const extra = this.buriedLength - this.pileLength;
    if (extra > 0) {
      this.buriedHead = (this.buriedHead + extra) & RING_MASK;
      this.buriedLength = this.pileLength;
    }
  }

  private addToHand(seat: Seat, code: number, n: number): void {
    this.hand[seat * KINDS + code]! += n;
    this.handSize[seat] = this.handSize[seat]! + n;
    this.handMask[seat] = this.handMask[seat]! | (1 << code);
  }

  private nextBidder(seat: Seat): Seat {
    const players = this.players;
    let s = seat;
    for (let k = 0; k < players; k++) {
      s = s + 1 === players ? 0 : s + 1;
      if (this.passed[s] === 0) return s;
    }
    return -1;
  }

  // ---- the swap ------------------------------------------------------------------------------------------

  private wineSwap(): void {
    const order = this.order;
    let bidders = 0;
    for (let s = 0; s < this.players; s++) {
      if (this.bidSize[s] === 0) continue;
      // Insertion by total, highest first (totals of bids are distinct).
      let i = bidders++;
      while (i > 0 && this.totals[order[i - 1]!]! < this.totals[s]!) {
        order[i] = order[i - 1]!;
        i--;
      }
      order[i] = s;
    }
    if (bidders === 0) {
      this.highest = -1;
      return;
    }
    const top = order[0]!;
    for (let i = 0; i < this.displayLength; i++) this.addToHand(top, this.display[i]!, 1);
    for (let i = 1; i < bidders; i++) {
      const from = order[i - 1]!;
      const to = order[i]!;
      for (let m = this.bidMask[from]!; m !== 0; m &= m - 1) {
        const code = lowestBit(m);
        this.addToHand(to, code, this.bid[from * KINDS + code]!);
      }
    }
    const lowest = order[bidders - 1]!;
    let length = 0;
    for (let m = this.bidMask[lowest]!; m !== 0; m &= m - 1) {
      const code = lowestBit(m);
      for (let n = this.bid[lowest * KINDS + code]!; n > 0; n--) this.display[length++] = code;
    }
    this.displayLength = length;
    for (let i = 0; i < bidders; i++) clear(this.bid, order[i]! * KINDS, KINDS);
    for (let s = 0; s < this.players; s++) {
      this.bidSize[s] = 0;
      this.bidMask[s] = 0;
      this.totals[s] = 0;
    }
    this.highest = top;
  }

  // ---- the cellar ----------------------------------------------------------------------------------------

  /** Counts the place moves of the seat to move (free slots from the bottom row's ends and the upper mask). */
  private countPlaces(): number {
    const seat = this.turn;
    const mask = this.handMask[seat]!;
    const wines = popcount(mask & ~1);
    const empty = mask & 1;
    const empties = this.emptyCount[seat]!;
    if (this.open[seat] === 0) {
      this.freeCount = 0;
      this.perEmpty = 1;
      this.perWine = 1;
    } else if (this.size[seat]! < SLOTS) {
      const size = this.size[seat]!;
      const ends = size === 0 ? 1 : this.hi[seat]! - this.lo[seat]! < 4 ? 2 : 0;
      const free = ends + popcount(this.upper[seat]!);
      this.freeCount = free;
      this.perEmpty = free;
      this.perWine = free + empties;
    } else {
      // Full: not finished while it holds an empty bottle (wine covers one, an empty-bottle card has no
      // place); finished, each card starts a new cellar.
      this.freeCount = 0;
      this.perEmpty = empties > 0 ? 0 : 1;
      this.perWine = empties > 0 ? empties : 1;
    }
    this.places = empty * this.perEmpty + wines * this.perWine;
    return this.places;
  }

  /** The `choice`-th free slot of a seat's open cellar in `freeSlots` order: the bottom row's ends, then up. */
  private freeCell(seat: Seat, choice: number): number {
    if (this.size[seat] === 0) return ORIGIN;
    const lo = this.lo[seat]!;
    const hi = this.hi[seat]!;
    if (hi - lo < 4) {
      if (choice === 0) return lo - 1 + ORIGIN;
      if (choice === 1) return hi + 1 + ORIGIN;
      choice -= 2;
    }
    let m = this.upper[seat]!;
    for (; choice > 0; choice--) m &= m - 1;
    return BIT_CELL[lowestBit(m)]!;
  }

  /** Decodes the `index`-th place move into `placeCode`, `placeCell` and `placeFresh` (after `count`). */
  private decodePlace(index: number): void {
    const seat = this.turn;
    const mask = this.handMask[seat]!;
    let code = EMPTY_CODE;
    let choice = index;
    if ((mask & 1) === 0 || index >= this.perEmpty) {
      if (mask & 1) choice -= this.perEmpty;
      const per = this.perWine;
      let wines = mask & ~1;
      for (; choice >= per; choice -= per) wines &= wines - 1;
      code = lowestBit(wines);
    }
    // needsNewCellar: no cellar yet, or a finished one (full, no empty bottle left to cover).
    const fresh = this.open[seat] === 0 || (this.size[seat]! >= SLOTS && this.emptyCount[seat] === 0);
    this.placeCode = code;
    this.placeFresh = fresh;
    this.placeCell = fresh
      ? ORIGIN
      : choice < this.freeCount
        ? this.freeCell(seat, choice)
        : this.empties[seat * 4 + choice - this.freeCount]!;
  }

  private playPlace(index: number): void {
    this.decodePlace(index);
    const seat = this.turn;
    const code = this.placeCode;
    const cell = this.placeCell;
    const fresh = this.placeFresh;
    if (fresh) this.clearCellar(seat);
    this.put(seat, cell, code);
    if (code !== EMPTY_CODE) this.points[seat] = this.points[seat]! + this.pointsAt(seat, cell);
    this.log[seat * LOG + this.logLength[seat]!] = (fresh ? FRESH : 0) | (cell << 5) | code;
    this.logLength[seat]!++;
    const h = seat * KINDS + code;
    const left = this.hand[h]! - 1;
    this.hand[h] = left;
    if (left === 0) this.handMask[seat] = this.handMask[seat]! & ~(1 << code);
    const cards = this.handSize[seat]! - 1;
    this.handSize[seat] = cards;
    if (cards === 0) this.cellarTurns++;
    // In the last round the turn also ends when the cards left can be placed nowhere (set aside next).
    else if (!this.last || !this.stuck(seat)) return;
    this.nextCellarTurn();
  }

  /** Whether a seat holds only cards it cannot place: empty bottles beside a full cellar with an empty one. */
  private stuck(seat: Seat): boolean {
    return this.handMask[seat] === 1 && this.size[seat] === SLOTS && this.emptyCount[seat]! > 0;
  }

  /** Opens a new, empty cellar for a seat. */
  private clearCellar(seat: Seat): void {
    const g = seat * CELLS;
    clear(this.grid, g, CELLS);
    this.open[seat] = 1;
    this.lo[seat] = 0;
    this.hi[seat] = -1;
    this.size[seat] = 0;
    this.emptyCount[seat] = 0;
    this.upper[seat] = 0;
    clear(this.colours, seat * 8, 8);
  }

  /** Puts a card on a cell of a seat's open cellar (covering an empty bottle if there is one). */
  private put(seat: Seat, cell: number, code: number): void {
    const g = seat * CELLS;
    const before = this.grid[g + cell]!;
    this.grid[g + cell] = code + 1;
    this.colours[seat * 8 + CODE_COLOUR[code]!]!++;
    if (before === 0) {
      const size = ++this.size[seat]!;
      if (cell < WIDTH) {
        const pos = cell - ORIGIN;
        if (size === 1) {
          this.lo[seat] = pos;
          this.hi[seat] = pos;
        } else if (pos < this.lo[seat]!) this.lo[seat] = pos;
        else if (pos > this.hi[seat]!) this.hi[seat] = pos;
      }
      // The cell is taken; the cells resting on it and a neighbour may have become free.
      let upper = this.upper[seat]! & ~CELL_MASK[cell]!;
      const left = ABOVE_LEFT[cell]!;
      if (left >= 0 && this.grid[g + cell - 1] !== 0 && this.grid[g + left] === 0) upper |= CELL_MASK[left]!;
      const right = ABOVE_RIGHT[cell]!;
      if (right >= 0 && this.grid[g + cell + 1] !== 0 && this.grid[g + right] === 0)
        upper |= CELL_MASK[right]!;
      this.upper[seat] = upper;
    } else if (before === EMPTY_CELL) this.dropEmpty(seat, cell);
    if (code === EMPTY_CODE) this.addEmpty(seat, cell);
  }

  /** Notes an empty bottle at a cell (the list stays sorted by cell). */
  private addEmpty(seat: Seat, cell: number): void {
    const e = seat * 4;
    let i = this.emptyCount[seat]!++;
    while (i > 0 && this.empties[e + i - 1]! > cell) {
      this.empties[e + i] = this.empties[e + i - 1]!;
      i--;
    }
    this.empties[e + i] = cell;
  }

  private dropEmpty(seat: Seat, cell: number): void {
    const e = seat * 4;
    const n = this.emptyCount[seat]!;
    let i = 0;
    while (this.empties[e + i] !== cell) i++;
    for (; i < n - 1; i++) this.empties[e + i] = this.empties[e + i + 1]!;
    this.emptyCount[seat] = n - 1;
  }

  /** The points of the wine card just put on a cell: stars plus the trios through it. */
  private pointsAt(seat: Seat, cell: number): number {
    const g = seat * CELLS;
    const x = this.grid[g + cell]!;
    let points = CODE_STARS[x - 1]!;
    // A trio needs two more cards of this colour in the cellar.
    if (this.colours[seat * 8 + CODE_COLOUR[x - 1]!]! < 3) return points;
    const row = x * 23;
    const end = TRIO_START[cell + 1]!;
    for (let t = TRIO_START[cell]!; t < end; t += 2) {
      // Most trios fail at the first other card: no card, an empty bottle or another colour.
      const a = row + this.grid[g + TRIO_CELLS[t]!]!;
      if (SAME_COLOUR[a] === 0) continue;
      points += TRIO_BONUS[a * 23 + this.grid[g + TRIO_CELLS[t + 1]!]!]!;
    }
    return points;
  }

  private stop(): void {
    this.cellarTurns++;
    this.nextCellarTurn();
  }

  /** Gives the cellar turn to the next seat holding cards, or ends the round. */
  private nextCellarTurn(): void {
    const first = this.highest >= 0 ? this.highest : this.start;
    const players = this.players;
    while (this.cellarTurns < players) {
      let seat = first + this.cellarTurns;
      if (seat >= players) seat -= players;
      if (this.handSize[seat]! > 0) {
        if (!this.last || !this.stuck(seat)) {
          this.turn = seat;
          return;
        }
        // The game ends: the cards that can be placed nowhere (empty bottles) are set aside.
        this.setAside[seat] = this.setAside[seat]! + this.handSize[seat]!;
        this.hand[seat * KINDS + EMPTY_CODE] = 0;
        this.handSize[seat] = 0;
        this.handMask[seat] = 0;
      }
      this.cellarTurns++;
    }
    this.endRound();
  }

  /** Refills the display; the highest bidder starts the next round (or the game ends). */
  private endRound(): void {
    if (this.last) {
      this.phase = OVER;
      this.turn = -1;
      return;
    }
    if (this.displayLength < DISPLAY && this.pileLength > 0) {
      const want = DISPLAY - this.displayLength;
      const n = Math.min(want, this.pileLength);
      for (let i = 0; i < n; i++)
        this.display[this.displayLength++] = this.pile[(this.pileHead + i) & RING_MASK]!;
      this.takeFromPile(n);
    }
    this.round++;
    this.start = this.highest >= 0 ? this.highest : this.start;
    this.turn = this.start;
    this.phase = BID;
    this.last = this.pileLength === 0;
    for (let s = 0; s < this.players; s++) {
      this.passed[s] = 0;
      this.acted[s] = 0;
      this.declined[s] = 0;
      this.drawnCount[s] = DRAWN_NONE;
    }
    this.highest = -1;
    this.cellarTurns = 0;
  }
}
