/**
 * The deal of a hosted match: how a table's seats and options become the engine's first state, with a fair deal
 * (the server's seed and every seat's contribution, see `@tafel/core/match`'s `fair-deal.ts`) unless the creator
 * chose the seed (or stacked the deck) at a table without open seats; and the match's commitment to its deal,
 * published at its creation (SHA-256 of its seed and options), whose seed the record shows at the end.
 *
 * A fair table's deal is made again as it begins (`redeal`), once every seat has given its contribution; "play
 * again" deals afresh from a new seed and never keeps a stacked deck.
 *
 * @module
 */
import type { AnyGame, MatchRecord } from '@tafel/core';
import { dealSeed, type SeatSpec, startSnapshot } from '@tafel/core/match';
import { hashToken } from '../auth/index.js';
import { notFound } from '../errors/index.js';
import type { SeatEntry, StoredMatch } from '../store/index.js';
import type { Hall, Live } from './hall.js';

/**
 * SHA-256 (hex) of the seed and the options: the match's commitment to its deal.
 *
 * @example
 * ```ts
 * commitmentOf({ seed: 'abc', options: {} }); // the same 64 hex digits for the same seed and options
 * ```
 */
export function commitmentOf(header: Pick<MatchRecord, 'seed' | 'options'>): string {
  return hashToken(JSON.stringify([header.seed, header.options]));
}

/** Whether options fix the deal (a stacked deck), as a chosen seed does. */
export function stacked(options: Record<string, unknown> | undefined): boolean {
  return options?.deck !== undefined && options.deck !== null;
}

/**
 * Options without a stacked deck: what a lobby may show and a rematch may keep (the deck of a table whose
 * creator chose it would tell every hand to anyone with `/setup`, and a rematch deals afresh).
 */
export function unstacked(options: Record<string, unknown>): Record<string, unknown> {
  if (!stacked(options)) return options;
  const { deck: _deck, ...rest } = options;
  return rest;
}

/** A stored seat in the engine's words: a person gone is played by the table's bot (of `level`). */
export const specOf = (s: SeatEntry, level: string): SeatSpec =>
  s.kind === 'bot'
    ? { kind: 'bot', bot: s.level }
    : s.kind === 'open'
      ? { kind: 'open' }
      : s.away !== undefined
        ? { kind: 'bot', bot: level }
        : { kind: 'human', ...(s.name ? { name: s.name } : {}) };

/**
 * Deals a match: with a fair deal, from the server's seed and every seat's contribution so far, with the proof in
 * its record header; with a chosen seed (`fair` false), from that seed alone.
 */
export async function dealt(
  game: AnyGame,
  seats: readonly SeatEntry[],
  level: string,
  options: Record<string, unknown>,
  serverSeed: string,
  fair: boolean,
): Promise<Pick<StoredMatch, 'header' | 'state'> & { bots: NonNullable<StoredMatch['bots']> }> {
  const contributions = seats.map((s) => (s.kind === 'human' ? (s.contribution ?? null) : null));
  const snapshot = startSnapshot(game, {
    seed: fair ? await dealSeed(serverSeed, contributions) : serverSeed,
    seats: seats.map((s) => specOf(s, level)),
    options,
  });
  const { moves: _moves, ...header } = snapshot.record;
  const bots = { rngs: snapshot.rngs, order: snapshot.order };
  if (!fair) return { header, state: snapshot.state, bots };
  const commitment = commitmentOf({ seed: serverSeed, options: header.options });
  return {
    header: { ...header, deal: { serverSeed, commitment, contributions } },
    state: snapshot.state,
    bots,
  };
}

/**
 * Deals a fair table as it begins: from the server's seed and every seat's contribution (the deal made while
 * it waited was never shown), stored, and played from by a new engine.
 */
export async function redeal(hall: Hall, live: Live): Promise<void> {
  const { stored } = live;
  const game = live.engine.game;
  const { header, state, bots } = await dealt(
    game,
    stored.seats,
    stored.table.level,
    stored.header.options as Record<string, unknown>,
    stored.header.deal!.serverSeed,
    true,
  );
  if (!(await hall.store.redeal(stored.id, header, state, bots))) throw notFound('match');
  live.stored = { ...live.stored, header, state, bots };
  live.before = state;
  const seats = live.stored.seats.map((s) => specOf(s, live.stored.table.level));
  live.engine.stop();
  live.engine = hall.engine(stored.id, live, game, seats, {
    record: { ...header, moves: [] },
    state,
    rngs: bots.rngs,
    order: bots.order,
  });
}
