/**
 * The page's side of the analysis Worker: {@link createAnalysisClient} wraps a Worker running
 * `@tafel/bots/analysis-worker` into a promise per analysis, with progress and cancellation by `AbortSignal`.
 *
 * @example
 * ```ts
 * const worker = new Worker(new URL('@tafel/bots/analysis-worker', import.meta.url), { type: 'module' });
 * const client = createAnalysisClient(worker);
 * const analysis = await client.analyse(record, { seat: 0, onProgress: ({ done, total }) => bar(done / total) });
 * ```
 *
 * @module
 */
import { RuleError } from '@tafel/core';
import { listen, type MessageEnd } from '../worker/protocol.js';
import type { AnalysisProgress, RecordAnalysis } from './types.js';
import type { AnalysisReply } from './worker.js';

/** What one analysis in the Worker may be given. */
export interface ClientAnalyseOptions {
  budget?: number;
  seat?: number;
  seed?: string;
  onProgress?: (progress: AnalysisProgress) => void;
  /** Aborting it cancels the analysis: the promise rejects with `RuleError('analysis-cancelled')`. */
  signal?: AbortSignal;
}

/** The client of an analysis Worker. */
export interface AnalysisClient {
  analyse(record: unknown, options?: ClientAnalyseOptions): Promise<RecordAnalysis>;
}

/**
 * A client for an analysis Worker (or any message end serving {@link serveAnalysis}).
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * const pending = createAnalysisClient(worker).analyse(record, { signal: controller.signal });
 * controller.abort(); // pending rejects with RuleError('analysis-cancelled')
 * ```
 */
export function createAnalysisClient(worker: MessageEnd): AnalysisClient {
  const waiting = new Map<
    number,
    {
      resolve(a: RecordAnalysis): void;
      reject(e: Error): void;
      onProgress?: ClientAnalyseOptions['onProgress'];
    }
  >();
  let next = 0;
  listen(worker, (data) => {
    const reply = data as AnalysisReply;
    const pending = waiting.get(reply.id);
    if (!pending) return;
    if ('progress' in reply) {
      pending.onProgress?.(reply.progress);
      return;
    }
    waiting.delete(reply.id);
    if ('analysis' in reply) pending.resolve(reply.analysis);
    else pending.reject(new RuleError(reply.error.code, reply.error.messages, reply.error.details));
  });
  return {
    analyse(record, { onProgress, signal, ...options } = {}) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject, ...(onProgress ? { onProgress } : {}) });
        signal?.addEventListener('abort', () => worker.postMessage({ id, cancel: true }), { once: true });
        worker.postMessage({ id, analyse: { record, ...options } });
      });
    },
  };
}

export type { AnalysisReply, AnalysisRequest } from './worker.js';
