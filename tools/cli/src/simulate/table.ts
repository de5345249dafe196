/**
 * Text tables for the terminal: numbers right-aligned, text left-aligned, a header rule, nothing else.
 *
 * @module
 */

/** A cell that reads as a number (`1,234`, `0.997 ± 0.002`, `12%`, `3.5x …`) is right-aligned. */
const NUMERIC = /^[-−+]?[\d.,]+/;

/** Renders rows as an aligned text table; the first row is the header. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  const numeric = widths.map((_, c) =>
    rows.slice(1).every((r) => r[c] === undefined || r[c] === '' || NUMERIC.test(r[c]!)),
  );
  const line = (r: string[]) =>
    r
      .map((cell, c) => (numeric[c] ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
