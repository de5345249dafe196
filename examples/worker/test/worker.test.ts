/**
 * This Worker project as its owner builds it from npm: `@tafel/api` and the workspace packages it needs are packed
 * (`pnpm pack`) and installed with plain `npm install` into a copy of the project (`wrangler.toml`, `src/`)
 * outside the workspace; wrangler (the workspace's, so workerd is not downloaded again) bundles `src/index.ts`
 * from that `node_modules` and runs it in workerd (`wrangler dev --local`). Then the Worker runs the dice games on
 * the Wasm kernels it imported from the installed `@tafel/pyramid-wasm`, answers the catalogue, a setup and a
 * `/validate` (a legal move, and an illegal one refused with its rule's code), creates a
 * hosted match in its `MatchRoom` object, and serves `/v1/docs` with its assets from the installed package.
 *
 * Skipped, saying why, when npm cannot reach the registry or workerd has no binary for this platform.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  installInto,
  type Packed,
  packAll,
  registryUnreachable,
  tempProject,
  withWorkspaceDependencies,
} from '../../../scripts/packed/index.ts';

const here = join(import.meta.dirname, '..');
const wrangler = join(here, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

/** Why this cannot run here, or `null`. */
async function unavailable(): Promise<string | null> {
  if (!existsSync(wrangler)) return 'wrangler is not installed';
  try {
    createRequire(wrangler).resolve('workerd');
  } catch {
    return `workerd has no binary for ${process.platform}-${process.arch}`;
  }
  return registryUnreachable();
}

const why = await unavailable();
if (why) console.warn(`@tafel/example-worker: Worker-from-tarballs test SKIPPED — ${why}`);

let packs: Record<string, Packed>;
let project: string;
let worker: { url: string; stop(): Promise<void> } | undefined;

beforeAll(async () => {
  if (why) return;
  packs = packAll(withWorkspaceDependencies(['@tafel/api']));
  project = tempProject('tafel-worker-example-');
  for (const path of ['wrangler.toml', 'src'])
    cpSync(join(here, path), join(project, path), { recursive: true });
  // The example's own dependencies, each `@tafel/*` one from its tarball (and what those need).
  const { dependencies } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await installInto(project, {
    packs,
    dependencies: Object.fromEntries(
      Object.entries(dependencies).filter(([name]) => !name.startsWith('@tafel/')),
    ),
  });
  worker = await wranglerDev(project);
}, 600_000);

afterAll(async () => {
  await worker?.stop();
  if (why || process.env.TAFEL_KEEP_PACKED) return;
  rmSync(project, { recursive: true, force: true });
  rmSync(dirname(Object.values(packs)[0]!.tarball), { recursive: true, force: true });
});

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe.skipIf(why)('the example Worker, built from the packed @tafel/api, in workerd', () => {
  it('installed @tafel/api and its peer @tafel/core from the tarballs, nothing of the workspace', () => {
    for (const name of ['@tafel/api', '@tafel/core']) {
      const manifest = JSON.parse(readFileSync(join(project, 'node_modules', name, 'package.json'), 'utf8'));
      expect(manifest.version).toBe(packs[name]!.version);
      expect(JSON.stringify(manifest.exports)).not.toContain('@tafel/source');
    }
  });

  it('runs the dice games on the Wasm kernels of the installed @tafel/pyramid-wasm', async () => {
    const res = await fetch(`${worker!.url}/v1/health`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { kernels: unknown }).kernels).toEqual({ provider: 'wasm', simd: true });
  });

  it('answers the catalogue', async () => {
    const res = await fetch(`${worker!.url}/v1/games`);
    expect(res.status).toBe(200);
    const { games } = (await res.json()) as { games: { id: string }[] };
    expect(games.map((g) => g.id)).toEqual(expect.arrayContaining(['wiezen', 'wine-cellar', 'abquetschen']));
    expect(games).toHaveLength(9);
  });

  it("validates a move: a legal one played, an illegal one refused with its rule's code", async () => {
    const setup = await fetch(`${worker!.url}/v1/games/wine-cellar/setup`, post({ players: 2, seed: 'w' }));
    expect(setup.status).toBe(200);
    const { state } = (await setup.json()) as { state: { hands: number[][] } };
    const legal = await fetch(
      `${worker!.url}/v1/games/wine-cellar/validate`,
      post({ state, seat: 0, move: { type: 'bid', card: state.hands[0]![0] } }),
    );
    expect(legal.status).toBe(200);
    expect(((await legal.json()) as { outcome: unknown }).outcome).toBeNull();
    const illegal = await fetch(
      `${worker!.url}/v1/games/wine-cellar/validate`,
      post({ state, seat: 0, move: { type: 'bid', card: state.hands[1]![0] } }),
    );
    expect(illegal.status).toBe(422);
    expect(((await illegal.json()) as { error: { code: string } }).error.code).toBe('card-not-in-hand');
  });

  it('hosts a match in its MatchRoom Durable Object', async () => {
    const res = await fetch(
      `${worker!.url}/v1/matches`,
      post({ game: 'wine-cellar', seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }], seed: 'w' }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await fetch(`${worker!.url}/v1/matches/${id}`)).status).toBe(200);
  });

  it('lists a public table waiting for players in its LobbyRoom', async () => {
    const res = await fetch(
      `${worker!.url}/v1/matches`,
      post({
        game: 'wiezen',
        visibility: 'public',
        seats: [{ kind: 'human', name: 'An' }, { kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }],
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const { tables } = (await (await fetch(`${worker!.url}/v1/tables?game=wiezen`)).json()) as {
      tables: { id: string; open: number }[];
    };
    expect(tables.find((t) => t.id === id)).toMatchObject({ open: 1 });
  });

  it("serves /v1/docs with its assets from the installed package's dist/docs", async () => {
    const page = await fetch(`${worker!.url}/v1/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/swagger-ui-bundle\.js/);
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css']) {
      const res = await fetch(`${worker!.url}/v1/docs/${asset}`);
      expect(res.status, asset).toBe(200);
      expect((await res.arrayBuffer()).byteLength, asset).toBeGreaterThan(1000);
    }
  });
});

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * `wrangler dev --local` in `dir` (as `apps/api/test/support.ts` starts workerd): free ports, no metrics, no
 * request to Cloudflare, in a process group of its own so that `stop` ends workerd too (killing wrangler alone
 * leaves it running). Resolves when wrangler says it is ready.
 */
async function wranglerDev(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const [port, inspector] = [await freePort(), await freePort()];
  const persist = mkdtempSync(join(tmpdir(), 'tafel-worker-example-state-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      wrangler,
      'dev',
      '--local',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspector),
      '--persist-to',
      persist,
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: dir,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  // The group dies with this process too, however it ends (as apps/api/test/process-groups.ts does there).
  const onSignal = (signal: NodeJS.Signals) => {
    kill();
    process.kill(process.pid, signal);
  };
  process.once('exit', kill);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      process.off('exit', kill);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      done();
    }),
  );
  const stop = async () => {
    kill();
    await exited;
    rmSync(persist, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let out = '';
    const seen = (d: Buffer) => {
      out += d.toString();
      if (/Ready on/.test(out)) resolve({ url: `http://127.0.0.1:${port}`, stop });
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => reject(new Error(`wrangler exited (${code}) before it was ready:\n${out}`)));
  });
}
