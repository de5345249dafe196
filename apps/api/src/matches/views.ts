/**
 * What a hosted match looks like to whoever asks: the seats as everyone sees them (no token, no code; who is
 * there, who a bot plays while they are away) and the match view of a seat, the host or a spectator — the
 * engine's view of the game for that seat, its legal moves, the table's settings and when the turn clock runs
 * out. Pure: presence and the turn clock come in as functions.
 *
 * @module
 */
import type { HostedView as MatchView, TableSeat as SeatInfo } from '@tafel/core/match';
import type { SeatEntry, StoredMatch } from '../store/index.js';
import type { Caller } from './callers.js';
import { commitmentOf } from './deal.js';
import type { Live } from './hall.js';

/** What a view needs to know beside the match: who is there, and when the turn clock runs out. */
export interface ViewClues {
  connected: (id: string, seat: number) => boolean;
  turnEndsAt: (id: string) => number | null;
}

/** A table's open seats. */
export const openSeats = (seats: readonly SeatEntry[]): number =>
  seats.filter((s) => s.kind === 'open').length;

/** Whether a table lets people ask for hints: its host's choice, or (tables from before) with one person only. */
export const hintsAllowed = (stored: StoredMatch): boolean =>
  stored.table.hints ?? stored.seats.filter((s) => s.kind !== 'bot').length <= 1;

/** The seats as everyone sees them (no token, no code). */
export function seatInfo(stored: StoredMatch, connected: ViewClues['connected']): SeatInfo[] {
  return stored.seats.map((s, seat): SeatInfo => {
    if (s.kind === 'bot') return { kind: 'bot', level: s.level };
    if (s.kind === 'open') return { kind: 'open', ...(s.reserved ? { reserved: true } : {}) };
    return {
      kind: 'human',
      ...(s.name ? { name: s.name } : {}),
      connected: connected(stored.id, seat),
      ...(s.away !== undefined ? { away: true, level: stored.table.level } : {}),
    };
  });
}

/**
 * The match as `caller` sees it: its seat's view of the game (none before the table begins), its legal moves, the
 * table (the invite for the host only), and when the turn clock runs out.
 */
export function viewOf(live: Live, caller: Caller, clues: ViewClues): MatchView {
  const { engine, stored } = live;
  const { seat } = caller;
  const started = stored.started;
  return {
    id: stored.id,
    game: engine.game.id,
    version: engine.version,
    seats: seatInfo(stored, clues.connected),
    seat,
    started,
    active: started ? engine.active() : [],
    // Before the table begins there is no deal to see: it is made as the last seat is taken.
    view: started ? engine.view(seat) : null,
    legal: seat === null || !started || stored.seats[seat]?.kind !== 'human' ? [] : engine.legal(seat),
    outcome: engine.outcome,
    seedChosen: stored.seedChosen,
    commitment: stored.header.deal?.commitment ?? commitmentOf(stored.header),
    table: {
      visibility: stored.table.visibility,
      level: stored.table.level,
      grace: stored.table.grace === null ? null : stored.table.grace / 1000,
      turn: stored.table.turn == null ? null : stored.table.turn / 1000,
      ...(stored.table.name ? { name: stored.table.name } : {}),
      hints: hintsAllowed(stored),
      spectatorChat: stored.table.spectatorChat === true,
    },
    ...(stored.table.next ? { next: stored.table.next } : {}),
    ...(caller.host && stored.table.invite ? { invite: stored.table.invite } : {}),
    turnEndsAt: started ? clues.turnEndsAt(stored.id) : null,
  };
}
