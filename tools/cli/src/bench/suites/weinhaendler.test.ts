import { Rng } from '@tafel/core';
import { weinhaendler } from '@tafel/core/weinhaendler';
import { describe, expect, it } from 'vitest';
import { heuristicGame, randomGame, weinhaendlerSuite } from './weinhaendler.js';

describe('the weinhaendler bench suite', () => {
  it('plays whole games through the contract', () => {
    expect(randomGame(4, 'g', Rng.fromSeed('g'))).toBeGreaterThan(10);
    expect(weinhaendler.outcome(heuristicGame(3, 'h', Rng.fromSeed('h')))).not.toBeNull();
  });

  it('reports games per second for 3, 4 and 5 players (quick run)', async () => {
    const entries = await weinhaendlerSuite.run({ quick: true, log: () => {} });
    expect(entries.map((e) => e.name)).toContain('weinhaendler/random-games-4p');
    for (const e of entries) expect(e.value).toBeGreaterThan(0);
  });
});
