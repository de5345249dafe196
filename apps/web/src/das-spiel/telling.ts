/**
 * The six Das Spiel games' moves as sentences, for the move log and a hint: who did it ("You", "Bot 2", or for
 * a hint what to do) and what, every die and funnel named as players name them ({@link dieWords}, never a
 * coordinate). One catalogue for the six, since their sentences share the dice's words; each board's
 * `describe` is one function here.
 *
 * @module
 */
import type { HiddenMove, Lang } from '@tafel/core';
import type {
  abquetschen,
  bunteKuh,
  cuiBono,
  eintrichtern,
  raffzahn,
  wuerfelmarsch,
} from '@tafel/core/das-spiel';
import { level } from '@tafel/core/das-spiel';
import { tiltDirection } from '@tafel/core/das-spiel/wuerfelmarsch';
import { defineCatalogue, type Translate, translate } from '../i18n/index.js';
import type { Telling } from '../table/board.js';
import type { MoveOf } from '../table/match.js';
import { DICE_COLOUR_NAMES } from './colours.js';
import { dieWords, funnelWords, levelWords, placeWords, type Where } from './place-words.js';
import { diceColourBefore, seatColourBefore } from './texts.js';

/** A sentence with its forms by who: the person here, a hint (what to do), another seat. */
const who = <A extends string, B extends string, C extends string>(you: A, hint: B, other: C) =>
  ({ select: 'who', you, hint, other }) as const;

