/**
 * Match records: the append-only log of a match, `{ game, rules, options, seed, seats, moves }`. The API stores
 * it, the CLI replays it, and the state is always derivable from it with {@link replay}.
 *
 * A record keeps its options normalised (every default filled in) and the game's rules version, so it replays
 * the same after a default changes; a record of other rules is refused rather than replayed into another game.
 *
 * @module
 */

import * as v from 'valibot';
import type { AnyGame, Seat } from '../contract/index.js';
import { commonErrors, RuleError } from '../errors/index.js';
import { int, noArray, parserOf } from '../schema/index.js';

/** Who sat at a seat: a person's name, or the bot that played it. */
export interface SeatRecord {
  name?: string;
  bot?: string;
}

/** One move in a record. */
export interface MoveRecord<Move = unknown> {
  seat: Seat;
  move: Move;
}

/** A match: enough to rebuild every state of it exactly. */
export interface MatchRecord<Options = unknown, Move = unknown> {
  game: string;
  /** The game's `rulesVersion` when the match was played (records from before versions have none). */
  rules?: number;
  /** The options in force, every default filled in (older records may hold only those that were given). */
  options: Partial<Options>;
  seed: string;
  seats: SeatRecord[];
  moves: MoveRecord<Move>[];
  /** How a hosted match's deal was made, for anyone to check it (`@tafel/core/match`'s `verifyDeal`). */
  deal?: DealProof;
}

/**
 * The proof of a fair deal: the server's secret seed (published only with the record), the commitment to it
 * published when the table was made (SHA-256 of `JSON.stringify([serverSeed, options])`), and what every seat
 * contributed when it sat down (`null` for a bot's or a seat nobody contributed for). The match's `seed` is the
 * SHA-256 of `JSON.stringify([serverSeed, ...contributions])`.
 */
export interface DealProof {
  serverSeed: string;
  commitment: string;
  contributions: (string | null)[];
}

const recordSchema = noArray(
  v.object({
    game: v.pipe(v.string(), v.minLength(1)),
    rules: v.optional(int(1)),
    options: v.optional(noArray(v.record(v.string(), v.unknown())), {}),
    seed: v.string(),
    seats: v.pipe(
      v.array(noArray(v.object({ name: v.optional(v.string()), bot: v.optional(v.string()) }))),
      v.minLength(1),
    ),
    moves: v.array(noArray(v.object({ seat: int(0), move: v.unknown() }))),
    deal: v.optional(
      noArray(
        v.object({
          serverSeed: v.string(),
          commitment: v.string(),
          contributions: v.array(v.nullable(v.string())),
        }),
      ),
    ),
  }),
);

/** Checks untrusted JSON against the record schema; throws `RuleError('invalid-record')`. */
export const parseRecord: (json: unknown) => MatchRecord = parserOf(recordSchema, 'invalid-record') as (
  json: unknown,
) => MatchRecord;

/** Looks a game up in a registry; throws `RuleError('unknown-game')`. */
export function gameOf(registry: Readonly<Record<string, AnyGame>>, id: string): AnyGame {
  const game = Object.hasOwn(registry, id) ? registry[id] : undefined;
  if (!game) commonErrors.fail('unknown-game', { game: id });
  return game;
}

/**
 * Rebuilds the final state of a record. Every move is checked with `parseMove` and `play`; the first refused
 * one raises `RuleError('invalid-record')` naming its index and the rule it broke.
 *
 * @example
 * ```ts
 * const state = replay(wineCellar, record);
 * wineCellar.outcome(state); // { scores: [71, 64], winners: [0] }
 * ```
 */
export function replay<S>(game: AnyGame, record: MatchRecord): S {
  if (record.rules !== undefined && record.rules !== game.rulesVersion) {
    commonErrors.fail('rules-version-mismatch', {
      game: game.id,
      record: record.rules,
      current: game.rulesVersion,
    });
  }
  const setup = game.setup({ players: record.seats.length, seed: record.seed, options: record.options });
  let match: Match<S> = { state: setup, record: { ...record, moves: [] } };
  record.moves.forEach(({ seat, move }, index) => {
    try {
      match = applyMove(game, match, seat, move);
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      throw new RuleError(
        'invalid-record',
        {
          en: `Invalid match record: move ${index} (seat ${seat}) is refused: ${e.messages.en}`,
          nl: `Ongeldig wedstrijdverslag: zet ${index} (plaats ${seat}) wordt geweigerd: ${e.messages.nl}`,
        },
        { index, seat, cause: e.code },
      );
    }
  });
  return match.state;
}

/** A match in progress: its record and its current state, kept in step. */
export interface Match<S = unknown> {
  readonly record: MatchRecord;
  readonly state: S;
}

/**
 * Starts a match: checks the options (`RuleError('invalid-options')`), sets the game up and opens its record
 * with the options normalised and the game's rules version.
 *
 * @example
 * ```ts
 * const match = startMatch(wineCellar, { seed: 'm1', seats: [{ name: 'Ann' }, { bot: 'strong' }] });
 * match.record.options; // { rules: 'standard', swap: true, deck: null, cards: null }
 * ```
 */
export function startMatch<S>(
  game: AnyGame,
  args: { seed: string; seats: SeatRecord[]; options?: Record<string, unknown> },
): Match<S> {
  const options = game.parseOptions(args.options ?? {});
  const state = game.setup({ players: args.seats.length, seed: args.seed, options });
  return {
    state,
    record: {
      game: game.id,
      rules: game.rulesVersion,
      options,
      seed: args.seed,
      seats: args.seats,
      moves: [],
    },
  };
}

/**
 * The one match runner: checks untrusted JSON with `parseMove`, plays it, and appends it to the record. Returns
 * the new match; a refused move throws its `RuleError` and changes nothing. The CLI, the API and the web app
 * all play moves through it, and so do {@link playMatch} and {@link replay}.
 *
 * @example
 * ```ts
 * let match = startMatch(wineCellar, { seed: 'm1', seats: [{ name: 'Ann' }, { bot: 'heuristic' }] });
 * match = applyMove(wineCellar, match, 0, { type: 'bid', card: 3 });
 * match.record.moves; // [{ seat: 0, move: { type: 'bid', card: 3 } }]
 * ```
 */
export function applyMove<S>(game: AnyGame, match: Match<S>, seat: Seat, json: unknown): Match<S> {
  const move = game.parseMove(json);
  const state: S = game.play(match.state, seat, move);
  return { state, record: { ...match.record, moves: [...match.record.moves, { seat, move }] } };
}

/** Plays a move in a match: a new match with the move appended, or a `RuleError` and no change. */
export function playMatch<S>(game: AnyGame, match: Match<S>, seat: Seat, move: unknown): Match<S> {
  return applyMove(game, match, seat, move);
}
