/**
 * The Node runtime's store: every hosted match in one SQLite file through `node:sqlite` (built into Node ≥ 22.13 without a flag:
 * no native build, nothing to download), in WAL mode. The file (and its `-wal` and `-shm` companions) is made
 * readable by its owner only: it holds every seed and every hand.
 *
 * @module
 */
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { DatabaseSync as Database, StatementSync } from 'node:sqlite';
import { type RatingsStore, sqlRatings } from '../ratings/store.js';
import type { MatchStore } from './index.js';
import { type SqlDriver, sqlStore } from './sql.js';

/** The oldest Node.js whose `node:sqlite` needs no flag. */
export const NODE_SQLITE_MIN = '22.13';

/**
 * `node:sqlite`, loaded when the module loads rather than linked: a static import fails on an older Node with
 * a bare `ERR_UNKNOWN_BUILTIN_MODULE`, where a person needs to read which Node to install.
 */
function loadSqlite(): typeof import('node:sqlite') {
  try {
    return createRequire(import.meta.url)('node:sqlite');
  } catch {
    throw new Error(
      `@tafel/api/node needs Node.js ${NODE_SQLITE_MIN} or later (it keeps hosted matches with node:sqlite); this is Node.js ${process.versions.node}. Install Node.js 22.13+ or 24.`,
    );
  }
}
const { DatabaseSync } = loadSqlite();

/** The file's mode: its owner reads and writes, nobody else. */
const OWNER_ONLY = 0o600;

/** A driver over one `node:sqlite` database, its statements prepared once. */
export function nodeSqlite(file: string): SqlDriver {
  if (file !== ':memory:') {
    // Made (or narrowed) before SQLite opens it: SQLite gives its -wal and -shm files the database file's mode.
    if (!existsSync(file)) closeSync(openSync(file, 'a', OWNER_ONLY));
    chmodSync(file, OWNER_ONLY);
  }
  const db: Database = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  if (file !== ':memory:') {
    for (const companion of [`${file}-wal`, `${file}-shm`])
      if (existsSync(companion)) chmodSync(companion, OWNER_ONLY);
  }
  const prepared = new Map<string, StatementSync>();
  const statement = (query: string) => {
    let s = prepared.get(query);
    if (!s) {
      s = db.prepare(query);
      prepared.set(query, s);
    }
    return s;
  };
  return {
    all: (query, ...params) => statement(query).all(...params) as Record<string, unknown>[],
    run: (query, ...params) => Number(statement(query).run(...params).changes),
    transaction(fn) {
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = fn();
        db.exec('COMMIT');
        return result;
      } catch (e) {
        db.exec('ROLLBACK');
        throw e;
      }
    },
    close: () => db.close(),
  };
}

/**
 * Opens (or creates) the store in `file` (`:memory:` for tests).
 *
 * @example
 * ```ts
 * const store = sqliteStore('tafel.sqlite');
 * ```
 */
export function sqliteStore(file: string): MatchStore {
  return sqlStore(nodeSqlite(file));
}

/**
 * The matches and the people with their ratings in one file: one connection serves both (closing the matches'
 * store closes it).
 *
 * @example
 * ```ts
 * const { store, ratings } = sqliteStores('tafel.sqlite');
 * ```
 */
export function sqliteStores(file: string): { store: MatchStore; ratings: RatingsStore } {
  const db = nodeSqlite(file);
  return { store: sqlStore(db), ratings: sqlRatings(db) };
}
