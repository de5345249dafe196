/**
 * The rules panel every table has: a "Rules" disclosure that opens its game's short rules (goal, a turn, scoring,
 * end; from the game's rules module, the one source the site's how-to-play page reads too) in the table's
 * language, and a link to the site's how-to-play page of that game. Drawn by the table from its board's `rules`.
 *
 * @module
 */
import type { AnyGame, Lang } from '@tafel/core';
import { css, html, nothing, type TemplateResult } from 'lit';
import { translate } from '../i18n/index.js';
import type { Board } from '../table/board.js';
import { type GameRules, SECTIONS, sentencesOf } from './short-rules.js';
import { rulesTexts } from './texts.js';

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

/** What the rules panel shows. */
export interface RulesPanelOf {
  readonly rules: GameRules;
  readonly lang: Lang;
  /** The game's name, as the table's title says it. */
  readonly title: string;
  /** The how-to-play page's address (`null`: no link). */
  readonly href: string | null;
}

/**
 * The short rules of a game in sections, with a heading (`level` 3 in a table, 2 on a page).
 *
 * @example
 * html`${shortRulesBody(wiezenRules.en, t, 3)}`;
 */
export function shortRulesBody(
  rules: GameRules,
  lang: Lang,
  title: string,
  level: 2 | 3 = 3,
): TemplateResult {
  const t = translate(rulesTexts, lang);
  const sub = (text: string) => (level === 2 ? html`<h3>${text}</h3>` : html`<h4>${text}</h4>`);
  return html`${level === 2 ? html`<h2>${t('heading', { game: title })}</h2>` : html`<h3>${t('heading', { game: title })}</h3>`}
    ${SECTIONS.map((section) => {
      const sentences = sentencesOf(rules[lang], section);
      return html`<section class="rules-section" data-section=${section}>
        ${sub(t(section))}
        ${sentences.length === 1 ? html`<p>${sentences[0]}</p>` : html`<ul>${sentences.map((s) => html`<li>${s}</li>`)}</ul>`}
      </section>`;
    })}`;
}

/**
 * The table's "Rules" disclosure (part `rules`; its summary part `rules-toggle`, the link part `how-to-play`).
 *
 * @example
 * html`${rulesPanel({ rules: wiezenRules, lang: 'en', title: 'Wiezen', href: howToPlayHref('wiezen', 'en') })}`;
 */
export function rulesPanel(p: RulesPanelOf): TemplateResult {
  const t = translate(rulesTexts, p.lang);
  return html`<details part="rules" class="rules-panel">
    <summary part="rules-toggle">${t('rules')}</summary>
    <div class="rules-body">
      ${shortRulesBody(p.rules, p.lang, p.title)}
      ${p.href ? html`<p><a part="how-to-play" href=${p.href}>${t('howToPlay', { game: p.title })}</a></p>` : nothing}
    </div>
  </details>`;
}

/** The rules panel's look inside a table. */
export const rulesStyles = css`
  .rules-panel {
    grid-column: 1 / -1;
    border: 1px solid color-mix(in srgb, var(--tafel-fg) 20%, transparent);
    border-radius: var(--tafel-radius, 0.5rem);
    padding: 0 0.75rem;
    background: var(--tafel-bg);
  }
  .rules-panel > summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  .rules-body {
    max-height: 60vh;
    overflow-y: auto;
    padding-bottom: 0.75rem;
  }
  .rules-body h3 {
    margin: 0.25rem 0 0.5rem;
    font-size: 1.05rem;
  }
  .rules-body h4 {
    margin: 0.75rem 0 0.25rem;
    font-size: 0.95rem;
  }
  .rules-body p,
  .rules-body ul {
    margin: 0.25rem 0;
    line-height: 1.45;
  }
  .rules-body a {
    color: var(--tafel-accent);
  }
`;

/** The guided game's advice on the board. */
export const guideStyles = css`
  .guide {
    border: 2px solid var(--tafel-mark, #b3541e);
    border-radius: var(--tafel-radius, 0.5rem);
    background: var(--tafel-bg);
    color: var(--tafel-fg);
    padding: 0.5rem 0.75rem;
    margin: 0 0 0.5rem;
    line-height: 1.4;
  }
  .guide p {
    margin: 0.25rem 0;
  }
`;

/**
 * A table's rules panel for its board (nothing when the board has no rules): the how-to-play link from the
 * table's `how-to-play` attribute (`{game}` and `{lang}` filled in), the site's page by default.
 *
 * @example
 * html`<aside>${tableRules(board, 'nl', el.getAttribute('how-to-play'))}</aside>`;
 */
export function tableRules(
  board: Board<AnyGame> | null,
  lang: Lang,
  pattern: string | null,
): TemplateResult | typeof nothing {
  if (!board?.rules) return nothing;
  return rulesPanel({
    rules: board.rules,
    lang,
    title: board.game.title[lang],
    href: pattern === '' ? null : howToPlayHref(board.game.id, lang, pattern ?? HOW_TO_PLAY),
  });
}
