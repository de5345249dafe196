/**
 * A fair deal at a hosted table, that no one — not the host, not a joiner, not the server's operator — can choose
 * or foresee, and that anyone can check from the match's record afterwards:
 *
 * 1. When the table is made, the server draws a secret seed and publishes its **commitment**, the SHA-256 of
 *    `JSON.stringify([serverSeed, options])` (hex).
 * 2. Every person who sits down sends a **contribution** of their own, a random word their client draws (the
 *    web table draws 128 bits); nobody sees another's.
 * 3. When the table begins (the last seat taken, or the host starting it), the deal's seed is the SHA-256 of
 *    `JSON.stringify([serverSeed, ...contributions])`, one entry a seat in seat order (`null` for a bot's seat),
 *    and the game is set up from it. No card exists before that moment.
 * 4. With the record at the end come the server seed and every contribution: {@link verifyDeal} checks the
 *    commitment and the seed.
 *
 * The server, which knows its seed, cannot steer the deal without knowing the people's contributions, which
 * come after its commitment; a person cannot steer it without the server's seed, which is secret until the end.
 *
 * Hashing uses the platform's Web Crypto (`crypto.subtle`: browsers, Node, Workers), so it is asynchronous.
 *
 * @module
 */
import type { DealProof, MatchRecord } from '../record/index.js';

/** SHA-256 of a text (UTF-8), as lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The commitment to a server seed and the options, published when the table is made.
 *
 * @example
 * ```ts
 * await commitmentTo('k3J…', { deals: 16 }); // '9f2c…' (64 hex digits)
 * ```
 */
export function commitmentTo(serverSeed: string, options: unknown): Promise<string> {
  return sha256Hex(JSON.stringify([serverSeed, options]));
}

/**
 * The seed of the deal: from the server's seed and every seat's contribution, in seat order.
 *
 * @example
 * ```ts
 * await dealSeed('k3J…', ['a1f…', null, '07c…', null]); // the match's `seed`
 * ```
 */
export function dealSeed(serverSeed: string, contributions: readonly (string | null)[]): Promise<string> {
  return sha256Hex(JSON.stringify([serverSeed, ...contributions]));
}

/**
 * A contribution for a seat: 128 random bits from the platform's generator, as hex.
 *
 * @example
 * ```ts
 * fetch(`/v1/matches/${id}/seats/1/join`, { method: 'POST', body: JSON.stringify({ contribution: newContribution() }) });
 * ```
 */
export function newContribution(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** What {@link verifyDeal} found. */
export type DealCheck =
  | { verified: true }
  | {
      verified: false;
      /** `no-proof`: the record carries none (a chosen seed, or a match from before fair deals). */
      reason: 'no-proof' | 'commitment' | 'seed';
    };

/**
 * Checks a record's deal: the published commitment is that of its server seed and options, and its seed is the
 * one the server seed and the contributions make.
 *
 * @example
 * ```ts
 * const check = await verifyDeal(record); // { verified: true }
 * ```
 */
export async function verifyDeal(record: Pick<MatchRecord, 'seed' | 'options' | 'deal'>): Promise<DealCheck> {
  const deal: DealProof | undefined = record.deal;
  if (!deal) return { verified: false, reason: 'no-proof' };
  if ((await commitmentTo(deal.serverSeed, record.options)) !== deal.commitment)
    return { verified: false, reason: 'commitment' };
  if ((await dealSeed(deal.serverSeed, deal.contributions)) !== record.seed)
    return { verified: false, reason: 'seed' };
  return { verified: true };
}
