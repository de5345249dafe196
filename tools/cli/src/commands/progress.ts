/**
 * Progress for long runs, always on standard error (so `--json` on standard output stays clean): a bar on a
 * terminal; without one (CI logs, pipes, `nohup`), a plain line every few seconds, so a run of minutes is never
 * silent. Runs shorter than the interval print nothing.
 *
 * @module
 */
import cliProgress from 'cli-progress';

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

/** How often a log line is written when standard error is not a terminal, in ms. */
export const LOG_INTERVAL_MS = 5000;

/**
 * Progress as plain lines for a stream that is no terminal: at most one line per `intervalMs`, with the share done
 * and an estimate of the time left.
 *
 * @example
 * ```ts
 * const p = progressLines('wiezen duplicate', (line) => process.stderr.write(line));
 * p.update(10, 100); // prints nothing until 5 s have passed, then "wiezen duplicate: 10/100 (10%), about 45 s left"
 * ```
 */
export function progressLines(
  title: string,
  write: (line: string) => void,
  intervalMs = LOG_INTERVAL_MS,
  now: () => number = performance.now.bind(performance),
): Progress {
  const started = now();
  let last = started;
  return {
    update(done, total) {
      const t = now();
      if (t - last < intervalMs || total === 0) return;
      last = t;
      const left = done > 0 ? ((t - started) / done) * (total - done) : Number.NaN;
      const eta = Number.isFinite(left) ? `, about ${Math.round(left / 1000)} s left` : '';
      write(`${title}: ${done}/${total} (${Math.floor((100 * done) / total)}%)${eta}\n`);
    },
    stop() {},
  };
}

/** A progress bar titled `title`, or plain progress lines when standard error is not a terminal. */
export function progress(title: string): Progress {
  if (!process.stderr.isTTY) return progressLines(title, (line) => process.stderr.write(line));
  const bar = new cliProgress.SingleBar(
    {
      format: `${title} [{bar}] {percentage}% | {value}/{total} | eta {eta_formatted}`,
      stream: process.stderr,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        bar.start(total, 0);
        started = true;
      }
      bar.update(done);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
