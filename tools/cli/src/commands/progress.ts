/**
 * Progress bars for long runs: drawn on standard error when it is a terminal, silent otherwise (CI logs and
 * pipes stay clean, and `--json` output on standard output is never mixed with them).
 *
 * @module
 */
import cliProgress from 'cli-progress';

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

/** A progress bar titled `title`, or a silent stand-in when standard error is not a terminal. */
export function progress(title: string): Progress {
  if (!process.stderr.isTTY) return { update() {}, stop() {} };
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
