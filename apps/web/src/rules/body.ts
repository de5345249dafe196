/**
 * The short rules drawn: a game's sections with their headings, and the table's "Rules" disclosure around them
 * with the how-to-play link. Loaded with a game's rules when a table first draws them (`panel.ts`), and by the
 * site's how-to-play page.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { html, nothing, type TemplateResult } from 'lit';
import { translate } from '../i18n/index.js';
import { type GameRules, SECTIONS, sentencesOf } from './short-rules.js';
import { rulesTexts } from './texts.js';

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
