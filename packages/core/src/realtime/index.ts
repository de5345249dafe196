/**
 * The real-time scheduler: in a race (Bunte Kuh, Raffzahn) every active seat may move at any moment and moves
 * apply in the order they arrive. This module is the one place that says which move applies next; the CLI
 * simulates with it, the API runs it on a clock and a browser on `requestAnimationFrame`.
 *
 * It is pure and knows no clock: time is a number of milliseconds passed in. A seat **sets out** on a move (a
 * bot's `react`: the move and how long it takes to arrive) and its **plan** waits until its time comes. A person's
 * move simply arrives at the time it is made. After any move is applied, every plan whose move no longer fits
 * the new position is given up (players stop reaching when someone else called) and those seats set out anew;
 * plans that still fit keep their arrival time. A seat that chose to wait (`move: null`) looks again when its
 * time comes. Ties go to the lower seat.
 *
 * @example
 * ```ts
 * let race = startRace(2);
 * race = setOut(race, 0, { move: 'stop', ms: 900 });
 * race = setOut(race, 1, { move: 'nowhere', ms: 700 });
 * nextDue(race, [0, 1]); // { seat: 1, at: 700, move: 'nowhere' }
 * ```
 *
 * @module
 */
import type { AnyGame, Bot, Seat } from '../contract/index.js';
import { DEFAULT_REACTION_MS } from '../contract/index.js';
import { RuleError } from '../errors/index.js';
import type { Rng } from '../random/index.js';

/** A move a seat has set out on, and when it arrives (ms on the race's clock). `move: null`: it looks again then. */
export interface Plan<Move = unknown> {
  readonly at: number;
  readonly move: Move | null;
}

/** The race between moves: the clock of the last applied event, and each seat's plan (if any). */
export interface Race<Move = unknown> {
  readonly now: number;
  readonly plans: ReadonlyArray<Plan<Move> | undefined>;
}

/** A seat's reaction: the move it sets out on (`null`: none yet) and how long until it arrives, in ms. */
export interface Reaction<Move = unknown> {
  readonly move: Move | null;
  readonly ms: number;
}

/** The move due next: its seat, its arrival time and the move (`null`: the seat only looks again). */
export interface Due<Move = unknown> extends Plan<Move> {
  readonly seat: Seat;
}

/**
 * A race with no plans, its clock at `now`.
 *
 * @example
 * ```ts
 * startRace(3).plans; // [undefined, undefined, undefined]
 * ```
 */
export function startRace<Move = unknown>(seats: number, now = 0): Race<Move> {
  return { now, plans: Array.from({ length: seats }, () => undefined) };
}

/**
 * The active seats that have no plan: the ones to ask for a reaction now, lowest seat first.
 *
 * @example
 * ```ts
 * waiting(setOut(startRace(3), 1, { move: 'x', ms: 5 }), [0, 1, 2]); // [0, 2]
 * ```
 */
export function waiting(race: Race, active: readonly Seat[]): Seat[] {
  return [...active].sort((a, b) => a - b).filter((seat) => race.plans[seat] === undefined);
}

/**
 * Records a seat's reaction: its plan arrives `reaction.ms` after the race's clock.
 *
 * @example
 * ```ts
 * setOut(startRace(2, 100), 0, { move: 'stop', ms: 50 }).plans[0]; // { at: 150, move: 'stop' }
 * ```
 */
export function setOut<Move>(race: Race<Move>, seat: Seat, reaction: Reaction<Move>): Race<Move> {
  const plans = [...race.plans];
  plans[seat] = { at: race.now + reaction.ms, move: reaction.move };
  return { ...race, plans };
}

/**
 * The earliest plan among the active seats (ties: the lower seat), or `null` when none of them has one.
 *
 * @example
 * ```ts
 * nextDue(race, game.active(state)); // { seat: 1, at: 700, move }
 * ```
 */
export function nextDue<Move>(race: Race<Move>, active: readonly Seat[]): Due<Move> | null {
  let due: Due<Move> | null = null;
  for (const seat of active) {
    const plan = race.plans[seat];
    if (plan && (!due || plan.at < due.at || (plan.at === due.at && seat < due.seat)))
      due = { seat, ...plan };
  }
  return due;
}

/**
 * The race after `seat`'s event at time `at` (its planned move, or a person's move that arrived then): the clock
 * moves to `at` and the seat's plan is spent. Call {@link afterMove} too when a move was applied.
 */
export function arrive<Move>(race: Race<Move>, seat: Seat, at: number): Race<Move> {
  const plans = [...race.plans];
  plans[seat] = undefined;
  return { now: Math.max(race.now, at), plans };
}

