/**
 * `MatchController`: the Lit reactive controller (the pattern of Lit's `ReactiveController` and `@lit/task`)
 * that owns the match a table shows. It subscribes to the match and asks the element to draw again on every
 * change, starts and stops the match with the element's connection, plays the moves of the people at this screen
 * (a refusal shown in the rule's words, changing nothing), knows whose screen it is at hot seats, and fires the
 * table's events: `tafel-move` (the move as the seat shown saw it: core's `seenBy`, or the hosted match's public
 * log), `tafel-end` and `tafel-error`; at a hosted table also `tafel-table` (who sits where, who is there, whether
 * it began) and `tafel-rematch` (this seat's place at the next table). No failure is swallowed: each is shown on
 * the table and fired.
 *
 * @module
 */
import {
  type AnyGame,
  type Lang,
  type Milestone,
  type Outcome,
  RuleError,
  type Seat,
  seenBy,
} from '@tafel/core';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { translate } from '../i18n/index.js';
import type { MatchEvent, MoveOf, Rematch, SeenMove, TableInfo, TableMatch, ViewOf } from './match.js';
import { tableTexts } from './texts.js';

/** `tafel-move`'s detail. */
export interface MoveDetail {
  seat: Seat;
  /** The move, or only its kind (`{ type, hidden: true }`) for another seat's move made face down. */
  move: unknown;
  /** The new view of the seat shown. */
  view: unknown;
}

/** `tafel-error`'s detail. */
export interface ErrorDetail {
  code: string;
  message: string;
}

/**
 * The element a controller serves: where events go, the language it speaks, and which stages of the game it
 * shows as a summary the person dismisses (the bots of a match in the page wait meanwhile).
 */
export type MatchHost = ReactiveControllerHost &
  HTMLElement & { readonly tableLang: Lang; wantsSummary?(milestone: Milestone): boolean };

/** A failure the table offers to try again. */
interface Failure {
  readonly retry: () => void;
}

/** See the module comment. */
export class MatchController<G extends AnyGame> implements ReactiveController {
  readonly #host: MatchHost;
  #match: TableMatch<G> | null = null;
  #unsubscribe: (() => void) | null = null;
  #connected = false;
  #ended = false;
  /** The notice shown on the table (a refusal, a hint, a failure), or `null`. */
  notice: string | null = null;
  /** After a bot failed: how to ask it again. */
  failure: Failure | null = null;
  /** A move of this screen's on its way (to the engine, or to the server): no other is offered meanwhile. */
  #playing: Promise<void> | null = null;
  /** At hot seats: the person whose screen it is now (it was handed to them). */
  #shown: Seat | null = null;
  /** The log as the seat shown saw it, kept until the match changes. */
  #log: { at: number; viewer: Seat | null; size: number; lines: SeenMove<G>[] } | null = null;
  /** The hosted table last told (`tafel-table` fires when it changes). */
  #toldTable: TableInfo | null = null;
  /** A stage of the game the person reads before the table goes on (the bots wait), or `null`. */
  #summary: Milestone | null = null;

  constructor(host: MatchHost) {
    this.#host = host;
    host.addController(this);
  }

  /** The match shown (`null`: none, e.g. the attributes were refused). */
  get match(): TableMatch<G> | null {
    return this.#match;
  }

