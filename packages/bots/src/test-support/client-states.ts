/**
 * The bots on client-held states: a client of the API sends a state back and asks a bot for a move, and the only
 * check between the two is the game's `parseState`. In the Cloudflare Workers runtime nothing can stop a bot that
 * never returns, so every level must answer, and end, on any state `parseState` accepts: not only the states a
 * game reaches, but the ones a field away from them that it lets through (a face turned, a log entry changed).
 *
 * {@link describeClientStateBots} registers that test for one game, next to its bots.
 *
 * @module
 */
import { type AnyGame, type GameId, games, Rng, RuleError, type Seat } from '@tafel/core';
import { mutations } from '@tafel/core/testing';
import { describe, expect, it } from 'vitest';
import { LEVELS, makeBot } from '../index.js';

/** Small search budgets: the test checks that a bot answers and ends, not how well it plays. */
const SETTINGS = { iterations: 12 };

/** A state `parseState` accepted, one field away from a real one, with the seat to ask and what was changed. */
export interface AcceptedState {
  state: unknown;
  seat: Seat;
  mutation: string;
}

/**
 * At least `count` states that `parseState` accepts among the one-field mutations of states of seeded random
 * games (changed from the real state, and with a seat to move), a few from each state so that many positions
 * and many fields are among them.
 */
export function acceptedStates(game: AnyGame, count: number, seed = 'client-states'): AcceptedState[] {
  const rng = Rng.fromSeed(`${seed}:${game.id}`);
  const out: AcceptedState[] = [];
  for (let g = 0; out.length < count; g++) {
    const players = game.players.min + (g % (game.players.max - game.players.min + 1));
    let state = game.setup({ players, seed: `${seed}-${g}` });
    const states = [state];
    for (let n = 0; n < 400 && game.active(state).length > 0; n++) {
      const seat = rng.pick(game.active(state));
      state = game.play(state, seat, rng.pick(game.legalMoves(state, seat)));
      states.push(state);
    }
    for (const real of [states[0], rng.pick(states), rng.pick(states)]) {
      const json = JSON.stringify(real);
      let taken = 0;
      for (const m of rng.shuffle([...mutations(JSON.parse(json))])) {
        if (taken >= 4) break;
        if (JSON.stringify(m.value) === json) continue;
        let accepted: unknown;
        try {
          accepted = game.parseState!(m.value);
        } catch (e) {
          if (e instanceof RuleError && e.code === 'invalid-state') continue;
          throw e;
        }
        const active: Seat[] = game.active(accepted);
        if (active.length === 0) continue;
        out.push({ state: accepted, seat: rng.pick(active), mutation: `${m.kind} at ${m.at}` });
        taken++;
      }
    }
  }
  return out;
}

/**
 * Whether `move` is one `legal` lists, or (`wrongCalls`: a game whose bots may call wrong on purpose, as Bunte
 * Kuh's people do) one `play` takes all the same.
 */
function takes(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: unknown[],
  move: unknown,
  wrongCalls: boolean,
) {
  if (legal.some((m) => JSON.stringify(m) === JSON.stringify(move))) return true;
  if (!wrongCalls) return false;
  game.play(state, seat, move);
  return true;
}

/**
 * Registers, for one game, the test that every level chooses one of the legal moves (and a real-time bot's
 * reaction is one, or waits, and comes after a finite time) on at least `count` states `parseState` accepts
 * among one-field mutations of real states.
 *
 * @example
 * ```ts
 * describeClientStateBots('raffzahn');
 * ```
 */
export function describeClientStateBots(
  gameId: GameId,
  options: { count?: number; wrongCalls?: boolean } = {},
): void {
  const game: AnyGame = games[gameId];
  const wrongCalls = options.wrongCalls ?? false;
  describe(`${gameId}: the bots on states a client sends back`, () => {
    const sample = acceptedStates(game, options.count ?? 30);

    it.each(LEVELS)('%s answers with a legal move, and ends, on every state parseState accepts', (level) => {
      expect(sample.length).toBeGreaterThanOrEqual(options.count ?? 30);
      const bot = makeBot(gameId, level, SETTINGS);
      for (const { state, seat, mutation } of sample) {
        const legal: unknown[] = game.legalMoves(state, seat);
        expect(legal.length, mutation).toBeGreaterThan(0);
        const move = bot.choose({ game, state, seat, legal, rng: Rng.fromSeed('choose') });
        expect(takes(game, state, seat, legal, move, wrongCalls), mutation).toBe(true);
        if (!bot.react) continue;
        const reaction = bot.react({ game, state, seat, legal, rng: Rng.fromSeed('react') });
        expect(Number.isFinite(reaction.ms) && reaction.ms >= 0, mutation).toBe(true);
        if (reaction.move !== null)
          expect(takes(game, state, seat, legal, reaction.move, wrongCalls), mutation).toBe(true);
      }
    });
  });
}
