/** The replay page's address: what `<tafel-replay>` is given from it. */
import { describe, expect, it } from 'vitest';
import { replayAttributes } from './replay.ts';

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