  /** Shows `match` from now on: the one before is stopped. */
  set match(match: TableMatch<G> | null) {
    this.#unsubscribe?.();
    this.#match?.stop();
    this.#match = match;
    this.#ended = false;
    this.#playing = null;
    this.#shown = null;
    this.#log = null;
    this.#toldTable = null;
    this.#summary = null;
    this.notice = null;
    this.failure = null;
    this.#unsubscribe = match?.subscribe((event) => this.#on(event)) ?? null;
    if (match && this.#connected) match.start();
    this.#host.requestUpdate();
  }

  hostConnected(): void {
    this.#connected = true;
    this.#match?.start();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#match?.stop();
  }

  #t() {
    return translate(tableTexts, this.#host.tableLang);
  }

  #on(event: MatchEvent<G>): void {
    const match = this.#match;
    if (!match) return;
    if (event.type === 'move') {
      const viewer = this.viewer;
      const seen = seenBy(match.game, event.before, event.seat, event.move, viewer);
      this.#fire<MoveDetail>('tafel-move', { seat: event.seat, move: seen, view: match.view(viewer) });
      // A stage closed that a person here reads before the table goes on: the bots wait for it.
      const milestone = event.milestone ?? null;
      if (milestone && match.here.length > 0 && this.#host.wantsSummary?.(milestone)) {
        this.#summary = milestone;
        match.hold?.();
      }
    } else if (event.type === 'seen') {
      this.#fire<MoveDetail>('tafel-move', {
        seat: event.seat,
        move: event.move,
        view: match.view(this.viewer),
      });
      // A hosted match's stage closed: its summary too, read and dismissed. The server's bots do not wait for it.
      const milestone = event.milestone ?? null;
      if (milestone && match.here.length > 0 && this.#host.wantsSummary?.(milestone))
        this.#summary = milestone;
    } else if (event.type === 'failure') {
      this.failure = event.retry ? { retry: event.retry } : null;
      this.#failed(event);
    }
    const table = match.table ?? null;
    if (table && table !== this.#toldTable) {
      this.#toldTable = table;
      this.#fire<TableInfo>('tafel-table', table);
    }
    if (match.outcome && !this.#ended) {
      this.#ended = true;
      this.#fire<Outcome>('tafel-end', match.outcome);
    }
    this.#host.requestUpdate();
  }

  /** A failure said in the table's words. */
  #failed(event: Extract<MatchEvent<G>, { type: 'failure' }>): void {
    const t = this.#t();
    const lang = this.#host.tableLang;
    if (event.code === 'bot-failed') {
      const name = event.seat === null ? t('someBot') : this.seatName(event.seat);
      this.error('bot-failed', t('botFailed', { name, reason: reasonOf(event.error, lang) }));
    } else if (event.error instanceof RuleError) {
      // The API's own refusal (a match that is gone, a wrong token), in the table's language already.
      this.error(event.error.code, event.error.text(lang));
    } else {
      const api = this.#host.getAttribute('api') ?? '';
      const reason = reasonOf(event.error, lang);
      // Once the table has shown the match, it was the connection that was lost; before, the server unreached.
      this.error(
        'api-unreachable',
        this.view !== null ? t('connectionLost', { reason }) : t('apiUnreachable', { api, reason }),
      );
    }
  }

  #fire<T>(type: string, detail: T): void {
    this.#host.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }

  /** Shows `message` on the table (a notice read out to screen readers) and fires `tafel-error`. */
  error(code: string, message: string): void {
    this.notice = message;
    this.#host.requestUpdate();
    this.#fire<ErrorDetail>('tafel-error', { code, message });
  }

  /** Shows `message` on the table without firing (a refused click, a hint). */
  say(message: string | null): void {
    this.notice = message;
    this.#host.requestUpdate();
  }

  /** The summary the person reads now (a deal scored), or `null`. */
  get summary(): Milestone | null {
    return this.#summary;
  }

  /** The person has read the summary: it goes, and the bots go on. */
  dismiss(): void {
    if (!this.#summary) return;
    this.#summary = null;
    this.#match?.release?.();
    this.#host.requestUpdate();
  }

  /** The seat whose view this screen shows: the person here (the hot seat it was handed to); `null`: spectator. */
  get viewer(): Seat | null {
    const here = this.#match?.here ?? [];
    if (here.length === 0) return null;
    if (here.length === 1) return here[0]!;
    return this.#shown ?? here[0]!;
  }

  /** At hot seats, the person to move next when the screen shows another (it must be handed over). */
  get handOverTo(): Seat | null {
    const match = this.#match;
    if (!match || match.here.length < 2) return null;
    const next = match.active().find((s) => match.here.includes(s));
    return next === undefined || next === this.viewer ? null : next;
  }

  /** The screen was handed to `seat`. */
  reveal(seat: Seat): void {
    this.#shown = seat;
    this.#host.requestUpdate();
  }

  /** The view of the seat shown. */
  get view(): ViewOf<G> | null {
    return this.#match?.view(this.viewer) ?? null;
  }

  /** Whether the seat shown may move now. */
  get mine(): boolean {
    const viewer = this.viewer;
    const match = this.#match;
    if (viewer === null || this.#playing !== null || this.handOverTo !== null || this.#summary) return false;
    // A real-time game pausing before its next roll: nobody moves before it comes.
    if (match?.game.realtime && match.resumesAt != null) return false;
    return match?.active().includes(viewer) ?? false;
  }

  /** The legal moves of the seat shown now (none when the screen is to be handed over). */
  get legal(): MoveOf<G>[] {
    const viewer = this.viewer;
    return viewer === null || !this.mine || !this.#match ? [] : this.#match.legal(viewer);
  }

  /** The moves so far as the seat shown saw them. */
  get log(): SeenMove<G>[] {
    const match = this.#match;
    if (!match) return [];
    const viewer = this.viewer;
    const size = match.logStamp ?? match.record?.moves.length ?? 0;
    const cached = this.#log;
    if (cached && cached.at === match.version && cached.viewer === viewer && cached.size === size)
      return cached.lines;
    const lines = match.log(viewer);
    this.#log = { at: match.version, viewer, size, lines };
    return lines;
  }

  /**
   * A seat's name for people: "You" for the person at this screen, a person's own name where the match has one
   * (a hosted table's), "Player 2" for another person at this screen, "Bot 2" for a bot.
   */
  seatName(seat: Seat): string {
    const t = this.#t();
    const info = this.#match?.table?.seats[seat];
    if (info) {
      if (seat === this.#match?.table?.seat) return t('you');
      if (info.kind === 'human') return info.name ?? t('hotseat', { n: seat + 1 });
      return info.kind === 'bot' ? t('bot', { n: seat + 1 }) : t('seat', { n: seat + 1 });
    }
    const spec = this.#match?.seats[seat];
    if (this.isYou(seat)) return t('you');
    if (spec?.kind === 'human' && spec.name && spec.name !== 'hotseat') return spec.name;
    if (spec?.kind === 'human') return t('hotseat', { n: seat + 1 });
    if (spec?.kind === 'bot') return t('bot', { n: seat + 1 });
    return t('seat', { n: seat + 1 });
  }

  /** Whether `seat` is the person at this screen (its sentences say "You"). */
  isYou(seat: Seat): boolean {
    const spec = this.#match?.seats[seat];
    return spec?.kind === 'human' && spec.name === 'you';
  }

  /** Plays a move of the seat shown; a refusal is shown in the rule's words and changes nothing. */
  play(move: MoveOf<G>): Promise<void> {
    const match = this.#match;
    const seat = this.viewer;
    if (!match || seat === null || this.#playing) return this.#playing ?? Promise.resolve();
    const playing = (async () => {
      try {
        await match.play(seat, move);
        this.notice = null;
        this.failure = null;
      } catch (e) {
        // A refusal in the rule's (or the server's) words; anything else (the server out of reach) said too.
        if (e instanceof RuleError) this.error(e.code, e.text(this.#host.tableLang));
        else {
          console.error('tafel: a move could not be made', e);
          this.error('move-failed', this.#t()('moveFailed', { reason: reasonOf(e, this.#host.tableLang) }));
        }
      } finally {
        this.#playing = null;
        this.#host.requestUpdate();
      }
    })();
    this.#playing = playing;
    this.#host.requestUpdate();
    return playing;
  }

  /** The move of this screen's on its way, if any (the element's `updateComplete` waits for it). */
  get pending(): Promise<void> | null {
    return this.#playing;
  }

  /** Why a control of the seat shown cannot be used: not its turn, or the rule's refusal of that one move. */
  why(move: MoveOf<G>): string {
    const t = this.#t();
    const match = this.#match;
    const seat = this.viewer;
    if (!match || seat === null || !this.mine) return t('notYourTurn');
    return match.refusal(seat, move, this.#host.tableLang) ?? t('notLegalNow');
  }

  /** Takes back the last move made at this screen. */
  async undo(): Promise<void> {
    // A summary read is of a stage the undo takes back: it goes, and the bots are no longer held.
    if (this.#summary) {
      this.#summary = null;
      this.#match?.release?.();
    }
    await this.#match?.undo();
    this.notice = null;
    this.failure = null;
    this.#host.requestUpdate();
  }

  /**
   * A hosted match: this seat leaves the table (a bot plays it until the person is back); resolves `true` once
   * the server took it, `false` when it refused (said on the table).
   */
  async leave(): Promise<boolean> {
    const match = this.#match;
    if (!match?.leave) return false;
    try {
      await match.leave();
      return true;
    } catch (e) {
      this.#refused(e);
      return false;
    }
  }

  /**
   * A hosted match that is over: "play again" — the next table and this seat there, fired as `tafel-rematch`
   * (the element moves to it); `null` when the server refused (said on the table).
   */
  async rematch(): Promise<Rematch | null> {
    const match = this.#match;
    if (!match?.rematch) return null;
    try {
      const next = await match.rematch();
      this.#fire<Rematch>('tafel-rematch', next);
      return next;
    } catch (e) {
      this.#refused(e);
      return null;
    }
  }

  /** A request of the table's refused, or failed: said on the table and fired. */
  #refused(e: unknown): void {
    if (e instanceof RuleError) this.error(e.code, e.text(this.#host.tableLang));
    else
      this.error(
        'api-unreachable',
        this.#t()('connectionLost', { reason: reasonOf(e, this.#host.tableLang) }),
      );
  }

  /** After a bot failed: clears the notice and asks it again. */
  retry(): void {
    const failure = this.failure;
    this.failure = null;
    this.notice = null;
    this.#host.requestUpdate();
    failure?.retry();
  }
}

/** A failure's reason in the table's language where it has one (a rule's refusal), else its message. */
export function reasonOf(e: unknown, lang: Lang): string {
  if (e instanceof RuleError) return e.text(lang);
  return e instanceof Error ? e.message : String(e);
}
