/**
 * `tafel replay record.json`: rebuilds a match from its record and prints the outcome (or the first refused
 * move, with its rule).
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { gameOf, games, parseRecord, replay } from '@tafel/core';
import { table } from '../simulate/table.js';

/** Replays the record in `file` (a JSON record, or the first line of a JSON-lines file); returns the report. */
export function runReplay(file: string, flags: { json?: boolean } = {}): string {
  const text = readFileSync(file, 'utf8').trim();
  const json = JSON.parse(
    text.startsWith('{') && text.includes('\n{') ? text.split('\n')[0]! : text,
  ) as unknown;
  const record = parseRecord(json);
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
