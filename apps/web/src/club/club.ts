/**
 * `Club`: the Lit reactive controller of what makes a hosted table feel like a club, beside the game: the turn
 * clock counted down (redrawn while it runs), the chat (its panel's state: mutes, a refusal in words), the turn
 * told while the tab is in the background (the title changes, and comes back when the tab is seen or the turn
 * passes; the chime is the table's own sound, `felt/sound.ts`, when the person turned it on), and the page going away (`pagehide` closes the
 * match's stream, so the others see this seat gone within the server's 2 s; `pageshow` from the back-forward
 * cache opens it again). A hidden tab keeps its stream: it must hear that its turn came.
 *
 * The table element makes one and asks it for the clock (beside the seat and in the status line), whether the
 * hint is allowed, and its panel.
 *
 * @module
 */
import type { AnyGame, Lang, Seat } from '@tafel/core';
import type { ChatMessage } from '@tafel/core/match';
import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import { translate } from '../i18n/index.js';
import { HostedMatch } from '../table/hosted-match.js';
import type { MatchController } from '../table/match-controller.js';
import { ChatRefusal, type ChatSay } from './chat-feed.js';
import { chatPanel, type Writer, writerKey } from './chat-panel.js';
import { secondsLeft } from './server-clock.js';
import { clubTexts } from './texts.js';

/** How often a running clock is drawn again, in ms (a hidden tab's browser slows it down by itself). */
const TICK_MS = 250;

/** The seats a clock runs for and the whole seconds left. */
export interface SeatClock {
  readonly seats: readonly Seat[];
  readonly seconds: number;
}

/** The element a club serves. */
export type ClubHost = ReactiveControllerHost & HTMLElement & { readonly tableLang: Lang };

/** See the module comment. */
export class Club<G extends AnyGame> implements ReactiveController {
  readonly #host: ClubHost;
  readonly #table: MatchController<G>;
  #timer: ReturnType<typeof setInterval> | null = null;
  /** The page's title before the turn was told in it (`null`: not changed). */
  #title: string | null = null;
  /** Whether it was this seat's turn at the last update (the turn is told when it comes). */
  #wasMine = false;
  /** The chat writers this reader muted (by {@link writerKey}), per match. */
  #muted = new Set<string>();
  #mutedFor: unknown = null;
  #problem: string | null = null;
  #busy = false;

  constructor(host: ClubHost, table: MatchController<G>) {
    this.#host = host;
    this.#table = table;
    host.addController(this);
  }

