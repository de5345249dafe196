/**
 * The property tests every game must pass, written once against the contract (fast-check):
 *
 * - random legal playouts keep the game's invariants and always end;
 * - every illegal move (and every move by a seat that may not move) is refused with a `RuleError`, and the
 *   state is left exactly as it was;
 * - replaying a playout's record rebuilds the same state;
 * - views leak nothing: a seat's view is the same for every state consistent with it (`determinize`), holds
 *   no generator state, and the game's own `leaks` check finds nothing;
 * - `fromView` rebuilds a state with the same view, `determinize` is `fromView` of the seat's view, and
 *   `hidesInformation` tells the truth (a game that hides nothing gets its state back from any view);
 * - `describeMove` names every legal move in English and Dutch, different moves differently, and
 *   `describePhase` labels every position;
 * - games with `steps`: following the steps to the end only ever makes moves `play` accepts, any order of a set's
 *   steps works, and the moves the steps reach are `legalMoves` where that list is complete.
 *
 * A game's test file calls {@link describeContract} with its game and a few hooks.
 */

import { toJsonSchema } from '@valibot/to-json-schema';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AnyGame, Seat } from '../../src/contract/index.js';
import { RuleError } from '../../src/errors/index.js';
import { Rng } from '../../src/random/index.js';
import { applyMove, type MatchRecord, replay, startMatch } from '../../src/record/index.js';
import { complaint } from '../../src/schema/messages.js';
import { quickCheck } from '../../src/schema/quick.js';
import { mutations } from '../../src/testing/index.js';

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
  /**
   * Whether `legalMoves` lists every move `play` accepts from `seat` now (default: yes). Where it does, the moves
   * the game's `steps` reach must be exactly that list; where not (a sample, or penalised moves left out), they
   * must contain it.
   */
  legalComplete?(state: S, seat: Seat, legal: M[]): boolean;
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
export function moveByMove<S>(game: AnyGame, from: S, rng: Rng): S {
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

    it('options: parseOptions fills every default, refuses bad options unchanged, and the schemas describe themselves', () => {
      expect(game.parseOptions({})).toEqual(game.defaults);
      expect(game.parseOptions(undefined)).toEqual(game.defaults);
      expect(v.parse(game.schemas.options, {})).toEqual(game.defaults);
      for (const table of hooks.tables) {
        // Options a table gives come back complete: every key of the defaults, the given values kept.
        const full = game.parseOptions(table.options ?? {});
        expect(Object.keys(full).sort()).toEqual(Object.keys(game.defaults).sort());
        expect(full).toMatchObject(table.options ?? {});
        expect(game.parseOptions(full)).toEqual(full);
      }
      for (const bad of [{ noSuchOption: 1 }, 'nothing', 7, [1]]) {
        const before = JSON.stringify(bad);
        const error = (() => {
          try {
            game.parseOptions(bad);
          } catch (e) {
            return e;
          }
        })();
        expect(error).toBeInstanceOf(RuleError);
        expect((error as RuleError).code).toBe('invalid-options');
        expect(JSON.stringify(bad)).toBe(before);
      }
      for (const schema of [game.schemas.move, game.schemas.options]) {
        expect(toJsonSchema(schema, { errorMode: 'ignore' })).toHaveProperty('$schema');
      }
    });

    it('every legal move fits the move schema; a record keeps normalised options and its rules version', () => {
      fc.assert(
        fc.property(seeds, tables, (seed, table) => {
          const { record, final } = randomPlayout(game, hooks, table, seed);
          for (const { move } of record.moves)
            expect(v.safeParse(game.schemas.move, move).success).toBe(true);
          let match = startMatch(game, { seed, seats: record.seats, options: table.options ?? {} });
          expect(match.record.options).toEqual(game.parseOptions(table.options ?? {}));
          expect(match.record.rules).toBe(game.rulesVersion);
          for (const { seat, move } of record.moves) match = applyMove(game, match, seat, move);
          // The stored record replays to the same end, and a record of other rules is refused.
          const stored = JSON.parse(JSON.stringify(match.record)) as MatchRecord;
          expect(replay(game, stored)).toEqual(final);
          expect(() => replay(game, { ...stored, rules: game.rulesVersion + 1 })).toThrow(
            expect.objectContaining({ code: 'rules-version-mismatch' }),
          );
        }),
        { numRuns: Math.ceil(runs / 4) },
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

    describeSelf(game, hooks);
    describeClientStates(game, hooks);
  });
}

/**
 * Whatever a game's functions do on a state `parseState` accepted: they answer or refuse with a `RuleError`,
 * never crash, and a random playout from it ends. Returns what went wrong, or nothing.
 */
function survives(
  game: AnyGame,
  hooks: ContractHooks<unknown, unknown>,
  state: unknown,
  seed: string,
): string | null {
  const rng = Rng.fromSeed(`survive:${seed}`);
  const attempt = (what: string, fn: () => unknown): string | null => {
    try {
      fn();
      return null;
    } catch (e) {
      return e instanceof RuleError ? null : `${what} threw ${(e as Error)?.stack ?? String(e)}`;
    }
  };
  const seats: number = game.seats(state);
  for (let seat = 0; seat < seats; seat++) {
    const failed =
      attempt(`legalMoves(${seat})`, () => game.legalMoves(state, seat)) ??
      attempt(`view(${seat})`, () => {
        const view = game.view(state, seat);
        game.describePhase(view, 'nl');
        // Bots rebuild a state from their view: that must work on it too.
        const seen = game.hidesInformation ? game.fromView(view, rng) : state;
        game.active(seen);
      });
    if (failed) return failed;
  }
  const failed =
    attempt('view(null)', () => game.view(state, null)) ?? attempt('outcome', () => game.outcome(state));
  if (failed) return failed;
  // Played on to the end: every move legalMoves offers is accepted, and the game still ends.
  let current = state;
  for (let n = 0; n <= hooks.maxMoves * 2; n++) {
    const active: Seat[] = game.active(current);
    if (active.length === 0)
      return game.outcome(current) === null ? 'the game stopped without an outcome' : null;
    const seat = rng.pick(active);
    const legal: unknown[] = game.legalMoves(current, seat);
    if (legal.length === 0) return `active seat ${seat} has no legal move`;
    try {
      current = game.play(current, seat, rng.pick(legal));
    } catch (e) {
      return `playing a legal move threw ${(e as Error)?.stack ?? String(e)}`;
    }
  }
  return `the game did not end within ${hooks.maxMoves * 2} moves`;
}

/**
 * A game's client-held states: `parseState` takes every state a game reaches and refuses, or survives, every
 * state one field away from one (the states clients really send back: nearly right); the view schema takes
 * every view. Registered for games that check states.
 */
function describeClientStates<S, M>(game: AnyGame, hooks: ContractHooks<S, M>): void {
  if (!game.parseState) return;
  const parseState = game.parseState.bind(game) as (json: unknown) => unknown;
  // The schema's quick check (which spares parseState the schema's copy) says yes to no more than the schema.
  const quick = game.schemas.state ? quickCheck(game.schemas.state) : null;
  const quickSound = (json: unknown, what: string) => {
    if (!quick?.(json)) return;
    const checked = v.safeParse(game.schemas.state!, json);
    if (!checked.success) throw new Error(`${what}: the quick check took what the schema refuses`);
    expect(checked.output).toEqual(json);
  };
  const seeds = fc.string({ minLength: 1, maxLength: 12 });
  const tables = fc.constantFrom(...hooks.tables);
  const runs = hooks.runs ?? 40;

  it('parseState takes every state a game reaches, as it is; the view schema takes every view', () => {
    fc.assert(
      fc.property(seeds, tables, (seed, table) => {
        const { steps, final } = randomPlayout(game, hooks, table, seed);
        for (const state of [...steps.map((s) => s.state), final]) {
          const json = JSON.parse(JSON.stringify(state));
          expect(parseState(json)).toEqual(state);
          if (quick) expect(quick(json)).toBe(true);
          if (game.schemas.view) {
            for (const seat of [null, ...Array.from({ length: table.players }, (_, s) => s)]) {
              const view = JSON.parse(JSON.stringify(game.view(state, seat)));
              const checked = v.safeParse(game.schemas.view, view);
              if (!checked.success)
                throw new Error(`view of seat ${seat} refused: ${complaint(checked.issues).en}`);
            }
          }
        }
      }),
      { numRuns: Math.ceil(runs / 2) },
    );
  });

  it('a state one field away from a real one is refused with invalid-state, or every function survives it', () => {
    fc.assert(
      fc.property(seeds, tables, (seed, table) => {
        const { steps, final } = randomPlayout(game, hooks, table, seed);
        const rng = Rng.fromSeed(`mutate:${seed}`);
        const states = [steps[0]?.state ?? final, steps.length > 0 ? rng.pick(steps).state : final, final];
        for (const state of states) {
          const all = [...mutations(JSON.parse(JSON.stringify(state)))];
          for (const m of rng.shuffle(all).slice(0, 400)) {
            quickSound(m.value, `${m.kind} at ${m.at}`);
            let accepted: unknown;
            try {
              accepted = parseState(m.value);
            } catch (e) {
              if (!(e instanceof RuleError) || e.code !== 'invalid-state')
                throw new Error(`${m.kind} at ${m.at}: parseState threw ${(e as Error)?.stack ?? String(e)}`);
              expect(e.messages.nl).not.toEqual(e.messages.en);
              continue;
            }
            const failed = survives(game, hooks as ContractHooks<unknown, unknown>, accepted, seed);
            if (failed) throw new Error(`${m.kind} at ${m.at} was accepted, then ${failed}`);
          }
        }
      }),
      { numRuns: Math.max(2, Math.ceil(runs / 8)) },
    );
  });

  it('parseState refuses junk with invalid-state, in both languages, without changing it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (junk) => {
        const before = JSON.stringify(junk);
        quickSound(junk, 'junk');
        expect(() => parseState(junk)).toThrow(expect.objectContaining({ code: 'invalid-state' }));
        expect(JSON.stringify(junk)).toBe(before);
      }),
    );
  });
}

