/**
 * The heuristic Cui bono? bot. It weighs every way its turn can go (each pull, then each funnel the die may go
 * back to, or keeping it) by:
 *
 * - its own cost: the die's minus points when kept, nothing when it goes back;
 * - what the next player must pay at least: over his pulls, 0 when the die can go back, else its minus points
 *   (the rulebook's tip: sometimes keep a cheap die so the next player must take a dear one);
 * - the end: keeping the last allowed die ends the game, which the bot seeks when it then has the fewest minus
 *   points (then dice) and shuns otherwise.
 *
 * @module
 */
import type { Bot } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { fromView } from './determinize.js';
import { minusPoints } from './rules.js';
import { keepLimit } from './setup.js';
import { pull, pullable, returns } from './takedown.js';
import { COLOURS, type CuiBonoMove, type CuiBonoState, type CuiBonoView } from './types.js';
import { view as viewOf } from './view.js';

/** Weights of the bot's judgement. */
export const CUI_BONO_WEIGHTS = Object.freeze({ next: 0.6, ending: 100 });

function points(state: CuiBonoState, colour: number): number {
  return state.options.minus[COLOURS[colour]!];
}

/** The least the player to move must pay with the pyramid `owner`: 0 if some pulled die can go back. */
export function leastCost(state: CuiBonoState, owner: readonly number[]): number {
  let least = Number.POSITIVE_INFINITY;
  for (const cell of pullable(owner)) {
    const colour = owner[cell]!;
    const after = owner.slice();
    pull(after, state.orientation.slice(), cell);
    const cost = returns(after, colour).length > 0 ? 0 : points(state, colour);
    if (cost < least) least = cost;
    if (least === 0) break;
  }
  return Number.isFinite(least) ? least : 0;
}

/** The value, for the player to move, of ending his turn with the pyramid `owner`, having kept `kept` or not. */
function outcomeValue(state: CuiBonoState, owner: readonly number[], kept: number | null): number {
  const me = state.turn;
  const W = CUI_BONO_WEIGHTS;
  if (kept === null) return W.next * leastCost(state, owner);
  const cost = points(state, kept);
  if (state.kept[me]!.length + 1 >= keepLimit(state.players)) {
    const minus = minusPoints(state);
    minus[me]! += cost;
    const dice = state.kept.map((k) => k.length);
    dice[me]!++;
    const wins = minus.every(
      (m, s) => s === me || m > minus[me]! || (m === minus[me] && dice[s]! > dice[me]!),
    );
    return wins ? W.ending : -W.ending;
  }
  return -cost + W.next * leastCost(state, owner);
}

/** The best value of the turn once the die of `colour` is in hand and the pyramid is `owner`; and its move. */
function bestPlacing(
  state: CuiBonoState,
  owner: readonly number[],
  colour: number,
): { value: number; move: CuiBonoMove } {
  let best: { value: number; move: CuiBonoMove } = {
    value: outcomeValue(state, owner, colour),
    move: { type: 'keep' },
  };
  for (const cell of returns(owner, colour)) {
    const after = owner.slice();
    after[cell] = colour;
    const value = outcomeValue(state, after, null);
    if (value > best.value) best = { value, move: { type: 'return', cell } };
  }
  return best;
}

/** Chooses a move from a view. */
export function cuiBonoMove(v: CuiBonoView, legal: readonly CuiBonoMove[], rng: Rng): CuiBonoMove {
  if (legal.length === 1) return legal[0]!;
  const state = fromView(v);
  if (state.phase === 'return') return bestPlacing(state, state.owner, state.held!.colour).move;
  let best = legal[0]!;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const move of legal) {
    if (move.type !== 'pull') continue;
    const owner = state.owner.slice();
    const colour = owner[move.cell]!;
    pull(owner, state.orientation.slice(), move.cell);
    const value = bestPlacing(state, owner, colour).value + rng.float() * 1e-6;
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best;
}

/**
 * The heuristic bot.
 *
 * @example
 * ```ts
 * const move = cuiBonoBot.choose({ game: cuiBono, state, seat, legal, rng: Rng.fromSeed('b') });
 * ```
 */
export const cuiBonoBot: Bot<CuiBonoState, CuiBonoMove> = {
  name: 'heuristic',
  choose({ state, seat, legal, rng }) {
    return cuiBonoMove(viewOf(state, seat), legal, rng);
  },
};
