/**
 * One bot's thinking, as a plain function of plain data: a {@link BotTask} in, a {@link BotAnswer} out. It is
 * what every {@link BotRunner} runs, in a worker thread on Node or inline where there are none, so a task gives
 * the same answer wherever it runs (the bot's generator is seeded by the task, and a level's iteration budget
 * does not depend on the machine).
 *
 * @module
 */
import type { BotSettings } from '@tafel/bots';
import { makeBot as rosterBot } from '@tafel/bots';
import { type AnyGame, type Bot, type GameId, games, Rng, reactionOf, type Seat } from '@tafel/core';

/** What a bot is asked: choose (or, in real time, set out on) a move for `seat` in `state`. */
export interface BotTask {
  game: GameId;
  /** A level (`easy`, `normal`, `strong`) or a bot's name. */
  bot: string;
  /** `{ ms }` for a time budget; `{}` for the level's own iteration budget. */
  settings: BotSettings;
  /** A state the server checked (`parseState`) or made. */
  state: unknown;
  seat: Seat;
  /** The bot's generator: with an iteration budget, the same seed gives the same move. */
  seed: string;
  /**
   * Choose on a state rebuilt from the seat's view (its hidden part drawn from this seed) rather than on
   * `state`: the stateless route does so, since a client's state may hold the other hands.
   */
  viewSeed?: string;
  /** Real time: the move this seat sets out on (or `null`: it waits) and how many ms it takes to arrive. */
  react?: boolean;
}

/** A bot's answer: its move; in real time also its reaction time (and `null` for "not now"). */
export interface BotAnswer {
  move: unknown;
  ms?: number;
}

/** Makes a bot by game and level or name: `@tafel/bots` by default, another in tests. */
export type MakeBot = (game: GameId, nameOrLevel: string, settings?: BotSettings) => Bot;

/**
 * Runs one task.
 *
 * @example
 * ```ts
 * const { move } = think({ game: 'wiezen', bot: 'strong', settings: {}, state, seat: 1, seed: 's' });
 * ```
 */
export function think(task: BotTask, makeBot: MakeBot = rosterBot): BotAnswer {
  const game: AnyGame = games[task.game];
  const bot = makeBot(task.game, task.bot, task.settings);
  const legal: unknown[] = game.legalMoves(task.state, task.seat);
  const state =
    task.viewSeed !== undefined && game.hidesInformation
      ? game.fromView(game.view(task.state, task.seat), Rng.fromSeed(`view:${task.viewSeed}`))
      : task.state;
  const input = { game, state, seat: task.seat, legal, rng: Rng.fromSeed(task.seed) };
  if (task.react) return reactionOf(bot, input);
  return { move: bot.choose(input) };
}
