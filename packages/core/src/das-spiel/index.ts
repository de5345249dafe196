/**
 * Das Spiel — Reinhold Wittig's dice pyramid: the lattice every one of its games shares, and the games.
 *
 * @example
 * ```ts
 * import { freeDice, index, pyramidOf } from '@tafel/core/das-spiel';
 * freeDice(pyramidOf([{ cell: index(8, 0, 0) }])); // [0]
 * ```
 *
 * @module
 */

export * from './lattice/index.js';
