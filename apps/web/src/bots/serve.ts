/**
 * The inside of one game's bots Worker: it answers the table's requests (`@tafel/bots`' `BotMessage`) with the
 * move of the bot asked for, made from that game's roster only. One module per game (`workers/<game>.ts`) calls
 * {@link serveGameBots}, so the Worker a page starts holds the bots of its own game and of no other (a bundler
 * drops the rest: every game's bots in one Worker were 60 kB gzip on a one-game page).
 *
 * The same module imported on the page's own thread (where no Worker can start) does not listen: it only hands
 * back the chooser, which the table then calls directly.
 *
 * @module
 */
import { fromRoster, type Roster } from '@tafel/bots';
import type { BotMessage, BotReply, BotRequest } from '@tafel/bots/worker';
import { type AnyGame, Rng, RuleError } from '@tafel/core';

/** Chooses a bot's move for a request: the same move as `@tafel/bots`' `chooseMove` for the same seed. */
export type ChooseMove = (request: BotRequest) => unknown;

/** Whether this code runs in a dedicated Worker (rather than a page). */
function inWorker(): boolean {
  const scope = globalThis as { WorkerGlobalScope?: unknown };
  return (
    typeof scope.WorkerGlobalScope === 'function' && globalThis instanceof (scope.WorkerGlobalScope as never)
  );
}

/** One request's answer; never throws (a failure travels back as the reply, a `RuleError` as its JSON). */
function answer(choose: ChooseMove, message: BotMessage): BotReply {
  try {
    return { id: message.id, move: choose(message) };
  } catch (e) {
    const error =
      e instanceof RuleError
        ? e.toJSON()
        : { code: 'bot-failed', message: String(e), messages: { en: String(e), nl: String(e) } };
    return { id: message.id, error };
  }
}

/**
 * The chooser of `game`'s bots (by level or name, from `roster`); inside a Worker it also starts answering
 * the page's messages.
 *
 * @example
 * ```ts
 * // workers/wiezen.ts
 * export const chooseMove = serveGameBots(wiezen, wiezenRoster);
 * ```
 */
export function serveGameBots(game: AnyGame, roster: Roster): ChooseMove {
  const choose: ChooseMove = (request) => {
    const bot = fromRoster(game.id, roster, request.bot, request.settings);
    const legal: unknown[] = game.legalMoves(request.state as never, request.seat);
    return bot.choose({
      game,
      state: request.state,
      seat: request.seat,
      legal,
      rng: Rng.fromSeed(request.seed),
    });
  };
  if (inWorker()) {
    const scope = globalThis as unknown as {
      addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
      postMessage(message: unknown): void;
    };
    scope.addEventListener('message', (event) => scope.postMessage(answer(choose, event.data as BotMessage)));
  }
  return choose;
}
