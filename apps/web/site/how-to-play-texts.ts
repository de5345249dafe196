/** The how-to-play page's own words (the short rules themselves are the games', `src/rules/`). @module */
import { defineCatalogue } from '../src/i18n/index.ts';

/** The how-to-play page's catalogue. */
export const howToPlayTexts = defineCatalogue(
  {
    title: 'How to play {game} · Tafel',
    heading: 'How to play {game}',
    allTitle: 'How to play · Tafel',
    allHeading: 'How to play',
    allIntro: 'The rules of each game in short, a game played out move by move, and a guided first game.',
    games: 'The games',
    example: 'An example, move by move',
    exampleIntro:
      'A real game from its first move, played by Tafel’s bots and checked by the rules engine. Step through it on the table; each step says who did what and the rule behind it.',
    steps: 'The steps',
    step: 'Move {n}',
    rule: 'The rule: {rule}',
    guided: 'Your first game, guided',
    guidedIntro:
      'On each of your turns the table shows a good move on the board and says the rule behind it. Play it or not: it is your game.',
    play: 'Play {game} on its own page',
    replayLabel: 'The example on a table',
    tableLabel: 'A guided table',
  },
  {
    title: 'Zo speel je {game} · Tafel',
    heading: 'Zo speel je {game}',
    allTitle: 'Zo speel je · Tafel',
    allHeading: 'Zo speel je',
    allIntro:
      'De regels van elk spel in het kort, een spel zet voor zet uitgespeeld, en een begeleid eerste spel.',
    games: 'De spellen',
    example: 'Een voorbeeld, zet voor zet',
    exampleIntro:
      'Een echt spel vanaf de eerste zet, gespeeld door de bots van Tafel en gecontroleerd door de spelregels. Stap er doorheen op de tafel; elke stap zegt wie wat deed en welke regel erachter zit.',
    steps: 'De stappen',
    step: 'Zet {n}',
    rule: 'De regel: {rule}',
    guided: 'Je eerste spel, begeleid',
    guidedIntro:
      'Bij elke beurt toont de tafel een goede zet op het bord en zegt welke regel erachter zit. Speel hem of niet: het is jouw spel.',
    play: 'Speel {game} op zijn eigen pagina',
    replayLabel: 'Het voorbeeld op een tafel',
    tableLabel: 'Een begeleide tafel',
  },
);
