/**
 * Seat tokens for hosted matches: 128 random bits (base64url), shown once, stored only as their SHA-256 and
 * compared in constant time.
 *
 * @module
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A new token and the hash to store.
 *
 * @example
 * ```ts
 * const { token, hash } = newToken(); // give `token` to the player, keep `hash`
 * ```
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(16).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The stored form of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one behind `hash` (constant time). */
export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The bearer token of an `Authorization` header, if any. */
export function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? m[1]! : null;
}

/** A new match id: 96 random bits. */
export function newMatchId(): string {
  return randomBytes(12).toString('base64url');
}
