/**
 * The replay's analysis: a saved analysis read from a record file (checked, since the file is anybody's), and
 * {@link ReplayAnalyser}, which runs `@tafel/bots/analysis` in a Web Worker for the record shown — progress, a
 * cancel, the result — and saves the record with it. The analysis itself is the bots package's; the replay only
 * asks, waits and shows.
 *
 * Hidden information: a replay showing one seat's view analyses and shows only that seat's moves (another seat's
 * "best move" would tell its cards); with `all` (the game over) every seat's.
 *
 * @module
 */
import { type AnalysisClient, createAnalysisClient, type RecordAnalysis } from '@tafel/bots/analysis';
import type { MatchRecord } from '@tafel/core';
import { RuleError } from '@tafel/core';
import { startWorker } from '../bots/start-worker.js';

/** A mark of a move, as an analysis writes it. */
export type Mark = 'inaccuracy' | 'mistake' | 'blunder';

/** The part of an analysis the replay shows: each move's mark, each seat's summary. */
export interface SavedAnalysis {
  readonly moves: readonly { readonly index: number; readonly seat: number; readonly mark: Mark | null }[];
  readonly seats: readonly {
    readonly seat: number;
    readonly moves: number;
    readonly accuracy: number;
    readonly totalLoss: number;
  }[];
}

const MARKS = new Set<unknown>(['inaccuracy', 'mistake', 'blunder', null]);
const isInt = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0;
const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * The analysis a record file carries, or `null` when it carries none or one of the wrong shape (then the replay
 * shows the record without it, and may analyse it anew).
 *
 * @example
 * ```ts
 * savedAnalysisOf({ ...record, analysis }); // analysis, when well formed
 * savedAnalysisOf(record); // null
 * ```
 */
export function savedAnalysisOf(json: unknown): SavedAnalysis | null {
  const a = (json as { analysis?: unknown } | null)?.analysis as Partial<SavedAnalysis> | undefined;
  if (!a || !Array.isArray(a.moves) || !Array.isArray(a.seats)) return null;
  const movesOk = a.moves.every(
    (m) => m && isInt(m.index) && (m.seat === undefined || isInt(m.seat)) && MARKS.has(m.mark),
  );
  const seatsOk = a.seats.every((s) => s && isInt(s.seat) && isNumber(s.accuracy) && isNumber(s.totalLoss));
  return movesOk && seatsOk ? (a as SavedAnalysis) : null;
}

/**
 * The part of `analysis` a viewer may see: one seat's moves and summary, or everything (`all`).
 *
 * @example
 * ```ts
 * seenAnalysis(analysis, 1).seats; // [the summary of seat 1]
 * ```
 */
export function seenAnalysis(analysis: SavedAnalysis, viewer: number | 'all'): SavedAnalysis {
  if (viewer === 'all') return analysis;
  return {
    moves: analysis.moves.filter((m) => m.seat === viewer),
    seats: analysis.seats.filter((s) => s.seat === viewer),
  };
}

/** Samples per move the person may choose; `null` is the game's own default (the bench's goals hold with it). */
export const BUDGETS: readonly (number | null)[] = [null, 2, 4, 8, 16, 32, 64, 128];

/** Where an analysis in the Worker stands. */
export type AnalysisState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly done: number; readonly total: number }
  | { readonly kind: 'cancelled'; readonly done: number; readonly total: number }
  | { readonly kind: 'failed'; readonly reason: string };

/** The Worker the replay's analyses run in (a function so a test or another page may give its own). */
export type AnalysisWorkerFactory = () => Worker;

/** The replay's own Worker (`analysis-worker.ts`), started from wherever the script came from. */
export const analysisWorker: AnalysisWorkerFactory = () =>
  startWorker(() => new Worker(new URL('./analysis-worker.js', import.meta.url), { type: 'module' }));

/**
 * Runs analyses of the record shown in one Worker, one at a time, and tells its host to draw again as it goes.
 *
 * @example
 * ```ts
 * const analyser = new ReplayAnalyser(() => this.requestUpdate());
 * await analyser.analyse(record, { seat: 0, budget: 8 });
 * analyser.result?.seats[0]?.accuracy;
 * ```
 */
