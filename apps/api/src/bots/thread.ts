/**
 * The module each bot thread runs ({@link threadedBots}): one task in, its answer out. A rule error (an unknown
 * bot, say) goes back as JSON, since an error's class does not survive the trip between threads; anything else
 * is thrown and ends the task as a failure.
 *
 * @module
 */
import { RuleError } from '@tafel/core';
import { installWasmKernels } from '@tafel/pyramid-wasm';
import { thinkTask } from './think.js';
import type { ThreadReply, ThreadTask } from './threads.js';

// Each thread is an isolate of its own: its bots search on the WebAssembly kernels too (TypeScript if they fail).
await installWasmKernels().catch(() => undefined);

/** Answers one task. */
export default function answer({ task, started }: ThreadTask): ThreadReply {
  Atomics.store(started, 0, 1);
  try {
    return { answer: thinkTask(task) };
  } catch (e) {
    if (e instanceof RuleError) return { error: e.toJSON() };
    throw e;
  }
}
