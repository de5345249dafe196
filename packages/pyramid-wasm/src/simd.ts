/**
 * Whether this engine runs WebAssembly's 128-bit SIMD: `WebAssembly.validate` of a tiny module that uses it.
 * The loader picks the SIMD build of the kernels where it validates and the scalar build elsewhere, instead of
 * letting an engine without SIMD refuse the whole module.
 *
 * @module
 */

/**
 * The probe: one function `() -> v128` made of `i32.const 0`, `i8x16.splat`, `i8x16.popcnt`. The popcount
 * (opcode `0xfd 0x62`) is there because the kernels use it and engines that shipped an early SIMD draft
 * numbered it differently: they refuse the probe, so they get the scalar build.
 */
// biome-ignore format: the bytes one line a section of the module.
export const SIMD_PROBE: Uint8Array = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // "\0asm", version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // type section: one type, () -> v128
  0x03, 0x02, 0x01, 0x00, // function section: one function of type 0
  0x0a, 0x0a, 0x01, 0x08, 0x00, // code section: one body of 8 bytes, no locals
  0x41, 0x00, 0xfd, 0x0f, 0xfd, 0x62, 0x0b, // i32.const 0, i8x16.splat, i8x16.popcnt, end
]);

/** What the probe needs of the `WebAssembly` global. */
export type Validate = (bytes: Uint8Array) => boolean;

/**
 * Whether SIMD validates here. `validate` defaults to the engine's `WebAssembly.validate` (tests pass one that
 * says no, to see the scalar path); without `WebAssembly` at all, `false`.
 *
 * @example
 * ```ts
 * simdSupported(); // true in Node 16.4+, Chromium 91+, Firefox 89+, Safari 16.4+
 * simdSupported(() => false); // false: what an engine without SIMD answers
 * ```
 */
export function simdSupported(validate?: Validate): boolean {
  const wasm = (globalThis as { WebAssembly?: { validate(bytes: Uint8Array): boolean } }).WebAssembly;
  const check = validate ?? (wasm ? (bytes: Uint8Array) => wasm.validate(bytes) : null);
  if (!check) return false;
  try {
    return check(SIMD_PROBE);
  } catch {
    return false;
  }
}
