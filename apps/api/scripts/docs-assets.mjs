/**
 * The reference page's assets, copied at build time from the `swagger-ui-dist` package into `dist/docs/`, laid
 * out as they are served (`/v1/docs/swagger-ui-bundle.js`, …): the Node runtime serves the folder beside the API,
 * a Worker serves it as its static assets (`wrangler.toml`), so `/v1/docs` works without the internet. Swagger
 * UI's licence and notice go with it.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const from = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const to = join(fileURLToPath(new URL('..', import.meta.url)), 'dist/docs/v1/docs');
mkdirSync(to, { recursive: true });
for (const [file, as] of [
  ['swagger-ui-bundle.js', 'swagger-ui-bundle.js'],
  ['swagger-ui.css', 'swagger-ui.css'],
  ['LICENSE', 'swagger-ui-LICENSE.txt'],
  ['NOTICE', 'swagger-ui-NOTICE.txt'],
]) {
  copyFileSync(join(from, file), join(to, as));
}
