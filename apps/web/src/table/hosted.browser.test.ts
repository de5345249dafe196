/**
 * A hosted table whose event stream drops, in the browser against a stand-in API (the page's `fetch`): the table
 * shows the match, says it is reconnecting, and once the stream gives up shows that the connection was lost and
 * fires `tafel-error` (`api-unreachable`); a move is still sent with the version the seat saw.
 */
import { wineCellar } from '@tafel/core/wine-cellar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../elements/tafel-wine-cellar.js';
import { mount, until } from '../test-support/play.js';
import { HostedMatch } from './hosted-match.js';
import type { MatchController } from './match-controller.js';
import type { ErrorDetail, TafelTable } from './table-element.js';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const state = wineCellar.setup({ players: 2, seed: 'hosted-drop' });
const serverView = (version: number) => ({
  version,
  seat: 0,
  seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
  active: wineCellar.active(state),
  view: wineCellar.view(state, 0),
  legal: wineCellar.legalMoves(state, 0),
  outcome: null,
});

describe('a hosted table whose connection drops', () => {
  it('says it reconnects, then that the connection was lost, with tafel-error', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const path = new URL(url).pathname;
      if (path.endsWith('/events')) return new Response('', { status: 503 });
      // The public history: none to tell (the test is of the connection).
      if (path.endsWith('/log')) return Response.json({ moves: [], milestones: [] });
      if (path.endsWith('/moves')) {
        posted.push(JSON.parse(String(init?.body)));
        return Response.json(
          { error: { code: 'stale-version', message: 'The match has moved on.' } },
          { status: 409 },
        );
      }
      return Response.json(serverView(4));
    });
    const errors: ErrorDetail[] = [];
    document.addEventListener('tafel-error', (e) => errors.push(e.detail));
    const el = await mount<TafelTable>('tafel-wine-cellar', { lang: 'en' });
    // The stand-in API's match, with a stream that gives up after two failures in a row.
    const table = (el as unknown as { table: MatchController<typeof wineCellar> }).table;
    table.match = new HostedMatch({
      game: wineCellar,
      api: 'http://api.test',
      match: 'm1',
      lang: 'en',
      attempts: 2,
    });
    const status = () => el.shadowRoot!.querySelector('[part~="status"] .turn')?.textContent ?? '';
    await until(() => /reconnecting/.test(status()));
    expect(el.shadowRoot!.querySelectorAll('[part~="card"]').length).toBeGreaterThan(0);
    // A move goes with the version the seat saw; the API's refusal is shown in its words.
    (el.shadowRoot!.querySelector('[part~="move"][aria-disabled="false"]') as HTMLButtonElement).click();
    await until(() => errors.some((e) => e.code === 'stale-version'));
    expect(posted[0]).toMatchObject({ version: 4 });
    await until(() => errors.some((e) => e.code === 'api-unreachable'));
    expect(el.shadowRoot!.querySelector('[part~="notice"]')?.textContent).toMatch(
      /^The connection to the match was lost: 503/,
    );
    // No undo, new game or loading at a hosted table: the match is the server's.
    expect(el.shadowRoot!.querySelector('[part~="undo"]')).toBeNull();
  });
});
