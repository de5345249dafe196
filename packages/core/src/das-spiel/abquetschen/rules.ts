/**
 * The rules of Abquetschen: who moves, what is legal, and what a move does. `play` is pure: it validates the
 * move against the state, then builds the next state from a copy.
 *
 * A turn: the turquoise die is rolled for the player (from the generator in the state), he builds exactly that
 * many dice or, when no build exists, none; a row of 4..6 new dice earns bonus dice, built as a second move of
 * the same turn. The start player's first move is the start pyramid.
 *
 * Rulings where `das-spiel.md` is silent:
 * - a roll of 1 never builds (rule 1: every new die must touch another new die), so it is always a pass;
 * - rule 3 binds the other players only; it ends with the start player's next build of at least one die;
 * - a row is consecutive new dice on one line; bonus dice are capped by the dice left in stock;
 * - the burial end is checked when a turn begins, before the roll;
 * - after a pass, if every player still has 6 or more dice (so no roll can end the game) and nobody can build
 *   2..6 dice, the game ends as by burial (fewest dice in stock wins): every game ends.
 *
 * @module
 */
import type { Outcome, Seat } from '../../contract/index.js';
import { commonErrors } from '../../errors/index.js';
import { Rng } from '../../random/index.js';
import { CELLS, kernels, supports } from '../lattice/index.js';
import {
  allBuried,
  bonusFor,
  canBuild,
  faultOf,
  guardFor,
  positionRng,
  sampleLegalBuilds,
  startPyramids,
  stateQuery,
} from './builds.js';
import { abquetschenErrors as errors } from './errors.js';
import { rollDie, STOCK } from './setup.js';
import type { AbquetschenMove, AbquetschenState, EndReason } from './types.js';

/** Who may move now: the player whose turn it is. */
export function active(state: AbquetschenState): Seat[] {
  return state.phase === 'over' ? [] : [state.turn];
}

/**
 * The legal moves of a seat: every build, or (when a roll allows more than `options.moveLimit`) a uniform
 * sample of that many, drawn deterministically from the position; `{ cells: [] }` when nothing can be built.
 * The sample keeps bots and random playouts cheap; a UI that must offer every build uses the game's `steps`
 * (`steps.ts`), which are exact whatever the count, and `buildsOf` / `countLegalBuilds` reach them all.
 */
export function legalMoves(state: AbquetschenState, seat: Seat): AbquetschenMove[] {
  if (!active(state).includes(seat)) return [];
  if (state.phase === 'start')
    return startPyramids(state.options.start).map((cells) => ({ type: 'build', cells }));
  const { builds } = sampleLegalBuilds(state, state.options.moveLimit, () => positionRng(state));
  if (builds.length > 0) return builds.map((cells) => ({ type: 'build', cells }));
  return [{ type: 'build', cells: [] }];
}

function copy(state: AbquetschenState): AbquetschenState {
  return {
    ...state,
    startPyramid: state.startPyramid.slice(),
    owner: state.owner.slice(),
    stock: state.stock.slice(),
    built: state.built.slice(),
    thisTurn: state.thisTurn.slice(),
    history: state.history.slice(),
  };
}

/** Plays a move: the next state, or a `RuleError` and no change. */
export function play(state: AbquetschenState, seat: Seat, move: AbquetschenMove): AbquetschenState {
  if (move.type !== 'build' || !Array.isArray(move.cells))
    commonErrors.fail('invalid-move', {
      reason: {
        en: 'a move is { type: "build", cells: [...] }',
        nl: 'een zet is { type: "build", cells: [...] }',
      },
    });
  const cells = move.cells;
  if (!cells.every((c) => Number.isInteger(c) && c >= 0 && c < CELLS))
    commonErrors.fail('invalid-move', { reason: { en: 'cells are 0..164', nl: 'vakken zijn 0..164' } });
  if (state.phase === 'start') return buildStart(state, seat, cells);
  if (cells.length === 0) {
    if (canBuild(state)) errors.fail('build-possible', { n: expected(state) });
    return apply(state, seat, []);
  }
  check(state, cells);
  return apply(state, seat, cells);
}

function expected(state: AbquetschenState): number {
  return state.phase === 'bonus' ? state.bonus : (state.roll ?? 0);
}

