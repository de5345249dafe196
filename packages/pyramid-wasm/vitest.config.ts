import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Resolve workspace packages to their TypeScript sources (`ssr` too: Vitest resolves test imports the
  // server-side way). The Wasm module itself comes from `build/`, so `test` depends on `build` (turbo.json).
  resolve: { conditions: ['@tafel/source'] },
  ssr: { resolve: { conditions: ['@tafel/source'] } },
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
