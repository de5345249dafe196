/**
 * The bots the API seats, by game and level.
 *
 * TEMPORARY: `@tafel/bots` (`makeBot(gameId, nameOrLevel)`, `botsFor`, `LEVELS`) is landing beside this; until
 * it does, this maps the levels onto core's heuristic bots (`easy`: uniformly random legal moves; `normal` and
 * `strong`: the game's heuristic) with the same signature, so the swap is one import.
 *
 * @module
 */
import { randomBot } from '@tafel/ai';
import { type Bot, type GameId, RuleError } from '@tafel/core';
import {
  abquetschenBot,
  bunteKuhMove,
  cuiBonoBot,
  eintrichternBot,
  PERSON,
  racer,
  raffzahnBot,
  raffzahnRandom,
  wuerfelmarschBot,
} from '@tafel/core/das-spiel';
import { weinhaendlerBot } from '@tafel/core/weinhaendler';
import { wiezenBot } from '@tafel/core/wiezen';
import { wineCellarBot } from '@tafel/core/wine-cellar';

/** Bot strengths a person understands. */
export const LEVELS = ['easy', 'normal', 'strong'] as const;
/** A bot strength. */
export type Level = (typeof LEVELS)[number];

const heuristics: Record<GameId, () => Bot> = {
  'wine-cellar': () => wineCellarBot as Bot,
  wiezen: () => wiezenBot as Bot,
  weinhaendler: () => weinhaendlerBot as Bot,
  abquetschen: () => abquetschenBot as Bot,
  'bunte-kuh': () => racer({ profile: PERSON, choose: bunteKuhMove }, 'heuristic') as Bot,
  raffzahn: () => raffzahnBot() as Bot,
  'cui-bono': () => cuiBonoBot as Bot,
  eintrichtern: () => eintrichternBot({ name: 'heuristic' }) as Bot,
  wuerfelmarsch: () => wuerfelmarschBot as Bot,
};

const random: Record<string, () => Bot> = {
  'bunte-kuh': () => racer({ profile: PERSON, choose: (_v, legal, rng) => rng.pick(legal) }, 'easy') as Bot,
  raffzahn: () => raffzahnRandom() as Bot,
};

/** The bots of a game, with their levels. */
export function botsFor(gameId: GameId): { name: string; description: string; level?: Level }[] {
  void gameId;
  return [
    { name: 'easy', description: 'plays any legal move', level: 'easy' },
    { name: 'normal', description: "the game's heuristic bot", level: 'normal' },
    { name: 'strong', description: "the game's heuristic bot", level: 'strong' },
  ];
}

/** A bot for a game by level; an unknown level is a `RuleError('unknown-bot')` naming the known ones. */
export function makeBot(gameId: GameId, nameOrLevel: string): Bot {
  if (nameOrLevel === 'easy') return (random[gameId] ?? (() => randomBot))();
  if (nameOrLevel === 'normal' || nameOrLevel === 'strong') return heuristics[gameId]();
  throw new RuleError(
    'unknown-bot',
    {
      en: `There is no bot "${nameOrLevel}" for ${gameId}; choose from: ${LEVELS.join(', ')}.`,
      nl: `Er is geen bot "${nameOrLevel}" voor ${gameId}; kies uit: ${LEVELS.join(', ')}.`,
    },
    { bot: nameOrLevel },
  );
}
