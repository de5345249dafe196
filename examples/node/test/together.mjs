/**
 * The installed packages working together, which holds only when the project has one `@tafel/core` that every
 * package shares (its peer dependency): a `RuleError` thrown inside `@tafel/bots` is the `RuleError` of the
 * project's `@tafel/core`; `installWasmKernels()` changes the kernels the project's games call; `@tafel/api/node`
 * serves on the Wasm kernels it installed into that same core, the catalogue, its offline reference page's
 * assets, and answers a bot that does not exist (a `RuleError` from `@tafel/bots`, recognised by the API) with its
 * rule's code rather than a 500. Prints one JSON object of what it saw. Copied into the test's project.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@tafel/api/node';
import { makeBot } from '@tafel/bots';
import { RuleError } from '@tafel/core';
import { kernels, resetKernels } from '@tafel/core/das-spiel';
import { wiezen } from '@tafel/core/wiezen';
import { installWasmKernels } from '@tafel/pyramid-wasm';

const seen = {};

/** What `fn` threw: whether it is the project's `RuleError`, and its code. */
function thrown(fn) {
  try {
    fn();
    return null;
  } catch (e) {
    return { ruleError: e instanceof RuleError, code: e.code ?? null, name: e.name };
  }
}

seen.unknownBot = thrown(() => makeBot('wiezen', 'grandmaster'));
const state = wiezen.setup({ players: 4, seed: 'together' });
const idle = [0, 1, 2, 3].find((seat) => !wiezen.active(state).includes(seat));
seen.outOfTurn = thrown(() => wiezen.play(state, idle, { type: 'pass' }));

resetKernels();
const before = kernels().name;
await installWasmKernels();
seen.kernels = [before, kernels().name];

// The API installs the Wasm kernels itself when it serves, into the same core.
resetKernels();
const { url, close } = await serve({ port: 0, db: join(mkdtempSync(join(tmpdir(), 'tafel-node-')), 'db') });
try {
  seen.health = (await (await fetch(`${url}/v1/health`)).json()).kernels;
  seen.kernelsAfterServe = kernels().name;
  const catalogue = await (await fetch(`${url}/v1/games`)).json();
  seen.catalogue = catalogue.games.map((g) => g.id);
  seen.docs = (await fetch(`${url}/v1/docs/swagger-ui.css`)).status;
  const answer = await fetch(`${url}/v1/games/wiezen/bot-move`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state, seat: wiezen.active(state)[0], bot: 'grandmaster' }),
  });
  seen.apiUnknownBot = { status: answer.status, code: (await answer.json()).error?.code };
} finally {
  await close();
}
console.log(JSON.stringify(seen));
process.exit(0);
