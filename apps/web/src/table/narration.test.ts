/**
 * The narration names who did what with what result, and "You" has its own verb: every board's message formatted
 * as the person here (`who: 'you'`, name "You"/"Jij") has no third-person verb anywhere in it (a status line, an
 * end line, a milestone, a penalty), and the moves whose result was missing say it — the number Raffzahn's roll
 * gave, the minus points Cui bono?'s pulled die is worth, whether Eintrichtern's lift found the total, the whole
 * of a Weinhändler bid, and who won a Wiezen trick.
 */
import { type AnyGame, type Lang, Rng, type Seat } from '@tafel/core';
import { describe, expect, it } from 'vitest';
import { boards } from '../boards.js';
import { dasSpielMoveTexts } from '../das-spiel/telling.js';
import { type Catalogue, format, type Message } from '../i18n/catalogue.js';
import type { Telling, Who } from './board.js';
import { tableTexts } from './texts.js';

/** Messages only ever said of another seat (someone else's turn), never of the person here. */
const ONLY_OTHERS = new Set([
  'seatTurn',
  'seatAway',
  'waiting',
  'waitingLift',
  'waitingChoose',
  'thinking',
  'botFailed',
  'botLevel',
]);

/** A third-person verb right after "You" (or after "You" as an object-less subject later in the sentence). */
const YOU_THIRD = /\bYou:? (?:[\w ]+, )?(?:[a-z]+(?<!pas)s|passes|has|is)\b|\band (?:takes|gives|wins)\b/;
const JIJ_THIRD = /\bJij (?:is|heeft)\b/;

const catalogues: Record<string, Catalogue> = {
  table: tableTexts,
  'das-spiel moves': dasSpielMoveTexts,
  ...Object.fromEntries(Object.entries(boards).map(([id, entry]) => [id, entry.board.texts])),
};

const PARAMS = { n: 2, count: 2, round: 1, roll: 4, total: 12, target: 8, deal: 1, points: 3, sum: 9 };

describe('"You" agrees with its verb in every message of every board', () => {
  for (const [id, catalogue] of Object.entries(catalogues)) {
    it(`${id}: as the person here, en and nl`, () => {
      for (const lang of ['en', 'nl'] as Lang[]) {
        const you = lang === 'en' ? 'You' : 'Jij';
        for (const [key, message] of Object.entries(catalogue[lang]) as [string, Message][]) {
          if (ONLY_OTHERS.has(key) || key === 'rules') continue;
          const text = format(lang, message, { ...PARAMS, who: 'you', name: you, names: you });
          if (!text.includes(you)) continue;
          if (lang === 'en') expect(text, `${id}.${key}: "${text}"`).not.toMatch(YOU_THIRD);
          else expect(text, `${id}.${key}: "${text}"`).not.toMatch(JIJ_THIRD);
        }
      }
    });
  }
});

/** Plays `game` at random from its first position until `stop` says a move is the one wanted. */
function find(
  game: AnyGame,
  players: number,
  seed: string,
  stop: (move: { type?: string }, before: unknown, after: unknown, seat: Seat) => boolean,
) {
  const rng = Rng.fromSeed(seed);
  let state = game.setup({ players, seed });
  for (let i = 0; i < 5000 && game.outcome(state) === null; i++) {
    const seat = rng.pick(game.active(state)) as Seat;
    const move = rng.pick(game.legalMoves(state, seat)) as { type?: string };
    const after = game.play(state, seat, move);
    if (stop(move, game.view(state, 0), game.view(after, 0), seat))
      return { seat, move, before: state, after };
    state = after;
  }
  throw new Error(`${seed}: no such move met`);
}

/** The log line of a move, told at the screen of seat 0 ("You" when seat 0 made it). */
function tell(id: keyof typeof boards, sample: ReturnType<typeof find>, lang: Lang): string {
  const board = boards[id].board;
  const game = board.game as AnyGame;
  const you = lang === 'en' ? 'You' : 'Jij';
  const who: Who = sample.seat === 0 ? 'you' : 'other';
  const seatName = (s: Seat) => (s === 0 ? you : `Bot ${s + 1}`);
  const telling: Telling<AnyGame> = {
    lang,
    who,
    name: seatName(sample.seat),
    seat: sample.seat,
    viewer: 0,
    before: game.view(sample.before, 0),
    after: game.view(sample.after, 0),
    seatName,
  };
  return board.describe(sample.move as never, telling as never);
}

