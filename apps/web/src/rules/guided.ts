/**
 * A guided first game (a table's `guided` attribute): on each of the person's turns the table asks its hint (the
 * strong bot's move, `table/hint.ts`), shows it on the board, and says beside it the rule behind it in words —
 * the short rules' sentence for that kind of move and what core says against the other moves of its kind now
 * ({@link explain}). A Lit controller of the table: it asks once per turn, one question at a time.
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
import type { Board } from '../table/board.js';
import type { MoveOf, TableMatch } from '../table/match.js';
import { type Explanation, explain } from './explain.js';
import { rulesTexts } from './texts.js';

/** A hint as the table shows it: the move and its words. */
export interface Hinted {
  readonly move: unknown;
  readonly words: string;
}

/** What the guide reads from its table whenever it draws. */
export interface GuideSource {
  /** Whether the table is guided (its `guided` attribute). */
  readonly on: boolean;
  readonly lang: Lang;
  /** The person's turn now, as a key that changes with every move (`null`: not their turn). */
  readonly turn: string | null;
  /** Asks the table's hint and shows it on the board; the move and its words (`null`: none stands). */
  hint(): Promise<Hinted | null>;
  /** Why a move of the person's, from the rules (`null`: the table cannot tell now). */
  explain(move: unknown): Explanation | null;
}

/** What a table has that the guide needs, for {@link guideSource}. */
export interface GuidedTable<G extends AnyGame> {
  readonly match: TableMatch<G> | null;
  readonly viewer: Seat | null;
  readonly mine: boolean;
}

/**
 * The guide's source for a table: its turn key, its hint, and the explanation from its board's rules and
 * core's game on the position the seat sees.
 *
 * @example
 * new GuidedGame(this, () => guideSource(this.guided === true, this.table, this.board, this.tableLang, hint));
 */
export function guideSource<G extends AnyGame>(
  on: boolean,
  table: GuidedTable<G>,
  board: Board<G> | null,
  lang: Lang,
  hint: () => Promise<Hinted | null>,
): GuideSource {
  const m = table.match;
  const seat = table.viewer;
  const turn =
    on && m && seat !== null && table.mine && m.outcome === null && m.thinking === null
      ? `${seat}:${m.version}`
      : null;
  return {
    on,
    lang,
    turn,
    hint,
    explain: (move) => {
      const state = m && seat !== null ? m.position(seat) : null;
      if (!board?.rules || !m || seat === null || state === null) return null;
      return explain(m.game, board.rules, state, seat, move as MoveOf<G>, lang);
    },
  };
}

/** The guide's advice for a turn. */
interface Advice {
  readonly turn: string;
  readonly words: string | null;
  readonly explanation: Explanation | null;
}

/** The guided game's controller (see the module comment); its {@link GuidedGame.render} goes on the board. */
export class GuidedGame implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #source: () => GuideSource;
  /** The advice of the turn asked last (its words `null` while the hint is sought). */
  #advice: Advice | null = null;
  #asking = false;

  constructor(host: ReactiveControllerHost, source: () => GuideSource) {
    this.#host = host;
    this.#source = source;
    host.addController(this);
  }

  hostUpdated(): void {
    const { turn } = this.#source();
    if (turn === null || this.#asking || this.#advice?.turn === turn) return;
    void this.#ask(turn);
  }

  async #ask(turn: string): Promise<void> {
    this.#asking = true;
    this.#advice = { turn, words: null, explanation: null };
    this.#host.requestUpdate();
    try {
      const hinted = await this.#source().hint();
      const now = this.#source();
      // The turn went by meanwhile (a bot moved, a move was taken back): the next update asks again.
      if (now.turn !== turn || !hinted) return;
      this.#advice = { turn, words: hinted.words, explanation: now.explain(hinted.move) };
    } finally {
      this.#asking = false;
      this.#host.requestUpdate();
    }
  }

  /** The advice on the board (part `guide`): the suggestion and its rule, on the person's turn only. */
  render(): TemplateResult | typeof nothing {
    const { on, turn, lang } = this.#source();
    const advice = this.#advice;
    if (!on || turn === null || advice?.turn !== turn) return nothing;
    const t = translate(rulesTexts, lang);
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
}
