/**
 * One bot's thinking on a task (`@tafel/core/match`'s {@link BotTask}): the bot of the task's game, level or
 * name, made by `@tafel/bots` (or another maker in tests), thinking by core's `think`. It is what every runner
 * here runs, in a worker thread on Node or inline where there are none, so a task gives the same answer
 * wherever it runs.
 *
 * @module
 */
import type { BotSettings } from '@tafel/bots';
import { makeBot as rosterBot } from '@tafel/bots';
import { type AnyGame, type Bot, type GameId, games } from '@tafel/core';
import { type BotAnswer, type BotTask, think } from '@tafel/core/match';

export type { BotAnswer, BotTask } from '@tafel/core/match';

/** Makes a bot by game and level or name: `@tafel/bots` by default, another in tests. */
export type MakeBot = (game: GameId, nameOrLevel: string, settings?: BotSettings) => Bot;

/**
 * Runs one task.
 *
 * @example
 * ```ts
 * const { move } = thinkTask({ game: 'wiezen', bot: 'strong', state, seat: 1, rng: Rng.fromSeed('s').state() });
 * ```
 */
export function thinkTask(task: BotTask, makeBot: MakeBot = rosterBot): BotAnswer {
  const game: AnyGame = games[task.game as GameId];
  return think(game, makeBot(task.game as GameId, task.bot, task.settings ?? {}), task);
}
