/**
 * Nearly valid client states against the real Node server (bots on its threads): see `client-states.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientStatesHold } from './client-states.js';
import { startServer, tempDb } from './support.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer(tempDb());
});
afterAll(() => {
  server?.child.kill('SIGKILL');
});

describe('client-held states one field away from real ones', () => {
  it('never get a 5xx from any stateless endpoint of any game, and the server answers others meanwhile', {
    timeout: 300_000,
  }, async () => {
    const { sent, refused } = await clientStatesHold(server.fetch, 400);
    expect(sent).toBe(400);
    // Most one-field mutations break a state; the rest are states the rules can play on.
    expect(refused).toBeGreaterThan(0);
  });
});
