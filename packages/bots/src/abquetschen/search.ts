/**
 * Abquetschen's search bot: a chance search over the turquoise die, with the heuristic as the model of every
 * later move.
 *
 * Why not Monte Carlo playouts? The die is the only thing hidden, and it has six faces: the next two turns have
 * 36 roll sequences, few enough to weigh each exactly instead of drawing a handful. The earlier bot (ISMCTS as a
 * flat sweep: 16 drawn dice sequences per build, three heuristic turns each) spent its time on sampling noise and
 * won only 52% against the heuristic (the README's "Das Spiel" table keeps its runs); weighing all sequences
 * removes that noise at a fraction of the cost, once the builds are probed with a reused search (see
 * `anyBuild` in `@tafel/core`).
 *
 * What the search asks, for each of the heuristic's best builds ({@link rootCandidates}):
 * - the other player's turn, for each roll 1..6: he builds what the heuristic would build (his dice are his own
 *   business; the heuristic is the best guess of his reply, and exact against the heuristic bot);
 * - then the bot's own next turn, for each roll, again with the heuristic (searching its own reply too bought
 *   nothing measurable);
 * - the position is then scored ({@link positionValue}): dice built plus dice within reach at the next roll,
 *   against the other's. A roll beyond a player's stock wins for him, a burial ends the game: both are scored
 *   as the end they are, so the search sees the endings the rules give within those turns.
 *
 * The search is deterministic (no drawn dice), so the same position gives the same build; its cost is fixed by
 * the tuning ({@link ABQUETSCHEN_TUNING}: a budget of turns may cut it short, for tests), and a time cap only
 * guards against a pathological position.
 * Measured against the heuristic: see the README ("Das Spiel").
 *
 * @example
 * ```ts
 * import { chanceSearch } from '@tafel/bots/abquetschen';
 * const bot = chanceSearch();
 * const move = bot.choose({ game: abquetschen, state, seat, legal, rng });
 * ```
 *
 * @module
 */
import { type Bot, Rng, type Seat } from '@tafel/core';
import { abquetschen } from '@tafel/core/das-spiel';
import type { AbquetschenMove, AbquetschenState, AbquetschenView } from '@tafel/core/das-spiel/abquetschen';
import {
  abquetschenMove,
  expectedDice,
  fromView,
  guardFor,
  pyramidOfState,
  STOCK,
} from '@tafel/core/das-spiel/abquetschen';

/** Tuning of the search. */
export const ABQUETSCHEN_TUNING = Object.freeze({
  /** How many of the heuristic's best builds are searched. */
  candidates: 5,
  /** Turns after the bot's own that are weighed over every roll (the other's reply, then the bot's next turn). */
  plies: 2,
  /** Weight of the dice a seat can expect to build at its next roll (the heuristic's `ownNext`). */
  next: 1.5,
  /** Dice ahead that map to a value of about 0.88 (tanh 1). */
  scale: 8,
  /**
   * The most turns the search plays before it leaves the remaining candidates (a budget for tests and weak
   * machines): the whole search plays at most `candidates` × (6 + 36) turns.
   */
  turns: Number.POSITIVE_INFINITY,
  /**
   * A time budget, asked for by the caller (`makeBot(…, { ms })`): past this many milliseconds the remaining
   * candidates are not searched. None by default: a move depends on the position alone, never on how fast the
   * machine is (the whole search is bounded by `candidates` × (6 + 36) turns, 37 ms a move on average here).
   */
  capMs: Number.POSITIVE_INFINITY,
  /**
   * 0: the fixed search above (the bots' and the API's: a move depends on the position alone). Above 0, an
   * anytime search for that many milliseconds instead: every candidate one ply deep, then two, then three, …,
   * and the best of the deepest ply finished in time. A faster machine or kernel provider searches deeper;
   * `scripts/budget-match.mjs` measures what that is worth. (Its move depends on the clock.)
   */
  anytimeMs: 0,
});

/** The search's settings: {@link ABQUETSCHEN_TUNING}, any of them replaced. */
export type ChanceSearchOptions = { [K in keyof typeof ABQUETSCHEN_TUNING]?: number } & {
  name?: string;
  /** Told after every anytime search how deep it got: the plies every candidate finished (0: none). */
  onSearched?: (done: { plies: number }) => void;
};

/** The weights of the position's score. */
type Scoring = { next: number; scale: number };

