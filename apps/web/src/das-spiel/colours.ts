/**
 * The dice colours as drawn, shared by every board, and the keys of their names in the Das Spiel catalogue
 * (`texts.ts`), in the same order.
 *
 * @module
 */

/** The dice colours as drawn: red, yellow, pearl (and the turquoise roll die). */
export const DICE_COLOURS = ['#c0392b', '#e0b422', '#ece6d8', '#1fa39a'] as const;

/** The names' keys of {@link DICE_COLOURS}, in order. */
export const DICE_COLOUR_NAMES = ['red', 'yellow', 'pearl', 'turquoise'] as const;

/** The players' colours (Abquetschen, Würfelmarsch, Bunte Kuh's placed dice), by seat. */
export const SEAT_COLOURS = ['#c0392b', '#e0b422', '#2e86c1', '#27ae60', '#8e44ad', '#d35400'] as const;

/** The names' keys of {@link SEAT_COLOURS}, in order. */
export const SEAT_COLOUR_NAMES = ['red', 'yellow', 'blue', 'green', 'purple', 'orange'] as const;

/** The pearl of the base dice (Bunte Kuh's set-up, the roll dice). */
export const PEARL = '#ece6d8';
