/**
 * Every endpoint and every error code through `app.request`, on the Node store (`endpoint-cases.ts` holds the
 * cases; `workerd.test.ts` runs them against the Workers runtime).
 */
import { afterEach } from 'vitest';
import { endpointCases } from './endpoint-cases.js';
import { inProcess } from './support.js';

const open: Array<() => void> = [];
afterEach(() => {
  for (const close of open.splice(0)) close();
});

endpointCases({
  name: 'node',
  api(options = {}) {
    const t = inProcess(options);
    open.push(t.close);
    return t.fetch;
  },
});
