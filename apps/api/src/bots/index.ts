/**
 * The bots the API seats, by game and level or name: `@tafel/bots`, the one place bots live. The app takes
 * `makeBot` as an option (see `createApp`), so a runtime or a test can seat others.
 *
 * @module
 */
export { botsFor, LEVELS, makeBot } from '@tafel/bots';
