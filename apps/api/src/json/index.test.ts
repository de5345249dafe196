import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiText } from './index.js';

describe('asciiText', () => {
  it('writes a suit symbol as an escape, and reads back as the same string', () => {
    const text = JSON.stringify({ description: asciiText('play ♣9') });
    expect(text).toBe('{"description":"play \\u26639"}');
    expect(JSON.parse(text).description).toBe('play ♣9');
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
