/**
 * The example's README installs the wrangler this repository tests with (the pnpm catalog's version), not the
 * newest one, which may not run the example's compatibility date on the reader's Node.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('examples/worker README', () => {
  it('pins the wrangler version of the pnpm catalog', () => {
    const tested = /^\s+wrangler:\s*(\S+)\s*$/m.exec(read('../../../pnpm-workspace.yaml'))?.[1];
    expect(tested).toMatch(/^\d+\.\d+\.\d+$/);
    expect(read('../README.md')).toContain(`npm i -D wrangler@${tested}`);
    expect(read('../README.md')).not.toMatch(/npm i -D wrangler\s*$/m);
  });
});
