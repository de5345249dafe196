/**
 * The test packs `@tafel/api`, installs it with npm into a copy of this project outside the workspace and starts
 * it in workerd: minutes on a loaded 2-core machine, not seconds.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
