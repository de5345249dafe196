/**
 * Imports every export of the installed packages named on the command line (all `@tafel/*` packages in
 * `node_modules` when none is named), as their own `package.json` lists them: each module subpath is imported
 * in Node; a subpath that is a file rather than a module (the Wasm module, a JSON manifest), or a module named
 * with `--resolve-only=`, must resolve to a file that is there. A wildcard subpath (`./workers/*`) stands for every shipped file it matches. Prints one JSON
 * object: each specifier with `module`, `file` or the error it gave. Copied into the test's project, which has
 * nothing but npm's install of the tarballs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const scope = join(process.cwd(), 'node_modules', '@tafel');
const args = process.argv.slice(2);
/** `--resolve-only=<specifier>`: a module for another runtime (a Worker's), only resolved to its file here. */
const resolveOnly = new Set(args.filter((a) => a.startsWith('--resolve-only=')).map((a) => a.split('=')[1]));
const given = args.filter((a) => !a.startsWith('--'));
const names = given.length > 0 ? given : readdirSync(scope).map((n) => `@tafel/${n}`);

/** The JS target of an `exports` entry: a string, or the `default` (or `import`) of a conditions object. */
function target(entry) {
  if (typeof entry === 'string') return entry;
  return target(entry.import ?? entry.default);
}

/** The specifiers an `exports` map offers, wildcards expanded over the files the package holds. */
function specifiers(name, dir, exports) {
  const out = [];
  for (const [subpath, entry] of Object.entries(exports)) {
    const file = target(entry);
    if (!subpath.includes('*')) {
      out.push({ spec: name + subpath.slice(1), file });
      continue;
    }
    const [prefix, suffix] = file.split('*');
    const folder = join(dir, prefix);
    for (const f of existsSync(folder) ? readdirSync(folder) : []) {
      if (f.endsWith(suffix) && !f.endsWith(`.d${suffix}`)) {
        const stem = f.slice(0, f.length - suffix.length);
        out.push({ spec: name + subpath.slice(1).replace('*', stem), file: prefix + f });
      }
    }
  }
  return out;
}

const results = {};
for (const name of names) {
  const dir = join(scope, name.slice('@tafel/'.length));
  const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const { spec, file } of specifiers(name, dir, exports)) {
    try {
      if (/\.m?js$/.test(file) && !resolveOnly.has(spec)) {
        await import(spec);
        results[spec] = 'module';
      } else {
        results[spec] = existsSync(fileURLToPath(import.meta.resolve(spec))) ? 'file' : 'missing file';
      }
    } catch (e) {
      results[spec] = `${e.name}: ${e.message}`;
    }
  }
}
console.log(JSON.stringify(results));
// A module may leave a handle open (a Worker entry listens for messages): the answer is printed, so end here.
process.exit(0);
