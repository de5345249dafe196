/**
 * `tafel serve` without a built site (as installed from npm): it serves the API and says in words what to pass
 * or install, naming no path inside this repository.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseSite } from '../src/commands/serve-site.js';

describe('tafel serve: the site beside the API', () => {
  it('serves a folder that holds a built site', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tafel-site-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    expect(chooseSite(dir)).toEqual({ site: dir });
  });

  it('without one, says what to pass or install and names no path of the repository', () => {
    const chosen = chooseSite(join(tmpdir(), 'no-such-tafel-site'));
    expect(chosen.site).toBeUndefined();
    const hint = 'hint' in chosen ? chosen.hint : '';
    expect(hint).toMatch(/serving the API only/);
    expect(hint).toMatch(/--site/);
    expect(hint).toMatch(/npm i @tafel\/web/);
    expect(hint).not.toMatch(/apps\/web|pnpm --filter/);
  });

  it('with @tafel/web installed, serves its cdn/ bundles and says how to load one', () => {
    const cdn = mkdtempSync(join(tmpdir(), 'tafel-cdn-'));
    writeFileSync(join(cdn, 'tafel.js'), 'export {};');
    const chosen = chooseSite(join(tmpdir(), 'no-such-tafel-site'), cdn);
    expect(chosen.site).toBe(cdn);
    expect(chosen.hint).toMatch(/src="\/tafel\.js"/);
    expect(chosen.hint).not.toMatch(/apps\/web/);
  });
});
