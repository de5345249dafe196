/**
 * The rules panel every table has: a "Rules" disclosure that opens its game's short rules (goal, a turn, scoring,
 * end; from the game's rules module, the one source the site's how-to-play page reads too) in the table's
 * language, and a link to the site's how-to-play page of that game. The rules and the code that draws them
 * (`body.ts`) load apart from the element, when a table first draws: a page pays for them after its first render.
 *
 * @module
 */
import type { AnyGame, Lang } from '@tafel/core';
import { nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Board } from '../table/board.js';
import type { GameRules } from './short-rules.js';

/** Where the how-to-play page is by default, relative to the page the table is on (the demo site's). */
export const HOW_TO_PLAY = 'how-to-play.html?game={game}&lang={lang}';

/**
 * The how-to-play page's address for a game: `pattern` with `{game}` and `{lang}` filled in.
 *
 * @example
 * howToPlayHref('wiezen', 'nl'); // 'how-to-play.html?game=wiezen&lang=nl'
 */
export function howToPlayHref(game: string, lang: Lang, pattern: string = HOW_TO_PLAY): string {
  return pattern.replaceAll('{game}', encodeURIComponent(game)).replaceAll('{lang}', lang);
}

/**
 * A table's rules panel (`body.ts` draws it): its board's rules are loaded apart from the element the first
 * time the table draws, so a page that embeds a table does not load them before its first render. Until they are
 * there the table has no panel.
 */
export class TableRules {
  readonly #host: ReactiveControllerHost;
  /** Each board's rules once loaded, and the boards whose rules are on their way. */
  readonly #loaded = new Map<Board<AnyGame>, GameRules>();
  readonly #loading = new Map<Board<AnyGame>, Promise<GameRules | null>>();
  /** The module that draws them, once loaded. */
  #body: typeof import('./body.js') | null = null;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  /**
   * A board's rules: loaded once (the table draws again when they are there).
   *
   * @example
   * const rules = await panel.of(board); // null: the board has none, or they could not be loaded
   */
  of(board: Board<AnyGame>): Promise<GameRules | null> {
    let loading = this.#loading.get(board);
    if (!loading) {
      loading = Promise.all([board.rules?.() ?? null, import('./body.js')]).then(
        ([rules, body]) => {
          this.#body = body;
          if (rules) this.#loaded.set(board, rules);
          this.#host.requestUpdate();
          return rules;
        },
        // Without its rules the table still plays, without the panel.
        () => null,
      );
      this.#loading.set(board, loading);
    }
    return loading;
  }

  /**
   * The panel for a board (nothing when it has no rules): the how-to-play link from `pattern` (the table's
   * `how-to-play` attribute: `{game}` and `{lang}` filled in), the site's page by default, none when empty.
   *
   * @example
   * html`<aside>${panel.render(board, 'nl', el.getAttribute('how-to-play'))}</aside>`;
   */
  render(board: Board<AnyGame> | null, lang: Lang, pattern: string | null): TemplateResult | typeof nothing {
    if (!board?.rules) return nothing;
    void this.of(board);
    const title = board.game.title[lang];
    const rules = this.#loaded.get(board);
    const body = this.#body;
    if (!rules || !body) return nothing;
    return body.rulesPanel({
      rules,
      lang,
      title,
      href: pattern === '' ? null : howToPlayHref(board.game.id, lang, pattern ?? HOW_TO_PLAY),
    });
  }
}
