/**
 * `@tafel/core/schema`: what Tafel writes its schemas with, for programs that describe moves and options the
 * same way (the API, test games): `valibot` as `v`, and the helpers of the games' schemas.
 *
 * @module
 */
import * as v from 'valibot';

export type { Breach, Schema } from './index.js';
export {
  breach,
  int,
  isEmptyOptions,
  move,
  noArray,
  optionsParser,
  parserOf,
  permutation,
  rngState,
  stateParser,
  strict,
} from './index.js';
export { complaint, said } from './messages.js';
export { v };
