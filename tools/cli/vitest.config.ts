import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Resolve workspace packages to their TypeScript sources, so tests never need a prior build (`ssr` too:
  // Vitest resolves test imports the server-side way).
  resolve: { conditions: ['@tafel/source'] },
  ssr: { resolve: { conditions: ['@tafel/source'] } },
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
