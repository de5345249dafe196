/** The options of Abquetschen: the schema, the type inferred from it, the defaults and the checker. @module */
import * as v from 'valibot';
import { int, optionsParser, strict } from '../../schema/index.js';

export const optionsSchema = strict({
  /**
   * Where the start pyramid may stand: `central`, one of the three most central places (its top die a permutation
   * of `(2,2,3)`); `inner`, any of the 15 places without an edge funnel among its level-0 cells.
   */
  start: v.optional(v.picklist(['central', 'inner']), 'central'),
  /**
   * The most builds `legalMoves` lists. When a roll allows more, it lists a uniform sample of this many
   * (drawn deterministically from the position); `buildsOf`, `countLegalBuilds`, `sampleLegalBuilds` and the
   * game's `steps` (a build cell by cell, for a UI) reach every build.
   */
  moveLimit: v.optional(int(1, 100_000), 500),
});

/** The options of a Abquetschen game. */
export type AbquetschenOptions = v.InferOutput<typeof optionsSchema>;

/**
 * Checks and completes options; throws `RuleError('invalid-options')`.
 *
 * @example
 * ```ts
 * parseOptions({ start: 'inner' }); // { start: 'inner', moveLimit: 500 }
 * ```
 */
export const parseOptions: (json?: unknown) => AbquetschenOptions = optionsParser(optionsSchema);

/** The options a game gets when none are given. */
export const DEFAULT_OPTIONS: Readonly<AbquetschenOptions> = Object.freeze(parseOptions({}));
