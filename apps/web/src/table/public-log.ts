/**
 * The public history of a hosted match as one seat saw it, put together from two sources that overlap: the
 * history read once (`GET /v1/matches/{id}/log`) and the entries the event stream brings as they happen (`move`,
 * `milestone`). Entries are kept by their move number, so one that comes by both ways counts once; what is
 * missing — moves played between the read and the stream's start, or while the stream was down — is known from
 * the match's version (every move below it exists) and read again from the first one missing.
 *
 * Moves from the version the page first saw on are new to it: each is told once, in order and without a gap,
 * when the match's view has caught up with it (so a `tafel-move` carries the view after the move). Moves
 * before that are history: shown, not told. The entries are the API's, as core defines them
 * (`@tafel/core/match`).
 *
 * @module
 */
import type { Milestone } from '@tafel/core';
import type { MilestoneEntry, MoveEntry } from '@tafel/core/match';

export type { MilestoneEntry, MoveEntry } from '@tafel/core/match';

/** See the module comment. */
export class PublicLog {
  readonly #moves = new Map<number, MoveEntry>();
  readonly #milestones = new Map<number, MilestoneEntry>();
  /** How many moves from 0 on are known without a gap. */
  #whole = 0;
  /** The next move to tell as new (`null`: the page has not seen the match yet). */
  #next: number | null = null;
  #lines: MoveEntry[] | null = null;
  #stamp = 0;

  /** The page first saw the match at `version`: moves from there on are new to it. Later calls change nothing. */
  begin(version: number): void {
    this.#next ??= version;
  }

  /**
   * Adds entries from either source; returns whether any was new (an entry already kept is left as it is).
   *
   * @example
   * ```ts
   * log.add([{ n: 0, seat: 1, move: { type: 'bid', hidden: true } }]); // true
   * log.add([{ n: 0, seat: 1, move: { type: 'bid', hidden: true } }]); // false: it came twice
   * ```
   */
  add(moves: readonly MoveEntry[], milestones: readonly MilestoneEntry[] = []): boolean {
    let added = false;
    for (const m of moves) {
      if (!Number.isInteger(m.n) || m.n < 0 || this.#moves.has(m.n)) continue;
      this.#moves.set(m.n, m);
      added = true;
    }
    for (const m of milestones) {
      if (!Number.isInteger(m.n) || m.n < 0 || this.#milestones.has(m.n)) continue;
      this.#milestones.set(m.n, m);
      added = true;
    }
    if (added) {
      while (this.#moves.has(this.#whole)) this.#whole++;
      this.#lines = null;
      this.#stamp++;
    }
    return added;
  }

  /**
   * The first move the log lacks of a match at `version` (every move below it exists), or `null` when none is
   * missing: where to read the history from.
   */
  missing(version: number): number | null {
    return this.#whole < version ? this.#whole : null;
  }

  /**
   * The moves new to the page that the view at `version` already shows, each once and in order; a move still
   * missing holds back the ones after it until it is there.
   */
  fresh(version: number): MoveEntry[] {
    if (this.#next === null) return [];
    const out: MoveEntry[] = [];
    while (this.#next < version && this.#moves.has(this.#next)) out.push(this.#moves.get(this.#next++)!);
    return out;
  }

  /** Every move known, in order. */
  lines(): readonly MoveEntry[] {
    this.#lines ??= [...this.#moves.values()].sort((a, b) => a.n - b.n);
    return this.#lines;
  }

  /** The stage of the game move `n` closed (a deal scored), if the log has it; else `null`. */
  milestoneAt(n: number): Milestone | null {
    return this.#milestones.get(n)?.milestone ?? null;
  }

  /** Every milestone known, in order. */
  milestones(): MilestoneEntry[] {
    return [...this.#milestones.values()].sort((a, b) => a.n - b.n);
  }

  /** Changes whenever an entry is added. */
  get stamp(): number {
    return this.#stamp;
  }
}
