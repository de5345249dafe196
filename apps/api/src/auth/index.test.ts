import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, hashToken, newMatchId, newToken, tokenMatches } from './index.js';

describe('seat tokens', () => {
  it('are 128 random bits in base64url, stored as their SHA-256', () => {
    const tokens = Array.from({ length: 200 }, () => newToken());
    for (const { token, hash } of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // The same hash as Node's own SHA-256: stores written before keep working.
      expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(hashToken(token)).toBe(hash);
    }
    expect(new Set(tokens.map((t) => t.token)).size).toBe(tokens.length);
  });

  it('match only their own hash', () => {
    const a = newToken();
    const b = newToken();
    expect(tokenMatches(a.token, a.hash)).toBe(true);
    expect(tokenMatches(a.token, b.hash)).toBe(false);
    expect(tokenMatches(a.token, '')).toBe(false);
    expect(tokenMatches(`${a.token}x`, a.hash)).toBe(false);
  });

  it('come from a Bearer header; match ids are 96 random bits', () => {
    expect(bearer('Bearer abc')).toBe('abc');
    expect(bearer('bearer  abc')).toBe('abc');
    expect(bearer('Basic abc')).toBeNull();
    expect(bearer(undefined)).toBeNull();
    const ids = Array.from({ length: 200 }, newMatchId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
