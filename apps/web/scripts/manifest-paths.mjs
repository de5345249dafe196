/**
 * A Custom Elements Manifest analyzer plugin: the manifest describes the package as it ships, not its sources.
 * The analyzer reads `src/**.ts`; this plugin points every module path and every reference at the built module
 * a consumer imports (`src/wiezen/element.ts` → `dist/lib/wiezen/element.js`), resolves references the analyzer
 * left relative (`./colours.js`, `/src/…`), and drops what is not public API: private and `#` members, and the
 * members and attributes whose names start with `_`.
 *
 * @module
 */
import { posix } from 'node:path';

/** `src/a/b.ts` (or `/src/a/b.js`, or `./c.js` relative to `from`) as the shipped `dist/lib/a/b.js`. */
export function shippedPath(path, from = '') {
  let p = path.replace(/^\//, '');
  if (p.startsWith('.')) p = posix.join(posix.dirname(from), p);
  return p.replace(/^src\//, 'dist/lib/').replace(/\.ts$/, '.js');
}

/** The lists of a class declaration whose entries may be inherited. */
const LISTS = ['members', 'attributes', 'events', 'cssProperties', 'cssParts', 'cssStates', 'slots'];

const isPublic = (m) => m.privacy !== 'private' && !m.name.startsWith('#') && !m.name.startsWith('_');

/**
 * The plugin (see the module comment).
 *
 * @example
 * ```js
 * export default { plugins: [shippedManifest()] };
 * ```
 */
export function shippedManifest() {
  return {
    name: 'tafel-shipped-manifest',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        const from = mod.path;
        mod.path = shippedPath(mod.path);
        // Only what the module exports is its API (the analyzer also lists some local variables).
        const exported = new Set((mod.exports ?? []).map((e) => e.declaration.name));
        mod.declarations = (mod.declarations ?? []).filter((d) => exported.has(d.name));
        const refs = [
          ...(mod.exports ?? []).map((e) => e.declaration),
          ...mod.declarations.flatMap((d) => [
            d.superclass,
            ...LISTS.flatMap((list) => (d[list] ?? []).map((item) => item.inheritedFrom)),
          ]),
        ];
        for (const ref of refs) if (ref?.module) ref.module = shippedPath(ref.module, from);
        for (const d of mod.declarations) {
          if (d.members) d.members = d.members.filter(isPublic);
          if (d.attributes) d.attributes = d.attributes.filter((a) => !a.name.startsWith('_'));
        }
      }
    },
  };
}
