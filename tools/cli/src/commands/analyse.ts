/**
 * `tafel analyse record.json [--seat N] [--budget N] [--json] [--out file]`: the strong search's judgement of
 * every move of a record, from the mover's information only (`@tafel/bots/analysis`). A progress bar on standard
 * error; JSON lines (one per move, then the summary) with `--json`, a readable table otherwise; `--out` writes
 * the record with its analysis, `{ ...record, analysis }`, for the replay viewer to show.
 *
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { analyseRecord, type MoveAnalysis, type RecordAnalysis } from '@tafel/bots/analysis';
import { type AnyGame, gameOf, games, parseRecord } from '@tafel/core';
import { table } from '../simulate/table.js';
import { progress } from './progress.js';
import { firstRecord } from './replay.js';

/** What `tafel analyse` takes. */
export interface AnalyseFlags {
  seat?: number;
  budget?: number;
  seed?: string;
  json?: boolean;
  out?: string;
  /** Show progress on standard error (default true; tests turn it off). */
  progress?: boolean;
}

/** A move as a short line of the table: its JSON, or the game's words for it. */
function words(game: string, move: unknown): string {
  const rules: AnyGame = gameOf(games, game);
  try {
    return rules.describeMove(move, 'en');
  } catch {
    return JSON.stringify(move);
  }
}

/** The readable report: one row per judged move, then each seat's accuracy and total loss. */
export function analysisTable(analysis: RecordAnalysis): string {
  const rows = [['#', 'seat', 'played', 'value', 'best', 'value', 'loss', 'mark']];
  const cell = (m: MoveAnalysis) => [
    String(m.index),
    String(m.seat),
    words(analysis.game, m.played.move),
    m.note === 'forced' ? '' : `${m.played.value.toFixed(3)} ±${m.played.spread.toFixed(2)}`,
    m.note === 'forced' ? '(forced)' : words(analysis.game, m.best.move),
    m.note === 'forced' ? '' : `${m.best.value.toFixed(3)} ±${m.best.spread.toFixed(2)}`,
    m.note === 'forced' ? '' : m.loss.toFixed(3),
    m.mark ?? '',
  ];
  for (const m of analysis.moves) rows.push(cell(m));
  const seats = [['seat', 'moves judged', 'accurate', 'accuracy', 'total loss']];
  for (const s of analysis.seats)
    seats.push([
      String(s.seat),
      String(s.moves),
      String(s.accurate),
      `${Math.round(100 * s.accuracy)}%`,
      s.totalLoss.toFixed(3),
    ]);
  const head = `${analysis.game}: ${analysis.budget} samples a move, values: ${analysis.valueScale}`;
  return [head, table(rows), '', table(seats)].join('\n');
}

/**
 * Analyses the record in `file` and returns what to print (JSON lines with `json`, else a table).
 *
 * @example
 * ```ts
 * console.log(await runAnalyse('game.json', { seat: 0, budget: 16 }));
 * ```
 */
export async function runAnalyse(file: string, flags: AnalyseFlags = {}): Promise<string> {
  const json = firstRecord(readFileSync(file, 'utf8'), file);
  const record = parseRecord(json);
  const bar = flags.progress === false ? null : progress(`analyse ${record.game}`);
  let analysis: RecordAnalysis;
  try {
    analysis = await analyseRecord(record, {
      ...(flags.seat !== undefined ? { seat: flags.seat } : {}),
      ...(flags.budget !== undefined ? { budget: flags.budget } : {}),
      ...(flags.seed !== undefined ? { seed: flags.seed } : {}),
      onProgress: ({ done, total }) => bar?.update(done, total),
    });
  } finally {
    bar?.stop();
  }
  if (flags.out) writeFileSync(flags.out, `${JSON.stringify({ ...(json as object), analysis }, null, 2)}\n`);
  if (!flags.json) return analysisTable(analysis);
  const { moves, ...summary } = analysis;
  return [...moves.map((m) => JSON.stringify(m)), JSON.stringify({ summary: true, ...summary })].join('\n');
}