/** The catalogue: every move kind of the six games, in both languages. */
export const dasSpielMoveTexts = defineCatalogue(
  {
    raffzahnRoll: who(
      'You roll the turquoise die',
      'roll the turquoise die',
      '{name} rolls the turquoise die',
    ),
    raffzahnRolled: who(
      'You roll the turquoise die: {roll}',
      'roll the turquoise die',
      '{name} rolls the turquoise die: {roll}',
    ),
    raffzahnTake: who('You take {die}', 'take {die}', '{name} takes {die}'),
    raffzahnStop: who('You call STOP', 'call STOP', '{name} calls STOP'),
    cuiBonoPull: who('You pull {die}', 'pull {die}', '{name} pulls {die}'),
    cuiBonoPulled: who('You pull {die}, worth {minus}', 'pull {die}', '{name} pulls {die}, worth {minus}'),
    minusPoints: { count: 'n', one: '{n} minus point', other: '{n} minus points' },
    cuiBonoReturn: who(
      'You put the die back into {funnel}',
      'put the die back into {funnel}',
      '{name} puts the die back into {funnel}',
    ),
    cuiBonoKeep: who('You keep the die', 'keep the die', '{name} keeps the die'),
    cuiBonoKept: who(
      'You keep the {colour} die: {minus}',
      'keep the die',
      '{name} keeps the {colour} die: {minus}',
    ),
    eintrichternRoll: who(
      'You roll the three pearl dice',
      'roll the three pearl dice',
      '{name} rolls the three pearl dice',
    ),
    eintrichternRolled: who(
      'You roll the three pearl dice: {total}, the total to find under a red die',
      'roll the three pearl dice',
      '{name} rolls the three pearl dice: {total}, the total to find under a red die',
    ),
    eintrichternTakeOver: who(
      'You take over the missed total {total} instead of rolling',
      'take over the missed total instead of rolling',
      '{name} takes over the missed total {total} instead of rolling',
    ),
    eintrichternLift: who('You lift {die}', 'lift {die}', '{name} lifts {die}'),
    eintrichternSaid: who('You lift {die}: “{sum}”', 'lift {die}', '{name} lifts {die}: “{sum}”'),
    eintrichternFound: who(
      'You lift {die}: “{sum}”, the total: you keep it and go again',
      'lift {die}',
      '{name} lifts {die}: “{sum}”, the total: {name} keeps it and goes again',
    ),
    eintrichternMissed: who(
      'You lift {die}: “{sum}”, not {total}: the die goes back',
      'lift {die}',
      '{name} lifts {die}: “{sum}”, not {total}: the die goes back',
    ),
    abquetschenBuild: {
      select: 'who',
      you: 'You build {dice}',
      hint: 'build {dice}',
      other: '{name} builds {dice}',
    },
    abquetschenPass: who(
      'You pass: nothing to build',
      'pass: nothing to build',
      '{name} passes: nothing to build',
    ),
    abquetschenStart: who(
      'You build the start pyramid',
      'build the start pyramid',
      '{name} builds the start pyramid',
    ),
    abquetschenBonus: {
      select: 'who',
      you: 'You build {dice} as your bonus',
      hint: 'build {dice} as your bonus',
      other: '{name} builds {dice} as the bonus',
    },
    buildBonus: {
      count: 'bonus',
      one: '; a row of {row}: {bonus} bonus die to build',
      other: '; a row of {row}: {bonus} bonus dice to build',
    },
    stockLeft: { count: 'n', one: '; {n} die left in stock', other: '; {n} dice left in stock' },
    dice: { count: 'n', one: 'a die {where}', other: '{n} dice: {where}' },
    diceOnLevel: '{n} dice {level}',
    levelGroup: '{n} {level}',
    bunteKuhStop: who('You call STOP: {funnel}', 'call STOP: {funnel}', '{name} calls STOP: {funnel}'),
    bunteKuhNowhere: who(
      'You call NOWHERE and put your die into {funnel}',
      'call NOWHERE and put your die into {funnel}',
      '{name} calls NOWHERE and puts a die into {funnel}',
    ),
    marchTilt: who(
      'You tilt {die}; it lands {to}',
      'tilt {die}; it lands {to}',
      '{name} tilts {die}; it lands {to}',
    ),
    marchTilted: who(
      'You tilt {die} {direction}',
      'tilt {die} {direction}',
      '{name} tilts {die} {direction}',
    ),
    marchDie: 'the {colour} die',
    'forward-left': 'forward to the left',
    'forward-right': 'forward to the right',
    left: 'to the left',
    right: 'to the right',
    marchCapture: who(
      '; you capture a {colour} die ({high} beats {low})',
      '; capture a {colour} die ({high} beats {low})',
      '; {name} captures a {colour} die ({high} beats {low})',
    ),
    marchTie: {
      count: 'n',
      one: '; a tie at {face}: {n} die leaves the game',
      other: '; a tie at {face}: {n} dice leave the game',
    },
    marchTurn: who('You turn {die}', 'turn {die}', '{name} turns {die}'),
    hidden: who('You move', 'move', '{name} moves'),
    and: '{a} and {b}',
  },
  {
    raffzahnRoll: who(
      'Jij gooit de turkooise steen',
      'gooi de turkooise steen',
      '{name} gooit de turkooise steen',
    ),
    raffzahnRolled: who(
      'Jij gooit de turkooise steen: {roll}',
      'gooi de turkooise steen',
      '{name} gooit de turkooise steen: {roll}',
    ),
    raffzahnTake: who('Jij pakt {die}', 'pak {die}', '{name} pakt {die}'),
    raffzahnStop: who('Jij roept STOP', 'roep STOP', '{name} roept STOP'),
    cuiBonoPull: who('Jij trekt {die}', 'trek {die}', '{name} trekt {die}'),
    cuiBonoPulled: who(
      'Jij trekt {die}, goed voor {minus}',
      'trek {die}',
      '{name} trekt {die}, goed voor {minus}',
    ),
    minusPoints: { count: 'n', one: '{n} minpunt', other: '{n} minpunten' },
    cuiBonoReturn: who(
      'Jij zet de steen terug in {funnel}',
      'zet de steen terug in {funnel}',
      '{name} zet de steen terug in {funnel}',
    ),
    cuiBonoKeep: who('Jij houdt de steen', 'houd de steen', '{name} houdt de steen'),
    cuiBonoKept: who(
      'Jij houdt de {colour} steen: {minus}',
      'houd de steen',
      '{name} houdt de {colour} steen: {minus}',
    ),
    eintrichternRoll: who(
      'Jij gooit de drie parelmoeren stenen',
      'gooi de drie parelmoeren stenen',
      '{name} gooit de drie parelmoeren stenen',
    ),
    eintrichternRolled: who(
      'Jij gooit de drie parelmoeren stenen: {total}, het totaal om onder een rode steen te zoeken',
      'gooi de drie parelmoeren stenen',
      '{name} gooit de drie parelmoeren stenen: {total}, het totaal om onder een rode steen te zoeken',
    ),
    eintrichternTakeOver: who(
      'Jij neemt het gemiste totaal {total} over in plaats van te gooien',
      'neem het gemiste totaal over in plaats van te gooien',
      '{name} neemt het gemiste totaal {total} over in plaats van te gooien',
    ),
    eintrichternLift: who('Jij licht {die}', 'licht {die}', '{name} licht {die}'),
    eintrichternSaid: who('Jij licht {die}: „{sum}”', 'licht {die}', '{name} licht {die}: „{sum}”'),
    eintrichternFound: who(
      'Jij licht {die}: „{sum}”, het totaal: jij houdt hem en gaat door',
      'licht {die}',
      '{name} licht {die}: „{sum}”, het totaal: {name} houdt hem en gaat door',
    ),
    eintrichternMissed: who(
      'Jij licht {die}: „{sum}”, niet {total}: de steen gaat terug',
      'licht {die}',
      '{name} licht {die}: „{sum}”, niet {total}: de steen gaat terug',
    ),
    abquetschenBuild: {
      select: 'who',
      you: 'Jij bouwt {dice}',
      hint: 'bouw {dice}',
      other: '{name} bouwt {dice}',
    },
    abquetschenPass: who('Jij past: niets te bouwen', 'pas: niets te bouwen', '{name} past: niets te bouwen'),
    abquetschenStart: who(
      'Jij bouwt de startpiramide',
      'bouw de startpiramide',
      '{name} bouwt de startpiramide',
    ),
    abquetschenBonus: {
      select: 'who',
      you: 'Jij bouwt {dice} als bonus',
      hint: 'bouw {dice} als bonus',
      other: '{name} bouwt {dice} als bonus',
    },
    buildBonus: {
      count: 'bonus',
      one: '; een rij van {row}: {bonus} bonussteen erbij',
      other: '; een rij van {row}: {bonus} bonusstenen erbij',
    },
    stockLeft: { count: 'n', one: '; nog {n} steen in voorraad', other: '; nog {n} stenen in voorraad' },
    dice: { count: 'n', one: 'een steen {where}', other: '{n} stenen: {where}' },
    diceOnLevel: '{n} stenen {level}',
    levelGroup: '{n} {level}',
    bunteKuhStop: who('Jij roept STOP: {funnel}', 'roep STOP: {funnel}', '{name} roept STOP: {funnel}'),
    bunteKuhNowhere: who(
      'Jij roept NERGENS en zet je steen in {funnel}',
      'roep NERGENS en zet je steen in {funnel}',
      '{name} roept NERGENS en zet een steen in {funnel}',
    ),
    marchTilt: who(
      'Jij kantelt {die}; hij komt {to}',
      'kantel {die}; hij komt {to}',
      '{name} kantelt {die}; hij komt {to}',
    ),
    marchTilted: who(
      'Jij kantelt {die} {direction}',
      'kantel {die} {direction}',
      '{name} kantelt {die} {direction}',
    ),
    marchDie: 'de {colour} steen',
    'forward-left': 'vooruit naar links',
    'forward-right': 'vooruit naar rechts',
    left: 'naar links',
    right: 'naar rechts',
    marchCapture: who(
      '; jij slaat een {colour} steen ({high} tegen {low})',
      '; sla een {colour} steen ({high} tegen {low})',
      '; {name} slaat een {colour} steen ({high} tegen {low})',
    ),
    marchTie: {
      count: 'n',
      one: '; gelijkspel bij {face}: {n} steen verlaat het spel',
      other: '; gelijkspel bij {face}: {n} stenen verlaten het spel',
    },
    marchTurn: who('Jij draait {die}', 'draai {die}', '{name} draait {die}'),
    hidden: who('Jij zet', 'zet', '{name} zet'),
    and: '{a} en {b}',
  },
);

