/**
 * For the unit tests beside the sources (not built): what an `ApiError` a call throws says.
 *
 * @module
 */
import { ApiError } from '../errors/index.js';

/**
 * The status and code `fn` is refused with (`"403 not-your-seat"`); throws when `fn` is not refused, or throws
 * anything but an `ApiError`.
 *
 * @example
 * expect(refusal(() => hostOnly(stored, caller))).toBe('403 host-only');
 */
export function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiError) return `${e.status} ${e.code}`;
    throw e;
  }
  throw new Error('not refused');
}
