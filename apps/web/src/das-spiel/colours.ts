/** The dice colours as drawn and named, shared by every board. @module */
import type { Lang } from '@tafel/core';

/** The dice colours as drawn: red, yellow, pearl (and the turquoise roll die). */
export const DICE_COLOURS = ['#c0392b', '#e0b422', '#ece6d8', '#1fa39a'] as const;

/** The colours' names, in the order of {@link DICE_COLOURS}. */
export const COLOUR_NAMES: Record<Lang, readonly string[]> = {
  en: ['red', 'yellow', 'pearl', 'turquoise'],
  nl: ['rood', 'geel', 'parelmoer', 'turkoois'],
};
