/**
 * The lobby's side of a hosted match: a public table is listed while it waits for players (its line: the game,
 * its options without a stacked deck, its seats), and leaves the lobby when it begins, ends, is deleted or
 * expires. **Every change a lobby elsewhere hears of goes through {@link relist} and {@link unlist}** (the
 * `onListing` option: a lobby Durable Object, or a live lobby's stream); the lobby's pages are read from the
 * store ({@link tablesPage}).
 *
 * @module
 */
import { gameOf, games } from '@tafel/core';
import type { TableSeat as SeatInfo, TableListing } from '@tafel/core/match';
import type { StoredMatch, TableEntry } from '../store/index.js';
import { unstacked } from './deal.js';
import type { Hall } from './hall.js';
import { openSeats } from './views.js';

/** The most tables a lobby page lists. */
export const TABLES_PAGE = 20;

/** The lobby's line of a table (a stored match, or the store's row of a waiting table). */
export function listing(entry: TableEntry | StoredMatch): TableListing {
  const seats = entry.seats.map(
    (s): SeatInfo =>
      s.kind === 'bot'
        ? { kind: 'bot', level: s.level }
        : s.kind === 'open'
          ? { kind: 'open', ...(s.reserved ? { reserved: true } : {}) }
          : { kind: 'human', ...(s.name ? { name: s.name } : {}) },
  );
  const header = 'header' in entry ? entry.header : null;
  const name = 'table' in entry ? entry.table.name : entry.name;
  return {
    id: entry.id,
    game: header ? header.game : (entry as TableEntry).game,
    ...(name ? { name } : {}),
    options: unstacked((header ? header.options : (entry as TableEntry).options) as Record<string, unknown>),
    seats,
    open: openSeats(entry.seats),
    created: entry.created,
  };
}

/** Tells the lobby (elsewhere) what a table looks like now: listed while public and waiting. */
export function relist(hall: Hall, stored: StoredMatch): void {
  if (!hall.onListing || stored.table.visibility !== 'public') return;
  hall.onListing(stored.id, stored.started || stored.over ? null : listing(stored));
}

/** Tells the lobby (elsewhere) that match `id` is no more (deleted or expired): it leaves the lobby. */
export function unlist(hall: Hall, id: string): void {
  hall.onListing?.(id, null);
}

/** The public tables waiting for players, the newest first: a page of them, and where the next page starts. */
export async function tablesPage(
  hall: Hall,
  filter: { game?: string; before?: number },
): Promise<{ tables: TableListing[]; next?: number }> {
  if (filter.game !== undefined) gameOf(games, filter.game);
  const rows = await hall.store.tables({ ...filter, limit: TABLES_PAGE + 1 });
  const page = rows.slice(0, TABLES_PAGE).map(listing);
  return { tables: page, ...(rows.length > TABLES_PAGE ? { next: page[page.length - 1]!.created } : {}) };
}
