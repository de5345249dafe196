/**
 * The event stream of a hosted table, against a server on loopback that drops and refuses connections: it says
 * when it is live and when it reconnects (attempt by attempt), comes back after a dropped stream, gives up after
 * its attempts in a row, and at once when the server refuses the stream (4xx).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { backoff, readEvents } from './event-stream.js';

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

/** A server whose n-th request (from 0) is answered by `answers[n]` (the last one for every later request). */
async function serve(answers: Array<(res: import('node:http').ServerResponse) => void>): Promise<string> {
  let n = 0;
  server = createServer((_req, res) => answers[Math.min(n++, answers.length - 1)]!(res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/events`;
}

const stream = (events: string) => (res: import('node:http').ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.end(events);
};
const status = (code: number) => (res: import('node:http').ServerResponse) => {
  res.writeHead(code);
  res.end();
};

/** Reads `url` with quick retries, noting each status; the options given override. */
function read(url: string, statuses: string[], options: Partial<Parameters<typeof readEvents>[0]> = {}) {
  return readEvents({
    url,
    headers: {},
    signal: new AbortController().signal,
    delayMs: 1,
    onEvent: () => false,
    onStatus: (s, attempt) => statuses.push(`${s}${attempt ? ` ${attempt}` : ''}`),
    ...options,
  });
}

describe('readEvents', () => {
  it('waits longer after each failure in a row, up to its longest wait', () => {
    expect([1, 2, 3, 4, 10].map((n) => backoff(n, 500, 15_000))).toEqual([500, 1000, 2000, 4000, 15_000]);
  });

  it('reads events, says when it reconnects after a drop and a failure, and ends on the last event', async () => {
    const url = await serve([
      stream('event: view\ndata: {"v":1}\n\n'),
      status(503),
      stream('event: ping\ndata: \n\nevent: view\ndata: {"v":2}\n\nevent: end\ndata: {"v":3}\n\n'),
    ]);
    const seen: string[] = [];
    const statuses: string[] = [];
    await read(url, statuses, {
      onEvent: (e) => {
        seen.push(`${e.name}:${e.data}`);
        return e.name === 'end';
      },
    });
    expect(seen).toEqual(['view:{"v":1}', 'ping:', 'view:{"v":2}', 'end:{"v":3}']);
    expect(statuses).toEqual(['live', 'reconnecting 1', 'reconnecting 2', 'live']);
  });

  it('gives up after its attempts in a row, having said each one', async () => {
    const url = await serve([status(503)]);
    const statuses: string[] = [];
    const reading = read(url, statuses, { attempts: 3 });
    await expect(reading).rejects.toThrow(/503/);
    expect(statuses).toEqual(['reconnecting 1', 'reconnecting 2']);
  });

  it('gives up at once when the server refuses the stream', async () => {
    const url = await serve([status(404)]);
    const statuses: string[] = [];
    const reading = read(url, statuses);
    await expect(reading).rejects.toThrow(/404/);
    expect(statuses).toEqual([]);
  });

  it('ends quietly when the table closes it', async () => {
    const url = await serve([status(503)]);
    const abort = new AbortController();
    const reading = read(url, [], { signal: abort.signal, delayMs: 10_000, onStatus: () => abort.abort() });
    await expect(reading).resolves.toBeUndefined();
  });
});