type T = Translate<(typeof dasSpielMoveTexts)['en']>;

/** What a game's view shows of the dice: who or what colour owns each cell, and each die's orientation. */
interface Dice {
  readonly owner: readonly number[];
  readonly orientation?: readonly number[];
}

/** The sentence's speaker and its words. */
const start = (telling: Telling<never>) => ({
  t: translate(dasSpielMoveTexts, telling.lang),
  who: telling.who,
  name: telling.name,
});

/**
 * How much of a die's place a sentence says: a log line only its level (pointing at the line marks the die on
 * the board), a hint all of it (it tells the person which die to take).
 */
const whereFor = (telling: { readonly who: Telling<never>['who'] }): Where =>
  telling.who === 'hint' ? 'place' : 'level';

/** The view the sentence reads the dice from: before the move (what was there), else after. */
const diceOf = (telling: Telling<never>): Dice | null =>
  (telling.before as Dice | null) ?? (telling.after as Dice | null);

/** Raffzahn: roll, a take (the die by the roll it shows towards the taker, its colour and place), STOP. */
export function describeRaffzahn(
  move: MoveOf<typeof raffzahn> | HiddenMove,
  telling: Telling<typeof raffzahn>,
): string {
  const { t, who, name } = start(telling as Telling<never>);
  if ('hidden' in move) return t('hidden', { who, name });
  if (move.type === 'roll') {
    // The number rolled is in the view after the roll (a hint does not know it yet).
    const roll = telling.after?.roll;
    return roll == null || who === 'hint'
      ? t('raffzahnRoll', { who, name })
      : t('raffzahnRolled', { who, name, roll });
  }
  if (move.type === 'stop') return t('raffzahnStop', { who, name });
  const view = telling.before;
  const colour = view ? view.owner[move.cell] : undefined;
  const die = dieWords(
    {
      cell: move.cell,
      ...(colour !== undefined && colour >= 0 ? { colour: diceColourBefore(colour, telling.lang) } : {}),
      ...(view?.roll != null ? { value: view.roll } : {}),
    },
    telling.lang,
    {},
    whereFor(telling),
  );
  return t('raffzahnTake', { who, name, die });
}

