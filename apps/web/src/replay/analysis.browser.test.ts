/**
 * `<tafel-replay>`'s Analyse in Chromium, with the real analysis Worker: the progress bar advances ("move n of
 * N"), Cancel stops it and says so, a second run goes to the end and marks the log's lines as the analysis says,
 * "Save with analysis" downloads the record with it, and that file, opened again, shows the marks without
 * running; a seat's view analyses only that seat's moves. Axe finds nothing against WCAG A/AA in the panel.
 */
import type { MatchRecord } from '@tafel/core';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import '../elements/tafel-replay.js';
import { until } from '../test-support/play.js';
import { mountReplay, q, squash } from '../test-support/replay-checks.js';
import { finishedRecord } from '../test-support/replay-records.js';
import type { TafelReplay } from './element.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const qa = (el: TafelReplay, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];

function chooseBudget(el: TafelReplay, budget: string): void {
  const select = q(el, '[part~="budget"]') as HTMLSelectElement;
  select.value = budget;
  select.dispatchEvent(new Event('change'));
}

/** The values the progress bar takes, sampled each frame while `running` holds. */
function watchProgress(el: TafelReplay): number[] {
  const seen: number[] = [];
  const look = () => {
    const bar = q(el, '[part~="progress"]') as HTMLProgressElement | null;
    if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
    if (el.isConnected) requestAnimationFrame(look);
  };
  look();
  return seen;
}

/** The downloaded file of the next `a.click()` a download link gets. */
function nextDownload(): Promise<{ name: string; json: unknown }> {
  const real = HTMLAnchorElement.prototype.click;
  return new Promise((resolve, reject) => {
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      HTMLAnchorElement.prototype.click = real;
      const name = this.download;
      fetch(this.href)
        .then((r) => r.json())
        .then((json) => resolve({ name, json }), reject);
    };
  });
}

describe('<tafel-replay> Analyse', () => {
  it('shows progress, cancels mid-way and says so, runs again to the end and marks the log; saves it', async () => {
    const record = finishedRecord('wiezen', 'analyse-me');
    const el = await mountReplay(record, 'all');
    chooseBudget(el, '2');
    q(el, '[part~="analyse"]')!.click();
    await el.updateComplete;
    const first = watchProgress(el);
    // The bar moves: at least one move analysed, then cancel.
    await until(() => (first.at(-1) ?? 0) >= 1);
    const text = squash(q(el, '[part~="progress-text"]')?.textContent);
    expect(text).toMatch(/^move \d+ of \d+$/);
    const total = Number(/of (\d+)/.exec(text)![1]);
    expect(total).toBe(record.moves.length);
    q(el, '[part~="cancel"]')!.click();
    await until(() => q(el, '[part~="analysis-status"]') !== null);
    const said = squash(q(el, '[part~="analysis-status"]')!.textContent);
    const stopped = /after move (\d+) of (\d+)/.exec(said);
    expect(stopped, said).not.toBeNull();
    expect(Number(stopped![1])).toBeLessThan(total);
    expect(q(el, '[part~="progress"]')).toBeNull();
    expect(qa(el, '[part~="mark"]')).toHaveLength(0);
    expect(q(el, '[part~="save-analysis"]')).toBeNull();

    // Again, to the end: the bar climbs to the total, the summary names every seat, the log carries the marks.
    q(el, '[part~="analyse"]')!.click();
    await el.updateComplete;
    const second = watchProgress(el);
    await until(() => q(el, '[part~="save-analysis"]') !== null, 120_000);
    expect(q(el, '[part~="analysis-status"]')).toBeNull();
    expect(second.length).toBeGreaterThan(1);
    expect(second).toEqual([...second].sort((a, b) => a - b));
    const summary = qa(el, '[part~="summary"] li').map((li) => squash(li.textContent));
    expect(summary).toHaveLength(4);
    for (const line of summary) expect(line).toMatch(/: \d+% accurate, expected loss \d+\.\d\d$/);

    const r = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    expect(r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

    const saving = nextDownload();
    q(el, '[part~="save-analysis"]')!.click();
    const { name, json } = await saving;
    expect(name).toBe(`wiezen-${record.seed}-analysis.json`);
    const saved = json as MatchRecord & {
      analysis: { budget: number; moves: { index: number; seat: number; mark: string | null }[] };
    };
    expect(saved.moves).toEqual(record.moves);
    expect(saved.analysis.budget).toBe(2);
    expect(saved.analysis.moves).toHaveLength(total);
    const marked = saved.analysis.moves.filter((m) => m.mark !== null);
    expect(marked.length).toBeGreaterThan(0); // random moves: some are mistakes
    const marksShown = () =>
      qa(el, '[part~="line"]')
        .filter((line) => line.querySelector('[part~="mark"]'))
        .map((line) => [
          Number(line.dataset.index) - 1,
          squash(line.querySelector('[part~="mark"]')!.textContent),
        ]);
    const expected = marked.map((m) => [m.index, `(${m.mark})`]);
    expect(marksShown()).toEqual(expected);

    // The saved file opened again: the marks without running (no progress, no save: nothing new).
    const again = await mountReplay(saved, 'all');
    expect(q(again, '[part~="progress"]')).toBeNull();
    expect(q(again, '[part~="save-analysis"]')).toBeNull();
    expect(squash(q(again, '[part~="analyse"]')?.textContent)).toBe('Analyse again');
    const shown = qa(again, '[part~="line"]')
      .filter((line) => line.querySelector('[part~="mark"]'))
      .map((line) => Number(line.dataset.index) - 1);
    expect(shown).toEqual(marked.map((m) => m.index));
  });

  it("a seat's view analyses and shows only that seat's moves", async () => {
    const record = finishedRecord('wine-cellar', 'one-seat');
    const el = await mountReplay(record, '1');
    expect(squash(q(el, '[part~="analysis"] .note')?.textContent)).toContain('Only Bot 2');
    chooseBudget(el, '2');
    const saving = nextDownload();
    q(el, '[part~="analyse"]')!.click();
    await until(() => q(el, '[part~="save-analysis"]') !== null, 60_000);
    expect(qa(el, '[part~="summary"] li')).toHaveLength(1);
    // Moved in the page (its Worker stopped on the way), the replay keeps the analysis it has.
    el.remove();
    document.body.append(el);
    await el.updateComplete;
    expect(qa(el, '[part~="summary"] li')).toHaveLength(1);
    q(el, '[part~="save-analysis"]')!.click();
    const { json } = await saving;
    const moves = (json as { analysis: { moves: { index: number; seat: number }[] } }).analysis.moves;
    expect(moves.map((m) => m.index)).toEqual(record.moves.flatMap((m, i) => (m.seat === 1 ? [i] : [])));
  });
});
