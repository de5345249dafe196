/**
 * The analysis in a Web Worker (or a `worker_threads` worker): {@link serveAnalysis} answers
 * {@link AnalysisRequest}s with progress messages and then the analysis (or the error as JSON); a `cancel`
 * message stops the analysis before its next move. Loaded as a Worker's script, `@tafel/bots/analysis-worker`
 * serves its scope by itself; {@link createAnalysisClient} (in `client.ts`) is the page's side.
 *
 * @module
 */
import { RuleError, type RuleErrorJson } from '@tafel/core';
import { listen, type MessageEnd } from '../worker/protocol.js';
import { analyseRecord } from './index.js';
import type { AnalysisProgress, RecordAnalysis } from './types.js';

/** What the page asks: analyse a record, or cancel the analysis numbered `id`. */
export type AnalysisRequest =
  | { id: number; analyse: { record: unknown; budget?: number; seat?: number; seed?: string } }
  | { id: number; cancel: true };

/** What the worker answers: progress while it works, then the analysis or the error. */
export type AnalysisReply =
  | { id: number; progress: AnalysisProgress }
  | { id: number; analysis: RecordAnalysis }
  | { id: number; error: RuleErrorJson };

/** An error as JSON: a `RuleError`'s own, any other as `analysis-failed`. */
function errorJson(e: unknown): RuleErrorJson {
  if (e instanceof RuleError) return e.toJSON();
  return { code: 'analysis-failed', message: String(e), messages: { en: String(e), nl: String(e) } } as never;
}

/**
 * Serves analyses on `end` (a worker scope, or a port in tests): several may run at once, each cancellable.
 *
 * @example
 * ```ts
 * import { parentPort } from 'node:worker_threads';
 * serveAnalysis(parentPort!);
 * ```
 */
export function serveAnalysis(end: MessageEnd): void {
  const running = new Map<number, AbortController>();
  listen(end, (data) => {
    const request = data as AnalysisRequest;
    if ('cancel' in request) {
      running.get(request.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(request.id, controller);
    const { record, ...options } = request.analyse;
    analyseRecord(record, {
      ...options,
      signal: controller.signal,
      onProgress: (progress) => end.postMessage({ id: request.id, progress } satisfies AnalysisReply),
    })
      .then((analysis) => end.postMessage({ id: request.id, analysis } satisfies AnalysisReply))
      .catch((e: unknown) => end.postMessage({ id: request.id, error: errorJson(e) } satisfies AnalysisReply))
      .finally(() => running.delete(request.id));
  });
}
