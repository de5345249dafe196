/**
 * `tafel replay record.json`: rebuilds a match from its record and prints the outcome (or the first refused
 * move, with its rule). With `--verify`, it also checks the record's fair deal (`@tafel/core/match`'s
 * `verifyDeal`: the published commitment is that of the server seed and options, and the seed is the one the
 * server seed and every seat's contribution make) and fails when it does not hold.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { gameOf, games, parseRecord, replay } from '@tafel/core';
import { verifyDeal } from '@tafel/core/match';
import { table } from '../simulate/table.js';

/**
 * The first record of a file: the whole file when it is one JSON document (a pretty-printed record), otherwise
 * its first non-empty line (JSON lines). Later lines are never read, so a damaged tail does not matter.
 */
export function firstRecord(text: string, file: string): unknown {
  const whole = text.trim();
  const first = whole.split('\n', 1)[0]!.trim();
  for (const candidate of first === whole ? [whole] : [first, whole]) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next reading
    }
  }
  throw new Error(
    `${file}: neither the file nor its first line is a JSON match record${whole === '' ? ' (the file is empty)' : ''}`,
  );
}

/** Replays the record in `file` (a JSON record, or the first line of a JSON-lines file); returns the report. */
export function runReplay(file: string, flags: { json?: boolean } = {}): string {
  const record = parseRecord(firstRecord(readFileSync(file, 'utf8'), file));
  const game = gameOf(games, record.game);
  const state = replay(game, record);
  const outcome = game.outcome(state);
  if (flags.json)
    return JSON.stringify({ game: game.id, moves: record.moves.length, outcome, over: outcome !== null });
  const lines = [`${game.title.en}: ${record.moves.length} moves replayed, seed "${record.seed}"`];
  if (!outcome) {
    lines.push(`not finished; to move: seats ${game.active(state).join(', ')}`);
    return lines.join('\n');
  }
  const rows = [['seat', 'who', 'score', '']];
  outcome.scores.forEach((score, seat) => {
    const who = record.seats[seat]?.name ?? record.seats[seat]?.bot ?? '';
    rows.push([String(seat), who, String(score), outcome.winners.includes(seat) ? 'wins' : '']);
  });
  lines.push(table(rows));
  return lines.join('\n');
}

/** What `--verify` says of each outcome of the check. */
const VERDICT = {
  verified:
    'deal verified: the commitment is that of the server seed and the options, and the seed is the one the server seed and every contribution make',
  'no-proof':
    'deal NOT verified: the record carries no proof of its deal (a chosen seed, or a match from before fair deals)',
  commitment: 'deal NOT verified: the commitment is not that of the server seed and the options',
  seed: 'deal NOT verified: the seed is not the one the server seed and the contributions make',
} as const;

/**
 * `tafel replay --verify`: replays the record as {@link runReplay} does and checks its fair deal; `ok` is false
 * when the deal does not verify (the command then exits with 1).
 *
 * @example
 * ```ts
 * const { ok, text } = await verifyReplay('match.json');
 * ```
 */
export async function verifyReplay(
  file: string,
  flags: { json?: boolean } = {},
): Promise<{ ok: boolean; text: string }> {
  const replayed = runReplay(file, flags);
  const record = parseRecord(firstRecord(readFileSync(file, 'utf8'), file));
  const check = await verifyDeal(record);
  const reason = check.verified ? 'verified' : check.reason;
  if (flags.json) {
    const report = { ...(JSON.parse(replayed) as object), deal: check };
    return { ok: check.verified, text: JSON.stringify(report) };
  }
  return { ok: check.verified, text: `${replayed}\n${VERDICT[reason]}` };
}
