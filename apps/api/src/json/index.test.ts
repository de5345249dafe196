import { serialize } from 'node:v8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiText } from './index.js';

describe('asciiText', () => {
  it('writes a suit symbol as an escape, and reads back as the same string', () => {
    const text = JSON.stringify({ description: asciiText('play ♣9') });
    expect(text).toBe('{"description":"play \\u26639"}');
    expect(JSON.parse(text).description).toBe('play ♣9');
  });

  // The point of asciiText is V8's one-byte strings: a raw JSON text held two-byte (as `replace` leaves one)
  // makes JSON.stringify widen its buffer. V8's serializer tags a string by how it is held: '"' for one byte a
  // character, 'c' for two.
  it('hands JSON.stringify a raw text held one byte a character', () => {
    const held = (s: string) => String.fromCharCode(serialize(s).find((b) => b === 0x22 || b === 0x63)!);
    expect(held(JSON.stringify('play ♣9'))).toBe('c');
    const raw = asciiText('play ♣9 — 🂡') as unknown as { rawJSON: string };
    expect(raw.rawJSON).toBe('"play \\u26639 \\u2014 \\ud83c\\udca1"');
    expect(held(raw.rawJSON)).toBe('"');
  });

  it('leaves an ASCII string as it is', () => {
    expect(asciiText('pass')).toBe('pass');
  });

  // Any string, with quotes, backslashes, control characters, astral characters and lone surrogates: the
  // answer is ASCII and parses back to the very string.
  it('round-trips every string through ASCII JSON', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const text = JSON.stringify({ s: asciiText(s) });
        expect(text).toMatch(/^[^\u0080-\uffff]*$/);
        expect(JSON.parse(text).s).toBe(s);
      }),
      { numRuns: 500 },
    );
  });
});
