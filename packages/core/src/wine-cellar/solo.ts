/**
 * The solo policy: the player against the automaton.
 *
 * Solo Wine Cellar is a one-player game of chance: both hands are known as sets, only the order of the
 * automaton's pile is hidden. So the expected final score of any position is well defined, and from the middle
 * of the game on it can be computed exactly by expectimax: the player maximises, the automaton's next card is
 * uniform over what is left of its pile. {@link soloExpectation} does that, memoised, on a compact copy of the
 * position.
 *
 * From the first trick the full tree is too large to search per move (about 10^7 distinct positions at the
 * fifth trick, for every deal), so {@link soloBot} plays the early tricks by sampling: each candidate move is
 * tried on many random pile orders and finished by the heuristic bot, and the exact search takes over once
 * `exactFrom` is reached.
 *
 * @module
 */
import type { Bot } from '../contract/index.js';
import type { Rng } from '../random/index.js';
import { heuristicMove } from './bot.js';
import { DEFAULT_CARDS, deckOf, type WineCard } from './cards.js';
import { fromView } from './determinize.js';
import { wineCellarErrors } from './errors.js';
import { legalMoves, play } from './rules.js';
import { bestSwap, scoreUnchecked } from './score.js';
import type { End, WineCellarMove, WineCellarState, WineCellarView } from './types.js';
import { view as viewOf } from './view.js';

/** The position as the exact search sees it. */
interface Position {
  hand: number[];
  pile: number[];
  left: number;
  right: number;
  cellar: number[];
  trick: number;
}

/** Memo entries kept before a solver forgets (about 100 bytes each). */
const MEMO_LIMIT = 2_000_000;

class Solver {
  private readonly memo = new Map<string, number>();
  constructor(
    private readonly byBid: readonly WineCard[],
    private readonly swap: boolean,
  ) {}

  /** Final score of a full cellar with its bonus card, using the swap when it helps. */
  final(cellar: readonly number[], bonus: number): number {
    return this.swap
      ? bestSwap(cellar, bonus, this.byBid).total
      : scoreUnchecked(cellar, bonus, this.byBid).total;
  }

  /** Expected final score when the player bids `card` at `p`. */
  bid(p: Position, card: number): number {
    let sum = 0;
    for (const auto of p.pile) {
      if (card > auto) sum += Math.max(this.take(p, card, auto, 0).value, this.take(p, card, auto, 1).value);
      else sum += this.placeBest(p, card, auto, auto % 2 === 0 ? p.left : p.right).value;
    }
    return sum / p.pile.length;
  }

  /** The player won the trick and takes prize `prize` (0 left, 1 right): the best end and its value. */
  take(p: Position, card: number, auto: number, prize: 0 | 1): { end: End; value: number } {
    return this.placeBest(p, card, auto, prize === 0 ? p.left : p.right);
  }

  /** The player puts `prize` into his cellar after the trick (`card` against `auto`): the best end. */
  placeBest(p: Position, card: number, auto: number, prize: number): { end: End; value: number } {
    const top = this.after(p, card, auto, [prize, ...p.cellar]);
    const bottom = this.after(p, card, auto, [...p.cellar, prize]);
    return top >= bottom ? { end: 'top', value: top } : { end: 'bottom', value: bottom };
  }

  private after(p: Position, card: number, auto: number, cellar: number[]): number {
    if (p.trick === 8) return this.final(cellar, card);
    const next: Position = {
      hand: p.hand.filter((c) => c !== card),
      pile: p.pile.filter((c) => c !== auto),
      left: card,
      right: auto,
      cellar,
      trick: p.trick + 1,
    };
    return this.value(next);
  }

