/**
 * `@tafel/core/schema`: what Tafel writes its schemas with, for programs that describe moves and options the
 * same way (the API, test games): `valibot` as `v`, and the helpers of the games' schemas.
 *
 * @module
 */
import * as v from 'valibot';

export type { Schema } from './index.js';
export { int, isEmptyOptions, move, noArray, optionsParser, parserOf, permutation, strict } from './index.js';
export { complaint } from './messages.js';
export { v };
