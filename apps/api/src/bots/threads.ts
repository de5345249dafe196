/**
 * Bots on a pool of worker threads (Node): the thread that answers requests never thinks, so a catalogue or a
 * move is answered while bots search. Tasks wait in a fair queue: one queue per client, served in turn, so one
 * client's many tasks (or its many all-bot matches) cannot hold back another's. Each client may have a
 * `share` of tasks waiting or thinking (beyond it: 429 `bots-busy`), the queue holds at most `queue` tasks
 * (beyond it, or after waiting `waitMs`: 503 `server-busy`), and a task that thinks longer than `timeoutMs`
 * has its thread stopped (503 `bot-timeout`): whatever the state, no bot holds a thread for longer.
 *
 * Hosted matches' bots ask as their match's creator, patiently: they are never refused for the share or the
 * queue's length and wait as long as it takes (their number is bounded by the cap on matches).
 *
 * @module
 */
import { availableParallelism } from 'node:os';
import { RuleError, type RuleErrorJson } from '@tafel/core';
import type { BotAnswer, BotTask } from '@tafel/core/match';
import { Piscina } from 'piscina';
import { type BotRunner, botsBusy, botTimeout, serverBusy } from './runner.js';

/** How the pool is sized and bounded; every field has a default. */
export interface ThreadOptions {
  /** Threads that think (default: the cores less one, at least one). */
  threads?: number;
  /** Tasks one client may have waiting or thinking (default 2). */
  share?: number;
  /** Tasks that may wait in all (default 64). */
  queue?: number;
  /** The longest a task may think, in ms, before its thread is stopped (default 5000). */
  timeoutMs?: number;
  /** The longest a task may wait for a thread, in ms (default 10,000). */
  waitMs?: number;
  /** The thread's module (default `thread.js` beside this one). */
  filename?: string;
}

/** What a thread is given: the task, and a flag it raises when it begins to think. */
export interface ThreadTask {
  task: BotTask;
  started: Int32Array;
}

/** What a thread sends back: the answer, or a rule error as JSON (classes do not cross threads). */
export type ThreadReply = { answer: BotAnswer } | { error: RuleErrorJson };

interface Job {
  task: BotTask;
  client: string;
  resolve(answer: BotAnswer): void;
  reject(error: unknown): void;
  waiting?: ReturnType<typeof setTimeout>;
}

/**
 * A runner on worker threads.
 *
 * @example
 * ```ts
 * const bots = threadedBots({ threads: 2, timeoutMs: 3000 });
 * const { move } = await bots.run({ game: 'wiezen', bot: 'strong', settings: {}, state, seat: 1, seed: 's' }, '203.0.113.7');
 * await bots.close();
 * ```
 */
export function threadedBots(options: ThreadOptions = {}): BotRunner {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const share = options.share ?? 2;
  const limit = options.queue ?? 64;
  const timeoutMs = options.timeoutMs ?? 5000;
  const waitMs = options.waitMs ?? 10_000;
  const pool = new Piscina({
    filename: options.filename ?? new URL('./thread.js', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
  });
  /** Waiting jobs by client, in the order clients are served. */
  const queues = new Map<string, Job[]>();
  const load = new Map<string, number>();
  let waiting = 0;
  let thinking = 0;
  let closed = false;

  const release = (client: string) => {
    const n = (load.get(client) ?? 1) - 1;
    if (n === 0) load.delete(client);
    else load.set(client, n);
  };

  /** The next job, taking clients in turn: the served client goes to the back of the line. */
  const nextJob = (): Job | undefined => {
    for (const [client, jobs] of queues) {
      queues.delete(client);
      const job = jobs.shift();
      if (jobs.length > 0) queues.set(client, jobs);
      if (job) return job;
    }
    return undefined;
  };

  const start = (job: Job) => {
    thinking++;
    const abort = new AbortController();
    // The limit counts thinking, not a thread's start (a stopped thread's successor loads its modules first):
    // the thread raises `started` when it begins, and the clock runs from when it is seen raised.
    const started = new Int32Array(new SharedArrayBuffer(4));
    let timer: ReturnType<typeof setTimeout>;
    const watch = () => {
      timer =
        Atomics.load(started, 0) === 1 ? setTimeout(() => abort.abort(), timeoutMs) : setTimeout(watch, 20);
    };
    watch();
    pool
      .run({ task: job.task, started }, { signal: abort.signal })
      .then(
        (reply: ThreadReply) => {
          if ('answer' in reply) job.resolve(reply.answer);
          else job.reject(new RuleError(reply.error.code, reply.error.messages, reply.error.details));
        },
        (e: unknown) => job.reject(abort.signal.aborted ? botTimeout(timeoutMs) : e),
      )
      .finally(() => {
        clearTimeout(timer);
        thinking--;
        release(job.client);
        pump();
      });
  };

  const pump = () => {
    while (thinking < threads) {
      const job = nextJob();
      if (!job) return;
      waiting--;
      clearTimeout(job.waiting);
      start(job);
    }
  };

  return {
    run(task, owner = 'anyone', how = {}) {
      const client = owner;
      if (closed) return Promise.reject(serverBusy());
      const mine = load.get(client) ?? 0;
      if (!how.patient && mine >= share) return Promise.reject(botsBusy(share));
      if (!how.patient && waiting >= limit) return Promise.reject(serverBusy());
      return new Promise<BotAnswer>((resolve, reject) => {
        const job: Job = { task, client, resolve, reject };
        load.set(client, mine + 1);
        waiting++;
        if (!how.patient) {
          job.waiting = setTimeout(() => {
            const jobs = queues.get(client);
            const at = jobs?.indexOf(job) ?? -1;
            if (at < 0) return;
            jobs!.splice(at, 1);
            if (jobs!.length === 0) queues.delete(client);
            waiting--;
            release(client);
            reject(serverBusy());
          }, waitMs);
        }
        const jobs = queues.get(client);
        if (jobs) jobs.push(job);
        else queues.set(client, [job]);
        pump();
      });
    },
    async close() {
      closed = true;
      for (const jobs of queues.values())
        for (const job of jobs) {
          clearTimeout(job.waiting);
          job.reject(serverBusy());
        }
      queues.clear();
      await pool.destroy();
    },
  };
}
