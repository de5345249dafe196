/**
 * The bots' Worker: answers `{ id, request }` with `{ id, move }` (or `{ id, error }`). TEMPORARY, see `bots.ts`.
 *
 * @module
 */
import { games, Rng } from '@tafel/core';
import { botFor } from './bots.js';
import type { BotRequest } from './local-match.js';

self.onmessage = (e: MessageEvent<{ id: number; request: BotRequest }>) => {
  const { id, request } = e.data;
  try {
    const game = games[request.game as keyof typeof games];
    const legal = game.legalMoves(request.state as never, request.seat);
    const bot = botFor(game, request.bot);
    const move = bot.choose({
      game,
      state: request.state,
      seat: request.seat,
      legal,
      rng: Rng.fromSeed(request.seed),
    });
    self.postMessage({ id, move });
  } catch (error) {
    self.postMessage({ id, error: (error as Error).message });
  }
};
