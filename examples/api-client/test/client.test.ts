/**
 * The API's contract from where a client developer stands: generate TypeScript types from the document a running
 * server serves (openapi-typescript), type-check a client that plays a hosted match with openapi-fetch and a file
 * of calls the types must refuse (TypeScript 5, as a client project has it), then run the client against the
 * server to the end of a match and check its deal against the published commitment.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const server = join(dirname(require.resolve('@tafel/api/package.json')), 'dist/main.js');

let child: ChildProcess;
let url: string;

beforeAll(async () => {
  const db = join(mkdtempSync(join(tmpdir(), 'tafel-client-')), 'tafel.sqlite');
  child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TAFEL_DB: db },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (m) resolve(m[0]);
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)));
  });
});
afterAll(() => {
  child?.kill('SIGTERM');
});

describe('a client generated from the served OpenAPI document', () => {
  it('type-checks a client that plays a match, refuses wrong calls, and plays the match to its end', {
    timeout: 120_000,
  }, async () => {
    const doc = await (await fetch(`${url}/v1/openapi.json`)).json();
    const types = astToString(await openapiTS(doc));
    mkdirSync(join(here, 'generated'), { recursive: true });
    writeFileSync(join(here, 'generated/tafel.ts'), types);
    // No game's state, view or move may come out untyped (a game without options has an empty options object).
    expect.soft(types).not.toMatch(/(State|View|Move|Record): Record<string, never>/);

    const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin/tsc');
    const checked = await run(process.execPath, [tsc, '-p', join(here, 'tsconfig.json')]).catch((e) => e);
    expect(checked.stdout ?? '', 'the type-check').toBe('');

    const played = await run(process.execPath, [join(here, 'play.ts'), url], { timeout: 100_000 });
    const [outcome, proof] = played.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(outcome.game).toBe('wine-cellar');
    expect(outcome.scores).toHaveLength(2);
    expect(outcome.moves).toBeGreaterThan(0);
    expect(proof).toEqual({ verified: true, recordMoves: expect.any(Number) });
  });
});
