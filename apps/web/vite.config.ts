/**
 * One build for the demo site and the embeddable bundles: `dist/` holds the pages and, at its root, `tafel.js`
 * (every element) and one `tafel-<game>.js` per element, so a site loads either with one script tag.
 *
 * `base: './'` makes every URL the bundles hold (chunks, the bots' Workers, the Wasm module) relative to the
 * script that asks for it (`new URL('…', import.meta.url)`), never to the site's root: the bundles work from a
 * subfolder (`/vendor/tafel/tafel.js`), another origin or a CDN path, wherever `tafel.js` and `assets/` sit
 * together.
 */
import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { defineConfig } from 'vite';
import { withFrame } from './site/frame.ts';
import { fillWords } from './site/words.ts';

const here = import.meta.dirname;
const elements = Object.fromEntries(
  readdirSync(resolve(here, 'src/elements')).map((f) => [
    f.replace(/\.ts$/, ''),
    resolve(here, 'src/elements', f),
  ]),
);
const pages = Object.fromEntries(
  readdirSync(resolve(here, 'site'))
    .filter((f) => f.endsWith('.html'))
    .map((f) => [`page-${f.replace(/\.html$/, '')}`, resolve(here, 'site', f)]),
);

export default defineConfig({
  root: 'site',
  base: './',
  resolve: { conditions: ['@tafel/source'] },
  // The site's pages name their words by key; the build writes the English in (site/words.ts), the page the
  // reader's language when it starts.
  plugins: [
    {
      name: 'tafel-site-frame-and-words',
      transformIndexHtml: (html, ctx) => fillWords(withFrame(html, basename(ctx.path)), 'en'),
    },
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: { tafel: resolve(here, 'src/tafel.ts'), ...elements, ...pages },
      // The embeddable bundles keep their names at the root of dist/; everything else is hashed under assets/.
      output: {
        entryFileNames: (chunk) => (chunk.name.startsWith('page-') ? 'assets/[name]-[hash].js' : '[name].js'),
        // A dice game's board, loaded when a table plays that game, named for it (the bench measures each).
        chunkFileNames: (chunk) => {
          const game = chunk.moduleIds
            .map((id) => /das-spiel\/([a-z-]+)\/board\.ts$/.exec(id)?.[1])
            .find(Boolean);
          return game ? `assets/board-${game}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
      // A page loads a bundle for its effect (it defines the tags), never for its exports: without their
      // signatures the bundles need no facade module in front of their code, one request less on the way.
      preserveEntrySignatures: false,
    },
  },
  worker: {
    format: 'es',
    // Each game's bots Worker (`src/bots/workers/<game>.ts`), named for what it is.
    rolldownOptions: { output: { entryFileNames: 'assets/bot-worker-[name]-[hash].js' } },
  },
});