  /** The hosted match shown, if the table shows one. */
  get #hosted(): HostedMatch<G> | null {
    const m = this.#table.match;
    return m instanceof HostedMatch ? m : null;
  }

  #t() {
    return translate(clubTexts, this.#host.tableLang);
  }

  hostConnected(): void {
    window.addEventListener('pagehide', this.#onPageHide);
    window.addEventListener('pageshow', this.#onPageShow);
    document.addEventListener('visibilitychange', this.#onVisibility);
  }

  hostDisconnected(): void {
    window.removeEventListener('pagehide', this.#onPageHide);
    window.removeEventListener('pageshow', this.#onPageShow);
    document.removeEventListener('visibilitychange', this.#onVisibility);
    this.#stopTicking();
    this.#restoreTitle();
  }

  /** Before each drawing: keeps the clock ticking while it runs, and tells the turn when it comes. */
  hostUpdate(): void {
    const hosted = this.#hosted;
    if (hosted !== this.#mutedFor) {
      this.#mutedFor = hosted;
      this.#muted = new Set();
      this.#problem = null;
    }
    if (hosted?.turnEndsAt != null) this.#startTicking();
    else this.#stopTicking();
    const mine = hosted !== null && hosted.outcome === null && this.#table.mine;
    if (mine && !this.#wasMine && document.hidden) {
      // The title tells; the table's own sound (the felt's "Sound on", off by default) plays the turn's chime.
      this.#showTurnInTitle();
    }
    if (!mine) this.#restoreTitle();
    this.#wasMine = mine;
  }

  #onPageHide = (): void => this.#hosted?.suspend();

  #onPageShow = (e: PageTransitionEvent): void => {
    if (e.persisted) this.#hosted?.resume();
  };

  #onVisibility = (): void => {
    if (!document.hidden) this.#restoreTitle();
    else if (this.#wasMine) this.#showTurnInTitle();
  };

  #showTurnInTitle(): void {
    this.#title ??= document.title;
    document.title = this.#t()('titleTurn');
  }

  #restoreTitle(): void {
    if (this.#title === null) return;
    document.title = this.#title;
    this.#title = null;
  }

  #startTicking(): void {
    this.#timer ??= setInterval(() => this.#host.requestUpdate(), TICK_MS);
  }

  #stopTicking(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** The turn clock now: the seats to move and the seconds they have left (`null`: no clock runs). */
  clock(): SeatClock | null {
    const hosted = this.#hosted;
    const ends = hosted?.turnEndsAt;
    if (!hosted || ends == null) return null;
    return { seats: hosted.active(), seconds: secondsLeft(ends, Date.now()) };
  }

  /** The countdown beside a seat in the list of people, while its clock runs. */
  seatClock(seat: Seat): TemplateResult | typeof nothing {
    const clock = this.clock();
    if (!clock?.seats.includes(seat)) return nothing;
    const t = this.#t();
    return html`<span part="seat-clock" class="seat-clock" role="timer" aria-label=${t('clockSeatLabel', { n: clock.seconds })}
      >${t('clockSeat', { n: clock.seconds })}</span
    >`;
  }

  /** The time left to move in words, for the status line (`null`: no clock runs). */
  clockWords(): string | null {
    const clock = this.clock();
    return clock ? this.#t()('clockStatus', { n: clock.seconds }) : null;
  }

  /** Whether the hint may be asked: always in the page, at a hosted table as its host chose. */
  get hints(): boolean {
    return this.#table.match?.table?.hints !== false;
  }

  /** The invitation at a finished table: who asked to play again (`null`: nobody yet). */
  invitation(): string | null {
    const hosted = this.#hosted;
    if (!hosted?.table?.next) return null;
    const names = hosted.invitedBy.filter((n) => n !== '');
    const t = this.#t();
    if (names.length === 0) return hosted.invitedBy.length > 0 ? t('someoneWantsAgain') : null;
    return t('wantsAgain', { n: names.length, names: names.join(', ') });
  }

  /** The club's panel at the side: the chat at a table of people. */
  panel(): TemplateResult | typeof nothing {
    const hosted = this.#hosted;
    const info = hosted?.table;
    if (!hosted || !info) return nothing;
    const t = this.#t();
    const people = info.seats.filter((s) => s.kind === 'human').length;
    if (people < 2) return nothing;
    const lang = this.#host.tableLang;
    return html`${chatPanel(t, {
      lang,
      messages: hosted.chat,
      nameOf: (m) => this.#nameOf(m),
      writers: this.#writers(hosted.chat),
      muted: this.#muted,
      writable: info.seat !== null || info.spectatorChat === true,
      problem: this.#problem,
      busy: this.#busy,
      toggleMute: (key) => {
        if (!this.#muted.delete(key)) this.#muted.add(key);
        this.#host.requestUpdate();
      },
      say: (what) => void this.#say(hosted, what),
    })}`;
  }

  /** A message's writer as the table names them. */
  #nameOf(m: ChatMessage): string {
    if (m.seat !== null) return this.#table.seatName(m.seat);
    const t = this.#t();
    if (m.name === 'host') return t('host');
    if (m.name === 'spectator' || !m.name) return t('spectator');
    return m.name;
  }

  /** Whom the reader may mute: the other people at the table, and every other writer seen. */
  #writers(messages: readonly ChatMessage[]): Writer[] {
    const info = this.#hosted?.table;
    const out = new Map<string, Writer>();
    info?.seats.forEach((s, seat) => {
      if (s.kind === 'human' && seat !== info.seat)
        out.set(`seat:${seat}`, { key: `seat:${seat}`, name: this.#table.seatName(seat) });
    });
    for (const m of messages) {
      const key = writerKey(m);
      if (m.seat !== info?.seat && !out.has(key)) out.set(key, { key, name: this.#nameOf(m) });
    }
    return [...out.values()];
  }

  async #say(hosted: HostedMatch<G>, what: ChatSay): Promise<void> {
    this.#busy = true;
    this.#host.requestUpdate();
    try {
      await hosted.say(what);
      this.#problem = null;
    } catch (e) {
      this.#problem = this.#refusalWords(e);
    } finally {
      this.#busy = false;
      this.#host.requestUpdate();
    }
  }

  /** A refusal of the chat in the table's own words. */
  #refusalWords(e: unknown): string {
    const t = this.#t();
    if (e instanceof ChatRefusal && e.code === 'chat-too-fast')
      return t('chatTooFast', { n: e.seconds ?? 10 });
    if (e instanceof ChatRefusal && e.code === 'chat-not-allowed') return t('chatNotAllowed');
    return t('chatFailed', { reason: e instanceof Error ? e.message : String(e) });
  }
}