/** Most partial moves the steps property walks through in one position (larger spaces: only random walks). */
const STEP_NODES = 4000;

/**
 * Every move the game's steps reach from `seat` in `state`, or `null` when there are more than {@link STEP_NODES}
 * partial moves. Steps that form a set are followed in ascending order only (each set once).
 */
function stepMoves(game: AnyGame, state: unknown, seat: Seat): unknown[] | null {
  const steps = game.steps!;
  const out: unknown[] = [];
  let nodes = 0;
  const walk = (partial: unknown[]): boolean => {
    if (++nodes > STEP_NODES) return false;
    const move = steps.move(state, seat, partial);
    if (move !== null) out.push(move);
    let next = steps.next(state, seat, partial);
    if (steps.unordered && partial.length > 0) {
      const last = partial[partial.length - 1];
      next = next.filter((step) => after(step, last));
    }
    for (const step of next) if (!walk([...partial, step])) return false;
    return true;
  };
  return walk([]) ? out : null;
}

/** The order the steps of a set are followed in: numbers by value, anything else by its JSON. */
function after(step: unknown, last: unknown): boolean {
  return typeof step === 'number' && typeof last === 'number'
    ? step > last
    : canonical(step) > canonical(last);
}

/** Follows random next steps to the end; returns the steps and the move they make. */
function randomSteps(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  rng: Rng,
): { path: unknown[]; move: unknown } {
  const path: unknown[] = [];
  for (;;) {
    const next: unknown[] = game.steps!.next(state, seat, path);
    if (next.length === 0) break;
    path.push(rng.pick(next));
  }
  return { path, move: game.steps!.move(state, seat, path) };
}

