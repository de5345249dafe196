/**
 * The reference page, `/v1/docs`: Swagger UI reading `/v1/openapi.json`, from assets the server itself serves
 * (`/v1/docs/swagger-ui-bundle.js` and `swagger-ui.css`, copied from the `swagger-ui-dist` package at build time
 * into `dist/docs/`; see `scripts/docs-assets.mjs`), so the page works without the internet. The Node runtime
 * serves that folder beside the API; a Worker serves it as its static assets.
 *
 * @module
 */

/** The folder of the page's assets, laid out as served (`dist/docs/v1/docs/…`), relative to this package. */
export const DOCS_ASSETS = 'dist/docs';

/** Tafel's mark (the site's favicon), inline: a Worker serving the API has no site beside it to link to. */
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%231f5f3a'/%3E%3Cpath d='M32 11 51 22 32 33 13 22Z' fill='%23fbfaf7'/%3E%3Cpath d='M13 22 32 33v22L13 44Z' fill='%239c2a3a'/%3E%3Cpath d='M51 22v22L32 55V33Z' fill='%23e0ac45'/%3E%3C/svg%3E";

/**
 * The page's HTML: the site's header (its mark, a way home, the games) over Swagger UI, the bundle and the styles
 * from this server, and a small script that starts Swagger UI.
 *
 * @example
 * ```ts
 * app.get('/v1/docs', (c) => c.html(docsPage()));
 * ```
 */
export function docsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Tafel API reference — Wiezen, Die Weinhändler, Wine Cellar and Das Spiel</title>
<link rel="icon" href="${ICON}" type="image/svg+xml">
<link rel="stylesheet" href="/v1/docs/swagger-ui.css">
<link rel="stylesheet" href="/v1/docs/tafel.css">
</head>
<body>
<header class="tafel-header">
<a class="tafel-brand" href="/"><img src="${ICON}" alt="" width="36" height="36">Tafel</a>
<span class="tafel-title">API reference</span>
<a class="tafel-link" href="/v1/openapi.json">openapi.json</a>
</header>
<main id="reference"></main>
<script src="/v1/docs/swagger-ui-bundle.js"></script>
<script src="/v1/docs/start.js"></script>
</body>
</html>`;
}

/**
 * The page's own style over Swagger UI's: the demo site's palette and type (`apps/web/site/site.css`), its header,
 * controls a finger can hit, and nothing wider than a phone (long paths and examples wrap or scroll in their box).
 * Swagger UI draws light only, so in the dark the reference sits on a light sheet under the site's dark header.
 */
export const DOCS_STYLE = `:root {
  color-scheme: light dark;
  --page: #f3efe7; --surface: #fbfaf7; --fg: #1d1b18; --accent: #1f5f3a; --on-accent: #fff; --line: #ddd6c9;
  --hero: #1f5f3a; --on-hero: #fff;
}
@media (prefers-color-scheme: dark) {
  :root { --page: #121314; --hero: #173a26; --on-hero: #f4f1ea; }
}
body { margin: 0; background: var(--page); font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.tafel-header {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.25rem; padding: 0.5rem clamp(0.75rem, 3vw, 2rem);
  background: var(--hero); color: var(--on-hero);
}
.tafel-header a { color: inherit; display: inline-flex; align-items: center; min-height: 44px; min-width: 44px; }
.tafel-brand { gap: 0.5rem; font: 700 1.35rem/1 ui-serif, Georgia, serif; text-decoration: none; }
.tafel-title { font: 600 1.1rem/1.2 ui-serif, Georgia, serif; flex: 1; }
.tafel-header a:focus-visible, #reference :focus-visible { outline: 3px solid var(--gold, #e0ac45); outline-offset: 2px; }
#reference {
  display: block; max-width: 76rem; margin: 1rem auto 3rem; background: var(--surface); color: var(--fg);
  border-radius: 0.75rem; box-shadow: 0 1px 2px rgb(40 30 10 / 0.08), 0 6px 20px rgb(40 30 10 / 0.08);
  overflow-wrap: anywhere;
}
.swagger-ui { font-family: inherit; color: var(--fg); }
.swagger-ui .wrapper { padding: 0 clamp(0.75rem, 3vw, 2rem); max-width: none; }
.swagger-ui .info .title { font-family: ui-serif, Georgia, serif; }
.swagger-ui .info a, .swagger-ui a.nostyle { color: var(--accent); }
.swagger-ui .btn { min-height: 44px; min-width: 44px; border-radius: 0.5rem; }
.swagger-ui .btn.execute, .swagger-ui .btn.authorize { background: var(--accent); border-color: var(--accent); color: var(--on-accent); }
.swagger-ui .btn.authorize svg { fill: currentColor; }
.swagger-ui .opblock .opblock-summary { min-height: 44px; flex-wrap: wrap; }
.swagger-ui .opblock .opblock-summary-path { word-break: break-all; }
.swagger-ui select, .swagger-ui input[type=text], .swagger-ui textarea { min-height: 44px; border-radius: 0.5rem; }
.swagger-ui pre, .swagger-ui .highlight-code, .swagger-ui .model-box, .swagger-ui table { max-width: 100%; overflow-x: auto; }
.swagger-ui .scheme-container { background: transparent; box-shadow: none; }
`;

/** The script that starts Swagger UI on the document (a file, not inline, so a strict CSP can allow it). */
export const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/v1/openapi.json', dom_id: '#reference', deepLinking: true });`;
