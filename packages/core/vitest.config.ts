import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Resolve workspace packages to their TypeScript sources, so tests never need a prior build.
  resolve: { conditions: ['@tafel/source'] },
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
