/**
 * `@tafel/core/schema`: what Tafel writes its schemas with, for programs that describe moves and options the
 * same way (the API, test games): `zod/mini` as `z`, and the helpers of the games' schemas.
 *
 * @module
 */
import * as z from 'zod/mini';

export type { Schema } from './index.js';
export { int, isEmptyOptions, optionsParser, parserOf, permutation } from './index.js';
export { z };
