/**
 * The property tests every game must pass, written once against the contract (fast-check):
 *
 * - random legal playouts keep the game's invariants and always end;
 * - every illegal move (and every move by a seat that may not move) is refused with a `RuleError`, and the
 *   state is left exactly as it was;
 * - replaying a playout's record rebuilds the same state;
 * - views leak nothing: a seat's view is the same for every state consistent with it (`determinize`), holds
 *   no generator state, and the game's own `leaks` check finds nothing.
 *
 * A game's test file calls {@link describeContract} with its game and a few hooks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGame, Seat } from '../../src/contract/index.js';
import { RuleError } from '../../src/errors/index.js';
import { Rng } from '../../src/random/index.js';
import { type MatchRecord, replay } from '../../src/record/index.js';

export interface ContractHooks<S, M> {
  /** Player counts and options to try. */
  tables: Array<{ players: number; options?: Record<string, unknown> }>;
  /** Throws (e.g. with `expect`) when a state breaks an invariant of the game. */
  invariant?(state: S): void;
  /** Moves worth trying that may be illegal in a state (the harness keeps those not in `legalMoves`). */
  candidates(state: S, seat: Seat, rng: Rng): M[];
  /** Hidden things of `state` that must not appear in `view`: returns a description of each leak found. */
  leaks?(state: S, view: unknown, seat: Seat | null): string[];
  /** Upper bound of moves in one game. */
  maxMoves: number;
  /** How many random games each property plays (default 40). */
  runs?: number;
  /** How to pick among legal moves in the playouts (default: uniformly). */
  pick?(state: S, seat: Seat, legal: M[], rng: Rng): M;
}

interface Step<S, M> {
  state: S;
  seat: Seat;
  move: M;
}

/** Plays one random game, checking the invariant after every move. */
export function randomPlayout<S, M>(
  game: AnyGame,
  hooks: ContractHooks<S, M>,
  table: { players: number; options?: Record<string, unknown> },
  seed: string,
): { record: MatchRecord; steps: Step<S, M>[]; final: S } {
  const rng = Rng.fromSeed(`playout:${seed}`);
  let state: S = game.setup({ players: table.players, seed, options: table.options });
  hooks.invariant?.(state);
  const record: MatchRecord = { game: game.id, options: table.options ?? {}, seed, seats: [], moves: [] };
  for (let s = 0; s < table.players; s++) record.seats.push({ bot: 'random' });
  const steps: Step<S, M>[] = [];
  for (let n = 0; ; n++) {
    const seats: Seat[] = game.active(state);
    if (seats.length === 0) break;
    if (n >= hooks.maxMoves) throw new Error(`game did not end within ${hooks.maxMoves} moves`);
    const seat = rng.pick(seats);
    const legal: M[] = game.legalMoves(state, seat);
    if (legal.length === 0) throw new Error(`active seat ${seat} has no legal move`);
    const move = hooks.pick ? hooks.pick(state, seat, legal, rng) : rng.pick(legal);
    steps.push({ state, seat, move });
    const before = JSON.stringify(state);
    const next: S = game.play(state, seat, move);
    // play is pure: the state a legal move was played on stays exactly as it was.
    if (JSON.stringify(state) !== before) throw new Error(`play changed its input state (move ${n})`);
    state = next;
    hooks.invariant?.(state);
    record.moves.push({ seat, move: JSON.parse(JSON.stringify(move)) });
  }
  return { record, steps, final: state };
}

/** The reference for `randomPlayout`: the lowest active seat plays `legal[rng.int(legal.length)]`, to the end. */
function moveByMove<S>(game: AnyGame, from: S, rng: Rng): S {
  let state = from;
  for (let seats: Seat[] = game.active(state); seats.length > 0; seats = game.active(state)) {
    const legal: unknown[] = game.legalMoves(state, seats[0]!);
    state = game.play(state, seats[0]!, legal[rng.int(legal.length)]);
  }
  return state;
}

