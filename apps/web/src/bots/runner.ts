/**
 * Where a table's bots think: core's `BotRunner` port (`@tafel/core/match`) for the match engine.
 * {@link tableBots} starts the game's Worker on the first task (a table of people only never loads it) and talks
 * to it with numbered tasks (`@tafel/bots`' protocol: core's `BotTask` in, `BotAnswer` out, the bot's generator
 * handed in and back). When no Worker can start — the browser refuses it (a Content Security Policy, a
 * sandbox), its script does not load, or it dies — the same game's bots are imported on the page's own thread
 * and every waiting task is answered there: the page may pause while a bot thinks (a strong bot's move takes up
 * to about a second), but the game goes on rather than hang.
 *
 * Real-time reactions (`react` tasks) go the same way: a round trip to the Worker costs well under a
 * millisecond against reaction times of hundreds, and the page's thread stays free for the person racing.
 *
 * A bot that fails (it throws, or the page's copy cannot be loaded either) rejects its task: the table shows
 * that and fires `tafel-error`.
 *
 * @module
 */
import { type BotReply, replyError, type WorkerTask } from '@tafel/bots/client';
import type { BotAnswer, BotRunner } from '@tafel/core/match';
import type { Thinker } from './serve.js';
import { startWorker } from './start-worker.js';

/** Where a table's bots think: not yet (no bot moved), in their Worker, or on the page's thread. */
export type BotThread = 'none' | 'worker' | 'page';

/** A bots runner that says where it runs (its tasks may name an iteration budget, as `@tafel/bots` allows). */
export interface TableBots extends BotRunner {
  /** Where the bots think now. */
  readonly thread: BotThread;
  run(task: WorkerTask, owner?: string, how?: { readonly patient?: boolean }): Promise<BotAnswer>;
}

/** How to run one game's bots. */
export interface BotsPlan {
  /**
   * Starts the game's Worker: exactly `new Worker(new URL('./workers/<game>.js', import.meta.url), { type:
   * 'module' })`, the form bundlers (Vite, webpack, rspack) see and bundle.
   */
  worker(): Worker;
  /** Loads the same bots on the page's thread (a dynamic `import` of the same module). */
  inPage(): Promise<{ thinkTask: Thinker }>;
}

interface Pending {
  task: WorkerTask;
  resolve(answer: BotAnswer): void;
  reject(error: Error): void;
}

/** Lets the page draw (the "thinking" status) before a bot on its thread takes it over. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
 * const { move } = await bots.run({ game: 'wiezen', bot: 'strong', state, seat: 1, rng: Rng.fromSeed('s').state() });
 * ```
 */
export function tableBots(plan: BotsPlan): TableBots {
  let thread: BotThread = 'none';
  let worker: Worker | null = null;
  let thinker: Promise<Thinker> | null = null;
  const pending = new Map<number, Pending>();
  let next = 0;

  const onPage = (job: Pending): void => {
    thinker ??= plan.inPage().then((m) => m.thinkTask);
    thinker
      .then(async (think) => {
        await breathe();
        job.resolve(think(job.task));
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
        if ('answer' in reply) job.resolve(reply.answer);
        else job.reject(replyError(reply));
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
    run(task: WorkerTask) {
      return new Promise<BotAnswer>((resolve, reject) => {
        const job = { task, resolve, reject };
        if (thread === 'none') start();
        if (thread === 'page' || !worker) {
          onPage(job);
          return;
        }
        const id = next++;
        pending.set(id, job);
        worker.postMessage({ id, task });
      });
    },
  };
}

/**
 * A runner for tables that play several games (`<tafel-das-spiel>`): each game's bots started on its first
 * task, by the task's `game`.
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
    run(task, owner, how) {
      const make = games[task.game];
      if (!make) return Promise.reject(new Error(`no bots for ${task.game}`));
      let bots = started.get(task.game);
      if (!bots) {
        bots = make();
        started.set(task.game, bots);
      }
      last = bots;
      return bots.run(task, owner, how);
    },
  };
}
