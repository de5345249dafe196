/**
 * Dice and funnels named as players name them at the pyramid, never by coordinates: the level counted from the
 * bottom and where on that level, in the words of what the screen shows ("the 5 on the third level, left
 * edge", "the red die on the bottom level, top corner", "the funnel on the second level, in the middle, near
 * the right edge"). Where is read off the drawing itself ({@link position}), so a board drawn from another side
 * (Würfelmarsch's `{ from }`) gets the words of its own picture.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { coords, index, level } from '@tafel/core/das-spiel';
import { defineCatalogue, translate } from '../i18n/index.js';
import { type PyramidView, position } from '../pyramid/pyramid-svg.js';

/** The catalogue (every level and direction has its words in both languages). */
export const placeTexts = defineCatalogue(
  {
    level0: 'on the bottom level',
    level1: 'on the second level',
    level2: 'on the third level',
    level3: 'on the fourth level',
    level4: 'on the fifth level',
    level5: 'on the sixth level',
    level6: 'on the seventh level',
    level7: 'on the eighth level',
    apex: 'at the top of the pyramid',
    at: '{level}, {place}',
    corner: '{dir} corner',
    edgeMiddle: 'middle of the {dir} edge',
    edge: '{dir} edge, {nth} from the {corner} corner',
    inside: '{row} row from the {dir} edge, {nth} from the {other} edge',
    centre: 'in the centre',
    ord1: 'first',
    ord2: 'second',
    ord3: 'third',
    ord4: 'fourth',
    ord5: 'fifth',
    ord6: 'sixth',
    ord7: 'seventh',
    ord8: 'eighth',
    ord9: 'ninth',
    top: 'top',
    topRight: 'top right',
    right: 'right',
    bottomRight: 'bottom right',
    bottom: 'bottom',
    bottomLeft: 'bottom left',
    left: 'left',
    topLeft: 'top left',
    die: 'the die {place}',
    dieValue: 'the {value} {place}',
    dieColour: 'the {colour} die {place}',
    dieColourValue: 'the {colour} {value} {place}',
    funnel: 'the funnel {place}',
  },
  {
    level0: 'op de onderste laag',
    level1: 'op de tweede laag',
    level2: 'op de derde laag',
    level3: 'op de vierde laag',
    level4: 'op de vijfde laag',
    level5: 'op de zesde laag',
    level6: 'op de zevende laag',
    level7: 'op de achtste laag',
    apex: 'op de top van de piramide',
    at: '{level}, {place}',
    corner: '{dir} hoek',
    edgeMiddle: 'midden van de {dir} rand',
    edge: '{dir} rand, {nth} vanaf de {corner} hoek',
    inside: '{row} rij vanaf de {dir} rand, {nth} vanaf de {other} rand',
    centre: 'in het midden',
    ord1: 'eerste',
    ord2: 'tweede',
    ord3: 'derde',
    ord4: 'vierde',
    ord5: 'vijfde',
    ord6: 'zesde',
    ord7: 'zevende',
    ord8: 'achtste',
    ord9: 'negende',
    top: 'bovenste',
    topRight: 'rechterbovenste',
    right: 'rechtse',
    bottomRight: 'rechteronderste',
    bottom: 'onderste',
    bottomLeft: 'linkeronderste',
    left: 'linkse',
    topLeft: 'linkerbovenste',
    die: 'de steen {place}',
    dieValue: 'de {value} {place}',
    dieColour: 'de {colour} steen {place}',
    dieColourValue: 'de {colour} {value} {place}',
    funnel: 'de trechter {place}',
  },
);

type Dir = 'top' | 'topRight' | 'right' | 'bottomRight' | 'bottom' | 'bottomLeft' | 'left' | 'topLeft';
const DIRS: readonly Dir[] = [
  'right',
  'topRight',
  'top',
  'topLeft',
  'left',
  'bottomLeft',
  'bottom',
  'bottomRight',
];

/** The direction of `to` from `from` on the screen, to the nearest eighth of a turn (the screen's y grows down). */
function direction(from: readonly [number, number], to: readonly [number, number]): Dir {
  const angle = Math.atan2(-(to[1] - from[1]), to[0] - from[0]);
  const eighth = Math.round(angle / (Math.PI / 4));
  return DIRS[(eighth + 8) % 8]!;
}

/**
 * Where a cell is: its level and its place on that level (`view`: how the board draws the pyramid).
 *
 * @example
 * ```ts
 * placeWords(164, 'en');           // 'at the top of the pyramid'
 * placeWords(index(8, 0, 0), 'en'); // 'on the bottom level, bottom corner'
 * ```
 */
export function placeWords(cell: number, lang: Lang, view: PyramidView = {}): string {
  const t = translate(placeTexts, lang);
  const place = placeOnLevel(cell, lang, view);
  return place === '' ? t('apex') : t('at', { level: levelWords(cell, lang), place });
}