/** Cui bono?: a pull (the die by colour and place), a return (the funnel by place), a keep. */
export function describeCuiBono(
  move: MoveOf<typeof cuiBono> | HiddenMove,
  telling: Telling<typeof cuiBono>,
): string {
  const { t, who, name } = start(telling as Telling<never>);
  if ('hidden' in move) return t('hidden', { who, name });
  const minus = (colour: number) =>
    t('minusPoints', {
      n: telling.before?.options.minus[DICE_COLOUR_NAMES[colour] as 'red' | 'yellow' | 'pearl'] ?? 0,
    });
  if (move.type === 'keep') {
    // The die in hand before the keep: its colour and what it costs.
    const held = telling.before?.held;
    return held && who !== 'hint'
      ? t('cuiBonoKept', {
          who,
          name,
          colour: diceColourBefore(held.colour, telling.lang),
          minus: minus(held.colour),
        })
      : t('cuiBonoKeep', { who, name });
  }
  if (move.type === 'return')
    return t('cuiBonoReturn', {
      who,
      name,
      funnel: funnelWords(move.cell, telling.lang, {}, whereFor(telling)),
    });
  const colour = telling.before?.owner[move.cell];
  const die = dieWords(
    {
      cell: move.cell,
      ...(colour !== undefined && colour >= 0 ? { colour: diceColourBefore(colour, telling.lang) } : {}),
    },
    telling.lang,
    {},
    whereFor(telling),
  );
  return colour !== undefined && colour >= 0 && who !== 'hint'
    ? t('cuiBonoPulled', { who, name, die, minus: minus(colour) })
    : t('cuiBonoPull', { who, name, die });
}

