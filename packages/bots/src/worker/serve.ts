/**
 * The worker's side: answers {@link BotMessage}s with core's `think` ({@link thinkTask}: the bot of the task's
 * game by level or name, thinking on the task with the generator it was handed), and wires it to a message end
 * ({@link serve}). A task answered here gives the same move and generator as anywhere else core's `think` runs.
 *
 * @module
 */
import { type GameId, games } from '@tafel/core';
import { type BotAnswer, think } from '@tafel/core/match';
import { makeBot } from '../index.js';
import { type BotMessage, listen, type MessageEnd, type WorkerTask } from './protocol.js';
import { answer } from './reply.js';

/**
 * The answer of the task's bot (any game's, from `@tafel/bots`).
 *
 * @example
 * ```ts
 * const { move, rng } = thinkTask({ game: 'wiezen', bot: 'easy', state, seat: 1, rng: Rng.fromSeed('s').state() });
 * ```
 */
export function thinkTask(task: WorkerTask): BotAnswer {
  const game = task.game as GameId;
  return think(games[game], makeBot(game, task.bot, task.settings), task);
}

/**
 * Answers every message that arrives at `end` (a worker's `self`, or `parentPort` of `node:worker_threads`).
 *
 * @example
 * ```ts
 * import { parentPort } from 'node:worker_threads';
 * serve(parentPort!);
 * ```
 */
export function serve(end: MessageEnd, thinker: (task: WorkerTask) => BotAnswer = thinkTask): void {
  listen(end, (data) => end.postMessage(answer(data as BotMessage, thinker)));
}