function check(state: AbquetschenState, cells: readonly number[]): void {
  const n = expected(state);
  if (cells.length !== n || new Set(cells).size !== cells.length)
    errors.fail('wrong-count', { n, got: new Set(cells).size });
  if (state.phase === 'build' && n < 2) errors.fail('not-together');
  const fault = faultOf(state, cells);
  if (fault === null) return;
  if (fault === 'size') errors.fail('wrong-count', { n, got: cells.length });
  if (fault === 'occupied') errors.fail('cell-taken', { cell: cells.find((c) => state.owner[c]! >= 0) });
  if (fault === 'no-funnel') {
    const cell = cells.find((c) => supports(c).some((s) => state.owner[s]! < 0 && !cells.includes(s)));
    errors.fail('no-funnel', { cell });
  }
  if (fault === 'not-connected') errors.fail('not-together');
  if (fault === 'no-touch') errors.fail('no-contact');
  errors.fail('start-pyramid-covered');
}

function buildStart(state: AbquetschenState, seat: Seat, cells: readonly number[]): AbquetschenState {
  const key = [...cells].sort((a, b) => a - b).join();
  if (!startPyramids(state.options.start).some((p) => p.join() === key)) {
    errors.fail('not-a-start-pyramid', {
      where:
        state.options.start === 'central'
          ? {
              en: ' (in the middle: its top die on a place like (2,2,3))',
              nl: ' (in het midden: haar bovenste dobbelsteen op een plaats als (2,2,3))',
            }
          : '',
    });
  }
  const next = copy(state);
  const sorted = [...cells].sort((a, b) => a - b);
  for (const c of sorted) next.owner[c] = seat;
  next.stock[seat]! -= 4;
  next.built[seat] = true;
  next.startPyramid = sorted;
  next.guard = true;
  next.history.push({ seat, roll: null, cells: sorted, bonus: 0, bonusCells: [] });
  return startTurn(next, (seat + 1) % state.players);
}

function apply(state: AbquetschenState, seat: Seat, cells: readonly number[]): AbquetschenState {
  const next = copy(state);
  const sorted = [...cells].sort((a, b) => a - b);
  for (const c of sorted) next.owner[c] = seat;
  next.stock[seat]! -= sorted.length;
  if (sorted.length > 0) next.built[seat] = true;
  if (state.phase === 'bonus') {
    const last = next.history[next.history.length - 1]!;
    next.history[next.history.length - 1] = { ...last, bonusCells: sorted };
    return startTurn(next, (seat + 1) % state.players);
  }
  if (seat === state.startPlayer && sorted.length > 0) next.guard = false;
  const bonus = Math.min(bonusFor(sorted), next.stock[seat]!);
  next.history.push({ seat, roll: state.roll, cells: sorted, bonus, bonusCells: [] });
  if (bonus > 0) {
    next.phase = 'bonus';
    next.bonus = bonus;
    next.thisTurn = sorted;
    return next;
  }
  if (sorted.length === 0 && blocked(next)) return finish(next, 'blocked', seat);
  return startTurn(next, (seat + 1) % state.players);
}

/**
 * Whether the game is stuck (a Tafel ruling, so every game ends): every player has at least 6 dice (so no roll
 * can end the game) and nobody can build 2..6 dice.
 */
export function blocked(state: AbquetschenState): boolean {
  if (state.stock.some((s) => s < 6)) return false;
  for (let seat = 0; seat < state.players; seat++) {
    // One query a seat: only the number of dice changes between the sizes.
    const query = stateQuery(state, seat, 2, guardFor(state, seat));
    for (let n = 2; n <= 6; n++) {
      query.n = n;
      if (kernels().anyBuild(query)) return false;
    }
  }
  return true;
}

/** Passes the turn to `seat`: the end by burial, then his roll (and the end by a roll beyond his stock). */
function startTurn(next: AbquetschenState, seat: Seat): AbquetschenState {
  next.turn = seat;
  next.thisTurn = [];
  next.bonus = 0;
  next.roll = null;
  if (next.built[seat] && allBuried(next.owner, seat)) return finish(next, 'buried', seat);
  const rng = new Rng(next.rng);
  const roll = rollDie(rng);
  next.rng = rng.state();
  next.roll = roll;
  if (roll > next.stock[seat]!) return finish(next, 'roll', seat);
  next.phase = 'build';
  return next;
}

/** Ends the game in `next` (in place): the reason, and the winners it gives. */
export function finish(next: AbquetschenState, reason: EndReason, seat: Seat): AbquetschenState {
  next.phase = 'over';
  next.end = { reason, seat };
  if (reason === 'roll') next.winners = [seat];
  else {
    const fewest = Math.min(...next.stock);
    next.winners = next.stock.flatMap((s, i) => (s === fewest ? [i] : []));
  }
  return next;
}

/** The result once the game is over: each player's score is the number of dice he built. */
export function outcome(state: AbquetschenState): Outcome | null {
  if (state.phase !== 'over') return null;
  return { scores: state.stock.map((s) => STOCK - s), winners: state.winners!.slice() };
}
