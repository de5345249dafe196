/**
 * How a table's attributes become a match in the page: the seats, the options, the bots' pace and the pause
 * before each roll read (each an {@link AttributeProblem} in the table's language when it cannot be played with),
 * and a refusal said as the table says it (a stable code and a sentence).
 *
 * @module
 */
import type { AnyGame, Lang } from '@tafel/core';
import { RuleError } from '@tafel/core';
import type { BotRunner } from '@tafel/core/match';
import { AttributeProblem } from './attribute-problem.js';
import type { Board, Pace } from './board.js';
import type { LocalMatchOptions } from './local-match.js';
import { botDelayOf, OWN_PACE_MS, optionKeys, rollPauseOf } from './pace.js';
import { parseSeats, SeatsError } from './seats.js';
import type { TableWords } from './table-parts.js';

/** The attributes a match in the page is made from. */
export interface TableAttributes {
  readonly seats: string | undefined;
  readonly options: string | undefined;
  readonly botDelay: number | undefined;
  readonly rollPause: number | undefined;
  /** An attribute as written (for the messages). */
  readonly written: (name: string) => string | null;
}

/** How a match in the page is played: the game, the seats, the bots and the people's pace (`pace`: read now). */
export function localPlan<G extends AnyGame>(
  board: Board<G>,
  attributes: TableAttributes,
  t: TableWords,
  bots: BotRunner,
  pace: () => Pace,
): LocalMatchOptions<G> {
  const seats = parseSeats(attributes.seats ?? board.defaultSeats, board.game.players);
  const botDelay = botDelayOf(
    attributes.botDelay,
    (shown) =>
      new AttributeProblem(
        'invalid-bot-delay',
        t('invalidBotDelay', { attribute: attributes.written('bot-delay') ?? shown }),
      ),
  );
  rollPauseOf(
    attributes.rollPause,
    botDelay,
    (shown) =>
      new AttributeProblem(
        'invalid-roll-pause',
        t('invalidRollPause', { attribute: attributes.written('roll-pause') ?? shown }),
      ),
  );
  const pause = board.pause;
  return {
    game: board.game,
    seats,
    bots,
    botDelay,
    delayNow: () => pace().factor * OWN_PACE_MS,
    ...(pause
      ? { pause: (before: unknown, after: unknown) => pause(before as never, after as never, pace()) }
      : {}),
  } as LocalMatchOptions<G>;
}

/** The `options` attribute as an object; an {@link AttributeProblem} when it is not JSON. */
export function optionsOf(
  board: Board<AnyGame>,
  options: string | undefined,
  t: TableWords,
): Record<string, unknown> {
  if (!options) return {};
  try {
    return JSON.parse(options) as Record<string, unknown>;
  } catch {
    // The parser's own words are English and about characters: the table names the attribute instead.
    throw new AttributeProblem(
      'invalid-options',
      t('invalidOptionsJson', { attribute: options, keys: optionKeys(board) }),
    );
  }
}

/** Why the attributes give no table, as a code and a sentence; anything else is thrown again. */
export function refusalOf(
  e: unknown,
  board: Board<AnyGame> | null,
  options: string | undefined,
  lang: Lang,
  t: TableWords,
): { code: string; message: string } {
  if (e instanceof AttributeProblem) return { code: e.code, message: e.message };
  if (e instanceof SeatsError) return { code: e.code, message: e.text(lang) };
  if (e instanceof RuleError)
    return {
      code: e.code,
      message: t('invalidOptions', {
        attribute: options ?? '',
        reason: e.text(lang),
        keys: board ? optionKeys(board) : '',
      }),
    };
  throw e;
}
