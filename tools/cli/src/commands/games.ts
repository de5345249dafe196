/** `tafel games`: the registry as a table, with each game's levels and named bots (from `@tafel/bots`). @module */
import { botsFor } from '@tafel/bots';
import { type GameId, games } from '@tafel/core';
import { table } from '../simulate/table.js';

export function listGames(): string {
  const rows = [['id', 'title (en / nl)', 'players', 'levels', 'named bots']];
  for (const id of Object.keys(games) as GameId[]) {
    const game = games[id];
    const bots = botsFor(id);
    rows.push([
      id,
      `${game.title.en} / ${game.title.nl}`,
      `${game.players.min}–${game.players.max}`,
      bots
        .filter((b) => b.level)
        .map((b) => b.name)
        .join(', '),
      bots
        .filter((b) => !b.level)
        .map((b) => b.name)
        .join(', '),
    ]);
  }
  return table(rows);
}
