/**
 * States a client may send back to the API's `/bot-move`: a real state with one field spoiled (see
 * `mutations` of `@tafel/core/testing`) that the game's `parseState` still accepts. A bot must choose a legal
 * move on every one of them, and end: in the Workers runtime nothing stops a bot that never returns.
 *
 * @module
 */
import { type AnyGame, type GameId, games, Rng, type Seat } from '@tafel/core';
import { mutations } from '@tafel/core/testing';
import { describe, expect, it } from 'vitest';
import { LEVELS, makeBot } from '../index.js';

/** One accepted state, a seat that may move in it, and what was spoiled. */
export interface ClientState {
  state: unknown;
  seat: Seat;
  what: string;
}

/**
 * `count` states that `parseState` accepts among one-field mutations of states of seeded random playouts, each
 * with a seat that has a legal move. Most accepted changes are of a few kinds (a generator word, a flag of the
 * options), so the states are taken from each kind of change in turn: the sample holds every kind found.
 *
 * @example
 * ```ts
 * for (const { state, seat } of clientStates(wiezen, [{ players: 4 }], 30, 'bots')) bot.choose({ … });
 * ```
 */
export function clientStates(
  game: AnyGame,
  tables: ReadonlyArray<{ players: number; options?: object }>,
  count: number,
  seed: string,
): ClientState[] {
  const rng = Rng.fromSeed(seed);
  const byKind = new Map<string, ClientState[]>();
  for (let g = 0; g < 12; g++) {
    const table = tables[g % tables.length]!;
    let state: unknown = game.setup({ players: table.players, seed: `${seed}-${g}`, options: table.options });
    const real: unknown[] = [];
    for (let n = 0; game.active(state).length > 0 && n < 5000; n++) {
      real.push(state);
      const seat: Seat = rng.pick(game.active(state));
      state = game.play(state, seat, rng.pick(game.legalMoves(state, seat)));
    }
    for (let k = 0; k < 3; k++) {
      for (const m of mutations(JSON.parse(JSON.stringify(rng.pick(real))))) {
        let accepted: unknown;
        try {
          accepted = game.parseState!(m.value);
        } catch {
          continue;
        }
        const seat = (game.active(accepted) as Seat[]).find((s) => game.legalMoves(accepted, s).length > 0);
        if (seat === undefined) continue;
        const kind = `${m.kind} ${m.at.replace(/\[\d+\]/g, '[]')}`;
        const list = byKind.get(kind) ?? [];
        list.push({ state: accepted, seat, what: `${m.kind} at ${m.at}` });
        byKind.set(kind, list);
      }
    }
  }
  const kinds = [...byKind.values()].map((list) => rng.shuffle(list));
  const found: ClientState[] = [];
  for (let i = 0; found.length < count && kinds.some((list) => i < list.length); i++)
    for (const list of kinds) if (i < list.length && found.length < count) found.push(list[i]!);
  return found;
}

/**
 * Registers the test that every level of a game's bots chooses a legal move, and returns, on `count` states
 * its `parseState` accepts (small search budgets: the test is about ending and legality, not strength).
 *
 * @example
 * ```ts
 * describeClientStateBots('wiezen', [{ players: 4, options: { deals: 2 } }]);
 * ```
 */
export function describeClientStateBots(
  gameId: GameId,
  tables: ReadonlyArray<{ players: number; options?: object }>,
  count = 30,
): void {
  const game: AnyGame = games[gameId];
  describe(`${gameId}: the bots on states a client sent back`, () => {
    const sample = clientStates(game, tables, count, `client-states:${gameId}`);
    it.each(LEVELS)('%s chooses a legal move, and ends, on every state parseState accepts', (level) => {
      expect(sample.length).toBeGreaterThanOrEqual(count);
      const bot = makeBot(gameId, level, { iterations: 12 });
      for (const { state, seat, what } of sample) {
        const legal = game.legalMoves(state, seat);
        const move = bot.choose({ game, state, seat, legal, rng: Rng.fromSeed(what) });
        expect(legal, what).toContainEqual(move);
      }
    });
  });
}
