import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createAnalysisClient } from './client.js';
import { analyseRecord } from './index.js';
import { playedRecord } from './test-support/records.js';
import { serveAnalysis } from './worker.js';

const record = playedRecord('wine-cellar', 'worker-1', 2);

describe('the analysis Worker', () => {
  it('answers with progress and the same analysis as in the page, and cancels on abort', async () => {
    const { port1, port2 } = new MessageChannel();
    serveAnalysis(port2);
    const client = createAnalysisClient(port1);
    const seen: number[] = [];
    const analysis = await client.analyse(record, {
      budget: 1,
      seat: 0,
      onProgress: ({ done }) => seen.push(done),
    });
    expect(analysis).toEqual(await analyseRecord(record, { budget: 1, seat: 0 }));
    expect(seen).toEqual(analysis.moves.map((_, i) => i + 1));

    const controller = new AbortController();
    const done: number[] = [];
    const cancelled = client.analyse(record, {
      budget: 1,
      signal: controller.signal,
      onProgress: (p) => {
        done.push(p.done);
        if (p.done === 2) controller.abort();
      },
    });
    await expect(cancelled).rejects.toMatchObject({ code: 'analysis-cancelled' });
    expect(done.length).toBeLessThan(record.moves.length);
    port1.close();
    port2.close();
  });
});
