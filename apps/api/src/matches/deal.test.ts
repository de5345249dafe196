/**
 * The deal of a hosted match, as docs/api.md says: the commitment is SHA-256 of the seed and the options; a fair
 * deal comes from the server's seed and every seat's contribution, with the proof in the record header; a chosen
 * seed deals from itself alone; a stacked deck is never shown in a lobby nor kept by "play again"; a person away
 * is played by the table's bot.
 */
import { createHash } from 'node:crypto';
import { games } from '@tafel/core';
import { dealSeed } from '@tafel/core/match';
import { describe, expect, it } from 'vitest';
import type { SeatEntry } from '../store/index.js';
import { commitmentOf, dealt, specOf, stacked, unstacked } from './deal.js';

describe('the deal', () => {
  it('commits to SHA-256 of the seed and the options', () => {
    const header = { seed: 'abc', options: { rounds: 2 } };
    expect(commitmentOf(header)).toBe(
      createHash('sha256')
        .update(JSON.stringify(['abc', { rounds: 2 }]))
        .digest('hex'),
    );
    expect(commitmentOf({ seed: 'abd', options: { rounds: 2 } })).not.toBe(commitmentOf(header));
  });

  it('drops a stacked deck, and only that, from the options', () => {
    expect(stacked({ deck: [1, 2] })).toBe(true);
    expect(stacked({ deck: null })).toBe(false);
    expect(stacked(undefined)).toBe(false);
    expect(unstacked({ deck: [1, 2], rounds: 2 })).toEqual({ rounds: 2 });
    const plain = { rounds: 2 };
    expect(unstacked(plain)).toBe(plain);
  });

  it('plays a person who is away by a bot of the table’s level', () => {
    expect(specOf({ kind: 'human', hash: 'h', name: 'Anna' }, 'easy')).toEqual({
      kind: 'human',
      name: 'Anna',
    });
    expect(specOf({ kind: 'human', hash: 'h', name: 'Anna', away: 3 }, 'easy')).toEqual({
      kind: 'bot',
      bot: 'easy',
    });
    expect(specOf({ kind: 'bot', level: 'strong' }, 'easy')).toEqual({ kind: 'bot', bot: 'strong' });
    expect(specOf({ kind: 'open' }, 'easy')).toEqual({ kind: 'open' });
  });

  it('deals fairly from the server’s seed and every contribution, the proof in the header', async () => {
    const seats: SeatEntry[] = [
      { kind: 'human', hash: 'a', contribution: 'c0ffee' },
      { kind: 'bot', level: 'normal' },
      { kind: 'human', hash: 'b' },
      { kind: 'human', hash: 'c', contribution: 'beef' },
    ];
    const { header } = await dealt(games.wiezen, seats, 'normal', {}, 'server-seed', true);
    expect(header.seed).toBe(await dealSeed('server-seed', ['c0ffee', null, null, 'beef']));
    expect(header.deal).toEqual({
      serverSeed: 'server-seed',
      commitment: commitmentOf({ seed: 'server-seed', options: header.options }),
      contributions: ['c0ffee', null, null, 'beef'],
    });
    // Another contribution, another deal.
    const other = await dealt(
      games.wiezen,
      [{ kind: 'human', hash: 'a', contribution: 'cafe' }, seats[1]!, seats[2]!, seats[3]!],
      'normal',
      {},
      'server-seed',
      true,
    );
    expect(other.header.seed).not.toBe(header.seed);
  });

  it('deals a chosen seed from itself alone, with no proof to give', async () => {
    const seats: SeatEntry[] = [
      { kind: 'human', hash: 'a', contribution: 'c0ffee' },
      { kind: 'bot', level: 'normal' },
    ];
    const { header } = await dealt(games['wine-cellar'], seats, 'normal', {}, 'my-seed', false);
    expect(header.seed).toBe('my-seed');
    expect(header.deal).toBeUndefined();
  });
});