/** A seat's view without the copies `abquetschen.view` makes: the heuristic only reads it. */
function lightView(state: AbquetschenState, seat: Seat): AbquetschenView {
  return { ...state, seat, active: [state.turn] } as unknown as AbquetschenView;
}

/** The heuristic breaks exact ties with its generator: a fixed one keeps the search reproducible. */
const tieBreak = (): Rng => Rng.fromSeed('abquetschen-candidates');

/**
 * The heuristic's best `k` builds for `seat`, best first: it ranks from the seat's view only.
 *
 * @example
 * ```ts
 * rootCandidates({ state, seat, legal }, 5).length; // 5 (or fewer when fewer are legal)
 * ```
 */
export function rootCandidates(
  input: { state: unknown; seat: Seat; legal: unknown[] },
  k: number = ABQUETSCHEN_TUNING.candidates,
): AbquetschenMove[] {
  const state = input.state as AbquetschenState;
  const legal = input.legal as AbquetschenMove[];
  if (legal.length <= 1 || state.phase === 'start') return legal;
  const view = lightView(state, input.seat);
  const rng = tieBreak();
  const out: AbquetschenMove[] = [];
  let rest = legal;
  while (out.length < k && rest.length > 0) {
    const best = abquetschenMove(view, rest, rng);
    out.push(best);
    rest = rest.filter((m) => m !== best);
  }
  return out;
}

/** The heuristic's move for the seat to move. */
function heuristicMove(state: AbquetschenState, seat: Seat, legal: AbquetschenMove[]): AbquetschenMove {
  return legal.length === 1 ? legal[0]! : abquetschenMove(lightView(state, seat), legal, tieBreak());
}

/** Plays `move` and the rest of that turn (bonus dice, placed by the heuristic). */
function finishTurn(state: AbquetschenState, seat: Seat, move: AbquetschenMove): AbquetschenState {
  let s = abquetschen.play(state, seat, move);
  while (s.phase === 'bonus' && s.turn === seat)
    s = abquetschen.play(s, seat, heuristicMove(s, seat, abquetschen.legalMoves(s, seat)));
  return s;
}

/**
 * The state once a turn has begun, with the roll not known yet: `play` has rolled from the state's generator, and
 * a game ended by that roll is not over for the search (it weighs every roll itself).
 */
function unrolled(s: AbquetschenState): AbquetschenState {
  if (s.phase === 'over' && s.end?.reason === 'roll' && s.end.seat === s.turn)
    return { ...s, phase: 'build', end: null, winners: null };
  return s;
}

/** The state with `roll` for the player whose turn has begun (a roll beyond his stock wins for him). */
function withRoll(s: AbquetschenState, roll: number): AbquetschenState {
  const seat = s.turn;
  if (roll > s.stock[seat]!)
    return { ...s, roll, phase: 'over', end: { reason: 'roll', seat }, winners: [seat] };
  return { ...s, roll, phase: 'build', end: null, winners: null };
}

/**
 * What a position is worth to `seat`, in [0, 1]: a finished game its share of the win; otherwise its dice built
 * plus the dice it can expect at its next roll, against the other players' mean, through tanh.
 *
 * @example
 * ```ts
 * positionValue(state, 0); // 0.5 when both seats stand equal
 * ```
 */
export function positionValue(
  state: AbquetschenState,
  seat: Seat,
  tuning: Scoring = ABQUETSCHEN_TUNING,
): number {
  if (state.phase === 'over') return state.winners!.includes(seat) ? 1 / state.winners!.length : 0;
  const pyramid = pyramidOfState(state);
  const value = state.stock.map(
    (stock, i) => STOCK - stock + tuning.next * expectedDice(pyramid, i, guardFor(state, i), stock),
  );
  const others = (value.reduce((a, b) => a + b, 0) - value[seat]!) / (value.length - 1);
  return 0.5 + 0.5 * Math.tanh((value[seat]! - others) / tuning.scale);
}

/**
 * The expected {@link positionValue} for `seat` of a state whose turn has begun, over every roll of the next
 * `plies` turns, each played by the heuristic. The roll the state holds is not taken as known (a game it ended is
 * not over here): every roll is weighed instead.
 *
 * @example
 * ```ts
 * chanceValue(abquetschen.play(state, seat, build), seat, 2); // the build's worth over the next two turns
 * ```
 */
