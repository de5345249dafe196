/**
 * The site served beside the API (`tafel serve`, or `TAFEL_SITE`): its files as they are, its own 404 page
 * (HTML, status 404) for an address that leads nowhere however deep, and the API's JSON error for an unknown
 * path under /v1, where a program is asking.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fetch, startServer, tempDb } from './support.js';

let child: ChildProcess;
let f: Fetch;
const site = mkdtempSync(join(tmpdir(), 'tafel-site-'));
writeFileSync(join(site, 'index.html'), '<!doctype html><title>home</title><h1>Home</h1>');
writeFileSync(join(site, '404.html'), '<!doctype html><title>missing</title><h1>Nothing on this table</h1>');

beforeAll(async () => {
  const server = await startServer(tempDb(), { TAFEL_SITE: site });
  child = server.child;
  f = server.fetch;
});
afterAll(() => {
  child?.kill('SIGKILL');
});

describe('the site beside the API', () => {
  it('serves its files', async () => {
    const res = await f('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Home</h1>');
  });

  it.each(['/nope', '/nope.html', '/a/b/c', '/v1x'])(
    'answers %s with the site’s 404 page as HTML',
    async (path) => {
      const res = await f(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('Nothing on this table');
    },
  );

  it.each(['/v1/nope', '/v1', '/v1/games/nope/x/y'])(
    'answers %s under the API with its JSON error',
    async (path) => {
      const res = await f(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await res.json()) as { error: { code: string } };
      expect(body.error.code).toBeTruthy();
    },
  );

  it('keeps the API itself', async () => {
    const res = await f('/v1/games');
    expect(res.status).toBe(200);
  });
});