  /** Expected final score of a position where the player is about to bid, playing perfectly. */
  value(p: Position): number {
    const key = `${p.hand.join('.')}|${p.pile.join('.')}|${p.left}|${p.right}|${p.cellar.join('.')}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let best = Number.NEGATIVE_INFINITY;
    for (const card of p.hand) best = Math.max(best, this.bid(p, card));
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(key, best);
    return best;
  }
}

function positionOf(v: WineCellarView): Position {
  return {
    hand: v.hand!.slice(),
    pile: v.pile!.cards.slice(),
    left: v.prizes[0]!,
    right: v.prizes[1]!,
    cellar: v.cellars[0]!.slice(),
    trick: v.trick,
  };
}

/**
 * The expected final score of a solo position under perfect play (exact; cost grows fast with the cards left:
 * instant from the fifth trick, seconds from the third).
 *
 * @example
 * ```ts
 * const state = wineCellar.setup({ players: 1, seed: 'solo' });
 * // ... play to the fifth trick, then:
 * soloExpectation(state); // e.g. 64.8
 * ```
 */
export function soloExpectation(state: WineCellarState): number {
  if (!state.solo || state.phase !== 'bid')
    throw new RangeError('soloExpectation takes a solo game before a bid');
  const v = viewOf(state, 0);
  return solverFor(v.cards ?? DEFAULT_CARDS, v.swap).value(positionOf(v));
}

/**
 * Position values depend only on the cards, not on the deal, so one solver (and its memo) serves every game with
 * the same card list and swap rule.
 */
const solvers = new WeakMap<readonly WineCard[], Map<boolean, Solver>>();

function solverFor(cards: readonly WineCard[], swap: boolean): Solver {
  let bySwap = solvers.get(cards);
  if (!bySwap) {
    bySwap = new Map();
    solvers.set(cards, bySwap);
  }
  let solver = bySwap.get(swap);
  if (!solver) {
    solver = new Solver(deckOf(cards).byBid, swap);
    bySwap.set(swap, solver);
  }
  return solver;
}

/** The exact best move of a solo position (any phase), read from the view only. */
export function exactSoloMove(v: WineCellarView, legal: readonly WineCellarMove[]): WineCellarMove {
  const { byBid } = deckOf(v.cards ?? DEFAULT_CARDS);
  const solver = solverFor(v.cards ?? DEFAULT_CARDS, v.swap);
  const p = positionOf(v);
  switch (v.phase) {
    case 'bid': {
      let best = legal[0]!;
      let bestValue = Number.NEGATIVE_INFINITY;
      for (const move of legal) {
        if (move.type !== 'bid') continue;
        const value = solver.bid(p, move.card);
        if (value > bestValue) {
          bestValue = value;
          best = move;
        }
      }
      return best;
    }
    case 'take': {
      const [card, auto] = v.bids as [number, number];
      const left = solver.take(p, card, auto, 0);
      const right = solver.take(p, card, auto, 1);
      return left.value >= right.value
        ? { type: 'take', prize: 0, end: left.end }
        : { type: 'take', prize: 1, end: right.end };
    }
    case 'place': {
      const [card, auto] = v.bids as [number, number];
      return { type: 'place', end: solver.placeBest(p, card, auto, v.pending[0]!).end };
    }
    case 'swap':
      return { type: 'swap', position: bestSwap(v.cellars[0]!, v.bonus[0]!, byBid).position };
    default:
      return legal[0]!;
  }
}

export interface SoloBotOptions {
  /** The trick from which the exact search decides (default 6: the last three tricks). */
  exactFrom?: number;
  /** Sampled pile orders per candidate move before that (default 32). */
  samples?: number;
}

/** Plays the heuristic bot from `state` to the end and returns the final score. */
function finishWithHeuristic(state: WineCellarState, rng: Rng): number {
  let s = state;
  while (s.phase !== 'over') {
    const legal = legalMoves(s, 0);
    s = play(s, 0, heuristicMove(viewOf(s, 0), legal, rng));
  }
  const v = viewOf(s, 0);
  return v.scores![0]!.total;
}

/**
 * The solo bot: sampled lookahead with heuristic playouts in the early tricks, exact expectimax from
 * `exactFrom` on. It reads only its view (the pile order it samples is its own guess).
 *
 * @example
 * ```ts
 * const bot = soloBot({ exactFrom: 6, samples: 32 });
 * const move = bot.choose({ game: wineCellar, state, seat: 0, legal, rng });
 * ```
 */
export function soloBot(options: SoloBotOptions = {}): Bot<WineCellarState, WineCellarMove> {
  const exactFrom = options.exactFrom ?? 6;
  const samples = options.samples ?? 32;
  return {
    name: 'solo',
    choose({ state, legal, rng }) {
      // Its lookahead plays seat 0 against the automaton: in a duel it would plan for the wrong game.
      if (!state.solo) wineCellarErrors.fail('solo-bot-needs-solo-game');
      if (legal.length === 1) return legal[0]!;
      const v = viewOf(state, 0);
      if (v.trick >= exactFrom || v.phase === 'swap') return exactSoloMove(v, legal);
      let best = legal[0]!;
      let bestValue = Number.NEGATIVE_INFINITY;
      // The same pile orders for every candidate, so candidates are compared on equal luck.
      const worlds = Array.from({ length: samples }, () => fromView(v, rng));
      for (const move of legal) {
        let sum = 0;
        for (const world of worlds) sum += finishWithHeuristic(play(world, 0, move), rng);
        const value = sum / samples;
        if (value > bestValue) {
          bestValue = value;
          best = move;
        }
      }
      return best;
    },
  };
}
