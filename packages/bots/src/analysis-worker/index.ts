/**
 * `@tafel/bots/analysis-worker`: the script of an analysis Worker. In a worker scope it serves analyses by
 * itself ({@link serveAnalysis}); imported elsewhere it only exports the pieces (e.g. for `worker_threads`).
 *
 * @module
 */

import { serveAnalysis } from '../analysis/worker.js';
import type { MessageEnd } from '../worker/protocol.js';

const scope = globalThis as { WorkerGlobalScope?: unknown };
if (
  typeof scope.WorkerGlobalScope === 'function' &&
  globalThis instanceof (scope.WorkerGlobalScope as never)
) {
  serveAnalysis(globalThis as unknown as MessageEnd);
}

export type { AnalysisClient, ClientAnalyseOptions } from '../analysis/client.js';
export { createAnalysisClient } from '../analysis/client.js';
export type { AnalysisReply, AnalysisRequest } from '../analysis/worker.js';
export { serveAnalysis } from '../analysis/worker.js';
