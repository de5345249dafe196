/**
 * The move log's sentences: every move kind of every game (and what another seat saw of a face-down one), met by
 * playing games at random with core's rules, is put into words by its board in English and Dutch, as the person
 * here ("You …"), as another seat ("Bot 2 …") and as a hint ("play …"). Each sentence is whole (no placeholder
 * left, no `undefined`), agrees with its subject, names dice by level and place (never coordinates), and the
 * Dutch has no English in it (nor the English Dutch). The games' milestones are sentences too.
 */
import { type AnyGame, type Lang, type Milestone, Rng, type Seat, seenBy } from '@tafel/core';
import { describe, expect, it } from 'vitest';
import { boards } from '../boards.js';
import type { Telling, Who } from './board.js';

/** Up to `limit` moves of a game played at random: one sample of each move kind (and each kind seen hidden). */
function samples(game: AnyGame, players: number, seed: string, limit = 4000) {
  const rng = Rng.fromSeed(seed);
  let state = game.setup({ players, seed });
  const found = new Map<
    string,
    { seat: Seat; move: unknown; before: unknown; after: unknown; hidden: boolean }
  >();
  const milestones: Milestone[] = [];
  for (let i = 0; i < limit && game.outcome(state) === null; i++) {
    const active = game.active(state);
    if (active.length === 0) break;
    const seat = rng.pick(active);
    const moves = game.legalMoves(state, seat);
    if (moves.length === 0) break;
    const move = rng.pick(moves);
    const after = game.play(state, seat, move);
    const kind = (move as { type?: string }).type ?? 'move';
    if (!found.has(kind)) found.set(kind, { seat, move, before: state, after, hidden: false });
    const other = (seat + 1) % players;
    const seen = seenBy(game, state, seat, move, other) as { hidden?: boolean };
    if (seen.hidden && !found.has(`${kind} (hidden)`))
      found.set(`${kind} (hidden)`, { seat, move: seen, before: state, after, hidden: true });
    const m = game.milestone?.(state, after);
    if (m && milestones.length < 3) milestones.push(m);
    state = after;
  }
  return { found, milestones };
}

/**
 * Moves random play meets rarely or never (other options, rare deals), told on the game's first position: every
 * move kind of every game is told, whether the random games met it or not.
 */
const RARE: Record<string, readonly unknown[]> = {
  'wine-cellar': [
    { type: 'reserve', card: 3 },
    { type: 'reserve', hidden: true },
    { type: 'bid', card: 3, token: true },
    { type: 'swap', position: null },
  ],
  wiezen: [
    { type: 'vragen' },
    { type: 'meegaan' },
    { type: 'alleen' },
    { type: 'miserie' },
    { type: 'miserie-op-tafel' },
    { type: 'solo', suit: 'hearts' },
    { type: 'solo', suit: null },
    { type: 'solo-slim' },
    { type: 'abondance', level: 10, suit: 'spades' },
    { type: 'exchange', card: 12 },
    { type: 'keep' },
    { type: 'give' },
    { type: 'refuse' },
  ],
  weinhaendler: [{ type: 'stop' }, { type: 'draw' }],
  abquetschen: [{ type: 'build', cells: [] }],
  'cui-bono': [{ type: 'keep' }, { type: 'return', cell: 50 }],
  eintrichtern: [{ type: 'take-over' }],
  raffzahn: [{ type: 'stop' }],
};

/** English words that have no place in a Dutch sentence, and the other way round. */
const ENGLISH =
  /\b(the|You|your|bids?|plays?|takes?|puts?|passes|pass|rolls?|calls?|builds?|die|dice|level|edge|corner|funnel|cellar|wine|card|trick)\b/;
const DUTCH =
  /\b(de|het|Jij|jouw|biedt|speelt|neemt|legt|gooit|roept|bouwt|steen|stenen|laag|rand|hoek|trechter|kelder|NERGENS)\b/;
/** A verb that does not agree with "You". */
const YOU_AGREES_NOT = /^You (\w+(?<!pas)s|passes)\b/;

