/**
 * The play-together pages' pure parts: the table page's links (what they carry, and that nothing secret stays
 * in an address), what a browser keeps per match (the seat's key, the host's, the oldest forgotten first), and
 * the site's catalogue for playing together (every key in English and Dutch, with the same placeholders).
 */
import { describe, expect, it } from 'vitest';
import { type Message, translate } from '../src/i18n/index.ts';
import { forgetSeat, KEEP_AT_MOST, keep, kept, keptMatches, memoryStore } from './kept.ts';
import { inviteHref, lobbyHref, readPlayLink, rejoinHref, tableAddress } from './links.ts';
import { togetherTexts } from './together-texts.ts';

const PAGE = 'https://tafel.example/games/index.html';

describe('the table page links', () => {
  it('reads a table, an invite to a seat, a rejoin code, the language and an older link’s token', () => {
    expect(readPlayLink('?match=m1&seat=1&invite=abc&lang=nl')).toEqual({
      match: 'm1',
      seat: 1,
      invite: 'abc',
      lang: 'nl',
    });
    expect(readPlayLink('?match=m1&rejoin=r-2')).toEqual({ match: 'm1', rejoin: 'r-2' });
    expect(readPlayLink('?game=tafel-wiezen&match=m1&token=t1')).toMatchObject({
      match: 'm1',
      token: 't1',
      element: 'tafel-wiezen',
    });
  });

  it('names no table without a well-formed match, and drops what is not well formed', () => {
    expect(readPlayLink('?seat=1')).toBeNull();
    expect(readPlayLink('?match=a%20b')).toBeNull();
    expect(readPlayLink('?match=m1&seat=9&lang=fr&invite=%3Cx%3E&api=javascript:x')).toEqual({ match: 'm1' });
  });

  it('makes links next to the page, and the table’s own address holds no seat, code or token', () => {
    const link = readPlayLink('?match=m1&seat=2&invite=abc&rejoin=r1&token=t1&lang=nl')!;
    expect(tableAddress(PAGE, link)).toBe('https://tafel.example/games/play.html?match=m1&lang=nl');
    expect(inviteHref(PAGE, { match: 'm1' }, 2, 'abc')).toBe(
      'https://tafel.example/games/play.html?match=m1&seat=2&invite=abc',
    );
    expect(lobbyHref(PAGE, { lang: 'nl' })).toBe('https://tafel.example/games/together.html?lang=nl');
    expect(rejoinHref(PAGE, { match: 'm1', lang: 'nl' }, 'r1')).toBe(
      'https://tafel.example/games/play.html?match=m1&rejoin=r1&lang=nl',
    );
  });
});

describe('a guided game from the table page’s link', () => {
  it('reads `&guided`, keeps it in the table’s own address, and gives it to no invite', () => {
    const link = readPlayLink('?match=m1&token=t1&guided')!;
    expect(link).toEqual({ match: 'm1', token: 't1', guided: true });
    expect(readPlayLink('?match=m1')).not.toHaveProperty('guided');
    expect(tableAddress(PAGE, link)).toBe('https://tafel.example/games/play.html?match=m1&guided=');
    expect(readPlayLink(new URL(tableAddress(PAGE, link)).search)).toEqual({ match: 'm1', guided: true });
    expect(inviteHref(PAGE, link, 1)).toBe('https://tafel.example/games/play.html?match=m1&seat=1');
  });
});

describe('what a browser keeps of its tables', () => {
  it('keeps a seat and a host token per match, and forgets the seat alone when its key stops working', () => {
    const store = memoryStore();
    keep(store, 'm1', { seat: 1, token: 't', rejoin: 'r' }, 1);
    keep(store, 'm1', { host: 'h', game: 'wiezen' }, 2);
    expect(kept(store, 'm1')).toEqual({ seat: 1, token: 't', rejoin: 'r', host: 'h', game: 'wiezen', at: 2 });
    forgetSeat(store, 'm1');
    expect(kept(store, 'm1')).toEqual({ host: 'h', game: 'wiezen', at: 2 });
    keep(store, 'm2', { seat: 0, token: 'u' }, 3);
    forgetSeat(store, 'm2');
    expect(kept(store, 'm2')).toBeNull();
  });

  it('forgets the oldest matches beyond the most it keeps, and ignores what it cannot read', () => {
    const store = memoryStore();
    for (let i = 0; i < KEEP_AT_MOST + 5; i++) keep(store, `m${i}`, { token: `t${i}` }, i);
    const all = keptMatches(store);
    expect(all).toHaveLength(KEEP_AT_MOST);
    expect(all[0]!.match).toBe(`m${KEEP_AT_MOST + 4}`);
    expect(kept(store, 'm0')).toBeNull();
    store.setItem('tafel:match:bad', '{not json');
    store.setItem('tafel:match:odd', JSON.stringify({ at: 1, token: 5 }));
    expect(kept(store, 'bad')).toBeNull();
    expect(kept(store, 'odd')).toBeNull();
  });
});

describe('the play-together catalogue', () => {
  const holes = (m: Message): string[] =>
    [
      ...new Set([
        ...(typeof m === 'string' ? [] : [m.count]),
        ...(typeof m === 'string'
          ? [m]
          : Object.entries(m).flatMap(([k, v]) => (k === 'count' || typeof v !== 'string' ? [] : [v]))
        ).flatMap((t) => [...t.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((h) => h[1]!)),
      ]),
    ].sort();

  it('has every key in English and Dutch, with the same placeholders', () => {
    const en: Record<string, Message> = togetherTexts.en;
    const nl: Record<string, Message> = togetherTexts.nl;
    expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) expect(holes(nl[key]!), key).toEqual(holes(en[key]!));
  });

  it('writes plurals and numbers as each language does', () => {
    expect(translate(togetherTexts, 'en')('dealsN', { n: 1 })).toBe('1 deal');
    expect(translate(togetherTexts, 'nl')('dealsN', { n: 16 })).toBe('16 delingen');
    expect(translate(togetherTexts, 'en')('seatsOpen', { n: 1, total: 4 })).toBe('1 of 4 seats open');
  });
});
