import { describe, expect, it } from 'vitest';
import { Quiet } from './quiet.js';

describe('Quiet', () => {
  it('a wait ends quiet (true) when nobody wakes it, and woken (false) at once when somebody does', async () => {
    const quiet = new Quiet();
    expect(await quiet.wait(5)).toBe(true);
    const woken = quiet.wait(60_000);
    quiet.wake();
    expect(await woken).toBe(false);
    // A wake with nobody waiting is lost, not kept for the next wait.
    quiet.wake();
    expect(await quiet.wait(5)).toBe(true);
  });
});
