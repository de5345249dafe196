/**
 * Who a request is (docs/api.md, "Secrets" and the 401/403 refusals): a seat by its token, the host by the host's,
 * a spectator without a token; a token of nobody at the table is refused, never taken for a spectator.
 */
import { describe, expect, it } from 'vitest';
import { newToken } from '../auth/index.js';
import type { StoredMatch } from '../store/index.js';
import { refusal } from '../test-support/refusal.js';
import { callerOf, hostOnly, seatOf } from './callers.js';

const anna = newToken();
const ben = newToken();
const host = newToken();
const stored = {
  host: host.hash,
  seats: [
    { kind: 'human', hash: anna.hash },
    { kind: 'bot', level: 'normal' },
    { kind: 'human', hash: ben.hash },
    { kind: 'open' },
  ],
} as unknown as StoredMatch;

describe('who asks', () => {
  it('is a seat by its token, the host by the host’s, a spectator without a token', () => {
    expect(callerOf(stored, `Bearer ${anna.token}`)).toEqual({ seat: 0, host: false });
    expect(callerOf(stored, `Bearer ${ben.token}`)).toEqual({ seat: 2, host: false });
    expect(callerOf(stored, `Bearer ${host.token}`)).toEqual({ seat: null, host: true });
    expect(callerOf(stored, undefined)).toEqual({ seat: null, host: false });
  });

  it('is refused with a token of nobody here, or a header that is no bearer token', () => {
    expect(refusal(() => callerOf(stored, `Bearer ${newToken().token}`))).toBe('401 invalid-token');
    expect(refusal(() => callerOf(stored, 'Basic abc'))).toBe('401 invalid-token');
  });

  it('needs a seat to play and the host’s token to manage', () => {
    expect(seatOf(stored, `Bearer ${ben.token}`)).toBe(2);
    expect(refusal(() => seatOf(stored, undefined))).toBe('401 token-required');
    expect(refusal(() => seatOf(stored, `Bearer ${host.token}`))).toBe('401 invalid-token');
    expect(() => hostOnly(stored, `Bearer ${host.token}`)).not.toThrow();
    expect(refusal(() => hostOnly(stored, undefined))).toBe('401 token-required');
    expect(refusal(() => hostOnly(stored, `Bearer ${anna.token}`))).toBe('403 not-host');
  });
});
