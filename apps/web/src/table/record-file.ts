/**
 * A match record as a file: saved from the table as JSON, and read back from a file a person picks.
 *
 * @module
 */
import type { MatchRecord } from '@tafel/core';

/** Saves `record` as `<game>-<seed>.json`. */
export function downloadRecord(record: MatchRecord): void {
  const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${record.game}-${record.seed}.json`;
  a.click();
  URL.revokeObjectURL(a.href);
}

/** The JSON of the file picked in a file input's `change` (`null`: none picked); clears the input. */
export async function pickedRecord(e: Event): Promise<MatchRecord | null> {
  const input = e.target as HTMLInputElement;
  const file = input.files?.[0];
  input.value = '';
  if (!file) return null;
  return JSON.parse(await file.text()) as MatchRecord;
}
