/**
 * Finds the seeds of the how-to-play examples that play out a rulebook's worked example: plays seeds
 * `how-to-play-<n>` in turn through the page's own loop (`site/how-to-play-plays.ts`: the easy bots, checked by
 * core) and prints those whose game shows every rulebook example of the game (`site/how-to-play-rulebook.ts`),
 * with the number of moves the example then takes. How the seeds in `how-to-play-plays.ts` were found; run it
 * again when a change to a game's rules or its easy bot moves the example off the printed position (the page's
 * unit tests fail then).
 *
 * Build first (the bots and core from their `dist/`), then, e.g.
 * `pnpm --filter @tafel/web exec node scripts/example-seeds.ts wuerfelmarsch 0 2000`
 * (game, first and last seed number; it stops at the first 5 seeds found).
 *
 * @module
 */
import type { GameId } from '@tafel/core';
import { EXAMPLES, playExample } from '../site/how-to-play-plays.ts';
import { RULEBOOK } from '../site/how-to-play-rulebook.ts';

const [id, from = '0', to = '1000'] = process.argv.slice(2) as [GameId, string?, string?];
const wanted = (RULEBOOK[id] ?? []).map((book) => book.text);
if (!EXAMPLES[id] || wanted.length === 0) {
  console.error(`No rulebook example to look for in "${id}": one of ${Object.keys(RULEBOOK).join(', ')}.`);
  process.exit(1);
}
let found = 0;
for (let n = Number(from); n <= Number(to) && found < 5; n++) {
  const seed = `how-to-play-${n}`;
  const { record, booked } = playExample(id, seed);
  if (!wanted.every((text) => booked.includes(text))) continue;
  found++;
  console.log(`${seed}: ${record.moves.length} moves`);
}
if (found === 0)
  console.log(
    `No seed from ${from} to ${to} comes to the rulebook's example${wanted.length > 1 ? 's' : ''}.`,
  );
