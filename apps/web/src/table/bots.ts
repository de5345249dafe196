/**
 * Bots for the tables, by level or name, run in a Web Worker so the page never freezes.
 *
 * TEMPORARY: the bots by level move into `@tafel/bots` (its own Worker entry and client); until it lands, this
 * module maps the levels onto core's heuristic bots: `easy` plays uniformly at random, `normal` and `strong` play
 * the game's heuristic.
 *
 * @module
 */
import type { AnyGame, Bot } from '@tafel/core';
import { cuiBonoBot } from '@tafel/core/das-spiel';
import { weinhaendlerBot } from '@tafel/core/weinhaendler';
import { wiezenBot } from '@tafel/core/wiezen';
import { wineCellarBot } from '@tafel/core/wine-cellar';
import type { BotRequest, BotRunner } from './local-match.js';

const random: Bot = { name: 'random', choose: ({ legal, rng }) => rng.pick(legal) };

const heuristics: Record<string, Bot> = {
  'wine-cellar': wineCellarBot as Bot,
  wiezen: wiezenBot as Bot,
  weinhaendler: weinhaendlerBot as Bot,
  'cui-bono': cuiBonoBot as Bot,
};

/** The bot for a game and a level or name. */
export function botFor(game: AnyGame, name: string): Bot {
  if (name === 'easy' || name === 'random') return random;
  return heuristics[game.id] ?? random;
}

/**
 * A runner that starts the bots' Worker on first use.
 *
 * @example
 * ```ts
 * const runner = workerBots();
 * const move = await runner.choose({ game: 'wine-cellar', bot: 'strong', state, seat: 1, seed: 's' });
 * ```
 */
export function workerBots(): BotRunner {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (m: unknown) => void; reject: (e: Error) => void }>();
  return {
    choose(request: BotRequest) {
      if (!worker) {
        worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
        worker.onmessage = (e: MessageEvent<{ id: number; move?: unknown; error?: string }>) => {
          const call = waiting.get(e.data.id);
          waiting.delete(e.data.id);
          if (e.data.error !== undefined) call?.reject(new Error(e.data.error));
          else call?.resolve(e.data.move);
        };
      }
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker!.postMessage({ id, request });
      });
    },
  };
}