export function chanceValue(
  state: AbquetschenState,
  seat: Seat,
  plies: number,
  tuning: Scoring = ABQUETSCHEN_TUNING,
): number {
  return weigh(state, seat, plies, tuning, { turns: 0 });
}

/** {@link chanceValue}, counting the turns it plays in `spent`. */
function weigh(
  state: AbquetschenState,
  seat: Seat,
  plies: number,
  tuning: Scoring,
  spent: { turns: number },
): number {
  const s = unrolled(state);
  if (plies === 0 || s.phase === 'over') return positionValue(s, seat, tuning);
  let total = 0;
  for (let roll = 1; roll <= 6; roll++) {
    const t = withRoll(s, roll);
    if (t.phase === 'over') {
      total += positionValue(t, seat, tuning);
      continue;
    }
    const mover = t.turn;
    const move = heuristicMove(t, mover, abquetschen.legalMoves(t, mover));
    spent.turns++;
    total += weigh(finishTurn(t, mover, move), seat, plies - 1, tuning, spent);
  }
  return total / 6;
}

/**
 * The search bot: of the heuristic's best builds, the one with the best {@link chanceValue}. Outside a build
 * (the start pyramid, a forced move) it plays as the heuristic.
 *
 * @example
 * ```ts
 * const bot = chanceSearch({ candidates: 3 });
 * const move = bot.choose({ game: abquetschen, state, seat, legal, rng: Rng.fromSeed('s') });
 * ```
 */
export function chanceSearch(options: ChanceSearchOptions = {}): Bot<AbquetschenState, AbquetschenMove> {
  const { name = 'search', onSearched, ...rest } = options;
  const tuning = { ...ABQUETSCHEN_TUNING, ...rest };
  return {
    name,
    choose({ state, seat, legal, rng }) {
      if (state.phase !== 'build' && state.phase !== 'bonus')
        return abquetschenMove(abquetschen.view(state, seat), legal, rng);
      if (legal.length <= 1) return legal[0]!;
      // The search never reads the die's future: it starts from the seat's view, and weighs every roll itself.
      const root = fromView(abquetschen.view(state, seat), Rng.fromSeed('abquetschen-search'));
      const candidates = rootCandidates({ state: root, seat, legal }, tuning.candidates);
      if (tuning.anytimeMs > 0) {
        const { move, plies } = deepening(root, seat, candidates, tuning, tuning.anytimeMs);
        onSearched?.({ plies });
        return move;
      }
      const deadline =
        tuning.capMs === Number.POSITIVE_INFINITY ? tuning.capMs : performance.now() + tuning.capMs;
      const spent = { turns: 0 };
      let best = candidates[0]!;
      let bestValue = Number.NEGATIVE_INFINITY;
      // Best first: a budget or the cap that stops early leaves the heuristic's choice, or a better one.
      for (const move of candidates) {
        const value = weigh(finishTurn(root, seat, move), seat, tuning.plies, tuning, spent);
        if (value > bestValue + 1e-12) {
          bestValue = value;
          best = move;
        }
        if (spent.turns >= tuning.turns || performance.now() > deadline) break;
      }
      return best;
    },
  };
}

/** The plies an anytime search goes to at most (seven would take minutes a move). */
const MAX_PLIES = 6;

/**
 * The anytime search: each candidate weighed one ply deep, then two, … for `ms` milliseconds; the best of the
 * deepest ply every candidate finished (a ply cut short by the clock is dropped). Each ply weighs the candidates
 * in the order the last ply ranked them.
 */
function deepening(
  root: AbquetschenState,
  seat: Seat,
  candidates: AbquetschenMove[],
  tuning: Scoring,
  ms: number,
): { move: AbquetschenMove; plies: number } {
  const deadline = performance.now() + ms;
  const after = candidates.map((move) => finishTurn(root, seat, move));
  let order = candidates.map((_, i) => i);
  let move = candidates[0]!;
  const spent = { turns: 0 };
  for (let plies = 1; plies <= MAX_PLIES; plies++) {
    const values: number[] = [];
    for (let k = 0; k < order.length; k++) {
      values[order[k]!] = weigh(after[order[k]!]!, seat, plies, tuning, spent);
      if (k < order.length - 1 && performance.now() > deadline) return { move, plies: plies - 1 };
    }
    order = [...order].sort((a, b) => values[b]! - values[a]! || a - b);
    move = candidates[order[0]!]!;
    if (performance.now() > deadline) return { move, plies };
  }
  return { move, plies: MAX_PLIES };
}
