/**
 * @tafel/ai — game-agnostic bots over the Tafel contract: random, MCTS (decoupled UCT for simultaneous moves)
 * and ISMCTS (hidden information through `determinize`).
 *
 * @module
 */
export { randomBot } from './random/index.js';
export type { RolloutPolicy, SearchOptions } from './search/index.js';
export { ismcts, mcts, moveKey } from './search/index.js';
