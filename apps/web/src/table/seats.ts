/**
 * The `seats` attribute: who sits where, in core's one vocabulary of seats (`SeatSpec`). One entry per seat,
 * comma-separated: `you` (the person at this screen), `bot` or `bot:<level or name>` (a bot; `bot` alone is
 * `bot:normal`), `hotseat` (another person at the same screen, taking turns). `seats="you,bot:strong"` is a
 * duel against the strong bot. People are human seats named `you` and `hotseat` (so the record keeps them so).
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { DEFAULT_LEVEL, type SeatSpec } from '@tafel/core/match';
import { format, type Message } from '../i18n/index.js';
import { type TableTexts, tableTexts } from './texts.js';

/** A refused `seats` attribute: a stable code, and a sentence in each language ({@link SeatsError.text}). */
export class SeatsError extends Error {
  override readonly name = 'SeatsError';
  readonly code = 'invalid-seats';
  readonly key: 'seatsCount' | 'seatsEntry' | 'seatsOneYou';
  readonly params: Readonly<Record<string, string | number>>;

  constructor(key: SeatsError['key'], params: Readonly<Record<string, string | number>>) {
    super(format('en', tableTexts.en[key], params));
    this.key = key;
    this.params = params;
  }

  /** The sentence in the table's language. */
  text(lang: Lang): string {
    const messages: Readonly<Record<keyof TableTexts, Message>> = tableTexts[lang];
    return format(lang, messages[this.key], this.params);
  }
}

/**
 * Reads a `seats` attribute for a game of `players.min`–`players.max` seats.
 *
 * @example
 * ```ts
 * parseSeats('you, bot:strong', { min: 1, max: 2 }); // [{ kind: 'human', name: 'you' }, { kind: 'bot', bot: 'strong' }]
 * parseSeats('you,you', { min: 2, max: 2 }); // throws SeatsError: one `you` per screen
 * ```
 */
export function parseSeats(attribute: string, players: { min: number; max: number }): SeatSpec[] {
  const entries = attribute.split(',').map((e) => e.trim());
  // Each entry first: a word that is no seat is named as such, not counted.
  const seats = entries.map((entry): SeatSpec => {
    if (entry === 'you' || entry === 'hotseat') return { kind: 'human', name: entry };
    if (entry === 'bot') return { kind: 'bot', bot: DEFAULT_LEVEL };
    const bot = /^bot:([a-z0-9-]+)$/.exec(entry)?.[1];
    if (bot) return { kind: 'bot', bot };
    throw new SeatsError('seatsEntry', { attribute, entry });
  });
  if (entries.length < players.min || entries.length > players.max) {
    const range = players.min === players.max ? `${players.min}` : `${players.min}–${players.max}`;
    throw new SeatsError('seatsCount', { attribute, range, count: entries.length });
  }
  if (seats.filter((s) => s.kind === 'human' && s.name === 'you').length > 1) {
    throw new SeatsError('seatsOneYou', { attribute });
  }
  return seats;
}
