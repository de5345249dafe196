/**
 * The worker's side: answers {@link BotMessage}s with the bot's move. {@link chooseMove} is the pure core (the
 * same move as `makeBot(...).choose(...)` with `Rng.fromSeed(seed)`); {@link serve} wires it to a message end.
 *
 * @module
 */
import { games, Rng, RuleError } from '@tafel/core';
import { makeBot } from '../index.js';
import { type BotMessage, type BotReply, type BotRequest, listen, type MessageEnd } from './protocol.js';

/**
 * The move the requested bot chooses, from a generator seeded with `request.seed`.
 *
 * @example
 * ```ts
 * const move = chooseMove({ gameId: 'wiezen', bot: 'easy', state, seat: 1, seed: 'deal-3' });
 * ```
 */
export function chooseMove(request: BotRequest): unknown {
  const bot = makeBot(request.gameId, request.bot, request.settings);
  const game = games[request.gameId];
  const legal: unknown[] = game.legalMoves(request.state as never, request.seat);
  return bot.choose({
    game,
    state: request.state,
    seat: request.seat,
    legal,
    rng: Rng.fromSeed(request.seed),
  });
}

/** Answers one message; never throws (an error travels back as the reply). */
export function answer(message: BotMessage): BotReply {
  try {
    return { id: message.id, move: chooseMove(message) };
  } catch (e) {
    const error =
      e instanceof RuleError
        ? e.toJSON()
        : { code: 'bot-failed', message: String(e), messages: { en: String(e), nl: String(e) } };
    return { id: message.id, error };
  }
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
export function serve(end: MessageEnd): void {
  listen(end, (data) => end.postMessage(answer(data as BotMessage)));
}
