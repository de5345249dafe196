/**
 * @tafel/bots — ready-made bots for every Tafel game, typed against the registry's game ids.
 *
 * - {@link botsFor}: a game's bots, `{ name, description, level? }`: the levels `easy`, `normal`, `strong` (for
 *   people) and the named bots (for tournaments).
 * - {@link makeBot}: a contract `Bot` by level or name; an unknown name is a `RuleError('unknown-bot')`.
 * - {@link hint}: the strong bot's move for a seat, from what that seat sees.
 *
 * A page that embeds one game imports its subpath (`@tafel/bots/wiezen`, …) to bundle that game's bots only;
 * `@tafel/bots/worker` and `@tafel/bots/client` run a bot in a Web Worker.
 *
 * @module
 */
import { type Bot, commonErrors, type GameId, games, Rng, type Seat } from '@tafel/core';
import { abquetschenRoster } from './abquetschen/index.js';
import { bunteKuhRoster } from './bunte-kuh/index.js';
import { cuiBonoRoster } from './cui-bono/index.js';
import { eintrichternRoster } from './eintrichtern/index.js';
import { raffzahnRoster } from './raffzahn/index.js';
import { botErrors } from './roster/errors.js';
import { type BotInfo, type BotSettings, fromRoster, listRoster, type Roster } from './roster/index.js';
import { weinhaendlerRoster } from './weinhaendler/index.js';
import { wiezenRoster } from './wiezen/index.js';
import { wineCellarRoster } from './wine-cellar/index.js';
import { wuerfelmarschRoster } from './wuerfelmarsch/index.js';

/** Every game's roster, keyed by game id. */
export const rosters: Readonly<Record<GameId, Roster>> = {
  'wine-cellar': wineCellarRoster,
  abquetschen: abquetschenRoster,
  'bunte-kuh': bunteKuhRoster,
  raffzahn: raffzahnRoster,
  wuerfelmarsch: wuerfelmarschRoster,
  'cui-bono': cuiBonoRoster,
  eintrichtern: eintrichternRoster,
  weinhaendler: weinhaendlerRoster,
  wiezen: wiezenRoster,
};

/** A game's roster; an id from outside the type system that names no game is `RuleError('unknown-game')`. */
function rosterOf(gameId: GameId): Roster {
  if (!Object.hasOwn(rosters, gameId)) commonErrors.fail('unknown-game', { game: gameId });
  return rosters[gameId];
}

/**
 * A game's bots: the three levels first, then the named bots.
 *
 * @example
 * ```ts
 * botsFor('wiezen').map((b) => b.name); // ['easy', 'normal', 'strong', 'random', 'heuristic', 'ismcts']
 * ```
 */
export function botsFor(gameId: GameId): BotInfo[] {
  return listRoster(rosterOf(gameId));
}

/**
 * Makes a bot for a game by level (`easy`, `normal`, `strong`) or name (`heuristic`, `ismcts`, …). Throws
 * `RuleError('unknown-bot')` listing the known names.
 *
 * @example
 * ```ts
 * const bot = makeBot('wine-cellar', 'strong', { iterations: 400 });
 * const move = bot.choose({ game: wineCellar, state, seat: 0, legal: wineCellar.legalMoves(state, 0), rng });
 * ```
 */
export function makeBot(gameId: GameId, nameOrLevel: string, settings: BotSettings = {}): Bot {
  return fromRoster(gameId, rosterOf(gameId), nameOrLevel, settings);
}

/** What {@link hint} may be given: the strong bot's budget and the seed of its choice. */
export interface HintOptions extends BotSettings {
  /** Seed of the bot's generator (default `'hint'`): with `iterations`, the same seed gives the same move. */
  seed?: string;
}

const settingsOf = ({ seed: _seed, ...settings }: HintOptions): BotSettings => settings;

/**
 * The strong bot's move for `seat` in `state`. The bot reads only what `seat` sees (every level is tested to
 * choose alike on states with the same view). Throws `RuleError('no-move-to-hint')` when `seat` has no move.
 *
 * @example
 * ```ts
 * const move = hint('wiezen', state, 2, { seed: 'table-7' });
 * ```
 */
export function hint(gameId: GameId, state: unknown, seat: Seat, options: HintOptions = {}): unknown {
  const bot = makeBot(gameId, 'strong', settingsOf(options));
  const game = games[gameId];
  const legal: unknown[] = game.legalMoves(state as never, seat);
  if (legal.length === 0) botErrors.fail('no-move-to-hint', { seat });
  return bot.choose({ game, state, seat, legal, rng: Rng.fromSeed(options.seed ?? 'hint') });
}

export { blundering } from './roster/blunders.js';
export { botErrors } from './roster/errors.js';
export type { BotInfo, BotSettings, BotSpec, Roster } from './roster/index.js';
export { budget, fromRoster, listRoster } from './roster/index.js';
export type { Level } from './roster/levels.js';
export { isLevel, LEVELS } from './roster/levels.js';
