/** The words every Das Spiel board shares (the pyramid, its zoom, the colours). @module */
import type { Lang } from '@tafel/core';
import { defineCatalogue, translate } from '../i18n/index.js';
import { DICE_COLOUR_NAMES, SEAT_COLOUR_NAMES } from './colours.js';

/** The catalogue. */
export const dasSpielTexts = defineCatalogue(
  {
    pyramid: 'The pyramid',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    red: 'red',
    yellow: 'yellow',
    pearl: 'pearl',
    turquoise: 'turquoise',
    blue: 'blue',
    green: 'green',
    purple: 'purple',
    orange: 'orange',
    redDie: 'red',
    yellowDie: 'yellow',
    pearlDie: 'pearl',
    turquoiseDie: 'turquoise',
    blueDie: 'blue',
    greenDie: 'green',
    purpleDie: 'purple',
    orangeDie: 'orange',
  },
  {
    pyramid: 'De piramide',
    zoomIn: 'Inzoomen',
    zoomOut: 'Uitzoomen',
    red: 'rood',
    yellow: 'geel',
    pearl: 'parelmoer',
    turquoise: 'turkoois',
    blue: 'blauw',
    green: 'groen',
    purple: 'paars',
    orange: 'oranje',
    // Before a noun, as in "de rode steen".
    redDie: 'rode',
    yellowDie: 'gele',
    pearlDie: 'parelmoeren',
    turquoiseDie: 'turkooise',
    blueDie: 'blauwe',
    greenDie: 'groene',
    purpleDie: 'paarse',
    orangeDie: 'oranje',
  },
);

/**
 * The name of a die's colour (`DICE_COLOURS[i]`) in `lang`.
 *
 * @example
 * ```ts
 * diceColourName(2, 'nl'); // 'parelmoer'
 * ```
 */
export function diceColourName(colour: number, lang: Lang): string {
  return translate(dasSpielTexts, lang)(DICE_COLOUR_NAMES[colour]!);
}

/**
 * A die's colour (`DICE_COLOURS[i]`) as it stands before "die" in `lang` ("de rode steen").
 *
 * @example
 * ```ts
 * diceColourBefore(0, 'nl'); // 'rode'
 * ```
 */
export function diceColourBefore(colour: number, lang: Lang): string {
  return translate(dasSpielTexts, lang)(`${DICE_COLOUR_NAMES[colour]!}Die`);
}

/**
 * A seat's colour (`SEAT_COLOURS[seat]`) as it stands before "die" in `lang` ("de blauwe steen").
 *
 * @example
 * ```ts
 * seatColourBefore(2, 'nl'); // 'blauwe'
 * ```
 */
export function seatColourBefore(seat: number, lang: Lang): string {
  return translate(dasSpielTexts, lang)(`${SEAT_COLOUR_NAMES[seat]!}Die`);
}

/**
 * The name of a seat's colour (`SEAT_COLOURS[seat]`) in `lang`.
 *
 * @example
 * ```ts
 * seatColourName(1, 'en'); // 'yellow'
 * ```
 */
export function seatColourName(seat: number, lang: Lang): string {
  return translate(dasSpielTexts, lang)(SEAT_COLOUR_NAMES[seat]!);
}