/**
 * A cell's level in words ("on the second level"; the apex, alone on its level: "at the top of the pyramid").
 *
 * @example
 * ```ts
 * levelWords(index(0, 3, 3), 'nl'); // 'op de derde laag'
 * ```
 */
export function levelWords(cell: number, lang: Lang): string {
  const l = level(cell);
  return translate(placeTexts, lang)(l === 8 ? 'apex' : (`level${l}` as 'level0'));
}

/**
 * Where a cell is on its level, without the level: what tells apart dice named together under one level
 * ({@link levelWords}). The apex has nothing to tell: `''`.
 *
 * @example
 * ```ts
 * placeOnLevel(index(2, 2, 2), 'en'); // 'in the centre' (of the third level)
 * placeOnLevel(164, 'en');            // ''
 * ```
 */
export function placeOnLevel(cell: number, lang: Lang, view: PyramidView = {}): string {
  const t = translate(placeTexts, lang);
  const l = level(cell);
  if (l === 8) return '';
  const s = 8 - l;
  const corners = [index(s, 0, 0), index(0, s, 0), index(0, 0, s)].map((c) => position(c, view));
  const centroid: [number, number] = [
    (corners[0]![0] + corners[1]![0] + corners[2]![0]) / 3,
    (corners[0]![1] + corners[1]![1] + corners[2]![1]) / 3,
  ];
  const xyz = coords(cell);
  const cornerDir = (k: number) => t(direction(centroid, corners[k]!));
  // The edge opposite corner k is where coordinate k is 0: the middle of the other two corners.
  const edgeDir = (k: number) => {
    const a = corners[(k + 1) % 3]!;
    const b = corners[(k + 2) % 3]!;
    return t(direction(centroid, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]));
  };
  const nth = (n: number) => t(`ord${n}` as 'ord1');
  // Coordinate k is the distance from edge k: the two nearest edges say where a cell is, once and only once.
  const [near, next, far] = [0, 1, 2].sort((a, b) => xyz[a]! - xyz[b]! || a - b) as [number, number, number];
  const d = (k: number) => xyz[k]!;
  if (d(near) === 0 && d(next) === 0) return t('corner', { dir: cornerDir(far) });
  if (d(near) === 0) {
    if (d(next) === d(far)) return t('edgeMiddle', { dir: edgeDir(near) });
    // Along edge `near`, counted from the corner where it meets edge `next` (corner `far`), that die the first.
    return t('edge', { dir: edgeDir(near), nth: nth(d(next) + 1), corner: cornerDir(far) });
  }
  if (d(near) === d(far)) return t('centre');
  return t('inside', {
    row: nth(d(near) + 1),
    dir: edgeDir(near),
    nth: nth(d(next) + 1),
    other: edgeDir(next),
  });
}

/**
 * How much of a place words say: all of it (`place`: a hint, an instruction, which die exactly), or only its
 * level (`level`: a log line, where the board marks the die when the line is pointed at).
 */
export type Where = 'place' | 'level';

/** A cell's place in the words `where` asks for. */
const placeIn = (cell: number, lang: Lang, view: PyramidView, where: Where) =>
  where === 'level' ? levelWords(cell, lang) : placeWords(cell, lang, view);

/**
 * A die as players name it: by its value where it counts, its colour where it tells it apart, and its place
 * (or only its level, `where = 'level'`).
 *
 * @example
 * ```ts
 * dieWords({ cell: 120, value: 5 }, 'en');                // 'the 5 on the third level, left edge'
 * dieWords({ cell: 120, value: 5 }, 'en', {}, 'level');   // 'the 5 on the third level'
 * dieWords({ cell: 3, colour: 'red' }, 'nl');             // 'de rood steen op de onderste laag, …' (colour as given)
 * ```
 */
export function dieWords(
  die: { readonly cell: number; readonly value?: number; readonly colour?: string },
  lang: Lang,
  view: PyramidView = {},
  where: Where = 'place',
): string {
  const t = translate(placeTexts, lang);
  const place = placeIn(die.cell, lang, view, where);
  if (die.colour !== undefined && die.value !== undefined)
    return t('dieColourValue', { colour: die.colour, value: die.value, place });
  if (die.colour !== undefined) return t('dieColour', { colour: die.colour, place });
  if (die.value !== undefined) return t('dieValue', { value: die.value, place });
  return t('die', { place });
}

/**
 * An empty funnel as players name it (its whole place, or only its level: `where = 'level'`).
 *
 * @example
 * ```ts
 * funnelWords(50, 'en');              // 'the funnel on the second level, …'
 * funnelWords(50, 'en', {}, 'level'); // 'the funnel on the second level'
 * ```
 */
export function funnelWords(
  cell: number,
  lang: Lang,
  view: PyramidView = {},
  where: Where = 'place',
): string {
  return translate(placeTexts, lang)('funnel', { place: placeIn(cell, lang, view, where) });
}