export class ReplayAnalyser {
  #state: AnalysisState = { kind: 'idle' };
  #result: RecordAnalysis | null = null;
  #worker: Worker | null = null;
  #client: AnalysisClient | null = null;
  #abort: AbortController | null = null;
  #ticket = 0;

  /** Samples per move asked for (`null`: the game's default). */
  budget: number | null = null;

  constructor(
    private readonly changed: () => void,
    private readonly start: AnalysisWorkerFactory = analysisWorker,
  ) {}

  /** Where the analysis stands. */
  get state(): AnalysisState {
    return this.#state;
  }

  /** The last analysis run to its end for the record shown (`null`: none). */
  get result(): RecordAnalysis | null {
    return this.#result;
  }

  #set(state: AnalysisState): void {
    this.#state = state;
    this.changed();
  }

  /** Forgets the result (another record is shown) and stops a run under way. */
  reset(): void {
    this.cancel();
    this.#ticket++;
    this.#result = null;
    this.#set({ kind: 'idle' });
  }

  /**
   * Analyses `record` (only `seat`'s moves when given); resolves when it ends, is cancelled or fails (said in
   * {@link state}, in the words `say` gives).
   */
  async analyse(record: MatchRecord, options: { seat?: number; say: (e: unknown) => string }): Promise<void> {
    this.cancel();
    const ticket = ++this.#ticket;
    const abort = new AbortController();
    this.#abort = abort;
    this.#result = null;
    let done = 0;
    let total = record.moves.filter((m) => options.seat === undefined || m.seat === options.seat).length;
    this.#set({ kind: 'running', done, total });
    try {
      this.#client ??= createAnalysisClient(this.#started(options.say));
      const analysis = await this.#client.analyse(record, {
        ...(options.seat !== undefined ? { seat: options.seat } : {}),
        ...(this.budget !== null ? { budget: this.budget } : {}),
        signal: abort.signal,
        onProgress: (p) => {
          if (ticket !== this.#ticket) return;
          done = p.done;
          total = p.total;
          this.#set({ kind: 'running', done, total });
        },
      });
      if (ticket !== this.#ticket) return;
      this.#result = analysis;
      this.#set({ kind: 'idle' });
    } catch (e) {
      if (ticket !== this.#ticket) return;
      if (e instanceof RuleError && e.code === 'analysis-cancelled')
        this.#set({ kind: 'cancelled', done, total });
      else this.#set({ kind: 'failed', reason: options.say(e) });
    } finally {
      if (this.#abort === abort) this.#abort = null;
    }
  }

  /** Starts the Worker; one that fails to load or dies says so, and the next run starts a new one. */
  #started(say: (e: unknown) => string): Worker {
    const worker = this.start();
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.#ticket++;
      worker.terminate();
      if (this.#worker === worker) {
        this.#worker = null;
        this.#client = null;
      }
      this.#set({ kind: 'failed', reason: say(new Error(event.message || 'the Worker did not start')) });
    });
    this.#worker = worker;
    return worker;
  }

  /** Stops the run under way (its promise settles as cancelled). */
  cancel(): void {
    this.#abort?.abort();
  }

  /** Stops the Worker (the element left the page); a finished analysis stays, a run under way is dropped. */
  dispose(): void {
    this.cancel();
    this.#ticket++;
    if (this.#state.kind === 'running') this.#set({ kind: 'idle' });
    this.#worker?.terminate();
    this.#worker = null;
    this.#client = null;
  }
}

/**
 * Saves `record` with `analysis` as `<game>-<seed>-analysis.json`: loaded again, the replay shows the analysis
 * without running it.
 */
export function downloadWithAnalysis(record: MatchRecord, analysis: RecordAnalysis): void {
  const blob = new Blob([`${JSON.stringify({ ...record, analysis }, null, 2)}\n`], {
    type: 'application/json',
  });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${record.game}-${record.seed}-analysis.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 0);
}
