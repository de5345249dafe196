/**
 * A Worker's reply to one task, from whatever thinks (every game's bots, or one game's in a page's own Worker):
 * the answer, or the error as data that crosses the message channel (a `RuleError` as its JSON). Kept apart
 * from `serve.ts` so that a Worker of one game's bots does not import every game's.
 *
 * @module
 */
import { RuleError } from '@tafel/core';
import type { BotAnswer } from '@tafel/core/match';
import type { BotMessage, BotReply, WorkerTask } from './protocol.js';

/**
 * The reply to `message` from `thinker`; never throws (an error travels back as the reply).
 *
 * @example
 * ```ts
 * answer({ id: 3, task }, thinkTask); // { id: 3, answer: { move, rng } }
 * ```
 */
export function answer(message: BotMessage, thinker: (task: WorkerTask) => BotAnswer): BotReply {
  try {
    return { id: message.id, answer: thinker(message.task) };
  } catch (e) {
    const error =
      e instanceof RuleError
        ? e.toJSON()
        : { code: 'bot-failed', message: String(e), messages: { en: String(e), nl: String(e) } };
    return { id: message.id, error };
  }
}
