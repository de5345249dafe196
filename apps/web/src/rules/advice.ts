/**
 * A guided game's advice, loaded when a table is first guided (`guided.ts` is what the table holds): on each of
 * the person's turns it asks the table's hint once, one question at a time, and draws the suggestion with its
 * rule on the board; where no move is suggested (no hints allowed, a real-time game), the rules of the moment.
 *
 * @module
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { translate } from '../i18n/index.js';
import type { Explanation } from './explain.js';
import type { GuideSource } from './guided.js';
import type { Moment } from './moment.js';
import { rulesTexts } from './texts.js';

/** The guide's advice for a turn: a suggestion with its explanation, or the rules of the moment. */
interface TurnAdvice {
  readonly turn: string;
  readonly words: string | null;
  readonly explanation: Explanation | null;
  readonly moment?: Moment | null;
}

/** The advice of a guided table (see the module comment). */
export class Advice {
  readonly #host: ReactiveControllerHost;
  readonly #source: () => GuideSource;
  /** The advice of the turn asked last (its words `null` while the hint is sought). */
  #advice: TurnAdvice | null = null;
  #asking = false;

  constructor(host: ReactiveControllerHost, source: () => GuideSource) {
    this.#host = host;
    this.#source = source;
  }

  /** After every update of the table: asks the hint of a turn not asked yet. */
  updated(): void {
    const { turn } = this.#source();
    if (turn === null || this.#asking || this.#advice?.turn === turn) return;
    void this.#ask(turn);
  }

  async #ask(turn: string): Promise<void> {
    if (!this.#source().suggests) return this.#tell(turn);
    this.#asking = true;
    this.#advice = { turn, words: null, explanation: null };
    this.#host.requestUpdate();
    try {
      const hinted = await this.#source().hint();
      const explanation = hinted ? await this.#source().explain(hinted.move) : null;
      // The turn went by meanwhile (a bot moved, a move was taken back): the next update asks again.
      if (this.#source().turn !== turn || !hinted) return;
      this.#advice = { turn, words: hinted.words, explanation };
    } finally {
      this.#asking = false;
      this.#host.requestUpdate();
    }
  }

  /**
   * The rules of the moment for a turn (no bot is asked). The last moment stays shown meanwhile: in a race the
   * turn changes with every grab, and the guide should not blink.
   */
  async #tell(turn: string): Promise<void> {
    this.#asking = true;
    try {
      const moment = await this.#source().moment();
      // The turn went by meanwhile: the next update tells again.
      if (this.#source().turn === turn) this.#advice = { turn, words: null, explanation: null, moment };
    } finally {
      this.#asking = false;
      this.#host.requestUpdate();
    }
  }

  /** The advice on the board (part `guide`): the suggestion and its rule, on the person's turn only. */
  render(): TemplateResult | typeof nothing {
    const { on, turn, lang, suggests } = this.#source();
    const advice = this.#advice;
    if (!on || turn === null) return nothing;
    const t = translate(rulesTexts, lang);
    if (!suggests) return advice?.moment ? this.#moment(t('guided'), advice.moment) : nothing;
    if (advice?.turn !== turn) return nothing;
    const e = advice.explanation;
    return html`<aside part="guide" class="guide" role="status" aria-live="polite">
      <strong>${t('guided')}</strong>
      ${
        advice.words === null
          ? html`<p>${t('thinking')}</p>`
          : html`<p part="guide-move">${t('suggest', { move: advice.words })}</p>
            ${e?.rule ? html`<p part="guide-rule">${t('because', { rule: e.rule })}</p>` : nothing}
            ${
              e && e.refused.length > 0
                ? html`<p part="guide-refused">${t('notOthers', { reasons: e.refused.map((r) => r.text).join(' ') })}</p>`
                : nothing
            }`
      }
    </aside>`;
  }

  /** The rules of the moment on the board: why no move is suggested, what can be done now, the rules of it. */
  #moment(title: string, m: Moment): TemplateResult {
    return html`<aside part="guide" class="guide" role="status" aria-live="polite">
      <strong>${title}</strong>
      ${m.note ? html`<p part="guide-note">${m.note}</p>` : nothing}
      ${m.now ? html`<p part="guide-now">${m.now}</p>` : nothing}
      ${m.rules.map((rule) => html`<p part="guide-rule">${rule}</p>`)}
    </aside>`;
  }
}
