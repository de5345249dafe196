/**
 * Every one of the nine tables as a person meets it, at 1280×900 (a laptop) and 390×844 (a phone), against the
 * built site in Debian's Chromium: a game played into its middle by clicking real controls, and on each of the
 * person's turns, before the click, a look at the screen — the controls to press are inside the viewport (their
 * `getBoundingClientRect`, not scrolled there by the test), no heading breaks inside a word (each word's text
 * rectangles on one line), every line of the move log names who made the move, and no "You" line takes a
 * third-person verb ("You wins"). The seats sit around the felt, the person's at the bottom.
 *
 * A few turns per table keep it short; which control is clicked is chosen by a counter, so a run clicks the same.
 */
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENABLED_MOVE, launch, serveDist, tablePage } from './support.js';

let browser: Browser;
let server: Server;
let url: string;

beforeAll(async () => {
  ({ server, url } = await serveDist());
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** A table to play: its element, and how many of the person's turns to look at. */
interface Table {
  readonly name: string;
  readonly element: string;
  readonly turns: number;
}

/** Turn-based bots answer at once; the real-time ones race at a pace a person can keep up with. */
const turnBased = (tag: string, seats: string, extra = '') =>
  `<${tag} seats="${seats}" seed="felt" bot-delay="0"${extra}></${tag.split(' ')[0]}>`;
const realtime = (game: string) =>
  `<tafel-das-spiel game="${game}" seats="you,bot,bot" seed="felt" bot-delay="3000" roll-pause="400"></tafel-das-spiel>`;

const TABLES: readonly Table[] = [
  { name: 'wine-cellar', element: turnBased('tafel-wine-cellar', 'you,bot'), turns: 4 },
  // Wiezen through its first deal, to the deal's summary (a table of column heads on a phone).
  { name: 'wiezen', element: turnBased('tafel-wiezen', 'you,bot,bot,bot'), turns: 16 },
  { name: 'weinhaendler', element: turnBased('tafel-weinhaendler', 'you,bot,bot'), turns: 4 },
  { name: 'abquetschen', element: turnBased('tafel-das-spiel game="abquetschen"', 'you,bot'), turns: 4 },
  { name: 'cui-bono', element: turnBased('tafel-das-spiel game="cui-bono"', 'you,bot'), turns: 4 },
  {
    name: 'eintrichtern',
    element: turnBased('tafel-das-spiel game="eintrichtern"', 'you,bot,bot'),
    turns: 4,
  },
  { name: 'wuerfelmarsch', element: turnBased('tafel-das-spiel game="wuerfelmarsch"', 'you,bot'), turns: 4 },
  { name: 'raffzahn', element: realtime('raffzahn'), turns: 2 },
  { name: 'bunte-kuh', element: realtime('bunte-kuh'), turns: 2 },
];

const SIZES = [
  [1280, 900],
  [390, 844],
] as const;

/** What the screen shows on a turn, measured in the page. */
interface Look {
  /** The controls to press that lie (partly) outside the viewport: their names and boxes. */
  outside: string[];
  /** Headings (and column heads, plates' names) with a word broken over two lines. */
  broken: string[];
  /** Log lines that do not begin with a seat's name. */
  nameless: string[];
  /** "You" lines whose verb is in the third person. */
  thirdPerson: string[];
  /** Where the person's plate sits around the felt. */
  myPlace: string | null;
}

/** Where the table is: alone on a test page, or on the site's page of it. */
const ALONE = 'main > *';

/** Looks at the table `at` (see {@link Look}). */
function look(page: Page, at: string): Promise<Look> {
  return page.evaluate(
    async ({ enabled, at }) => {
      // Let the table draw (and bring its controls into view) before looking.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const root = document.querySelector(at)!.shadowRoot!;
      const vw = window.innerWidth;
      const vh = window.innerHeight;
      const controls = [...root.querySelectorAll(`${enabled}, [part~="continue"], [part~="reveal"]`)];
      const outside = controls.flatMap((c) => {
        const r = c.getBoundingClientRect();
        const inside = r.top >= -1 && r.left >= -1 && r.bottom <= vh + 1 && r.right <= vw + 1;
        const name = c.getAttribute('aria-label') ?? c.textContent?.trim() ?? c.tagName;
        return inside
          ? []
          : [`${name} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.bottom)}`];
      });
      // A word broken inside: its characters' rectangles lie on more than one line.
      const broken: string[] = [];
      for (const h of root.querySelectorAll('h1, h2, h3, h4, th, summary, .plate .name')) {
        const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const m of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const tops = new Set(
              [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
            );
            if (tops.size > 1) broken.push(`${m[0]} in “${h.textContent?.trim()}”`);
          }
        }
      }
      const names = [...root.querySelectorAll('[part~="seat-plate"] .name')].map((n) =>
        n.textContent!.trim(),
      );
      const lines = [...root.querySelectorAll('[part~="log-lines"] > li:not([part~="milestone"])')].map((l) =>
        l.textContent!.replace(/^\s*\d+\.\s*/, '').trim(),
      );
      const nameless = lines.filter((l) => !names.some((n) => l.startsWith(n)));
      // "You bid", "You pass", "You take": never "You bids", "You wins" (a verb ending in -ss is not one).
      const thirdPerson = lines.filter(
        (l) => /^You [a-z]+(?<!s)s\b/.test(l) && !/^You (is|was|has)\b/.test(l),
      );
      const mine = root.querySelector('[part~="seat-plate"][data-place="bottom"] .name');
      return { outside, broken, nameless, thirdPerson, myPlace: mine ? mine.textContent!.trim() : null };
    },
    { enabled: ENABLED_MOVE, at },
  );
}

/** Waits until the person must press something (a move, a summary's Continue); `false` if the game ended. */
async function myTurn(page: Page, at: string): Promise<boolean> {
  const handle = await page.waitForFunction(
    ({ enabled, at }) => {
      const root = document.querySelector(at)?.shadowRoot;
      if (!root) return null;
      if (root.querySelector(`${enabled}, [part~="continue"]`)) return 'turn';
      return root.querySelector('[part~="standings"]') ? 'over' : null;
    },
    { enabled: ENABLED_MOVE, at },
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) === 'turn';
}

/**
 * Plays `turns` of the person's turns at the table `at` by clicking (the nth enabled control by a counter), and
 * before each click says what is wrong on the screen (see {@link Look}).
 */
async function playTurns(
  page: Page,
  turnsWanted: number,
  at: string,
): Promise<{ problems: string[]; turns: number }> {
  const problems: string[] = [];
  let turns = 0;
  for (let clicks = 0; turns < turnsWanted; clicks++) {
    if (!(await myTurn(page, at))) break;
    const seen = await look(page, at);
    const when = `turn ${turns + 1}`;
    problems.push(
      ...seen.outside.map((o) => `${when}: control outside the viewport: ${o}`),
      ...seen.broken.map((b) => `${when}: heading broken inside a word: ${b}`),
      ...seen.nameless.map((l) => `${when}: log line names nobody: ${l}`),
      ...seen.thirdPerson.map((l) => `${when}: "You" with a third-person verb: ${l}`),
    );
    expect(seen.myPlace, 'the person sits at the bottom of the felt').toBe('You');
    const next = page.locator('[part~="continue"]');
    if ((await next.count()) > 0) {
      await next.first().click();
      continue;
    }
    turns++;
    const moves = page.locator(ENABLED_MOVE);
    const n = await moves.count();
    // Real time: a control may go as the bots take the round; the next look finds what is there then.
    if (n > 0)
      await moves
        .nth(clicks % n)
        .click({ timeout: 2000 })
        .catch(() => undefined);
  }
  return { problems, turns };
}

for (const [width, height] of SIZES) {
  describe(`the nine tables at ${width}×${height}`, () => {
    for (const table of TABLES) {
      it(`${table.name}: on each turn the controls are in view, headings whole, every log line names its actor; rules and how to play on the table`, async () => {
        const page = await tablePage(browser, url, table.element, width, 'en', height);
        const { problems, turns } = await playTurns(page, table.turns, ALONE);
        expect(problems).toEqual([]);
        expect(turns).toBeGreaterThan(0);
        // The table teaches: its rules panel opens on the game's short rules, and links to how to play it.
        const rules = page.locator(`${ALONE} [part~="rules"]`).first();
        await rules.locator('[part~="rules-toggle"]').click();
        await expect.poll(() => rules.textContent()).toMatch(/(\w+ ){8}/);
        const howTo = rules.locator('[part~="how-to-play"]');
        expect(await howTo.getAttribute('href')).toMatch(/how-to-play\.html\?game=[a-z-]+/);
        expect(await howTo.isVisible()).toBe(true);
        await page.close();
      });
    }
  });
}

describe('on the site’s own page, under its header', () => {
  it('Raffzahn at 1280×900: the roll and STOP buttons are in view whenever it is your turn', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${url}/das-spiel.html#raffzahn`);
    const at = '#table > *';
    await page.waitForFunction((at) => document.querySelector(at)?.shadowRoot?.querySelector('.table'), at);
    await page.evaluate((at) => {
      const el = document.querySelector(at)!;
      // The pace first: a new seed deals a new game, which takes the pace it finds.
      el.setAttribute('bot-delay', '3000');
      el.setAttribute('roll-pause', '400');
      el.setAttribute('seed', 'felt-site');
    }, at);
    const { problems, turns } = await playTurns(page, 3, at);
    expect(problems).toEqual([]);
    expect(turns).toBe(3);
    await page.close();
  });
});

