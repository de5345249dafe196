/** The felt's own words (the speed, the sound, the final standings), in every language the tables speak. @module */
import { defineCatalogue } from '../i18n/index.js';

/** The felt's catalogue. */
export const feltTexts = defineCatalogue(
  {
    settings: 'Table settings',
    speed: 'Bots’ speed',
    slow: 'slow',
    normal: 'normal',
    fast: 'fast',
    instant: 'instant',
    sound: 'Sound',
    soundOn: 'Sound on',
    standings: 'Final standings',
    place: { count: 'n', ordinal: true, one: '{n}st', two: '{n}nd', few: '{n}rd', other: '{n}th' },
    player: 'Player',
    scoreCol: 'Score',
    placeCol: 'Place',
    winnerMark: 'winner',
    lastStage: 'The last stage',
    toMove: 'to move',
    thinking: 'thinking…',
  },
  {
    settings: 'Tafelinstellingen',
    speed: 'Tempo van de bots',
    slow: 'traag',
    normal: 'normaal',
    fast: 'snel',
    instant: 'meteen',
    sound: 'Geluid',
    soundOn: 'Geluid aan',
    standings: 'Eindstand',
    place: { count: 'n', ordinal: true, other: '{n}e' },
    player: 'Speler',
    scoreCol: 'Score',
    placeCol: 'Plaats',
    winnerMark: 'winnaar',
    lastStage: 'De laatste ronde',
    toMove: 'aan zet',
    thinking: 'denkt na…',
  },
);

/** The felt's messages, by key. */
export type FeltTexts = (typeof feltTexts)['en'];
