/**
 * The end-of-game replay actions of a hosted table, drawn alone in Chromium: "Copy the replay link" puts
 * `replay.html?match=…&api=…` on the clipboard and says so (or shows the link to copy by hand when the clipboard
 * refuses), "Watch the replay" opens `<tafel-replay>` on the match's record from the API, in Dutch too.
 */
import { html, render } from 'lit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { until } from '../test-support/play.js';
import { type EndOfGame, ReplayActions } from './end-actions.js';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The actions drawn into a host, drawn again whenever they say they changed. */
function drawn(end: EndOfGame): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  const draw = (): void => {
    render(html`${actions.render(end)}`, host);
  };
  const actions: ReplayActions = new ReplayActions(draw);
  draw();
  return host;
}

const hosted: EndOfGame = {
  record: null,
  hosted: { api: 'https://api.example/', match: 'm 1' },
  viewer: 2,
  lang: 'en',
};

describe('the end-of-game replay actions of a hosted table', () => {
  it('copies the replay link (the API named: another origin) and says so', async () => {
    const copied: string[] = [];
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text: string) => {
      copied.push(text);
    });
    const host = drawn(hosted);
    host.querySelector<HTMLButtonElement>('[part~="copy-replay-link"]')!.click();
    await until(() => host.querySelector('[part~="replay-link-status"]') !== null);
    const expected = new URL('replay.html', location.href);
    expected.searchParams.set('match', 'm 1');
    expected.searchParams.set('api', 'https://api.example');
    expected.searchParams.set('lang', 'en');
    expect(copied).toEqual([expected.href]);
    expect(host.querySelector('[part~="replay-link-status"]')!.textContent?.trim()).toBe('Link copied.');
  });

  it('shows the link to copy by hand when the clipboard refuses; the API of the page itself is left out', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    const host = drawn({ ...hosted, hosted: { api: location.origin, match: 'm2' }, lang: 'nl' });
    const copy = host.querySelector<HTMLButtonElement>('[part~="copy-replay-link"]')!;
    expect(copy.textContent?.trim()).toBe('Kopieer de link naar de herhaling');
    copy.click();
    await until(() => host.querySelector('[part~="replay-link"]') !== null);
    const input = host.querySelector<HTMLInputElement>('[part~="replay-link"]')!;
    expect(input.value).toBe(new URL('replay.html?match=m2&lang=nl', location.href).href);
  });

  it("watch the replay opens <tafel-replay> on the match's record, from the seat's view", async () => {
    const host = drawn(hosted);
    const watch = host.querySelector<HTMLButtonElement>('[part~="watch-replay"]')!;
    expect(watch.getAttribute('aria-expanded')).toBe('false');
    watch.click();
    await until(() => host.querySelector('tafel-replay') !== null);
    const replay = host.querySelector('tafel-replay')!;
    expect([replay.getAttribute('api'), replay.getAttribute('match'), replay.getAttribute('seat')]).toEqual([
      'https://api.example/',
      'm 1',
      '2',
    ]);
    expect(watch.getAttribute('aria-expanded')).toBe('true');
    expect(watch.textContent?.trim()).toBe('Close the replay');
  });
});
