/**
 * `TableFelt`: the Lit reactive controller that makes a table look and feel like one, apart from the match it
 * shows. It lays the board on a felt with the seats around it (`ring.ts`), puts the final standings on top once
 * the game is over (`standings.ts`) or a stage's summary while it is read, keeps the person's settings (the
 * bots' speed and the sound, `settings.ts`), plays a sound when it becomes your turn and when a trick is won
 * (`sound.ts`), and brings the controls you must press into view when your turn comes.
 *
 * @module
 */
import type { AnyGame, Lang, Seat } from '@tafel/core';
import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import { translate } from '../i18n/index.js';
import type { Board, BoardContext } from '../table/board.js';
import type { ViewOf } from '../table/match.js';
import type { MatchController } from '../table/match-controller.js';
import { stageSummary, type TableWords } from '../table/table-parts.js';
import { feltRing, type Plate } from './ring.js';
import {
  pageStore,
  SPEED_DELAY,
  type Speed,
  settingsRow,
  speedOf,
  storedSound,
  storedSpeed,
  storeSound,
  storeSpeed,
} from './settings.js';
import { TableSound } from './sound.js';
import { finalStandings } from './standings.js';
import { feltTexts } from './texts.js';
import { bringIntoView } from './turn-in-view.js';

/** The element a felt serves: its pace attribute, its language and its shadow root. */
export type FeltHost = ReactiveControllerHost &
  HTMLElement & {
    botDelay: number | undefined;
    readonly tableLang: Lang;
    readonly renderRoot: ParentNode;
  };

/** The enabled move controls drawn now: what a person must press. */
const ENABLED = '[part~="move"][aria-disabled="false"], [part~="continue"], [part~="reveal"]';

/** Where `el` is on the page: its top in document coordinates (rounded to a pixel). */
const pageTop = (el: Element): number => Math.round(el.getBoundingClientRect().top + window.scrollY);

/** See the module comment. */
export class TableFelt<G extends AnyGame> implements ReactiveController {
  readonly #host: FeltHost;
  readonly #table: MatchController<G>;
  readonly #board: () => Board<G> | null;
  /** The sounds (off until the person turns them on). */
  readonly sound = new TableSound();
  /** The move controls enabled at the last drawing (none: it was not this screen's turn). */
  #enabled: readonly Element[] = [];
  /** Where on the page the first of them was (document coordinates), to see them pushed by a change above. */
  #anchor: number | null = null;
  /** The view at the last drawing, for the board's cues (a trick won). */
  #lastView: { match: unknown; view: ViewOf<G> | null } = { match: null, view: null };

  constructor(host: FeltHost, table: MatchController<G>, board: () => Board<G> | null) {
    this.#host = host;
    this.#table = table;
    this.#board = board;
    host.addController(this);
  }

  hostConnected(): void {
    // The person's speed, unless the page set its own pace (a hosted table's bots are the server's).
    if (this.#host.botDelay === undefined && !this.#host.hasAttribute('api'))
      this.#host.botDelay = SPEED_DELAY[storedSpeed()];
    this.sound.on = storedSound();
  }

  /** After each drawing: the cues of what changed, and the controls brought into view when your turn comes. */
  hostUpdated(): void {
    const match = this.#table.match;
    const view = this.#table.view;
    const last = this.#lastView;
    const board = this.#board();
    if (last.match === match && last.view !== null && view !== null && last.view !== view) {
      const cue = board?.cue?.(last.view, view) ?? null;
      if (cue) this.sound.play(cue);
    }
    this.#lastView = { match, view };
    const controls = [...this.#host.renderRoot.querySelectorAll<HTMLElement>(ENABLED)];
    const was = this.#enabled;
    this.#enabled = controls;
    if (controls.length > 0 && was.length === 0 && this.#table.mine) this.sound.play('turn');
    // New controls to press (a turn begins, or the next step of a move built in several clicks), or the same
    // ones pushed elsewhere by what changed above them (another seat's sealed bid laid down): in view. The
    // person's own scrolling moves nothing on the page, so it is never undone.
    const changed = controls.length !== was.length || controls.some((c, i) => c !== was[i]);
    const anchor = controls[0] ? pageTop(controls[0]) : null;
    if (controls.length > 0 && (changed || anchor !== this.#anchor)) bringIntoView(this.#host, controls);
    this.#anchor = controls[0] ? pageTop(controls[0]) : null;
  }

  get #t() {
    return translate(feltTexts, this.#host.tableLang);
  }

  /** The settings row: the bots' speed (a match in the page only) and the sound. */
  settings(): TemplateResult {
    const m = this.#table.match;
    const speed: Speed | null = m?.restartable ? speedOf(this.#host.botDelay ?? SPEED_DELAY.normal) : null;
    return settingsRow(this.#t, {
      speed,
      sound: this.sound.on,
      chooseSpeed: (s) => {
        storeSpeed(s, pageStore());
        this.#host.botDelay = SPEED_DELAY[s];
      },
      chooseSound: (on) => {
        storeSound(on, pageStore());
        this.sound.on = on;
        this.#host.requestUpdate();
        // The sound is heard at once, so the person knows what they turned on.
        this.sound.play('turn');
      },
    });
  }

  /**
   * The board on the felt with the seats around it, and on top of it the final standings once the game is over
   * or the summary of a stage while it is read (`t`: the table's words, for its "Continue").
   */
  render(ctx: BoardContext<G>, t: TableWords, board: unknown): TemplateResult {
    const table = this.#table;
    const m = table.match;
    if (!m) return html`${board}`;
    const bottom: Seat = table.viewer ?? 0;
    const b = this.#board();
    const thinking = m.thinking;
    const active = m.outcome ? [] : m.active();
    const plates: Plate[] = m.seats.map((_, seat) => ({
      seat,
      name: table.seatName(seat),
      active: active.includes(seat),
      state: thinking === seat ? this.#t('thinking') : active.includes(seat) ? this.#t('toMove') : null,
      info: b?.seatInfo?.(ctx, seat) ?? null,
    }));
    return feltRing(plates, bottom, html`${this.#top(ctx, t)}${board}`);
  }

  /** Over the board: the final standings, or the stage's summary read before the table goes on. */
  #top(ctx: BoardContext<G>, t: TableWords): TemplateResult | typeof nothing {
    const table = this.#table;
    const m = table.match;
    const board = this.#board();
    const milestone = table.summary;
    const summary = milestone && board?.summary ? board.summary(milestone, ctx) : null;
    if (m?.outcome) return finalStandings(this.#t, m.outcome, (s) => table.seatName(s), summary);
    return summary ? stageSummary(t, summary, () => table.dismiss()) : nothing;
  }
}
