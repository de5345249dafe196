/**
 * Where a table's bots think. {@link tableBots} starts the game's Worker on the first bot move (a table of
 * people only never loads it) and talks to it by numbered messages (`@tafel/bots`' protocol). When no Worker
 * can start — the browser refuses it (a Content Security Policy, a sandbox), its script does not load, or it
 * dies — the same game's bots are imported on the page's own thread and every waiting request is answered there:
 * the page may pause while a bot thinks (a strong bot's move takes up to about a second), but the game goes on
 * rather than hang.
 *
 * A bot that fails (it throws, or the page's copy cannot be loaded either) rejects its request: the table shows
 * that and fires `tafel-error`.
 *
 * @module
 */
import type { BotClient, BotRequest } from '@tafel/bots/client';
import type { BotReply } from '@tafel/bots/worker';
import { RuleError } from '@tafel/core';
import type { ChooseMove } from './serve.js';
import { startWorker } from './start-worker.js';

/** Where a table's bots think: not yet (no bot moved), in their Worker, or on the page's thread. */
export type BotThread = 'none' | 'worker' | 'page';

/** A bots runner that says where it runs. */
export interface TableBots extends BotClient {
  /** Where the bots think now. */
  readonly thread: BotThread;
}

/** How to run one game's bots. */
export interface BotsPlan {
  /**
   * Starts the game's Worker: exactly `new Worker(new URL('./workers/<game>.js', import.meta.url), { type:
   * 'module' })`, the form bundlers (Vite, webpack, rspack) see and bundle.
   */
  worker(): Worker;
  /** Loads the same bots on the page's thread (a dynamic `import` of the same module). */
  inPage(): Promise<{ chooseMove: ChooseMove }>;
}

interface Pending {
  request: BotRequest;
  resolve(move: unknown): void;
  reject(error: Error): void;
}

/** Lets the page draw (the "thinking" status) before a bot on its thread takes it over. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A reply's error as the table sees it: a `RuleError` stays one, anything else is an `Error`. */
function failure(reply: Extract<BotReply, { error: unknown }>): Error {
  if (reply.error.code === 'bot-failed') return new Error(reply.error.message);
  return new RuleError(reply.error.code, reply.error.messages, reply.error.details);
}

/**
 * One game's bots for a table: its Worker, or the page's thread where no Worker can start (see the module
 * comment).
 *
 * @example
 * ```ts
 * const bots = tableBots({
 *   worker: () => new Worker(new URL('./workers/wiezen.js', import.meta.url), { type: 'module' }),
 *   inPage: () => import('./workers/wiezen.js'),
 * });
 * const move = await bots.choose({ gameId: 'wiezen', bot: 'strong', state, seat: 1, seed: 's' });
 * ```
 */
export function tableBots(plan: BotsPlan): TableBots {
  let thread: BotThread = 'none';
  let worker: Worker | null = null;
  let chooser: Promise<ChooseMove> | null = null;
  const pending = new Map<number, Pending>();
  let next = 0;

  const onPage = (job: Pending): void => {
    chooser ??= plan.inPage().then((m) => m.chooseMove);
    chooser
      .then(async (choose) => {
        await breathe();
        job.resolve(choose(job.request));
      })
      .catch((e: unknown) => job.reject(e instanceof Error ? e : new Error(String(e))));
  };

  /** The Worker could not start or died: everything waiting, and everything after, runs on the page. */
  const fallBack = (why: unknown): void => {
    if (thread === 'page') return;
    thread = 'page';
    worker?.terminate();
    worker = null;
    console.warn('tafel: the bots’ Worker could not run; the bots think on the page’s thread', why);
    const waiting = [...pending.values()];
    pending.clear();
    for (const job of waiting) onPage(job);
  };

  const start = (): void => {
    try {
      const w = startWorker(plan.worker);
      w.addEventListener('message', (event: MessageEvent<BotReply>) => {
        const reply = event.data;
        const job = pending.get(reply.id);
        if (!job) return;
        pending.delete(reply.id);
        if ('move' in reply) job.resolve(reply.move);
        else job.reject(failure(reply));
      });
      // A script that does not load (404, CORS, a blocked URL) or a Worker that dies fires `error`.
      w.addEventListener('error', (event) => {
        event.preventDefault();
        fallBack((event as ErrorEvent).message || 'the Worker did not start');
      });
      w.addEventListener('messageerror', () => fallBack('a message could not be read'));
      worker = w;
      thread = 'worker';
    } catch (e) {
      fallBack(e);
    }
  };

  return {
    get thread() {
      return thread;
    },
    choose(request) {
      return new Promise((resolve, reject) => {
        const job = { request, resolve, reject };
        if (thread === 'none') start();
        if (thread === 'page' || !worker) {
          onPage(job);
          return;
        }
        const id = next++;
        pending.set(id, job);
        worker.postMessage({ ...request, id });
      });
    },
  };
}

/**
 * A runner for tables that play several games (`<tafel-das-spiel>`): each game's bots started on its first
 * request, by the request's `gameId`.
 *
 * @example
 * ```ts
 * const bots = botsByGame({ 'cui-bono': cuiBonoBots, raffzahn: raffzahnBots });
 * ```
 */
export function botsByGame(games: Readonly<Record<string, () => TableBots>>): TableBots {
  const started = new Map<string, TableBots>();
  let last: TableBots | null = null;
  return {
    get thread() {
      return last?.thread ?? 'none';
    },
    choose(request) {
      const make = games[request.gameId];
      if (!make) return Promise.reject(new Error(`no bots for ${request.gameId}`));
      let bots = started.get(request.gameId);
      if (!bots) {
        bots = make();
        started.set(request.gameId, bots);
      }
      last = bots;
      return bots.choose(request);
    },
  };
}
