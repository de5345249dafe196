/**
 * The property the audit's differential broke: a state a client sends back one field away from a real one
 * (removed, null, another type, emptied, a number moved by one, a list entry dropped or doubled, a flag flipped)
 * never gets a 5xx from any stateless endpoint, whatever the game; a refusal is a 4xx in the error shape (400
 * `invalid-state` naming the place: the game's state checks refused it, rather than a game function failing on
 * it); and the server goes on answering others meanwhile. Runs against any runtime (`client-states.test.ts`: the Node server; `workerd.test.ts`: workerd).
 */
import { type AnyGame, games, Rng, RuleError } from '@tafel/core';
import { mutations } from '@tafel/core/testing';
import fc from 'fast-check';
import { expect } from 'vitest';
import { holdToDocument } from './contract.js';
import { type Fetch, post } from './support.js';

/** Real states of a game: its start and positions a few random moves in, for each table size. */
function realStates(game: AnyGame): unknown[] {
  const out: unknown[] = [];
  for (const players of new Set([game.players.min, game.players.max])) {
    for (const depth of [0, 3, 11, 29]) {
      const rng = Rng.fromSeed(`states:${game.id}:${players}:${depth}`);
      let state: unknown = game.setup({ players, seed: `states:${game.id}:${depth}` });
      for (let n = 0; n < depth && game.outcome(state) === null; n++) {
        const seat = rng.pick(game.active(state) as number[]);
        state = game.play(state, seat, rng.pick(game.legalMoves(state, seat) as unknown[]));
      }
      out.push(JSON.parse(JSON.stringify(state)));
    }
  }
  return out;
}

const ENDPOINTS = ['validate', 'legal-moves', 'view', 'bot-move'] as const;
const LEVELS = ['easy', 'normal', 'strong'] as const;

/**
 * Sends `runs` random one-field mutations of real states of every game to every stateless endpoint through
 * `fetch`, with a catalogue request beside each batch; fails on a 5xx, an answer outside the error shape, or a
 * catalogue that does not answer.
 */
export async function clientStatesHold(raw: Fetch, runs: number): Promise<{ sent: number; refused: number }> {
  // Every answer is also held to the published document: a 200 whose view or moves break their schema fails.
  const fetch = holdToDocument(raw);
  // Mutants are made when drawn (all of them at once would be a copy of a state per field of every state).
  const pool = (Object.values(games) as AnyGame[]).flatMap((game) =>
    realStates(game).map((state) => ({ game, state, count: count(mutations(state)) })),
  );
  let sent = 0;
  let refused = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.nat({ max: pool.length - 1 }),
      fc.nat(),
      fc.constantFrom(...ENDPOINTS),
      fc.constantFrom(...LEVELS),
      fc.nat({ max: 3 }),
      async (g, m, endpoint, bot, seat) => {
        const { game, state, count: n } = pool[g]!;
        const mutant = nth(mutations(state), m % n);
        // The server's verdict on the state must be the game's own.
        expect(game.parseState, `${game.id} checks client states`).toBeTypeOf('function');
        const verdict = refusalOf(() => game.parseState!(mutant.value));
        const legal = await legalGuess(fetch, game, mutant.value, seat);
        const body =
          endpoint === 'validate'
            ? { state: mutant.value, seat, move: legal }
            : endpoint === 'bot-move'
              ? { state: mutant.value, seat, bot, seed: 'mutant' }
              : { state: mutant.value, seat };
        const [res, catalogue] = await Promise.all([
          fetch(`/v1/games/${game.id}/${endpoint}`, post(body, undefined, 'nl')),
          fetch('/v1/games'),
        ]);
        sent++;
        const what = `${game.id} ${endpoint}, ${mutant.kind} at ${mutant.at}`;
        expect(res.status, what).toBeLessThan(500);
        expect(catalogue.status, `the catalogue beside ${what}`).toBe(200);
        const answer = (await res.json()) as { error?: { code: string; message: string; at?: string } };
        if (res.status >= 400) {
          refused++;
          expect(answer.error?.code, what).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
          // No JavaScript internals in what a client reads.
          expect(answer.error?.message, what).not.toMatch(
            /undefined|Cannot read|TypeError|is not a function/,
          );
        }
        // A broken state is refused by the game's own state checks, which name the place (the server's last
        // resort, a game function failing on a state its checks let through, would name none).
        if (verdict) {
          expect([res.status, answer.error?.code, answer.error?.at], what).toEqual([
            400,
            'invalid-state',
            verdict.details?.at,
          ]);
        } else {
          expect(answer.error?.code, `${what}: the game takes this state`).not.toBe('invalid-state');
        }
      },
    ),
    { numRuns: runs, seed: 20261126 },
  );
  return { sent, refused };
}

/** The rule error `fn` throws, or `null`. */
function refusalOf(fn: () => unknown): RuleError | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
}

const count = (all: Iterable<unknown>) => {
  let n = 0;
  for (const _ of all) n++;
  return n;
};

function nth<T>(all: Iterable<T>, k: number): T {
  let i = 0;
  for (const item of all) if (i++ === k) return item;
  throw new RangeError(`no item ${k}`);
}

/** A move to try on a mutant: the first legal move of the seat in the real state it came from, if any. */
async function legalGuess(fetch: Fetch, game: AnyGame, state: unknown, seat: number): Promise<unknown> {
  const res = await fetch(`/v1/games/${game.id}/legal-moves`, post({ state, seat }));
  expect(res.status, `${game.id} legal-moves`).toBeLessThan(500);
  if (res.status !== 200) return { type: 'pass' };
  const { moves } = (await res.json()) as { moves: unknown[] };
  return moves[0] ?? { type: 'pass' };
}
