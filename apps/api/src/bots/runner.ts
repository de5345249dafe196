/**
 * Where bots think: the {@link BotRunner} port. The API never runs a bot on the thread that answers requests
 * where it can help it: on Node a pool of worker threads ({@link threadedBots}) thinks, with a fair queue, a
 * share per client and a hard time limit; where there are no threads (Cloudflare Workers) bots think inline
 * ({@link inlineBots}), bounded by their iteration budget and the platform's CPU limit.
 *
 * @module
 */
import type { BotRunner as CoreRunner } from '@tafel/core/match';
import { apiError } from '../errors/index.js';

/**
 * Runs bot tasks: core's port (`@tafel/core/match`), which the match engine asks, and a way to stop. `owner` is
 * who asked (the rate limit's key), for a fair share of the threads; a `patient` task (a hosted match's bot) is
 * never refused for being one too many and waits as long as it takes. A task's answer rejects with the bot's
 * `RuleError` (an unknown bot, say), with 429 `bots-busy` when this client already has its share waiting, 503
 * `server-busy` when the queue is full or the task waited too long, and 503 `bot-timeout` when the bot thought
 * past the time limit (its thread is stopped).
 */
export interface BotRunner extends CoreRunner {
  /** Stops the threads; tasks still waiting are refused. */
  close(): Promise<void>;
}

/** 429: this client already has as many bot tasks waiting as it may. */
export const botsBusy = (share: number) => apiError('bots-busy', { share }, {}, { 'retry-after': '1' });

/** 503: the server has too much to think about right now. */
export const serverBusy = () => apiError('server-busy', {}, {}, { 'retry-after': '5' });

/** 503: a bot thought longer than it may, and was stopped. */
export const botTimeout = (ms: number) => apiError('bot-timeout', { ms });
