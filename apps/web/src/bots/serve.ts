/**
 * The inside of one game's bots Worker: it answers the table's tasks (core's `BotTask`, numbered:
 * `@tafel/bots`' protocol) with core's `think` on the bot of that game's roster only. One module per game
 * (`workers/<game>.ts`) calls {@link serveGameBots}, so the Worker a page starts holds the bots of its own game
 * and of no other (a bundler drops the rest: every game's bots in one Worker were 60 kB gzip on a one-game page).
 *
 * The same module imported on the page's own thread (where no Worker can start) does not listen: it only hands
 * back the thinker, which the table then calls directly.
 *
 * @module
 */
import { fromRoster, type Roster } from '@tafel/bots';
import { answer, type MessageEnd, type WorkerTask } from '@tafel/bots/client';
import type { AnyGame } from '@tafel/core';
import { type BotAnswer, think } from '@tafel/core/match';

/** Answers a task: the same answer as `@tafel/bots`' `thinkTask` (and the API's, and the CLI's) for it. */
export type Thinker = (task: WorkerTask) => BotAnswer;

/** Whether this code runs in a dedicated Worker (rather than a page). */
function inWorker(): boolean {
  const scope = globalThis as { WorkerGlobalScope?: unknown };
  return (
    typeof scope.WorkerGlobalScope === 'function' && globalThis instanceof (scope.WorkerGlobalScope as never)
  );
}

/**
 * The thinker of `game`'s bots (by level or name, from `roster`); inside a Worker it also starts answering the
 * page's messages.
 *
 * @example
 * ```ts
 * // workers/wiezen.ts
 * export const thinkTask = serveGameBots(wiezen, wiezenRoster);
 * ```
 */
export function serveGameBots(game: AnyGame, roster: Roster): Thinker {
  const thinker: Thinker = (task) => think(game, fromRoster(game.id, roster, task.bot, task.settings), task);
  if (inWorker()) {
    const scope = globalThis as unknown as MessageEnd & {
      addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
    };
    scope.addEventListener('message', (event) =>
      scope.postMessage(answer(event.data as Parameters<typeof answer>[0], thinker)),
    );
  }
  return thinker;
}
