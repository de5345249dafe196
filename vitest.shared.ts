/**
 * The vitest settings every package shares; each package's `vitest.config.ts` re-exports them.
 */
import { defineConfig } from 'vitest/config';

const source = ['@tafel/source'];

export default defineConfig({
  // Resolve workspace packages to their TypeScript sources, so tests never need a prior build. Tests in Node
  // resolve the server-side way, hence `ssr` as well.
  resolve: { conditions: source },
  ssr: { resolve: { conditions: source } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Search-bot tests play whole games; a loaded 2-core CI machine needs more than the default 5 s.
    testTimeout: 60_000,
  },
});
