/**
 * The bytes of the event stream, as docs/api.md's events say: an `event:` line naming it and one `data:` line of
 * JSON (`gone` carries `{ reason }`, `chat` the message, `view` and `end` the view), a blank line after each; a
 * text's line break never splits the data line; an event object is serialised once for every stream.
 */
import type { HostedView } from '@tafel/core/match';
import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../matches/hosted.js';
import { framed, joined } from './frames.js';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('the bytes of the event stream', () => {
  it('frame each event as an event line and one data line of JSON', () => {
    expect(text(framed({ event: 'gone', reason: 'expired' }))).toBe(
      'event: gone\ndata: {"reason":"expired"}\n\n',
    );
    const view = { id: 'm1', seat: 0 } as unknown as HostedView;
    expect(text(framed({ event: 'end', view }))).toBe('event: end\ndata: {"id":"m1","seat":0}\n\n');
  });

  it('keep a chat message with a line break on one data line', () => {
    const event: MatchEvent = { event: 'chat', message: { n: 0, seat: 1, text: 'hi\n\nevent: gone', at: 5 } };
    const lines = text(framed(event)).split('\n');
    expect(lines).toEqual([
      'event: chat',
      'data: {"n":0,"seat":1,"text":"hi\\n\\nevent: gone","at":5}',
      '',
      '',
    ]);
  });

  it('serialise an event object once, however many streams send it', () => {
    const event: MatchEvent = { event: 'gone', reason: 'deleted' };
    expect(framed(event)).toBe(framed(event));
    expect(framed({ ...event })).not.toBe(framed(event));
  });

  it('join a batch into one write, in order', () => {
    const a = framed({ event: 'gone', reason: 'deleted' });
    const b = framed({ event: 'gone', reason: 'shutdown' });
    expect(joined([a])).toBe(a);
    expect(text(joined([a, b]))).toBe(text(a) + text(b));
  });
});
