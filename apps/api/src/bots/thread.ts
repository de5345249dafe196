/**
 * The module each bot thread runs ({@link threadedBots}): one task in, its answer out. A rule error (an unknown
 * bot, say) goes back as JSON, since an error's class does not survive the trip between threads; anything else
 * is thrown and ends the task as a failure.
 *
 * @module
 */
import { RuleError } from '@tafel/core';
import { thinkTask } from './think.js';
import type { ThreadReply, ThreadTask } from './threads.js';

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
