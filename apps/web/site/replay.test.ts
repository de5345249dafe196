/** The replay page's address: what `<tafel-replay>` is given from it. */
import { describe, expect, it } from 'vitest';
import { replayAttributes } from './replay.ts';
import { replayHref } from './replay-link.ts';

describe('replayAttributes', () => {
  it('a hosted match reads from the page origin, or the api named', () => {
    expect(replayAttributes('?match=m1&seat=2&move=7', 'https://t.example')).toEqual({
      match: 'm1',
      api: 'https://t.example',
      seat: '2',
      move: '7',
    });
    expect(replayAttributes('?match=m1&api=https://api.example', 'https://t.example').api).toBe(
      'https://api.example',
    );
    expect(replayAttributes('?match=m1&api=javascript:alert(1)', 'https://t.example').api).toBe(
      'https://t.example',
    );
  });
  it('a record file by src; seat all; nonsense left out', () => {
    expect(replayAttributes('?src=/r.json&seat=all&move=x', 'o')).toEqual({ src: '/r.json', seat: 'all' });
  });
});

describe('replayHref', () => {
  it('points beside the page, with the API only when given, the seat and the language', () => {
    expect(
      replayHref('https://t.example/play.html?match=m1&token=secret', { match: 'm 1', seat: 2, lang: 'nl' }),
    ).toBe('https://t.example/replay.html?match=m+1&seat=2&lang=nl');
    expect(
      replayHref('https://t.example/sub/play.html', { match: 'm1', api: 'https://api.example', seat: null }),
    ).toBe('https://t.example/sub/replay.html?match=m1&api=https%3A%2F%2Fapi.example');
  });
});
