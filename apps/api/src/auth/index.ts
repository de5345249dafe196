/**
 * Seat tokens for hosted matches: 128 random bits (base64url), shown once, stored only as their SHA-256 and
 * compared in constant time. Written on the web's own crypto (`crypto.getRandomValues`) and a synchronous
 * SHA-256 (`@noble/hashes`), so the same code runs on Node, in workerd and in any runtime without Node's
 * built-ins.
 *
 * @module
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** `n` random bytes as base64url. */
function randomWord(n: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * A new token and the hash to store.
 *
 * @example
 * ```ts
 * const { token, hash } = newToken(); // give `token` to the player, keep `hash`
 * ```
 */
export function newToken(): { token: string; hash: string } {
  const token = randomWord(16);
  return { token, hash: hashToken(token) };
}

/** The stored form of a token (SHA-256, hex). */
export function hashToken(token: string): string {
  return bytesToHex(sha256(utf8ToBytes(token)));
}

/** Whether `token` is the one behind `hash`, in time that does not depend on where they differ. */
export function tokenMatches(token: string, hash: string): boolean {
  const a = hashToken(token);
  if (a.length !== hash.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ hash.charCodeAt(i);
  return diff === 0;
}

/** The bearer token of an `Authorization` header, if any. */
export function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? m[1]! : null;
}

/** A new match id: 96 random bits. */
export function newMatchId(): string {
  return randomWord(12);
}
