/**
 * The packed-tarball test installs every published package with npm into a project outside the workspace: its
 * install and the games it plays take minutes on a loaded 2-core machine, not seconds.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
