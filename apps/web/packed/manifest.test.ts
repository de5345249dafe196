/**
 * The Custom Elements Manifest (`dist/custom-elements.json`, the package's `customElements`) against the code it
 * describes: every module path and reference is a file the package ships; each element lists the table's
 * attributes (and no private state), its events with their `detail` types, every `--tafel-*` custom
 * property the styles read and every part the templates name.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'dist', 'custom-elements.json'), 'utf8')) as {
  modules: {
    path: string;
    declarations?: Declaration[];
    exports?: { kind: string; name: string; declaration: { name: string; module?: string } }[];
  }[];
};
interface Declaration {
  name: string;
  tagName?: string;
  customElement?: boolean;
  superclass?: { module?: string };
  attributes?: { name: string; fieldName?: string; type?: { text: string } }[];
  members?: { name: string; privacy?: string }[];
  events?: { name: string; type?: { text: string } }[];
  cssProperties?: { name: string; default?: string }[];
  cssParts?: { name: string }[];
}

const tagged = manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.tagName));
/** The tables (every element but the replay, which plays nothing). */
const elements = tagged.filter((d) => d.tagName !== 'tafel-replay');
const replay = tagged.find((d) => d.tagName === 'tafel-replay');

/** Every source file under `src/` (not the tests). */
function sources(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.includes('.test.')
        ? [join(dir, e.name)]
        : [],
  );
}

describe('the Custom Elements Manifest', () => {
  it('points at the modules the package ships, never at sources', () => {
    const paths = manifest.modules.flatMap((m) => [
      m.path,
      ...(m.exports ?? []).flatMap((e) => (e.declaration.module ? [e.declaration.module] : [])),
    ]);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      expect(path).toMatch(/^dist\/lib\/.*\.js$/);
      expect(existsSync(join(root, path)), path).toBe(true);
    }
  });

  it('defines the four tags, each with the table’s attributes and no private state', () => {
    expect(elements.map((e) => e.tagName).sort()).toEqual([
      'tafel-das-spiel',
      'tafel-weinhaendler',
      'tafel-wiezen',
      'tafel-wine-cellar',
    ]);
    for (const el of elements) {
      const names = el.attributes!.map((a) => a.name);
      for (const a of ['seed', 'seats', 'lang', 'options', 'bot-delay', 'theme', 'api', 'match', 'token'])
        expect(names, el.tagName).toContain(a);
      expect(names.filter((n) => n.startsWith('_'))).toEqual([]);
      expect(el.members!.filter((m) => m.privacy === 'private' || /^[#_]/.test(m.name))).toEqual([]);
    }
    const dice = elements.find((e) => e.tagName === 'tafel-das-spiel')!;
    expect(dice.attributes!.map((a) => a.name)).toEqual(expect.arrayContaining(['game', 'wasm']));
  });

  it('defines <tafel-replay> with its attributes, typed events, its parts and no private state', () => {
    expect(replay).toBeDefined();
    expect(replay!.attributes!.map((a) => a.name).sort()).toEqual([
      'api',
      'lang',
      'match',
      'move',
      'seat',
      'src',
    ]);
    expect(replay!.members!.filter((m) => m.privacy === 'private' || /^[#_]/.test(m.name))).toEqual([]);
    expect(Object.fromEntries(replay!.events!.map((e) => [e.name, e.type?.text]))).toEqual({
      'tafel-step': 'CustomEvent<StepDetail>',
      'tafel-error': 'CustomEvent<ErrorDetail>',
    });
    // The end-of-game replay buttons are drawn by the tables (listed there), not by the replay.
    const drawn = sources(join(root, 'src', 'replay'))
      .filter((f) => !f.endsWith('end-actions.ts'))
      .flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/part="([^"$]+)"/g)]
          .flatMap((m) => m[1]!.split(' '))
          .filter(Boolean),
      );
    const listed = new Set(replay!.cssParts!.map((p) => p.name));
    expect(drawn.filter((p) => !listed.has(p))).toEqual([]);
  });

  it('types the events with their detail (a hosted table’s two among them)', () => {
    for (const el of elements) {
      expect(Object.fromEntries(el.events!.map((e) => [e.name, e.type?.text]))).toEqual({
        'tafel-move': 'CustomEvent<MoveDetail>',
        'tafel-end': 'CustomEvent<Outcome>',
        'tafel-error': 'CustomEvent<ErrorDetail>',
        'tafel-table': 'CustomEvent<TableInfo>',
        'tafel-rematch': 'CustomEvent<Rematch>',
      });
    }
  });

  it('lists every --tafel-* custom property the styles read, with its default', () => {
    const used = new Set(
      sources().flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/var\((--tafel-[a-z-]+)/g)].map((m) => m[1]!),
      ),
    );
    for (const el of elements) {
      const listed = el.cssProperties!.map((p) => p.name);
      expect(new Set(listed)).toEqual(used);
      expect(el.cssProperties!.every((p) => p.default)).toBe(true);
    }
  });

  it('lists every part the templates name on the element that draws it', () => {
    const partsIn = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/part="([^"$]+)"/g)]
        .flatMap((m) => m[1]!.split(' '))
        .filter(Boolean);
    const shared = new Set([
      ...partsIn(join(root, 'src', 'table', 'table-element.ts')),
      ...partsIn(join(root, 'src', 'replay', 'end-actions.ts')),
    ]);
    const own: Record<string, string[]> = {
      'tafel-wine-cellar': ['wine-cellar'],
      'tafel-wiezen': ['wiezen'],
      'tafel-weinhaendler': ['weinhaendler'],
      'tafel-das-spiel': ['das-spiel', 'pyramid'],
    };
    for (const el of elements) {
      const listed = new Set(el.cssParts!.map((p) => p.name));
      const drawn = [
        ...shared,
        ...own[el.tagName!]!.flatMap((dir) => sources(join(root, 'src', dir)).flatMap((f) => partsIn(f))),
      ];
      const missing = drawn.filter((p) => !listed.has(p));
      expect(missing, `${el.tagName} (${relative(root, 'src')})`).toEqual([]);
    }
  });
});
