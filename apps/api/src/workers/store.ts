/**
 * The store of one Durable Object: its match in the object's own SQLite database (`ctx.storage.sql`), with the
 * same tables and guarantees as the Node store — the append-only move log and the snapshot with its version, a
 * move one synchronous transaction guarded by the version, so it applies at most once and never by half.
 *
 * @module
 */
import type { MoveRecord } from '@tafel/core';
import type { MatchStore, SeatEntry, StoredMatch } from '../store/index.js';
import type { DurableObjectStorage } from './platform.js';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY, header TEXT NOT NULL, seats TEXT NOT NULL, state TEXT NOT NULL,
    version INTEGER NOT NULL, over INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS moves (
    match_id TEXT NOT NULL, n INTEGER NOT NULL, seat INTEGER NOT NULL, move TEXT NOT NULL,
    PRIMARY KEY (match_id, n))`,
];

/**
 * The store over a Durable Object's storage (tables made on first use).
 *
 * @example
 * ```ts
 * const store = durableStore(ctx.storage);
 * ```
 */
export function durableStore(storage: DurableObjectStorage): MatchStore {
  const { sql } = storage;
  for (const statement of SCHEMA) sql.exec(statement);
  const rows = (query: string, ...bindings: unknown[]) => sql.exec(query, ...bindings).toArray();
  return {
    async create(m) {
      sql.exec(
        'INSERT INTO matches (id, header, seats, state, version, over) VALUES (?, ?, ?, ?, ?, ?)',
        m.id,
        JSON.stringify(m.header),
        JSON.stringify(m.seats),
        JSON.stringify(m.state),
        m.version,
        m.over ? 1 : 0,
      );
    },
    async get(id) {
      const row = rows('SELECT header, seats, state, version, over FROM matches WHERE id = ?', id)[0];
      if (!row) return null;
      return {
        id,
        header: JSON.parse(row.header as string),
        seats: JSON.parse(row.seats as string) as SeatEntry[],
        state: JSON.parse(row.state as string),
        version: row.version as number,
        over: row.over === 1,
      } satisfies StoredMatch;
    },
    async moves(id) {
      return rows('SELECT seat, move FROM moves WHERE match_id = ? ORDER BY n', id).map(
        (r): MoveRecord => ({ seat: r.seat as number, move: JSON.parse(r.move as string) }),
      );
    },
    async append(id, version, move, state, over) {
      return storage.transactionSync(() => {
        const current = rows('SELECT version FROM matches WHERE id = ?', id)[0];
        if (current?.version !== version) return false;
        sql.exec(
          'UPDATE matches SET state = ?, version = version + 1, over = ? WHERE id = ?',
          JSON.stringify(state),
          over ? 1 : 0,
          id,
        );
        sql.exec(
          'INSERT INTO moves (match_id, n, seat, move) VALUES (?, ?, ?, ?)',
          id,
          version,
          move.seat,
          JSON.stringify(move.move),
        );
        return true;
      });
    },
    async setSeats(id, version, seats) {
      return storage.transactionSync(() => {
        const current = rows('SELECT version FROM matches WHERE id = ?', id)[0];
        if (current?.version !== version) return false;
        sql.exec('UPDATE matches SET seats = ? WHERE id = ?', JSON.stringify(seats), id);
        return true;
      });
    },
    async unfinished() {
      return rows('SELECT id FROM matches WHERE over = 0').map((r) => r.id as string);
    },
    close() {},
  };
}
