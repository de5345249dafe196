/**
 * Human-language strings in JSON answers, written as ASCII.
 *
 * One character outside ASCII anywhere in an answer (the ♣ of "play ♣9") makes V8's `JSON.stringify` build
 * the whole answer as a two-byte string, which Node then measures and encodes to UTF-8 the slow way on its way
 * to the socket. {@link asciiText} writes such a string with `\uXXXX` escapes instead (the same JSON value to
 * every parser), held one byte a character, and hands it to `JSON.stringify` as raw JSON text, so the answer
 * stays one-byte. With the move check found by type in `@tafel/core`, it took a `/validate` on a mid-deal
 * Wiezen state from 89 to 74 µs of server CPU.
 *
 * @module
 */

/** `JSON.rawJSON` (Node 21+, workerd, current browsers; not yet in TypeScript's `lib`). */
const rawJSON = (JSON as { rawJSON?: (text: string) => unknown }).rawJSON;

const NON_ASCII = /[\u0080-\uffff]/;

/**
 * `text` as a value for `JSON.stringify` that it writes in ASCII. Where `JSON.rawJSON` is missing, `text`
 * itself: the same answer, only slower to write.
 *
 * @example
 * ```ts
 * JSON.stringify({ description: asciiText('play ♣9') }); // '{"description":"play \\u26639"}'
 * JSON.parse(JSON.stringify({ description: asciiText('play ♣9') })).description; // 'play ♣9'
 * ```
 */
export function asciiText(text: string): string {
  if (rawJSON === undefined) return text;
  const json = JSON.stringify(text);
  if (!NON_ASCII.test(json)) return text;
  // Built up from one-byte pieces, not by `replace`: V8 keeps a two-byte string two-byte through `replace` and
  // `slice` even where every character left is ASCII, and `JSON.stringify` would widen the answer all the same.
  let ascii = '';
  for (let i = 0; i < json.length; i++) {
    const code = json.charCodeAt(i);
    ascii += code < 0x80 ? String.fromCharCode(code) : `\\u${code.toString(16).padStart(4, '0')}`;
  }
  // Typed as the string it stands for: to JSON.stringify, the only thing that reads it, it is that string.
  return rawJSON(ascii) as string;
}
