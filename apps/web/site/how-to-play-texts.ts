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
      'A real game from its first move, played by Tafel’s bots and checked by the rules engine. Step through it on the table; each step says who did what and the rule behind it, and where the game comes to a worked example of the rulebook, the step says so.',
    steps: 'The steps',
    step: 'Move {n}',
    showStep: 'Move {n}: show it on the table',
    rule: 'The rule: {rule}',
    guided: 'Your first game, guided',
    guidedIntro:
      'On each of your turns the table shows a good move on the board and says the rule behind it. Play it or not: it is your game.',
    play: 'Play {game} on its own page',
    replayLabel: 'The example on a table',
    tableLabel: 'A guided table',
    book: 'The rulebook’s example: {text}',
    bookWiezenAlone: '{name} played alone and took 5 tricks: +6 for {name}, −2 for each opponent.',
    bookWiezenTogether:
      '{name} asked, {joiner} joined, and together they took 7 tricks, one short of 8: −6 for each of them (4 for not making it, 2 for the trick short) and +6 for each opponent.',
    bookAbquetschenFive:
      'a 5 with the turquoise die means 5 dice to build, and {name} builds exactly 5 into the pyramid.',
    bookCuiBonoFunnels:
      'the pulled {die} die may go back into a funnel of three {other} dice, all of another colour (funnel A), or of the three colours (funnel B); never into a funnel of three {die} dice, its own colour (funnel C).',
    bookWuerfelmarschTwoFunnels:
      'one tilt forms two funnels at once. In one {winner} is the highest face and captures {captured}; in the other {tied} tie for the highest, so all three dice leave the game.',
    bookColour: { select: 'colour', red: 'red', yellow: 'yellow', other: 'pearl' },
    bookDie: '{name}’s {face}',
    bookList: '{first} and {last}',
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
      'Een echt spel vanaf de eerste zet, gespeeld door de bots van Tafel en gecontroleerd door de spelregels. Stap er doorheen op de tafel; elke stap zegt wie wat deed en welke regel erachter zit, en waar het spel bij een uitgewerkt voorbeeld uit de spelregels komt, zegt de stap dat.',
    steps: 'De stappen',
    step: 'Zet {n}',
    showStep: 'Zet {n}: toon hem op de tafel',
    rule: 'De regel: {rule}',
    guided: 'Je eerste spel, begeleid',
    guidedIntro:
      'Bij elke beurt toont de tafel een goede zet op het bord en zegt welke regel erachter zit. Speel hem of niet: het is jouw spel.',
    play: 'Speel {game} op zijn eigen pagina',
    replayLabel: 'Het voorbeeld op een tafel',
    tableLabel: 'Een begeleide tafel',
    book: 'Het voorbeeld uit de spelregels: {text}',
    bookWiezenAlone: '{name} speelde alleen en haalde 5 slagen: +6 voor {name}, −2 voor elke tegenspeler.',
    bookWiezenTogether:
      '{name} vroeg, {joiner} ging mee, en samen haalden ze 7 slagen, één te weinig: −6 voor elk van hen (4 voor het niet halen, 2 voor de slag te weinig) en +6 voor elke tegenspeler.',
    bookAbquetschenFive:
      'een 5 met de turkooizen dobbelsteen betekent 5 dobbelstenen inbouwen, en {name} bouwt er precies 5 in de piramide.',
    bookCuiBonoFunnels:
      'de getrokken {die} dobbelsteen mag terug in een trechter van drie {other} dobbelstenen, allemaal van een andere kleur (trechter A), of van de drie kleuren (trechter B); nooit in een trechter van drie {die} dobbelstenen, zijn eigen kleur (trechter C).',
    bookWuerfelmarschTwoFunnels:
      'één keer kantelen vormt twee trechters tegelijk. In de ene is {winner} het hoogste getal en slaat {captured}; in de andere staan {tied} gelijk als hoogste, dus gaan alle drie dobbelstenen uit het spel.',
    bookColour: { select: 'colour', red: 'rode', yellow: 'gele', other: 'parelmoeren' },
    bookDie: 'de {face} van {name}',
    bookList: '{first} en {last}',
  },
);
