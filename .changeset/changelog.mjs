/**
 * The changelog lines `changeset version` writes: changesets' own (`@changesets/cli/changelog`), but a Tafel
 * package released for the first time is not listed as an "updated dependency" of the packages released with it.
 * Its previous version (`0.1.0-0`, see README.md here) was never published, so nobody had it to update from, and
 * a first release's changelog would otherwise open with patch changes. In changesets' pre mode, where
 * prereleases are published, every dependency is listed as usual.
 */
import { existsSync } from 'node:fs';
import base from '@changesets/cli/changelog';

const preMode = existsSync(new URL('./pre.json', import.meta.url));

/** A dependency whose previous version was a prerelease outside pre mode: never published before. */
const firstRelease = (dependency) => !preMode && dependency.oldVersion.includes('-');

export default {
  getReleaseLine: base.getReleaseLine,
  getDependencyReleaseLine(changesets, dependencies, options) {
    const updated = dependencies.filter((d) => !firstRelease(d));
    const ids = new Set(updated.flatMap((d) => d.changesets));
    return base.getDependencyReleaseLine(
      changesets.filter((c) => ids.has(c.id)),
      updated,
      options,
    );
  },
};