/** Eintrichtern: a roll (with its total once known), taking over, a lift (with the sum it said). */
export function describeEintrichtern(
  move: MoveOf<typeof eintrichtern> | HiddenMove,
  telling: Telling<typeof eintrichtern>,
): string {
  const { t, who, name } = start(telling as Telling<never>);
  if ('hidden' in move) return t('hidden', { who, name });
  if (move.type === 'roll') {
    const total = telling.after?.total;
    return total == null || who === 'hint'
      ? t('eintrichternRoll', { who, name })
      : t('eintrichternRolled', { who, name, total });
  }
  if (move.type === 'take-over')
    return t('eintrichternTakeOver', { who, name, total: telling.before?.failed ?? '' });
  const die = dieWords(
    { cell: move.cell, colour: diceColourBefore(0, telling.lang) },
    telling.lang,
    {},
    whereFor(telling as Telling<never>),
  );
  const said = telling.after?.announcements.at(-1);
  if (said && said.cell === move.cell && who !== 'hint') {
    // Whether the sum said was the total looked for: kept and on again, or back and the next player's turn.
    return said.kept
      ? t('eintrichternFound', { who, name, die, sum: said.sum })
      : t('eintrichternMissed', { who, name, die, sum: said.sum, total: said.total });
  }
  return t('eintrichternLift', { who, name, die });
}

/**
 * Abquetschen: a build or a pass. The sentence says what was built — how many dice on which levels, the bonus a
 * row earned, the dice left in stock — and leaves where to the board: pointing at the log line marks the dice.
 */
export function describeAbquetschen(
  move: MoveOf<typeof abquetschen> | HiddenMove,
  telling: Telling<typeof abquetschen>,
): string {
  const { t, who, name } = start(telling as Telling<never>);
  if ('hidden' in move) return t('hidden', { who, name });
  if (move.cells.length === 0) return t('abquetschenPass', { who, name });
  const phase = telling.before?.phase;
  if (phase === 'start') return t('abquetschenStart', { who, name });
  const dice = buildWords(t, move.cells, telling.lang);
  const said = t(phase === 'bonus' ? 'abquetschenBonus' : 'abquetschenBuild', { who, name, dice });
  return who === 'hint' ? said : said + buildResult(t, telling);
}

/** What a build left behind, from the view after it: bonus dice earned by its row, and the mover's stock. */
function buildResult(t: T, telling: Telling<typeof abquetschen>): string {
  const { before, after } = telling;
  if (!before || !after) return '';
  const earned = before.phase === 'build' && after.phase === 'bonus' ? after.bonus : 0;
  // 4, 5 or 6 dice in a row earn 1, 2 or 3 bonus dice: the row is three longer than the bonus.
  const bonus = earned > 0 ? t('buildBonus', { bonus: earned, row: earned + 3 }) : '';
  const stock = after.stock[telling.seat];
  return bonus + (stock === undefined ? '' : t('stockLeft', { n: stock }));
}

/**
 * The dice of a build by level, from the top down, each level said once: "4 dice on the second level", or over
 * several levels "3 on the second level and 1 on the third level". Which dice exactly the board shows.
 */
