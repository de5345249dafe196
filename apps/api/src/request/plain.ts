/**
 * Plain, visible text from strangers (names at a table, chat messages): what would make one text look like
 * another, hide inside it or scramble the text around it where it is shown is refused — control characters
 * (NUL and the like), format characters (bidi overrides and isolates such as U+202E, zero-width spaces and
 * joiners, U+FEFF) and lone surrogates.
 *
 * @module
 */
import { z } from 'zod';

const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/**
 * Whether `text` holds only visible characters (and ordinary spaces).
 *
 * @example
 * ```ts
 * plainText('Anna'); // true
 * plainText('evil\u202Etxt'); // false
 * ```
 */
export function plainText(text: string): boolean {
  return !HIDDEN.test(text);
}

/** A name at a table or of a person: 1–40 visible characters once trimmed. */
export const Name = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .refine(plainText, 'A name may not hold control or invisible characters.');
