/**
 * A table's chat on the real Node server over real HTTP with its SQLite file: what was answered survives
 * `kill -9`, and a stream hears a message as it is said.
 */
import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { post, startServer, tempDb } from './support.js';

let child: ChildProcess | null = null;
afterEach(() => {
  child?.kill('SIGKILL');
  child = null;
});

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answers.
const json = async (res: Response) => (await res.json()) as Record<string, any>;

describe('the chat on the Node server', () => {
  it('streams a message as it is said, and keeps every answered message through kill -9', async () => {
    const db = tempDb();
    let server = await startServer(db);
    child = server.child;
    const m = await json(
      await server.fetch(
        '/v1/matches',
        post({
          game: 'wiezen',
          seats: [
            { kind: 'human', name: 'An' },
            { kind: 'human', name: 'Bo' },
            { kind: 'bot' },
            { kind: 'bot' },
          ],
        }),
      ),
    );
    // A spectator's stream (no token): it reads the chat as it comes.
    const stream = await fetch(`${server.url}/v1/matches/${m.id}/events`);
    const reader = stream.body!.getReader();
    const said = await server.fetch(
      `/v1/matches/${m.id}/chat`,
      post({ text: 'Good luck, Bo' }, m.seats[0].token),
    );
    expect(said.status).toBe(201);
    let text = '';
    for (let i = 0; i < 50 && !text.includes('event: chat'); i++)
      text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toMatch(/event: chat\ndata: \{"n":0,"seat":0,"name":"An","text":"Good luck, Bo"/);
    await reader.cancel();
    await server.fetch(`/v1/matches/${m.id}/chat`, post({ quick: 'thanks' }, m.seats[1].token));

    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));
    server = await startServer(db);
    child = server.child;
    const after = await json(await server.fetch(`/v1/matches/${m.id}/chat`));
    expect(after.messages.map((x: { text?: string; quick?: string }) => x.text ?? x.quick)).toEqual([
      'Good luck, Bo',
      'thanks',
    ]);
  }, 60_000);
});