function buildWords(t: T, cells: readonly number[], lang: Lang): string {
  const sorted = [...cells].sort((a, b) => b - a);
  if (sorted.length === 1) return t('dice', { n: 1, where: levelWords(sorted[0]!, lang) });
  const groups: number[][] = [];
  for (const cell of sorted) {
    const group = groups.at(-1);
    if (group && level(group[0]!) === level(cell)) group.push(cell);
    else groups.push([cell]);
  }
  if (groups.length === 1) return t('diceOnLevel', { n: sorted.length, level: levelWords(sorted[0]!, lang) });
  const said = groups.map((group) =>
    t('levelGroup', { n: group.length, level: levelWords(group[0]!, lang) }),
  );
  const where = t('and', { a: said.slice(0, -1).join(', '), b: said.at(-1)! });
  return t('dice', { n: sorted.length, where });
}

/** Bunte Kuh: a call (STOP or NOWHERE) and the funnel it points at. */
export function describeBunteKuh(
  move: MoveOf<typeof bunteKuh> | HiddenMove,
  telling: Telling<typeof bunteKuh>,
): string {
  const { t, who, name } = start(telling as Telling<never>);
  if ('hidden' in move) return t('hidden', { who, name });
  const funnel = funnelWords(move.cell, telling.lang, {}, whereFor(telling as Telling<never>));
  return t(move.type === 'stop' ? 'bunteKuhStop' : 'bunteKuhNowhere', { who, name, funnel });
}

/**
 * Würfelmarsch: a tilt or a turn. The log says what — the die by its colour, the way it tilts as its player sees
 * it (forward is towards that player's goal), what its triangles did (each die captured, with the faces that
 * decided it; a tie and the dice it sent out of the game) — and leaves where to the board: pointing at the log
 * line marks the die. A hint, which has no result yet, says where the die lands.
 */
export function describeWuerfelmarsch(
  move: MoveOf<typeof wuerfelmarsch> | HiddenMove,
  telling: Telling<typeof wuerfelmarsch>,
): string {
  const { t, who, name } = start(telling as Telling<never>);
  if ('hidden' in move) return t('hidden', { who, name });
  const look = { from: telling.viewer ?? 0 };
  const owner = diceOf(telling as Telling<never>)?.owner[move.cell];
  const colour = owner !== undefined && owner >= 0 ? seatColourBefore(owner, telling.lang) : undefined;
  const placed = dieWords(
    { cell: move.cell, ...(colour !== undefined ? { colour } : {}) },
    telling.lang,
    look,
  );
  if (who === 'hint') {
    if (move.type === 'turn') return t('marchTurn', { who, name, die: placed });
    return t('marchTilt', { who, name, die: placed, to: placeWords(move.to, telling.lang, look) });
  }
  const die = colour !== undefined ? t('marchDie', { colour }) : placed;
  if (move.type === 'turn') return t('marchTurn', { who, name, die });
  const direction = tiltDirection(move.cell, move.to, telling.seat);
  if (direction === null)
    return t('marchTilt', { who, name, die, to: placeWords(move.to, telling.lang, look) });
  return t('marchTilted', { who, name, die, direction: t(direction) }) + marchResult(t, telling);
}

/** What a tilt's triangles did, from the view after it: the dice captured, and the ties. */
function marchResult(t: T, telling: Telling<typeof wuerfelmarsch>): string {
  const last = telling.after?.last;
  if (!last || last.seat !== telling.seat) return '';
  let out = '';
  for (const c of last.captures) {
    const triangle = last.triangles.find((x) => x.result === 'capture' && x.cells.includes(c.cell));
    if (!triangle) continue;
    const you = telling.viewer !== null && c.by === telling.viewer;
    out += t('marchCapture', {
      who: you ? 'you' : 'other',
      name: telling.seatName(c.by),
      colour: seatColourBefore(c.owner, telling.lang),
      high: Math.max(...triangle.faces),
      low: triangle.faces[triangle.cells.indexOf(c.cell)]!,
    });
  }
  for (const tie of last.triangles.filter((x) => x.result === 'tie'))
    out += t('marchTie', { face: Math.max(...tie.faces), n: tie.cells.length });
  return out;
}
