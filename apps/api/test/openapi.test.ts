/**
 * The published contract: the document the server serves passes a third-party linter (Redocly's recommended
 * rules, no error and no warning), names every operation, says how to authenticate, and its schemas take what
 * the games really produce: the catalogue's defaults, every legal move, state and view of random games. (Every
 * answer of the endpoint cases is held to it too: `contract.ts`; a generated client plays a match with it:
 * `examples/api-client`.) `swagger-cli validate` reads OpenAPI 3.0 only, so Redocly is the linter here.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { type AnyGame, games, Rng } from '@tafel/core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { nameOf } from '../src/openapi/index.js';
import { inProcess } from './support.js';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON.
let doc: Record<string, any>;
let ajv: InstanceType<typeof Ajv2020>;

beforeAll(async () => {
  const t = inProcess();
  doc = (await (await t.fetch('http://tafel.test/v1/openapi.json')).json()) as typeof doc;
  t.close();
  ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema({ ...doc, $id: 'tafel:openapi' });
});

/** Whether `value` fits the component schema `name`; the complaint if not. */
function fits(name: string, value: unknown): string | null {
  const validate = ajv.getSchema(`tafel:openapi#/components/schemas/${name}`)!;
  return validate(value) ? null : `${name}: ${ajv.errorsText(validate.errors)}`;
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules without an error or a warning", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tafel-openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = join(
      dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
      'bin/cli.js',
    );
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((e: { stdout: string }) => e);
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: unknown[];
    };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names every operation once, says where the server is and how a seat authenticates', () => {
    expect(doc.openapi).toBe('3.1.0');
    // Relative to where the document was read: the same document for every Host (none is built per Host).
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(doc.components.securitySchemes.seatToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item as object).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of Object.keys(games)) {
      for (const route of ['setup', 'validate', 'legal-moves', 'view', 'bot-move'])
        expect(doc.paths[`/v1/games/${id}/${route}`]?.post, `${id} ${route}`).toBeDefined();
    }
    expect(doc.paths['/v1/matches/{id}'].get.security).toEqual([{ seatToken: [] }, {}]);
    expect(
      doc.paths['/v1/matches/{id}/events'].get.responses[200].content['text/event-stream'],
    ).toBeDefined();
    expect(doc.components.schemas.WiezenMatchView.required).toContain('active');
  });

  it("each game's catalogue defaults fit its published options", () => {
    for (const game of Object.values(games) as AnyGame[])
      expect(fits(`${nameOf(game.id)}Options`, game.defaults)).toBeNull();
  });

  it('every state, view and legal move of random games fits the published schemas', () => {
    for (const game of Object.values(games) as AnyGame[]) {
      const n = nameOf(game.id);
      for (const players of new Set([game.players.min, game.players.max])) {
        const rng = Rng.fromSeed(`openapi:${game.id}`);
        let state: unknown = game.setup({ players, seed: `openapi:${game.id}` });
        for (let step = 0; step < 400; step++) {
          const json = JSON.parse(JSON.stringify(state));
          expect(fits(`${n}State`, json), `${game.id} state, move ${step}`).toBeNull();
          for (const seat of [null, ...Array.from({ length: players }, (_, s) => s)]) {
            const view = JSON.parse(JSON.stringify(game.view(state, seat)));
            expect(fits(`${n}View`, view), `${game.id} view of ${seat}, move ${step}`).toBeNull();
          }
          const active: number[] = game.active(state);
          if (active.length === 0) break;
          const seat = rng.pick(active);
          const legal: unknown[] = game.legalMoves(state, seat);
          for (const move of legal.slice(0, 40)) expect(fits(`${n}Move`, move), `${game.id} move`).toBeNull();
          state = game.play(state, seat, rng.pick(legal));
        }
      }
    }
  });
});
