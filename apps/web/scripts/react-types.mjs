/**
 * JSX types for React 19 (`@tafel/web/react`), generated from the Custom Elements Manifest by
 * `@wc-toolkit/jsx-types`: every element's attributes, properties and events (`ontafel-end`, … — React 19 adds
 * a listener for an `on<event>` prop of a custom element), with their docs. The generator augments the JSX of
 * several libraries at once; the file keeps React's (`react`, `react/jsx-runtime`, `react/jsx-dev-runtime`) so
 * that it type-checks where only React is installed. A consumer opts in with
 * `import type {} from '@tafel/web/react'` (or `"types": ["@tafel/web/react"]`); the JavaScript beside it is
 * empty, so an `import '@tafel/web/react'` costs nothing.
 *
 * Usage: `node scripts/react-types.mjs` after `cem analyze` (part of `pnpm build`).
 *
 * @module
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateJsxTypes } from '@wc-toolkit/jsx-types';

const dist = join(import.meta.dirname, '..', 'dist');
const out = join(dist, 'types');
const KEEP = new Set(['react', 'react/jsx-runtime', 'react/jsx-dev-runtime']);

/**
 * The generated text with only React's module augmentations (and no global `JSX`, which React 19 no longer
 * reads and which would leak the tags into every JSX library of the consumer).
 *
 * @example
 * ```js
 * onlyReact('declare module "preact" {\n}\n'); // ''
 * ```
 */
export function onlyReact(text) {
  return text.replace(/\ndeclare (module "([^"]+)"|global) \{\n[\s\S]*?\n\}\n/g, (block, _, name) =>
    name && KEEP.has(name) ? block : '\n',
  );
}

const manifest = JSON.parse(readFileSync(join(dist, 'custom-elements.json'), 'utf8'));
mkdirSync(out, { recursive: true });
const generated = join(out, 'generated.d.ts');
generateJsxTypes(manifest, {
  outdir: out,
  fileName: 'generated.d.ts',
  // Every type the file names (the classes, the events' details) comes from the package's main entry.
  globalTypePath: '../lib/index.js',
  stronglyTypedEvents: true,
});
const text = onlyReact(readFileSync(generated, 'utf8'));
rmSync(generated);
writeFileSync(
  join(out, 'react.d.ts'),
  `/** JSX types of Tafel's elements for React 19, generated from the Custom Elements Manifest. @module */\n${text}`,
);
writeFileSync(join(out, 'react.js'), '// Types only: see react.d.ts.\nexport {};\n');
