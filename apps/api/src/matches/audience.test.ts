import type { HostedEvent } from '@tafel/core/match';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/index.js';
import { Audience, type Listener } from './audience.js';

const listener = (seat: number | null, lang: 'en' | 'nl' = 'en') => {
  const heard: HostedEvent[] = [];
  const l: Listener = { seat, lang, send: (e) => heard.push(e) };
  return { l, heard };
};
const gone = (reason: 'deleted' | 'expired' | 'shutdown'): HostedEvent => ({ event: 'gone', reason });

describe('the audience of a match', () => {
  it('makes the events once per audience (a seat, or the spectators, in a language), the same objects for all', () => {
    const audience = new Audience({ perClient: 100, perMatch: 100 });
    const crowd = Array.from({ length: 50 }, () => listener(null));
    const dutch = listener(null, 'nl');
    const seat0 = listener(0);
    for (const x of [...crowd, dutch, seat0]) audience.join('m', `c${Math.random()}`, x.l);
    const made: string[] = [];
    audience.tell('m', (seat, lang) => {
      made.push(`${seat}:${lang}`);
      return [gone('expired')];
    });
    expect(made.sort()).toEqual(['0:en', 'null:en', 'null:nl']);
    // One object for the whole crowd: the route serialises it once.
    expect(new Set(crowd.map((x) => x.heard[0])).size).toBe(1);
    expect(seat0.heard[0]).not.toBe(crowd[0]!.heard[0]);
  });

  it('refuses a stream past the limit of a client or of a match (429 too-many-streams), and a closed one frees it', () => {
    const audience = new Audience({ perClient: 2, perMatch: 3 });
    const close = audience.join('m', 'a', listener(null).l);
    audience.join('n', 'a', listener(null).l);
    expect(() => audience.join('o', 'a', listener(null).l)).toThrow(ApiError);
    try {
      audience.join('o', 'a', listener(null).l);
    } catch (e) {
      expect((e as ApiError).status).toBe(429);
      expect((e as ApiError).code).toBe('too-many-streams');
    }
    close();
    close();
    audience.join('o', 'a', listener(null).l);
    audience.join('m', 'b', listener(null).l);
    audience.join('m', 'c', listener(null).l);
    audience.join('m', 'd', listener(null).l);
    expect(() => audience.join('m', 'e', listener(null).l)).toThrow(/streams/);
  });

  it('ends a match with a last event to each stream, and hears nothing of it after', () => {
    const audience = new Audience({ perClient: 10, perMatch: 10 });
    const x = listener(1);
    audience.join('m', 'a', x.l);
    audience.end('m', gone('deleted'));
    audience.tell('m', () => [gone('expired')]);
    expect(x.heard).toEqual([gone('deleted')]);
    expect(audience.watched('m')).toBe(false);
  });
});