const NAMES = ['You', 'Bot 2', 'Bot 3', 'Bot 4', 'Bot 5', 'Bot 6'];

describe('the move log speaks every move of every game in both languages', () => {
  for (const [id, entry] of Object.entries(boards)) {
    const board = entry.board;
    const game = board.game;
    const players = Math.min(
      game.players.max,
      Math.max(game.players.min, board.defaultSeats.split(',').length),
    );
    it(`${id}: every move kind, as you, another seat and a hint, in English and Dutch`, () => {
      const { found, milestones } = samples(game, players, `telling-${id}`);
      const first = game.setup({ players, seed: `telling-${id}` });
      for (const [i, move] of (RARE[id] ?? []).entries())
        found.set(`rare ${i}: ${(move as { type: string }).type}`, {
          seat: 1,
          move,
          before: first,
          after: first,
          hidden: 'hidden' in (move as object),
        });
      const kinds = [...found.keys()];
      expect(kinds.length, `${id} met moves`).toBeGreaterThan(0);
      for (const [kind, sample] of found) {
        for (const lang of ['en', 'nl'] as Lang[]) {
          for (const who of ['you', 'other', 'hint'] as Who[]) {
            if (who === 'hint' && sample.hidden) continue;
            const seat = who === 'you' ? 0 : sample.seat === 0 ? 1 : sample.seat;
            const viewer = who === 'other' ? 0 : seat;
            const telling: Telling<AnyGame> = {
              lang,
              who,
              name: who === 'you' ? (lang === 'en' ? 'You' : 'Jij') : (NAMES[seat] ?? `Bot ${seat + 1}`),
              seat,
              viewer,
              before: game.view(sample.before, viewer),
              after: game.view(sample.after, viewer),
              seatName: (s) => NAMES[s] ?? `Bot ${s + 1}`,
            };
            const text = board.describe(sample.move as never, telling);
            const where = `${id} ${kind} (${lang}, ${who}): "${text}"`;
            expect(text.trim(), where).not.toBe('');
            expect(text, where).not.toMatch(/\{\w+\}|undefined|NaN|null/);
            // Dice by level and place, never by coordinates or a cell's number.
            expect(text, where).not.toMatch(/\(\d+,\d+,\d+\)|\bcell \d|\bcel \d/);
            if (lang === 'nl') expect(text, where).not.toMatch(ENGLISH);
            else expect(text, where).not.toMatch(DUTCH);
            if (who === 'you') expect(text, where).toMatch(lang === 'en' ? /^You / : /^Jij /);
            if (who === 'you' && lang === 'en') expect(text, where).not.toMatch(YOU_AGREES_NOT);
            if (who === 'you' && lang === 'nl')
              expect(text, where).not.toMatch(/^Jij (bied|pas|speel|neem|gooi|roep|bouw)\b/);
            if (who === 'other') expect(text, where).toMatch(/^Bot \d /);
            if (who === 'other' && lang === 'nl')
              expect(text, where).not.toMatch(/^Bot \d (passen|bieden|spelen|nemen|gooien)\b/);
            if (who === 'hint') expect(text, where).not.toMatch(/^(You|Jij|Bot) /);
          }
        }
      }
      for (const milestone of milestones) {
        if (!board.describeMilestone) break;
        for (const lang of ['en', 'nl'] as Lang[]) {
          const seatName = (s: Seat) => (s === 0 && lang === 'nl' ? 'Jij' : (NAMES[s] ?? `Bot ${s + 1}`));
          const text = board.describeMilestone(milestone, { lang, seatName });
          expect(text, `${id} milestone (${lang}): ${text}`).not.toMatch(
            /\{\w+\}|undefined|NaN|\bseat \d|\bplaats \d/,
          );
          if (lang === 'nl') expect(text).not.toMatch(ENGLISH);
        }
      }
    });
  }

  it('the games with a stage to read (a deal scored, an auction settled) say it in the log', () => {
    expect(boards.wiezen.board.describeMilestone).toBeDefined();
    expect(boards.weinhaendler.board.describeMilestone).toBeDefined();
  });
});
