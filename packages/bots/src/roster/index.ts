/**
 * A game's roster: its named bots (for tournaments) and its three levels (for people), each with a sentence
 * saying how it plays, and how to make one from {@link BotSettings}. Every game module of this package exports
 * one roster; the registry in `src/index.ts` keys them by game id.
 *
 * @module
 */
import { randomBot } from '@tafel/ai';
import type { Bot } from '@tafel/core';
import { botErrors } from './errors.js';
import { isLevel, type Level } from './levels.js';

/**
 * What a bot may be given. Search bots count `iterations` (playouts, or samples for the solo bot) or think for
 * `ms` milliseconds a move. `iterations` is reproducible: for a given `rng` the bot always chooses the same
 * move. `ms` is not: how many iterations fit depends on the machine and its load. When both are given, `ms`
 * wins. Bots that do not search ignore both.
 */
export interface BotSettings {
  iterations?: number;
  ms?: number;
}

/** One entry of a roster, as {@link botsFor} lists it. */
export interface BotInfo {
  name: string;
  description: string;
  /** Set for the three levels, absent for the named bots. */
  level?: Level;
}

/** One entry of a roster with its maker. */
export interface BotSpec {
  description: string;
  make(settings: BotSettings): Bot;
}

/** A game's bots by name: the named bots and the three levels. */
export type Roster = Readonly<Record<string, BotSpec>>;

/**
 * Lists a roster: the levels first (weakest first), then the named bots.
 *
 * @example
 * ```ts
 * listRoster(wiezenRoster).map((b) => b.name); // ['easy', 'normal', 'strong', 'random', 'heuristic', 'ismcts']
 * ```
 */
export function listRoster(roster: Roster): BotInfo[] {
  const entries = Object.entries(roster).map(([name, spec]) => ({
    name,
    description: spec.description,
    ...(isLevel(name) ? { level: name } : {}),
  }));
  return [...entries.filter((e) => e.level), ...entries.filter((e) => !e.level)];
}

/** Throws `invalid-bot-settings` unless every budget is a positive number. */
function checkSettings(settings: BotSettings): void {
  for (const key of ['iterations', 'ms'] as const) {
    const value = settings[key];
    if (value !== undefined && !(Number.isFinite(value) && value > 0))
      botErrors.fail('invalid-bot-settings', {
        reason: {
          en: `${key} must be a positive number, not ${value}`,
          nl: `${key} moet een positief getal zijn, niet ${value}`,
        },
      });
  }
}

/**
 * Makes the bot called `name` (a level or a named bot) from a game's roster. An unknown name is a
 * `RuleError('unknown-bot')` listing the known ones.
 *
 * @example
 * ```ts
 * const bot = fromRoster('wiezen', wiezenRoster, 'easy');
 * ```
 */
export function fromRoster(game: string, roster: Roster, name: string, settings: BotSettings = {}): Bot {
  const spec = Object.hasOwn(roster, name) ? roster[name] : undefined;
  if (!spec) {
    const known = listRoster(roster)
      .map((b) => b.name)
      .join(', ');
    botErrors.fail('unknown-bot', { bot: name, game, known });
  }
  checkSettings(settings);
  return spec.make(settings);
}

/**
 * The budget a search bot gets: `ms` when set (not reproducible), else `iterations`, else its default.
 *
 * @example
 * ```ts
 * budget({ ms: 500 }, 300); // { ms: 500 }
 * budget({}, 300); // { iterations: 300 }
 * ```
 */
export function budget(settings: BotSettings, iterations: number): { iterations: number } | { ms: number } {
  return settings.ms !== undefined ? { ms: settings.ms } : { iterations: settings.iterations ?? iterations };
}

/** The baseline every game offers: a uniformly random legal move. */
export const randomSpec: BotSpec = {
  description: 'a uniformly random legal move',
  make: () => randomBot,
};
