/**
 * A bot's thinking on a {@link BotTask}, the same wherever it runs (a Web Worker, a worker thread, the calling
 * thread): the bot's generator continues from the task's, the answer gives it back as the bot left it, and a
 * task that asks for it chooses on a state rebuilt from the seat's view. {@link inlineRunner} runs it on the
 * calling thread.
 *
 * @module
 */
import type { AnyGame, Bot } from '../contract/index.js';
import { Rng } from '../random/index.js';
import { reactionOf } from '../realtime/index.js';
import type { BotAnswer, BotRunner, BotTask } from './ports.js';

/**
 * What `bot` answers to `task` in `game`.
 *
 * @example
 * ```ts
 * const { move, rng } = think(wiezen, wiezenBot, { game: 'wiezen', bot: 'heuristic', state, seat: 1, rng: Rng.fromSeed('s').state() });
 * ```
 */
export function think(game: AnyGame, bot: Bot, task: BotTask): BotAnswer {
  const legal: unknown[] = game.legalMoves(task.state, task.seat);
  const state =
    task.viewSeed !== undefined && game.hidesInformation
      ? game.fromView(game.view(task.state, task.seat), Rng.fromSeed(`view:${task.viewSeed}`))
      : task.state;
  const rng = new Rng(task.rng);
  const input = { game, state, seat: task.seat, legal, rng };
  if (task.react) {
    const { move, ms } = reactionOf(bot, input);
    return { move, ms, rng: rng.state() };
  }
  return { move: bot.choose(input), rng: rng.state() };
}

/**
 * A runner that thinks on the calling thread, with the bot `botOf` gives for each task.
 *
 * @example
 * ```ts
 * const bots = inlineRunner(() => wineCellar, (task) => botAt[task.seat]);
 * ```
 */
export function inlineRunner(gameOf: (id: string) => AnyGame, botOf: (task: BotTask) => Bot): BotRunner {
  return {
    async run(task) {
      return think(gameOf(task.game), botOf(task), task);
    },
  };
}
