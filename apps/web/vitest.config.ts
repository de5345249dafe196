/**
 * Four projects: `unit` runs the pure modules in Node; `browser` runs the components in a real headless Chromium
 * (Debian's, never a downloaded one); `e2e` drives the built site (`dist/`) in that Chromium with playwright-core;
 * `packed` installs the packed tarballs into a project outside the workspace and uses them as a developer does.
 * Without a Chromium (or a build) those projects, or their browser parts, are left out and the run says so.
 */
import { existsSync } from 'node:fs';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const source = ['@tafel/source'];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(chromium);
const built = existsSync(new URL('./dist/tafel.js', import.meta.url));
const builtLibrary = existsSync(new URL('./dist/lib/index.js', import.meta.url));
if (!hasChromium) {
  console.warn(
    `@tafel/web: browser tests SKIPPED — no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
} else if (!built) {
  console.warn(
    '@tafel/web: end-to-end tests SKIPPED — build the site first (pnpm --filter @tafel/web build)',
  );
}

export default defineConfig({
  resolve: { conditions: source },
  ssr: { resolve: { conditions: source } },
  test: {
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'site/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.ts'],
          environment: 'node',
        },
      },
      // The packed tarballs installed into a project outside the workspace (publint, attw, tsc without a
      // browser; the consumer's tables in Chromium when there is one).
      ...(builtLibrary
        ? [
            {
              extends: true,
              test: {
                name: 'packed',
                include: ['packed/**/*.test.ts'],
                environment: 'node',
                testTimeout: 300_000,
                hookTimeout: 600_000,
              },
            },
          ]
        : []),
      ...(hasChromium && built
        ? [
            {
              extends: true,
              test: { name: 'e2e', include: ['e2e/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
            },
          ]
        : []),
      ...(hasChromium
        ? [
            {
              extends: true,
              test: {
                name: 'browser',
                include: ['src/**/*.browser.test.ts'],
                browser: {
                  enabled: true,
                  headless: true,
                  screenshotFailures: false,
                  provider: playwright({
                    launchOptions: {
                      executablePath: chromium,
                      args: [
                        '--no-sandbox',
                        '--disable-gpu',
                        '--disable-quic',
                        '--no-first-run',
                        '--disable-background-networking',
                        '--disable-component-update',
                        '--disable-sync',
                      ],
                    },
                  }),
                  instances: [{ browser: 'chromium' as const }],
                },
              },
            },
          ]
        : []),
    ],
  },
});
