/**
 * The address of a hosted match's replay, for the table page's "watch the replay" once the game is over: the
 * library's own (`src/replay/link.ts`), which the tables' "copy the replay link" uses too.
 *
 * @module
 */
export { replayHref } from '../src/replay/link.ts';
