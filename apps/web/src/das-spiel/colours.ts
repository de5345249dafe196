/** The dice colours as drawn and named, shared by every board. @module */
import type { Lang } from '@tafel/core';

/** The dice colours as drawn: red, yellow, pearl (and the turquoise roll die). */
export const DICE_COLOURS = ['#c0392b', '#e0b422', '#ece6d8', '#1fa39a'] as const;

/** The colours' names, in the order of {@link DICE_COLOURS}. */
export const COLOUR_NAMES: Record<Lang, readonly string[]> = {
  en: ['red', 'yellow', 'pearl', 'turquoise'],
  nl: ['rood', 'geel', 'parelmoer', 'turkoois'],
};

/** The players' colours (Abquetschen, Würfelmarsch, Bunte Kuh's placed dice), by seat. */
export const SEAT_COLOURS = ['#c0392b', '#e0b422', '#2e86c1', '#27ae60', '#8e44ad', '#d35400'] as const;

/** The seat colours' names, in the order of {@link SEAT_COLOURS}. */
export const SEAT_COLOUR_NAMES: Record<Lang, readonly string[]> = {
  en: ['red', 'yellow', 'blue', 'green', 'purple', 'orange'],
  nl: ['rood', 'geel', 'blauw', 'groen', 'paars', 'oranje'],
};

/** The pearl of the base dice (Bunte Kuh's set-up, the roll dice). */
export const PEARL = '#ece6d8';