describe('motion, and none when asked', () => {
  /** The animation of the first card on the trick, once one lies there (cards are clicked until one does). */
  async function trickAnimation(page: Page): Promise<string> {
    for (let clicks = 0; clicks < 60; clicks++) {
      const name = await page.evaluate(() => {
        const card = document.querySelector('main > *')?.shadowRoot?.querySelector('[part~="trick-card"]');
        return card ? getComputedStyle(card).animationName : null;
      });
      if (name !== null) return name;
      const next = page.locator(`${ENABLED_MOVE}, [part~="continue"]`);
      await next.first().waitFor({ timeout: 30_000 });
      await next.nth(clicks % (await next.count())).click();
    }
    throw new Error('no card reached the trick');
  }

  it('a Wiezen card travels to the trick from its seat; under prefers-reduced-motion or at the speed "instant" it just lies there', async () => {
    // The bots at the speed "fast" (250 ms a move): the cards move.
    const element = turnBased('tafel-wiezen', 'you,bot,bot,bot').replace('bot-delay="0"', 'bot-delay="250"');
    const moving = await tablePage(browser, url, element, 1280, 'en', 900);
    expect(await trickAnimation(moving)).toMatch(/^(from|to)-(bottom|left|top|right)$/);
    await moving.close();
    const still = await tablePage(browser, url, element, 1280, 'en', 900);
    await still.emulateMedia({ reducedMotion: 'reduce' });
    expect(await trickAnimation(still)).toBe('none');
    await still.close();
    const instant = await tablePage(
      browser,
      url,
      turnBased('tafel-wiezen', 'you,bot,bot,bot'),
      1280,
      'en',
      900,
    );
    expect(await trickAnimation(instant)).toBe('none');
    await instant.close();
  });
});
