/**
 * The rulebooks' worked examples that the how-to-play page's examples reach in real play: each is a test on the
 * engine's own states around one move — the position or the score the rulebook prints — and the catalogue key of
 * the sentence that says so. The examples are found, never staged: a fixed seed whose game (played by the easy
 * bots, checked by core) comes to the printed position; the test here decides which step says the rulebook's
 * sentence, so a sentence is shown only where the engine's numbers are the printed ones.
 *
 * - Wiezen (scoring, "Voorbeelden"): alone with 5 tricks, +6 and each opponent −2; asked and joined, 7 tricks
 *   together, −6 for both and +6 for both opponents.
 * - Abquetschen ("Voorbeeld"): a 5 rolled with the turquoise die, so 5 dice are built.
 * - Cui bono? (putting a die back, "Voorbeeld"): funnel A, three pearl dice, and funnel B, the three colours, take
 *   the pulled red die; funnel C, three red dice, does not.
 * - Würfelmarsch (capturing, "Voorbeeld"): one tilt forms two funnels at once; in one the mover's highest face
 *   captures the lower opponent dice, in the other a tie sends all three dice out of the game.
 *
 * @module
 */
import { type GameId, games } from '@tafel/core';
import { supports } from '@tafel/core/das-spiel';
import type { AbquetschenState } from '@tafel/core/das-spiel/abquetschen';
import { COLOURS, type CuiBonoState } from '@tafel/core/das-spiel/cui-bono';
import type { WuerfelmarschState } from '@tafel/core/das-spiel/wuerfelmarsch';
import type { WiezenState } from '@tafel/core/wiezen';
import type { howToPlayTexts } from './how-to-play-texts.ts';

/** A key of the page's catalogue. */
type TextKey = keyof typeof howToPlayTexts.en;

/** What a rulebook sentence is told with: the page's words in its language, and each seat's name. */
export interface Telling {
  readonly say: (key: TextKey, params?: Readonly<Record<string, string | number>>) => string;
  readonly seatName: (seat: number) => string;
  /** The seat that made the move. */
  readonly seat: number;
}

/** A rulebook example: whether the move from `before` to `after` shows it, and the sentence that says so. */
export interface RulebookExample {
  readonly text: TextKey;
  readonly at: (before: never, after: never, move: never) => boolean;
  /** The sentence's particulars, from the engine's states (the dice and faces of this game). */
  readonly words?: (before: never, after: never, move: never, telling: Telling) => Record<string, string>;
}

/** `items` as a list in words: 'a', 'a and b', 'a, b and c'. */
function list(items: readonly string[], telling: Telling): string {
  if (items.length < 2) return items.join('');
  return telling.say('bookList', { first: items.slice(0, -1).join(', '), last: items.at(-1)! });
}

/** Wiezen: the deal this move closed was played alone and made with exactly 5 tricks (+6, −2 each). */
export function aloneWithFive(before: WiezenState, after: WiezenState): boolean {
  if (after.history.length <= before.history.length) return false;
  const deal = after.history.at(-1)!;
  const declarer = deal.declarers[0];
  return deal.game === 'alleen' && declarer !== undefined && deal.tricks[declarer] === 5;
}

/** Wiezen: the deal this move closed was asked and joined and came to 7 tricks together (−6 each, +6 each). */
export function togetherWithSeven(before: WiezenState, after: WiezenState): boolean {
  if (after.history.length <= before.history.length) return false;
  const deal = after.history.at(-1)!;
  const tricks = deal.declarers.reduce((n, seat) => n + (deal.tricks[seat] ?? 0), 0);
  return deal.game === 'vragen' && deal.declarers.length === 2 && tricks === 7;
}

/** Abquetschen: a 5 rolled, and 5 dice built. */
export function builtFiveOnFive(
  before: AbquetschenState,
  _after: unknown,
  move: { cells?: number[] },
): boolean {
  return before.roll === 5 && move.cells?.length === 5;
}

/** How the three dice under a funnel of Cui bono? stand to the held die's colour. */
type FunnelKind = 'other' | 'three' | 'own' | 'mixed';

/**
 * The kind of funnel `cell` is for a die of `colour`: all of one other colour (the rulebook's A), the three
 * colours (B), all of its own colour (C), or two colours.
 */
export function funnelKind(state: Pick<CuiBonoState, 'owner'>, cell: number, colour: number): FunnelKind {
  const colours = new Set(supports(cell).map((s) => state.owner[s]));
  if (colours.size === 3) return 'three';
  if (colours.size === 2) return 'mixed';
  return colours.has(colour) ? 'own' : 'other';
}

/** The open funnels above level 0 of a Cui bono? pyramid: empty cells resting on three dice. */
export function openFunnels(state: Pick<CuiBonoState, 'owner'>): number[] {
  const funnels: number[] = [];
  for (let cell = 45; cell < state.owner.length; cell++)
    if (state.owner[cell] === -1 && supports(cell).every((s) => state.owner[s] !== -1)) funnels.push(cell);
  return funnels;
}

/**
 * Cui bono?, as the rulebook's picture: the red die in hand may go into funnel A, three pearl dice (all of another
 * colour), and into B, one of the three colours, while C, a funnel of three red dice, is open but refused.
 * `returns` are the funnels core allows.
 */
