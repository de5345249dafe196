/**
 * The heuristic Würfelmarsch bot and a playout policy for search. The bot looks two plies deep: each of its
 * moves, then every tilt of the next player (turning never captures, so his turns count as standing still),
 * and assumes the reply that is worst for it. A position is judged by:
 *
 * - the end: a win is worth {@link WUERFELMARSCH_WEIGHTS}.win, a loss as much against;
 * - the count (captured minus lost by a tie) and the dice left on the plate, own against the others' mean;
 * - the march: the distance of its leading die to its corner funnel, against the others' leading dice;
 * - a little for high faces on its own dice (they win triangles).
 *
 * @module
 */
import type { Bot, Seat } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { ORIENTATION_FACES } from '../lattice/index.js';
import { fromView } from './determinize.js';
import { distance, PLATE } from './march.js';
import { counts, legalMoves, play } from './rules.js';
import type { WuerfelmarschMove, WuerfelmarschState, WuerfelmarschView } from './types.js';
import { view as viewOf } from './view.js';

// Local bindings of the lattice tables: hot loops read them without a module lookup.
const FACES = ORIENTATION_FACES;
/** Weights of the bot's judgement. */
export const WUERFELMARSCH_WEIGHTS = Object.freeze({
  win: 1000,
  count: 10,
  dice: 4,
  lead: 2,
  march: 0.2,
  faces: 0.05,
});

/** How good `state` is for `me` (higher is better). */
export function judgePosition(state: WuerfelmarschState, me: Seat): number {
  const W = WUERFELMARSCH_WEIGHTS;
  if (state.winners) return state.winners.includes(me) ? W.win / state.winners.length : -W.win;
  const n = state.players;
  const dice = new Array<number>(n).fill(0);
  const lead = new Array<number>(n).fill(9);
  const march = new Array<number>(n).fill(0);
  let faces = 0;
  for (let c = 0; c < PLATE; c++) {
    const s = state.owner[c]!;
    if (s < 0) continue;
    dice[s]!++;
    const d = distance(c, s);
    if (d < lead[s]!) lead[s] = d;
    march[s]! += d;
    if (s === me) {
      const o = state.orientation[c]! * 3;
      faces += FACES[o]! + FACES[o + 1]! + FACES[o + 2]!;
    }
  }
  const count = counts(state);
  let value = W.faces * faces;
  for (let s = 0; s < n; s++) {
    const sign = s === me ? 1 : -1 / (n - 1);
    value += sign * (W.count * count[s]! + W.dice * dice[s]! - W.lead * lead[s]! - W.march * march[s]!);
  }
  return value;
}

/** Chooses a move from a view: the best move against the next player's worst tilt for the bot. */
export function wuerfelmarschMove(
  v: WuerfelmarschView,
  legal: readonly WuerfelmarschMove[],
  rng: Rng,
): WuerfelmarschMove {
  const me = v.seat!;
  const state = fromView(v);
  let best = legal[0]!;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const move of legal) {
    const after = play(state, me, move);
    let value = judgePosition(after, me);
    if (!after.end && after.turn !== me) {
      const other = after.turn;
      for (const reply of legalMoves(after, other)) {
        if (reply.type !== 'tilt') break;
        value = Math.min(value, judgePosition(play(after, other, reply), me));
      }
    }
    value += rng.float() * 1e-3;
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
 * const move = wuerfelmarschBot.choose({ game: wuerfelmarsch, state, seat, legal, rng: Rng.fromSeed('b') });
 * ```
 */
export const wuerfelmarschBot: Bot<WuerfelmarschState, WuerfelmarschMove> = {
  name: 'heuristic',
  choose({ state, seat, legal, rng }) {
    return wuerfelmarschMove(viewOf(state, seat), legal, rng);
  },
};

/**
 * A playout policy for MCTS (`mcts({ rollout: wuerfelmarschRollout })`): a tilt three times in four (turns are
 * 23 of every 24 random moves and would stall the march), uniformly among the tilts, else any move.
 */
export function wuerfelmarschRollout({ legal, rng }: { legal: unknown[]; rng: Rng }): unknown {
  const moves = legal as WuerfelmarschMove[];
  let tilts = 0;
  while (tilts < moves.length && moves[tilts]!.type === 'tilt') tilts++;
  if (tilts > 0 && rng.float() < 0.75) return moves[rng.int(tilts)]!;
  return moves[rng.int(moves.length)]!;
}