/** Registers the contract's property tests for one game. */
export function describeContract<S, M>(game: AnyGame, hooks: ContractHooks<S, M>): void {
  const runs = hooks.runs ?? 40;
  const seeds = fc.string({ minLength: 1, maxLength: 12 });
  const tables = fc.constantFrom(...hooks.tables);

  describe(`${game.id}: the contract`, () => {
    it('random legal playouts keep every invariant, end, and have an outcome', () => {
      fc.assert(
        fc.property(seeds, tables, (seed, table) => {
          const { final } = randomPlayout(game, hooks, table, seed);
          const outcome = game.outcome(final);
          expect(outcome).not.toBeNull();
          expect(outcome!.scores).toHaveLength(table.players);
          for (const w of outcome!.winners) expect(w >= 0 && w < table.players).toBe(true);
          expect(JSON.parse(JSON.stringify(final))).toEqual(final);
        }),
        { numRuns: runs },
      );
    });

    it('refuses every illegal move with a RuleError and leaves the state unchanged', () => {
      fc.assert(
        fc.property(seeds, tables, (seed, table) => {
          const { steps } = randomPlayout(game, hooks, table, seed);
          const rng = Rng.fromSeed(`illegal:${seed}`);
          for (const { state } of steps.filter((_, i) => i % 3 === 0)) {
            const before = JSON.stringify(state);
            const active: Seat[] = game.active(state);
            for (let seat = 0; seat < table.players; seat++) {
              const legal = new Set(game.legalMoves(state, seat).map((m: M) => canonical(m)));
              if (!active.includes(seat)) expect(legal.size).toBe(0);
              for (const move of hooks.candidates(state, seat, rng)) {
                if (legal.has(canonical(move))) continue;
                let error: unknown;
                try {
                  game.play(state, seat, move);
                } catch (e) {
                  error = e;
                }
                if (!(error instanceof RuleError)) {
                  throw new Error(
                    `seat ${seat} move ${JSON.stringify(move)} was not refused with a RuleError`,
                  );
                }
                expect(error.code).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
                expect(error.messages.nl.length).toBeGreaterThan(0);
              }
            }
            expect(JSON.stringify(state)).toBe(before);
          }
        }),
        { numRuns: Math.ceil(runs / 2) },
      );
    });

    it('replaying the record of a playout rebuilds the same state', () => {
      fc.assert(
        fc.property(seeds, tables, (seed, table) => {
          const { record, final } = randomPlayout(game, hooks, table, seed);
          const again = replay(game, JSON.parse(JSON.stringify(record)));
          expect(again).toEqual(final);
        }),
        { numRuns: runs },
      );
    });

    it('legal moves survive JSON and parseMove unchanged; junk is refused', () => {
      fc.assert(
        fc.property(seeds, tables, (seed, table) => {
          const { steps } = randomPlayout(game, hooks, table, seed);
          for (const { move } of steps)
            expect(game.parseMove(JSON.parse(JSON.stringify(move)))).toEqual(move);
        }),
        { numRuns: Math.ceil(runs / 4) },
      );
      fc.assert(
        fc.property(fc.jsonValue(), (junk) => {
          try {
            game.parseMove(junk);
          } catch (e) {
            return e instanceof RuleError && e.code === 'invalid-move';
          }
          return true; // some junk is a well-formed move by chance; it still went through the schema
        }),
      );
    });

    // Only games with a kernel register this property (no skipped test for the others).
    if (game.randomPlayout)
      it('the randomPlayout kernel ends where the move-by-move loop ends, from any position', () => {
        fc.assert(
          fc.property(seeds, tables, fc.nat(), (seed, table, at) => {
            const { steps, final } = randomPlayout(game, hooks, table, seed);
            // From the start and from a position inside the game.
            for (const from of [
              steps[0]?.state ?? final,
              steps[at % Math.max(1, steps.length)]?.state ?? final,
            ]) {
              const before = JSON.stringify(from);
              const fast = game.randomPlayout!(from, Rng.fromSeed(`kernel:${seed}`));
              expect(fast).toEqual(moveByMove(game, from, Rng.fromSeed(`kernel:${seed}`)));
              expect(JSON.stringify(from)).toBe(before);
            }
          }),
          { numRuns: runs },
        );
      });

    it('views leak nothing', () => {
      fc.assert(
        fc.property(seeds, tables, (seed, table) => {
          const { steps, final } = randomPlayout(game, hooks, table, seed);
          const rng = Rng.fromSeed(`views:${seed}`);
          for (const state of [...steps.map((s) => s.state), final]) {
            for (const seat of [null, ...Array.from({ length: table.players }, (_, s) => s)]) {
              const view = game.view(state, seat);
              expect(JSON.parse(JSON.stringify(view))).toEqual(view);
              expect(hooks.leaks?.(state, view, seat) ?? []).toEqual([]);
              if (seat !== null && game.determinize) {
                // Any state consistent with what the seat sees must look the same to it.
                const other = game.determinize(state, seat, rng);
                expect(game.view(other, seat)).toEqual(view);
              }
            }
          }
        }),
        { numRuns: Math.ceil(runs / 2) },
      );
    });
  });
}

/** A move's identity, independent of key order. */
export function canonical(move: unknown): string {
  return JSON.stringify(move, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}