/** Registers the properties of the contract's self-description: fromView, describeMove, describePhase, steps. */
function describeSelf<S, M>(game: AnyGame, hooks: ContractHooks<S, M>): void {
  const runs = hooks.runs ?? 40;
  const seeds = fc.string({ minLength: 1, maxLength: 12 });
  const tables = fc.constantFrom(...hooks.tables);

  it('fromView keeps the view, determinize is fromView of the view, hidesInformation tells the truth', () => {
    // Across all the playouts, not each: one playout may hide nothing a view does not give back (Wine Cellar,
    // two players, seed "Rk9": every view of every state of its playout gives the whole state back).
    let differs = false;
    fc.assert(
      fc.property(seeds, tables, (seed, table) => {
        const { steps, final } = randomPlayout(game, hooks, table, seed);
        for (const state of [...steps.map((s) => s.state), final]) {
          for (let seat = 0; seat < table.players; seat++) {
            const view = game.view(state, seat);
            const before = JSON.stringify(view);
            const rebuilt = game.fromView(view, Rng.fromSeed(`from:${seed}`));
            expect(JSON.stringify(view)).toBe(before);
            expect(game.view(rebuilt, seat)).toEqual(view);
            expect(game.determinize?.(state, seat, Rng.fromSeed(`from:${seed}`))).toEqual(rebuilt);
            if (!game.hidesInformation) expect(rebuilt).toEqual(state);
            else if (!differs) differs = JSON.stringify(rebuilt) !== JSON.stringify(state);
          }
        }
      }),
      { numRuns: Math.ceil(runs / 4) },
    );
    // A game that hides something has a state some view does not give back.
    if (game.hidesInformation) expect(differs).toBe(true);
  });

  if (game.seen)
    it('seen: the mover sees its own move; another sees it, or only its kind, described in both languages', () => {
      fc.assert(
        fc.property(seeds, tables, (seed, table) => {
          const { steps } = randomPlayout(game, hooks, table, seed);
          for (const { state, seat, move } of steps) {
            expect(game.seen!(state, seat, move, seat)).toEqual(move);
            for (const viewer of [null, ...Array.from({ length: table.players }, (_, s) => s)]) {
              const seen = game.seen!(state, seat, move, viewer) as { type: string; hidden?: true };
              if (seen.hidden) {
                // Only the kind: nothing of the move but its type.
                expect(Object.keys(seen).sort()).toEqual(['hidden', 'type']);
                expect(seen.type).toBe((move as { type: string }).type);
                for (const lang of ['en', 'nl'] as const)
                  expect(game.describeMove(seen, lang).length).toBeGreaterThan(0);
              } else expect(seen).toEqual(move);
            }
          }
        }),
        { numRuns: Math.ceil(runs / 4) },
      );
    });

  if (game.milestone)
    it('milestones: a game has them, each described in both languages, and each learnt from what every seat saw', () => {
      let seen = 0;
      fc.assert(
        fc.property(seeds, tables, (seed, table) => {
          const { steps, final } = randomPlayout(game, hooks, table, seed);
          const rng = Rng.fromSeed(`milestones:${seed}`);
          const states = [...steps.map((s) => s.state), final];
          for (let i = 1; i < states.length; i++) {
            const [before, after] = [states[i - 1], states[i]];
            const m = game.milestone!(before, after);
            if (m === null) continue;
            seen++;
            expect(JSON.parse(JSON.stringify(m))).toEqual(m);
            for (const lang of ['en', 'nl'] as const)
              expect(game.describeMilestone!(m, lang).length).toBeGreaterThan(0);
            // Any seat, rebuilding both states from what it saw, learns the same milestone: nothing hidden in it.
            for (let seat = 0; seat < table.players; seat++) {
              const guess = (s: unknown) => game.fromView(game.view(s, seat), rng);
              expect(game.milestone!(guess(before), guess(after))).toEqual(m);
            }
          }
        }),
        { numRuns: Math.ceil(runs / 4) },
      );
      expect(seen).toBeGreaterThan(0);
    });

  it('describeMove names every legal move in English and Dutch, different moves differently', () => {
    fc.assert(
      fc.property(seeds, tables, (seed, table) => {
        const { steps, final } = randomPlayout(game, hooks, table, seed);
        for (const state of [...steps.map((s) => s.state), final]) {
          for (const seat of [null, ...Array.from({ length: table.players }, (_, s) => s)]) {
            for (const lang of ['en', 'nl'] as const) {
              const label: string = game.describePhase(game.view(state, seat), lang);
              expect(label.trim().length).toBeGreaterThan(0);
            }
          }
          for (const seat of game.active(state) as Seat[]) {
            const legal: M[] = game.legalMoves(state, seat);
            for (const lang of ['en', 'nl'] as const) {
              const named = new Map<string, string>();
              for (const move of legal) {
                const text: string = game.describeMove(move, lang);
                expect(text.trim().length).toBeGreaterThan(0);
                const other = named.get(text);
                if (other !== undefined && other !== canonical(move))
                  throw new Error(`${lang}: "${text}" names both ${other} and ${canonical(move)}`);
                named.set(text, canonical(move));
              }
            }
          }
        }
      }),
      { numRuns: Math.ceil(runs / 4) },
    );
  });

  // Only games with steps register this property (no skipped test for the others).
  if (game.steps)
    it('steps reach only moves play accepts, in any order, and agree with a complete legalMoves', () => {
      fc.assert(
        fc.property(seeds, tables, (seed, table) => {
          const { steps, final } = randomPlayout(game, hooks, table, seed);
          const rng = Rng.fromSeed(`steps:${seed}`);
          const positions = [...steps.map((s) => s.state), final].filter((_, i) => i % 4 === 0);
          for (const state of positions) {
            // One seat that may move and one that may not (if any): every seat of a race is active.
            const active: Seat[] = game.active(state);
            const idle = Array.from({ length: table.players }, (_, s) => s).filter(
              (s) => !active.includes(s),
            );
            const seats = [active, idle].flatMap((list) => (list.length > 0 ? [rng.pick(list)] : []));
            for (const seat of seats) {
              const legal: M[] = game.legalMoves(state, seat);
              for (let k = 0; k < 3; k++) {
                const { path, move } = randomSteps(game, state, seat, rng);
                if (legal.length === 0) {
                  expect(path).toEqual([]);
                  expect(move).toBeNull();
                  continue;
                }
                expect(move).not.toBeNull();
                game.play(state, seat, move); // accepted: it throws a RuleError otherwise
              }
              const reached = stepMoves(game, state, seat);
              if (reached === null) continue;
              for (const move of reached) game.play(state, seat, move);
              const keys = new Set(reached.map(canonical));
              expect(keys.size).toBe(reached.length);
              for (const move of legal) expect(keys.has(canonical(move))).toBe(true);
              if (hooks.legalComplete?.(state, seat, legal) ?? true) expect(keys.size).toBe(legal.length);
            }
          }
        }),
        { numRuns: Math.ceil(runs / 4) },
      );
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
