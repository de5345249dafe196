/**
 * The frame every page of the site shares — the skip link, the header (the brand, the navigation, the language
 * switch) and the footer — written once here. A page marks where they go (`<!-- site-header -->`,
 * `<!-- site-footer -->`) and the build puts them in ({@link withFrame}, in `vite.config.ts` before the words
 * are written in), so a link added to the navigation is on every page, and the page's own link is marked as the
 * current one.
 *
 * @module
 */

/** The navigation: each page's link, in the order the header shows them (text is a name, or a word's key). */
export const NAVIGATION = [
  { href: './wine-cellar.html', name: 'Wine Cellar' },
  { href: './wiezen.html', name: 'Wiezen' },
  { href: './weinhaendler.html', name: 'Die Weinhändler' },
  { href: './das-spiel.html', name: 'Das Spiel' },
  { href: './#play', key: 'nav.play' },
  { href: './together.html', key: 'nav.together' },
  { href: './ratings.html', key: 'nav.ratings' },
  { href: './how-to-play.html', key: 'nav.howToPlay' },
] as const;

function header(page: string): string {
  const links = NAVIGATION.map((link) => {
    const current = link.href === `./${page}` ? ' aria-current="page"' : '';
    // On the home page its own section is a jump, not a page load.
    const href = page === 'index.html' && link.href.startsWith('./#') ? link.href.slice(1) : link.href;
    const text = 'key' in link ? ` data-t="${link.key}">` : `>${link.name}`;
    return `        <a href="${href}"${current}${text}</a>`;
  }).join('\n');
  return `<a class="skip" href="#main" data-t="skip"></a>
    <header class="site-header">
      <a class="brand" href="./"><img src="/favicon.svg" alt="" width="36" height="36" />Tafel</a>
      <nav class="site-nav" data-t-aria-label="nav.label">
${links}
      </nav>
      <div class="lang-switch" role="group" data-t-aria-label="lang.label">
        <button type="button" data-lang="en" lang="en" aria-pressed="true">EN</button>
        <button type="button" data-lang="nl" lang="nl" aria-pressed="false">NL</button>
      </div>
    </header>`;
}

const FOOTER = `<footer class="site-footer">
      <p data-t="footer.about"></p>
      <p class="links-row"><a href="./v1/docs" data-t="footer.api"></a><a href="https://github.com/tafel/tafel" data-t="footer.source"></a></p>
    </footer>`;

/**
 * `html` with the site's header and footer where it marks them; `page` is the page's file name (its own link in
 * the navigation is the current one).
 *
 * @example
 * ```ts
 * withFrame('<body><!-- site-header --><main></main><!-- site-footer --></body>', 'wiezen.html');
 * // the header with `<a href="./wiezen.html" aria-current="page">Wiezen</a>`, the main, the footer
 * ```
 */
export function withFrame(html: string, page: string): string {
  return html.replace('<!-- site-header -->', header(page)).replace('<!-- site-footer -->', FOOTER);
}