export function funnelsABC(state: CuiBonoState, returns: readonly number[]): boolean {
  const held = state.held;
  if (state.phase !== 'return' || held === null || COLOURS[held.colour] !== 'red') return false;
  const pearl = (cell: number) => COLOURS[state.owner[supports(cell)[0]!]!] === 'pearl';
  const kind = (cell: number) => funnelKind(state, cell, held.colour);
  const refused = openFunnels(state).filter((cell) => !returns.includes(cell));
  return (
    returns.some((cell) => kind(cell) === 'other' && pearl(cell)) &&
    returns.some((cell) => kind(cell) === 'three') &&
    refused.some((cell) => kind(cell) === 'own')
  );
}

/** Würfelmarsch: the tilt formed two funnels; in one the mover captured, the other was a tie. */
export function twoFunnelsOneTied(_before: unknown, after: WuerfelmarschState): boolean {
  const last = after.last;
  if (last === null || last.move.type !== 'tilt' || last.triangles.length !== 2) return false;
  const results = last.triangles.map((t) => t.result).sort();
  return (
    results[0] === 'capture' &&
    results[1] === 'tie' &&
    last.captures.length > 0 &&
    last.captures.every((c) => c.by === last.seat)
  );
}

/** Cui bono?'s funnel example, seen from the move after the pull: the funnels core allows the held die. */
function cuiBonoAt(before: CuiBonoState): boolean {
  if (before.phase !== 'return' || before.held === null) return false;
  const returns = games['cui-bono']
    .legalMoves(before as never, before.turn)
    .flatMap((m) => ((m as { type: string }).type === 'return' ? [(m as { cell: number }).cell] : []));
  return funnelsABC(before, returns);
}

/** Wiezen's sentence: who played (the asker first; the deal's last card may be another's). */
function wiezenWords(
  _before: unknown,
  after: WiezenState,
  _move: unknown,
  telling: Telling,
): Record<string, string> {
  const [asker, joiner] = after.history.at(-1)!.declarers;
  return { name: telling.seatName(asker!), joiner: joiner === undefined ? '' : telling.seatName(joiner) };
}

/** Abquetschen's sentence: who built. */
const moverWords = (_b: unknown, _a: unknown, _m: unknown, telling: Telling) => ({
  name: telling.seatName(telling.seat),
});

/** Cui bono?'s sentence: the colours of the held die and of the other-coloured funnel it may take. */
function cuiBonoWords(
  before: CuiBonoState,
  _after: unknown,
  _move: unknown,
  telling: Telling,
): Record<string, string> {
  const colour = before.held?.colour ?? 0;
  const other = openFunnels(before).find((cell) => funnelKind(before, cell, colour) === 'other');
  const otherColour = other === undefined ? colour : before.owner[supports(other)[0]!]!;
  const name = (c: number) => telling.say('bookColour', { colour: COLOURS[c] ?? 'red' });
  return { die: name(colour), other: name(otherColour) };
}

/** Würfelmarsch's sentence: the capturing face and the captured dice, and the tied faces. */
function wuerfelmarschWords(
  before: WuerfelmarschState,
  after: WuerfelmarschState,
  _move: unknown,
  telling: Telling,
): Record<string, string> {
  const last = after.last!;
  const tilt = last.move as { cell: number; to: number };
  const owner = (cell: number) => (cell === tilt.to ? last.seat : before.owner[cell]!);
  const die = (cell: number, face: number) =>
    telling.say('bookDie', { name: telling.seatName(owner(cell)), face });
  const capture = last.triangles.find((t) => t.result === 'capture')!;
  const tie = last.triangles.find((t) => t.result === 'tie')!;
  const high = Math.max(...capture.faces);
  const captured = capture.cells.flatMap((cell, i) =>
    last.captures.some((c) => c.cell === cell) ? [die(cell, capture.faces[i]!)] : [],
  );
  const top = Math.max(...tie.faces);
  const tied = tie.cells.flatMap((cell, i) => (tie.faces[i] === top ? [die(cell, top)] : []));
  return {
    winner: die(capture.cells[capture.faces.indexOf(high)]!, high),
    captured: list(captured, telling),
    tied: list(tied, telling),
  };
}

/** The rulebook examples the page's examples reach, by game (a step says the first that it shows). */
export const RULEBOOK: Partial<Record<GameId, readonly RulebookExample[]>> = {
  wiezen: [
    {
      text: 'bookWiezenAlone',
      at: aloneWithFive as RulebookExample['at'],
      words: wiezenWords as RulebookExample['words'],
    },
    {
      text: 'bookWiezenTogether',
      at: togetherWithSeven as RulebookExample['at'],
      words: wiezenWords as RulebookExample['words'],
    },
  ],
  abquetschen: [
    { text: 'bookAbquetschenFive', at: builtFiveOnFive as RulebookExample['at'], words: moverWords },
  ],
  'cui-bono': [
    {
      text: 'bookCuiBonoFunnels',
      at: cuiBonoAt as RulebookExample['at'],
      words: cuiBonoWords as RulebookExample['words'],
    },
  ],
  wuerfelmarsch: [
    {
      text: 'bookWuerfelmarschTwoFunnels',
      at: twoFunnelsOneTied as RulebookExample['at'],
      words: wuerfelmarschWords as RulebookExample['words'],
    },
  ],
};

/**
 * The rulebook example the move from `before` to `after` in game `id` shows, or `null`.
 *
 * @example
 * rulebookAt('wiezen', before, after, { type: 'play', card: 12 })?.text; // 'bookWiezenAlone'
 */
export function rulebookAt(
  id: GameId,
  before: unknown,
  after: unknown,
  move: unknown,
): RulebookExample | null {
  return RULEBOOK[id]?.find((book) => book.at(before as never, after as never, move as never)) ?? null;
}
