/**
 * The bots on client-held states: a client of the API sends a state back and asks a bot for a move, and the only
 * check between the two is the game's `parseState`. In the Cloudflare Workers runtime nothing can stop a bot that
 * never returns, so every level must answer, and end, on any state `parseState` accepts: not only the states a
 * game reaches, but the ones a field away from them that it lets through (a generator word, a face turned, a log
 * entry changed).
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

/** A table to play the real states at (default: every player count of the game). */
export interface Table {
  players: number;
  options?: object;
}

/** A state `parseState` accepted, one field away from a real one, with the seat to ask and what was changed. */
export interface AcceptedState {
  state: unknown;
  seat: Seat;
  mutation: string;
}

/**
 * At least `count` states that `parseState` accepts among the one-field mutations of states of seeded random
 * games at `tables` (changed from the real state, and with a seat that may move). Most accepted changes are of a
 * few kinds (a generator word, a flag of the options), so the sample takes each kind of change in turn: it holds
 * every kind found, many positions and many fields.
 *
 * @example
 * ```ts
 * for (const { state, seat } of acceptedStates(wiezen, 30, [{ players: 4 }])) bot.choose({ … });
 * ```
 */
export function acceptedStates(
  game: AnyGame,
  count: number,
  tables: readonly Table[] = playerCounts(game),
  seed = 'client-states',
): AcceptedState[] {
  const rng = Rng.fromSeed(`${seed}:${game.id}`);
  const byKind = new Map<string, AcceptedState[]>();
  let found = 0;
  for (let g = 0; found < count * 2 && g < 200; g++) {
    const table = tables[g % tables.length]!;
    let state = game.setup({ players: table.players, seed: `${seed}-${g}`, options: table.options });
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
        const kind = `${m.kind} ${m.at.replace(/\[\d+\]/g, '[]')}`;
        const list = byKind.get(kind) ?? [];
        list.push({ state: accepted, seat: rng.pick(active), mutation: `${m.kind} at ${m.at}` });
        byKind.set(kind, list);
        taken++;
        found++;
      }
    }
  }
  const kinds = [...byKind.values()];
  const out: AcceptedState[] = [];
  for (let i = 0; out.length < count && kinds.some((list) => i < list.length); i++)
    for (const list of kinds) if (i < list.length && out.length < count) out.push(list[i]!);
  return out;
}

/** One table of each player count the game allows. */
function playerCounts(game: AnyGame): Table[] {
  return Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => ({
    players: game.players.min + i,
  }));
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
 * among one-field mutations of real states at `tables`.
 *
 * @example
 * ```ts
 * describeClientStateBots('wiezen', { tables: [{ players: 4, options: { deals: 2 } }] });
 * describeClientStateBots('bunte-kuh', { wrongCalls: true });
 * ```
 */
export function describeClientStateBots(
  gameId: GameId,
  options: { tables?: readonly Table[]; count?: number; wrongCalls?: boolean } = {},
): void {
  const game: AnyGame = games[gameId];
  const wrongCalls = options.wrongCalls ?? false;
  const count = options.count ?? 30;
  describe(`${gameId}: the bots on states a client sends back`, () => {
    const sample = acceptedStates(game, count, options.tables);

    it.each(LEVELS)('%s answers with a legal move, and ends, on every state parseState accepts', (level) => {
      expect(sample.length).toBeGreaterThanOrEqual(count);
      const bot = makeBot(gameId, level, SETTINGS);
      for (const { state, seat, mutation } of sample) {
        const legal: unknown[] = game.legalMoves(state, seat);
        // A seat the game says may move has a move to make.
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
