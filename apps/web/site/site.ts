/**
 * What every page of the site does, whatever else it holds:
 *
 * - **Its language**: English or Dutch, the reader's choice (the EN/NL switch in the header, kept in
 *   `localStorage`) or else the browser's. The page's `lang` changes with it, so the tables on it, which speak
 *   their page's language unless told otherwise, change too; the lobby's language for new tables follows.
 * - **A table that starts after a click is scrolled into view**: on a phone the lobby's table appears below the
 *   fold, and nothing seemed to happen. A container marked `data-reveal="start"` (or `"nearest"`) is scrolled to
 *   when a script puts something new into it within a moment of the reader's click, tap or key; what a page
 *   puts there as it loads stays where it is.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { chooseLang, LANG_KEY, TRANSLATED_ATTRIBUTES, word } from './words.ts';

function storedLang(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null; // storage refused (a sandbox, private settings): the browser's language then
  }
}

/** Puts the page's words into `lang` and makes it the page's language. */
function speak(lang: Lang): void {
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll<HTMLElement>('[data-t]')) {
    const text = word(el.dataset.t!, lang);
    // The catalogue's messages may hold markup of the site's own (`<code>`); a title holds text only.
    if (el instanceof HTMLTitleElement) el.textContent = text;
    else el.innerHTML = text;
  }
  for (const attribute of TRANSLATED_ATTRIBUTES)
    for (const el of document.querySelectorAll(`[data-t-${attribute}]`))
      el.setAttribute(attribute, word(el.getAttribute(`data-t-${attribute}`)!, lang));
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-lang]'))
    button.setAttribute('aria-pressed', String(button.dataset.lang === lang));
  // Tables without a `lang` of their own speak the page's: they render again in it.
  for (const el of document.querySelectorAll('*'))
    if (el.localName.startsWith('tafel-')) (el as Element & { requestUpdate?: () => void }).requestUpdate?.();
  // The lobby's next table.
  for (const select of document.querySelectorAll<HTMLSelectElement>('select[name="lang"]'))
    select.value = lang;
}

speak(chooseLang(storedLang(), navigator.languages));

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-lang]'))
  button.addEventListener('click', () => {
    const lang = chooseLang(button.dataset.lang ?? null, []);
    try {
      localStorage.setItem(LANG_KEY, lang);
    } catch {
      // Not kept; this page still changes.
    }
    speak(lang);
  });

/** When the reader last clicked, tapped or pressed a key (ms, `performance.now()`). */
let acted = Number.NEGATIVE_INFINITY;
for (const type of ['click', 'submit', 'keydown'])
  addEventListener(type, () => (acted = performance.now()), { capture: true });
/** How long after the reader's action a new table counts as its answer (a hosted one waits for the server). */
const ANSWER_MS = 5000;
const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)');

for (const box of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
  const block = box.dataset.reveal === 'nearest' ? 'nearest' : 'start';
  new MutationObserver((changes) => {
    if (performance.now() - acted > ANSWER_MS) return;
    if (!changes.some((c) => c.addedNodes.length > 0)) return;
    // After the new content's first layout, so a table's height is known when "nearest" is worked out.
    requestAnimationFrame(() =>
      box.scrollIntoView({ block, behavior: reduceMotion.matches ? 'auto' : 'smooth' }),
    );
  }).observe(box, { childList: true });
}
