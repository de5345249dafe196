/** `tafel games`: the registry as a table. @module */
import { games } from '@tafel/core';
import { botNames } from '../bots/index.js';
import { table } from '../simulate/table.js';

export function listGames(): string {
  const rows = [['id', 'title (en / nl)', 'players', 'bots']];
  for (const game of Object.values(games)) {
    rows.push([
      game.id,
      `${game.title.en} / ${game.title.nl}`,
      `${game.players.min}–${game.players.max}`,
      botNames(game).join(', '),
    ]);
  }
  return table(rows);
}
