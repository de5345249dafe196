/** The rules panel's, the how-to-play page's and the guided game's own words, in every language the tables speak. @module */
import { defineCatalogue } from '../i18n/index.js';

/** The rules' catalogue. */
export const rulesTexts = defineCatalogue(
  {
    rules: 'Rules',
    heading: 'The rules of {game} in short',
    goal: 'Goal',
    turn: 'A turn',
    scoring: 'Scoring',
    end: 'The end',
    howToPlay: 'How to play {game}, with examples',
    guided: 'Guided game',
    suggest: 'Suggested: {move}.',
    because: 'Why: {rule}',
    notOthers: 'The rules refuse other moves now: {reasons}',
    thinking: 'Looking for a good move…',
  },
  {
    rules: 'Regels',
    heading: 'De regels van {game} in het kort',
    goal: 'Doel',
    turn: 'Een beurt',
    scoring: 'Punten',
    end: 'Het einde',
    howToPlay: 'Zo speel je {game}, met voorbeelden',
    guided: 'Begeleid spel',
    suggest: 'Voorstel: {move}.',
    because: 'Waarom: {rule}',
    notOthers: 'De regels weigeren nu andere zetten: {reasons}',
    thinking: 'Op zoek naar een goede zet…',
  },
);
