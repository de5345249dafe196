/**
 * Process groups the tests start (wrangler with its workerd and esbuild): each is killed as a whole when the
 * test process exits or is interrupted (SIGINT, SIGTERM), not only in `afterAll`, so a passing, failing or
 * interrupted run leaves no process behind. Only Node's own modules here: `process-groups.test.ts` runs this
 * file in a plain Node and kills it.
 */

/** Groups still running, by their leader's pid. */
const live = new Set<number>();
let guarded = false;

/** Kills every live group at once (SIGKILL: wrangler ignores a plain kill while it watches its sources). */
export function killGroups(): void {
  for (const pid of live) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  live.clear();
}

/**
 * Registers a child started with `detached: true` (the leader of its own group) so that the group dies with
 * this process; `forget` it once it has exited.
 *
 * @example
 * ```ts
 * const child = spawn(cmd, args, { detached: true });
 * trackGroup(child.pid!);
 * child.once('exit', () => forgetGroup(child.pid!));
 * ```
 */
export function trackGroup(pid: number): void {
  guard();
  live.add(pid);
}

/** The group has exited on its own or been stopped: nothing left to kill. */
export function forgetGroup(pid: number): void {
  live.delete(pid);
}

function guard(): void {
  if (guarded) return;
  guarded = true;
  process.once('exit', killGroups);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killGroups();
      // The handler is gone now (once): the same signal ends the process the way it would have.
      process.kill(process.pid, signal);
    });
  }
}