describe('the log says what a move gave', () => {
  it('Raffzahn: the number the turquoise die rolled', () => {
    const s = find(boards.raffzahn.board.game as AnyGame, 3, 'n-raffzahn', (m) => m.type === 'roll');
    const roll = (boards.raffzahn.board.game as AnyGame).view(s.after, 0) as { roll: number };
    expect(tell('raffzahn', s, 'en')).toMatch(new RegExp(`turquoise die: ${roll.roll}$`));
    expect(tell('raffzahn', s, 'nl')).toMatch(new RegExp(`turkooise steen: ${roll.roll}$`));
  });

  it('Cui bono?: the minus points of the die pulled', () => {
    const s = find(boards['cui-bono'].board.game as AnyGame, 3, 'n-cui-bono', (m) => m.type === 'pull');
    expect(tell('cui-bono', s, 'en')).toMatch(/, worth \d+ minus points?$/);
    expect(tell('cui-bono', s, 'nl')).toMatch(/, goed voor \d+ minpunten?$/);
  });

  it('Eintrichtern: a lift says whether it found the total, and what the numbers are', () => {
    const game = boards.eintrichtern.board.game as AnyGame;
    const lifted = (after: unknown) => (after as { announcements: { kept: boolean }[] }).announcements.at(-1);
    const found = find(
      game,
      3,
      'n-eintrichtern',
      (m, _b, a) => m.type === 'lift' && lifted(a)?.kept === true,
    );
    const missed = find(
      game,
      3,
      'n-eintrichtern',
      (m, _b, a) => m.type === 'lift' && lifted(a)?.kept === false,
    );
    expect(tell('eintrichtern', found, 'en')).toMatch(
      /, the total: (you keep it|Bot \d keeps it) and go(es)? again$/,
    );
    expect(tell('eintrichtern', found, 'nl')).toMatch(/, het totaal: (jij|Bot \d) houdt hem en gaat door$/);
    expect(tell('eintrichtern', missed, 'en')).toMatch(/, not \d+: the die goes back$/);
    expect(tell('eintrichtern', missed, 'nl')).toMatch(/, niet \d+: de steen gaat terug$/);
    const roll = find(game, 3, 'n-eintrichtern', (m) => m.type === 'roll');
    expect(tell('eintrichtern', roll, 'en')).toMatch(/: \d+, the total to find under a red die$/);
  });

  it('Die Weinhändler: a raised bid reads as the whole bid, not the amount added', () => {
    const game = boards.weinhaendler.board.game as AnyGame;
    const bids = (v: unknown) => v as { bids: unknown[][]; totals: number[] };
    const s = find(
      game,
      3,
      'n-weinhaendler',
      (m, b, _a, seat) => m.type === 'bid' && bids(b).bids[seat]!.length > 0,
    );
    const after = game.view(s.after, 0) as { totals: number[]; bids: unknown[][] };
    const before = game.view(s.before, 0) as { bids: unknown[][] };
    const euros = (cents: number) => `€${cents / 100}`;
    const line = tell('weinhaendler', s, 'en');
    expect(before.bids[s.seat]!.length).toBeGreaterThan(0);
    expect(line).toMatch(/raises? (your|the) bid to €/);
    expect(line).toContain(euros(after.totals[s.seat]!).replace(/\.\d+$/, ''));
  });

  it('Wiezen: a closed trick says who won it and with what card, "you" with its own verb', () => {
    const game = boards.wiezen.board.game as AnyGame;
    const tricks = (v: unknown) => (v as { tricks: { winner: Seat }[] }).tricks;
    for (const seed of ['n-wiezen', 'n-wiezen-2', 'n-wiezen-3']) {
      const s = find(game, 4, seed, (m, b, a) => m.type === 'play' && tricks(a).length > tricks(b).length);
      const milestone = game.milestone!(s.before, s.after)!;
      const winner = tricks(game.view(s.after, 0)).at(-1)!.winner;
      const say = (lang: Lang) =>
        boards.wiezen.board.describeMilestone!(milestone, {
          lang,
          seatName: (seat) => (seat === 0 ? (lang === 'en' ? 'You' : 'Jij') : `Bot ${seat + 1}`),
          isYou: (seat) => seat === 0,
        });
      expect(say('en')).toMatch(
        winner === 0
          ? /^Trick \d+: you win it with \w+ of \w+$/
          : new RegExp(`^Trick \\d+: Bot ${winner + 1} wins it with `),
      );
      expect(say('nl')).toMatch(
        winner === 0
          ? /^Slag \d+: jij wint hem met \w+$/
          : new RegExp(`^Slag \\d+: Bot ${winner + 1} wint hem met `),
      );
    }
  });
});

describe('Wine Cellar: the log says what each bid was and who chooses first', () => {
  /** The line of the milestone a trick's bids made, told at the screen of seat 0. */
  function revealed(players: number, seed: string, winnerWanted: Seat, lang: Lang) {
    const game = boards['wine-cellar'].board.game as AnyGame;
    const s = find(game, players, seed, (_m, b, a) => {
      const after = a as { winner: Seat | null };
      return (b as { winner: Seat | null }).winner === null && after.winner === winnerWanted;
    });
    const milestone = game.milestone!(s.before, s.after)!;
    const you = lang === 'en' ? 'You' : 'Jij';
    const text = boards['wine-cellar'].board.describeMilestone!(milestone, {
      lang,
      seatName: (seat) => (seat === 0 ? you : `Bot ${seat + 1}`),
      isYou: (seat) => seat === 0,
      after: game.view(s.after, 0) as never,
    });
    return { text, milestone: milestone as unknown as { bids: number[]; automatonTook: number | null } };
  }

  it('two players: both bids by name and card, the winner choosing, "you" with its own verb', () => {
    for (const winner of [0, 1] as Seat[]) {
      const { text, milestone } = revealed(2, `n-wine-${winner}`, winner, 'en');
      const [a, b] = milestone.bids;
      expect(text).toMatch(new RegExp(`^Trick \\d: you bid ${a} \\([^)]+\\), Bot 2 bid ${b} \\([^)]+\\); `));
      expect(text).toMatch(winner === 0 ? /; you choose a prize first$/ : /; Bot 2 chooses a prize first$/);
      const nl = revealed(2, `n-wine-${winner}`, winner, 'nl').text;
      expect(nl).toMatch(winner === 0 ? /; jij kiest eerst een prijs$/ : /; Bot 2 kiest eerst een prijs$/);
    }
  });

  it('solo: the automaton’s turned card, and the prize it takes when it wins', () => {
    const { text, milestone } = revealed(1, 'n-wine-solo', 1, 'en');
    expect(text).toMatch(new RegExp(`, the automaton turns up ${milestone.bids[1]} \\(`));
    expect(text).toMatch(new RegExp(`; the automaton takes ${milestone.automatonTook} \\([^)]+\\)$`));
  });
});
