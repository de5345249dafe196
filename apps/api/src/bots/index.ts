/**
 * The bots the API seats, by game and level or name (`@tafel/bots`, the one place bots live), and where they
 * think: {@link threadedBots} on Node, {@link inlineBots} where there are no threads.
 *
 * @module
 */
export { botsFor, LEVELS, makeBot } from '@tafel/bots';
export { inlineBots } from './inline.js';
export type { BotRunner } from './runner.js';
export type { BotAnswer, BotTask, MakeBot } from './think.js';
export { thinkTask } from './think.js';
