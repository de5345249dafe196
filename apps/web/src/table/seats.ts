/**
 * The `seats` attribute: who sits where. One entry per seat, comma-separated: `you` (the person at this screen),
 * `bot` or `bot:<level or name>` (a bot; `bot` alone is `bot:normal`), `hotseat` (another person at the same
 * screen, taking turns). `seats="you,bot:strong"` is a duel against the strong bot.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { type TextKey, text } from '../i18n/index.js';

/** Bot strengths a person understands. */
export const LEVELS = ['easy', 'normal', 'strong'] as const;
/** A bot strength. */
export type Level = (typeof LEVELS)[number];

/** Who sits at one seat. */
export type SeatSpec =
  | { readonly kind: 'you' }
  | { readonly kind: 'hotseat' }
  | { readonly kind: 'bot'; readonly bot: string }
  /** Another person at another screen (hosted matches). */
  | { readonly kind: 'remote' };

/** A refused `seats` attribute: a stable code, and a sentence in each language ({@link SeatsError.text}). */
export class SeatsError extends Error {
  override readonly name = 'SeatsError';
  readonly code = 'invalid-seats';
  readonly key: TextKey;
  readonly params: Record<string, string | number>;

  constructor(key: TextKey, params: Record<string, string | number>) {
    super(text('en', key, params));
    this.key = key;
    this.params = params;
  }

  /** The sentence in the table's language. */
  text(lang: Lang): string {
    return text(lang, this.key, this.params);
  }
}

/**
 * Reads a `seats` attribute for a game of `players.min`–`players.max` seats.
 *
 * @example
 * ```ts
 * parseSeats('you, bot:strong', { min: 1, max: 2 }); // [{ kind: 'you' }, { kind: 'bot', bot: 'strong' }]
 * parseSeats('you,you', { min: 2, max: 2 }); // throws SeatsError: one `you` per screen
 * ```
 */
export function parseSeats(attribute: string, players: { min: number; max: number }): SeatSpec[] {
  const entries = attribute.split(',').map((e) => e.trim());
  if (entries.length < players.min || entries.length > players.max) {
    const range = players.min === players.max ? `${players.min}` : `${players.min}–${players.max}`;
    throw new SeatsError('seatsCount', { attribute, range, count: entries.length });
  }
  const seats = entries.map((entry): SeatSpec => {
    if (entry === 'you' || entry === 'hotseat') return { kind: entry };
    if (entry === 'bot') return { kind: 'bot', bot: 'normal' };
    const bot = /^bot:([a-z0-9-]+)$/.exec(entry)?.[1];
    if (bot) return { kind: 'bot', bot };
    throw new SeatsError('seatsEntry', { attribute, entry });
  });
  if (seats.filter((s) => s.kind === 'you').length > 1) {
    throw new SeatsError('seatsOneYou', { attribute });
  }
  return seats;
}

/** The seats a person at this screen plays: `you` and every `hotseat`. */
export function peopleSeats(seats: readonly SeatSpec[]): number[] {
  return seats.flatMap((s, seat) => (s.kind === 'you' || s.kind === 'hotseat' ? [seat] : []));
}
