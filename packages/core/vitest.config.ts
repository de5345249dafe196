import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Resolve workspace packages to their TypeScript sources, so tests never need a prior build.
  resolve: { conditions: ['@tafel/source'] },
  // Search-bot tests play whole games; a loaded 2-core CI machine needs more than the default 5 s.
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 60_000 },
});