/**
 * The race after a move was applied: plans of seats that are no longer active, and plans whose move no longer
 * `fits` the new position, are given up (those seats set out anew).
 *
 * @example
 * ```ts
 * afterMove(race, game.active(next), (seat, move) => isLegal(game, next, seat, move));
 * ```
 */
export function afterMove<Move>(
  race: Race<Move>,
  active: readonly Seat[],
  fits: (seat: Seat, move: Move) => boolean,
): Race<Move> {
  const plans = race.plans.map((plan, seat) =>
    plan && active.includes(seat) && (plan.move === null || fits(seat, plan.move)) ? plan : undefined,
  );
  return { ...race, plans };
}

/**
 * The race with every plan put off by `ms`: time that did not count (a pause for people to take in a round's
 * result, a table held while a person reads), so that no seat gains or loses by it.
 *
 * @example
 * ```ts
 * delay(setOut(startRace(1), 0, { move: 'x', ms: 700 }), 2000).plans[0]; // { at: 2700, move: 'x' }
 * ```
 */
export function delay<Move>(race: Race<Move>, ms: number): Race<Move> {
  if (ms <= 0) return race;
  return { ...race, plans: race.plans.map((plan) => (plan ? { ...plan, at: plan.at + ms } : plan)) };
}

/** What the scheduler needs of a game: who may move, their moves, and `play` to check a plan still fits. */
export type RaceGame = Pick<AnyGame, 'id' | 'active' | 'legalMoves' | 'play'>;

/**
 * Whether `move` is legal for `seat` in `state` now (the game's `play` accepts it).
 *
 * @example
 * ```ts
 * isLegal(bunteKuh, state, 1, { type: 'nowhere' }); // false when a funnel matches
 * ```
 */
export function isLegal(game: RaceGame, state: unknown, seat: Seat, move: unknown): boolean {
  try {
    game.play(state, seat, move);
    return true;
  } catch (e) {
    if (e instanceof RuleError) return false;
    throw e;
  }
}

/**
 * A bot's reaction in a race: its `react`, or for a bot without one, its choice after
 * {@link DEFAULT_REACTION_MS}.
 */
export function reactionOf(bot: Bot, input: Parameters<Bot['choose']>[0]): Reaction {
  if (bot.react) return bot.react(input);
  return { move: input.legal.length > 0 ? bot.choose(input) : null, ms: DEFAULT_REACTION_MS };
}

/** Events a race may take before it counts as stuck. */
export const MAX_RACE_EVENTS = 1_000_000;

/**
 * Plays a real-time game to its end between bots, with simulated time: every active seat sets out on a move,
 * the earliest arrival is applied (through `step`, which returns the new state, or throws a `RuleError` for a
 * move that no longer fits: that seat looks again), until the game ends or `maxMoves` were applied. Returns the
 * final state, the simulated time in ms and the number of moves applied.
 *
 * @example
 * ```ts
 * const { state, ms } = runRace(bunteKuh, bunteKuh.setup({ players: 2, seed: 's' }), bots, rngs,
 *   (seat, move, s) => bunteKuh.play(s, seat, move));
 * ```
 */
export function runRace<State>(
  game: RaceGame,
  start: State,
  bots: readonly Bot[],
  rngs: readonly Rng[],
  step: (seat: Seat, move: unknown, state: State) => State,
  maxMoves = Number.POSITIVE_INFINITY,
): { state: State; ms: number; moves: number } {
  let state = start;
  let race: Race = startRace(bots.length);
  let moves = 0;
  for (let events = 0; events < MAX_RACE_EVENTS; events++) {
    const active: Seat[] = game.active(state);
    if (active.length === 0 || moves >= maxMoves) return { state, ms: race.now, moves };
    for (const seat of waiting(race, active)) {
      const input = {
        game: game as AnyGame,
        state,
        seat,
        legal: game.legalMoves(state, seat),
        rng: rngs[seat]!,
      };
      race = setOut(race, seat, reactionOf(bots[seat]!, input));
    }
    const due = nextDue(race, active)!;
    race = arrive(race, due.seat, due.at);
    if (due.move === null) continue;
    try {
      state = step(due.seat, due.move, state);
      moves++;
    } catch (e) {
      if (e instanceof RuleError) continue; // it no longer fits: the seat looks again
      throw e;
    }
    const current = state;
    race = afterMove(race, game.active(current), (seat, move) => isLegal(game, current, seat, move));
  }
  throw new Error(`${game.id}: the race did not end within ${MAX_RACE_EVENTS} events`);
}
