/**
 * A hosted Wine Cellar match between two browser pages through the API: the built server (`@tafel/api`) serves
 * the site and the API on one port; one page has the creator's seat link, the other joins the open seat from its
 * invite link (in Dutch, after giving a name); they play to the end by clicking, each seeing the other's moves arrive.
 */
import type { ChildProcess } from 'node:child_process';
import { games, parseRecord, replay } from '@tafel/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENABLED_MOVE, launch, shot, startApi } from './support.js';

let browser: Browser;
let server: ChildProcess;
let url: string;

beforeAll(async () => {
  ({ server, url } = await startApi('hosted'));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  server?.kill();
});

const over = async (page: Page) =>
  /Game over|Spel afgelopen/.test((await page.locator('[part~="status"]').first().textContent()) ?? '');

describe('a hosted match between two pages', () => {
  it('two people play a whole Wine Cellar duel through the API, one of them in Dutch', async () => {
    const res = await fetch(`${url}/v1/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'wine-cellar', seats: [{ kind: 'human' }, { kind: 'open' }] }),
    });
    const match = (await res.json()) as { id: string; seats: { token?: string }[]; invite: string };
    const a = await browser.newPage();
    const b = await browser.newPage();
    await a.goto(`${url}/play.html?game=tafel-wine-cellar&match=${match.id}&token=${match.seats[0]!.token}`);
    await b.goto(
      `${url}/play.html?game=tafel-wine-cellar&match=${match.id}&seat=1&invite=${match.invite}&lang=nl`,
    );
    // The invite link asks for a name, then takes the open seat.
    await b.locator('#join button[type="submit"]').click();
    await a.locator('[part~="status"]').first().waitFor();
    await b.locator('[part~="status"]').first().waitFor();
    // The seat's key is kept by the browser (so a reload keeps the seat), never in the address; the used-up
    // invite leaves the address too; the older link's token did as well.
    expect(new URL(b.url()).searchParams.get('token')).toBeNull();
    expect(new URL(b.url()).searchParams.get('invite')).toBeNull();
    expect(new URL(a.url()).searchParams.get('token')).toBeNull();
    expect(await b.evaluate((id) => localStorage.getItem(`tafel:match:${id}`), match.id)).toContain(
      '"token"',
    );
    let clicks = 0;
    while (!((await over(a)) && (await over(b)))) {
      expect(clicks).toBeLessThan(400);
      let moved = false;
      for (const page of [a, b]) {
        const moves = page.locator(ENABLED_MOVE);
        if ((await moves.count()) > 0) {
          // The table re-renders as the other page's moves arrive: a control may vanish under the pointer.
          moved = await moves
            .first()
            .click({ timeout: 2000 })
            .then(() => true)
            .catch(() => false);
          if (moved) clicks++;
        }
      }
      if (!moved) await a.waitForTimeout(30);
    }
    await expect(b.locator('[part~="status"]').first().textContent()).resolves.toMatch(/Spel afgelopen/);
    // Each page checked the deal from the record itself: the server's seed and every seat's contribution (the
    // joiner's page sent its own; the seat made through the API sent none) made it.
    await expect
      .poll(async () => b.locator('[part~="status"]').first().textContent())
      .toMatch(/deling gecontroleerd/);
    await expect
      .poll(async () => a.locator('[part~="status"]').first().textContent())
      .toMatch(/deal verified: nobody could choose it/);
    // At the end the record is published: the page may download it.
    await a.locator('[part~="download"]:not([disabled])').waitFor();
    await shot(a, 'wine-cellar-hosted-desktop');
    const record = parseRecord(await (await fetch(`${url}/v1/matches/${match.id}/record`)).json());
    // Every move in the record was a click; a click on a control the other page's move had just made stale is
    // refused by the API and changes nothing, so there may be more clicks than moves.
    expect(record.moves.length).toBeGreaterThan(0);
    expect(record.moves.length).toBeLessThanOrEqual(clicks);
    expect(games['wine-cellar'].outcome(replay(games['wine-cellar'], record))).not.toBeNull();
  });
});

describe('a hosted Das Spiel match', () => {
  it.each([
    ['cui-bono', [{ kind: 'human' }, { kind: 'bot', level: 'easy' }], {}],
    // Real time at the bot's own pace (a second or two a round): a short game, 3 dice each.
    ['bunte-kuh', [{ kind: 'human' }, { kind: 'bot', level: 'easy' }], { stock: 3 }],
  ])(
    '%s: a person plays a whole match against the server’s bot by clicking',
    async (game, seats, options) => {
      const res = await fetch(`${url}/v1/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game, seats, options, seed: `hosted-${game}` }),
      });
      const match = (await res.json()) as { id: string; seats: { token?: string }[] };
      const page = await browser.newPage();
      await page.goto(
        `${url}/play.html?game=tafel-das-spiel&variant=${game}&match=${match.id}&token=${match.seats[0]!.token}`,
      );
      await page.locator('svg.pyramid').first().waitFor();
      let clicks = 0;
      while (!(await over(page))) {
        expect(clicks).toBeLessThan(2000);
        const moves = page.locator(ENABLED_MOVE);
        const moved =
          (await moves.count()) > 0 &&
          (await moves
            .first()
            .click({ timeout: 2000 })
            .then(() => true)
            .catch(() => false));
        if (moved) clicks++;
        else await page.waitForTimeout(30);
      }
      const record = parseRecord(await (await fetch(`${url}/v1/matches/${match.id}/record`)).json());
      const g = games[game as keyof typeof games];
      expect(g.outcome(replay(g, record) as never)).not.toBeNull();
      expect(record.moves.some((m) => m.seat === 0)).toBe(true);
      await shot(page, `das-spiel-${game}-hosted`);
      await page.close();
    },
    180_000,
  );
});
