/**
 * The store of one Durable Object: its match in the object's own SQLite database (`ctx.storage.sql`), through
 * the same {@link sqlStore} as the Node file, so the tables and the guarantees are the same: the append-only
 * move log and the snapshot with its version, a move one synchronous transaction guarded by the version.
 *
 * @module
 */
import type { MatchStore } from '../store/index.js';
import { type SqlDriver, sqlStore } from '../store/sql.js';
import type { DurableObjectStorage } from './platform.js';

/** A driver over a Durable Object's storage. */
export function durableSql(storage: DurableObjectStorage): SqlDriver {
  return {
    all: (query, ...params) => storage.sql.exec(query, ...params).toArray(),
    run(query, ...params) {
      storage.sql.exec(query, ...params);
      // `changes()` counts the rows the statement itself changed (a cursor's rowsWritten counts index writes too).
      return Number(storage.sql.exec('SELECT changes() AS n').toArray()[0]?.n ?? 0);
    },
    transaction: (fn) => storage.transactionSync(fn),
    close() {},
  };
}

/**
 * The store over a Durable Object's storage (tables made on first use).
 *
 * @example
 * ```ts
 * const store = durableStore(ctx.storage);
 * ```
 */
export function durableStore(storage: DurableObjectStorage): MatchStore {
  return sqlStore(durableSql(storage));
}
