/**
 * The built site's `replay.html?src=…` in Chromium: a finished Cui bono? record (core's match runner, seeded)
 * served beside the site, stepped by the keyboard, the address following the move shown, axe clean; its
 * Analyse runs in the built analysis Worker to the end.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedRecord } from '../src/test-support/replay-records.js';
import { axeViolations, launch, type Served, serveDist } from './support.js';

let browser: Browser;
let site: Served;
const dist = join(import.meta.dirname, '..', 'dist');
/** The record, written beside the built site for this test only (removed after it). */
const recordFile = join(dist, 'e2e-replay-record.json');

beforeAll(async () => {
  writeFileSync(
    join(dist, 'e2e-replay-record.json'),
    JSON.stringify(finishedRecord('cui-bono', 'e2e-replay')),
  );
  [browser, site] = await Promise.all([launch(), serveDist()]);
});

afterAll(async () => {
  await browser?.close();
  site?.server.close();
  rmSync(recordFile, { force: true });
});

describe('replay.html', () => {
  it('opens a record by src at the move asked, steps by the keyboard and keeps the move in the address', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${site.url}/replay.html?src=./e2e-replay-record.json&seat=0&move=2`);
    const position = page.locator('tafel-replay [part~="position"]');
    await expect.poll(() => position.textContent()).toMatch(/^After move 2 of \d+$/);
    await page.locator('tafel-replay [part~="line"][data-index="2"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position.textContent()).toMatch(/^After move 3 of/);
    expect(new URL(page.url()).searchParams.get('move')).toBe('3');
    await page.keyboard.press('Home');
    await expect.poll(() => position.textContent()).toBe('The deal, before anybody moved');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("analyses the record in the built site's analysis Worker to the end: the summary and Save with analysis", async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${site.url}/replay.html?src=./e2e-replay-record.json&seat=0`);
    await page.locator('tafel-replay [part~="budget"]').selectOption('2');
    await page.locator('tafel-replay [part~="analyse"]').click();
    const summary = page.locator('tafel-replay [part~="summary"] li');
    await expect.poll(() => summary.count(), { timeout: 60_000 }).toBe(1);
    expect(await summary.textContent()).toMatch(/% accurate, expected loss \d+\.\d\d$/);
    await expect.poll(() => page.locator('tafel-replay [part~="save-analysis"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
