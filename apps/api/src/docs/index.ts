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

/**
 * The page's HTML: the bundle and the style from this server, and a small script that starts Swagger UI.
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
<title>Tafel API reference</title>
<link rel="stylesheet" href="/v1/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/v1/docs/swagger-ui-bundle.js"></script>
<script src="/v1/docs/start.js"></script>
</body>
</html>`;
}

/** The script that starts Swagger UI on the document (a file, not inline, so a strict CSP can allow it). */
export const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/v1/openapi.json', dom_id: '#reference', deepLinking: true });`;
