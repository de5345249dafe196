/**
 * The levels a person understands, the same three for every game: `easy` (a person new to the game can beat
 * it), `normal` (a sound player) and `strong` (the best bot there is for the game). Each level beats the one
 * below it significantly; the README's "Bot levels" table measures it.
 *
 * @module
 */

/** Every level, weakest first. */
export const LEVELS = ['easy', 'normal', 'strong'] as const;

/** A level of play. */
export type Level = (typeof LEVELS)[number];

/**
 * Whether `name` is a level rather than a named bot.
 *
 * @example
 * ```ts
 * isLevel('strong'); // true
 * isLevel('ismcts'); // false
 * ```
 */
export function isLevel(name: string): name is Level {
  return (LEVELS as readonly string[]).includes(name);
}
