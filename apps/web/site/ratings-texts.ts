/**
 * The ratings page's words (`ratings.html`: the leaderboards, claiming a name, moving to another device), in
 * English and Dutch: a catalogue of the kind the tables use (`src/i18n/catalogue.ts`), so a missing key or
 * placeholder is a type error.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { defineCatalogue, translate } from '../src/i18n/index.ts';

/** The page's catalogue. */
export const ratingsTexts = defineCatalogue(
  {
    pageTitle: 'Tafel — ratings',
    title: 'Ratings',
    intro:
      'Every game of people played to the end at a hosted table changes the rating of each player who claimed a name (Glicko-2; a bot counts at its level’s fixed rating).',
    youTitle: 'You',
    claimIntro:
      'Claim a name to be rated: it is yours from then on. No account, no e-mail: this browser keeps your key, and the tables you sit at here play under your name.',
    yourName: 'Your name',
    claim: 'Claim this name',
    claimFailed: 'The name could not be claimed: {reason}',
    youAre: 'You play as {name}.',
    moveIntro:
      'Playing on another device too? Show a code here and type it there within ten minutes: that device then plays as you as well.',
    makeCode: 'Show a code for another device',
    codeIs: 'Your code: {code}',
    codeUntil: 'It works once, until {time}.',
    codeFailed: 'No code could be made: {reason}',
    enterCode: 'A code from your other device',
    useCode: 'Use the code',
    moveFailed: 'The code did not work: {reason}',
    boardTitle: 'Leaderboard',
    game: 'Game',
    rank: 'Rank',
    name: 'Name',
    rating: 'Rating',
    deviation: 'Deviation',
    games: 'Games',
    wins: 'Wins',
    you: 'you',
    myRating: {
      count: 'games',
      one: 'Your rating at {game}: {rating} (±{rd}), after {games} rated game.',
      other: 'Your rating at {game}: {rating} (±{rd}), after {games} rated games.',
    },
    myUnrated: 'You have no rating at {game} yet.',
    nobody: 'Nobody is rated at {game} yet: play a table of people to the end!',
    boardFailed: 'The leaderboard could not be read: {reason}',
    bots: 'Bots count at a fixed rating: easy {easy}, normal {normal}, strong {strong}.',
    unreachable: 'The Tafel server could not be reached: {reason}',
    // The "play together" lobby, for a person who claimed a name.
    playingAs: 'You sit down as {name}, the name you claimed.',
    yourRatings: 'Your ratings',
  },
  {
    pageTitle: 'Tafel — ranglijsten',
    title: 'Ranglijsten',
    intro:
      'Elk spel van mensen dat aan een gehoste tafel tot het einde gespeeld wordt, verandert de rating van elke speler die een naam claimde (Glicko-2; een bot telt met de vaste rating van zijn niveau).',
    youTitle: 'Jij',
    claimIntro:
      'Claim een naam om een rating te krijgen: hij is vanaf dan van jou. Geen account, geen e-mail: deze browser bewaart je sleutel, en aan de tafels waar je hier aanschuift speel je onder je naam.',
    yourName: 'Je naam',
    claim: 'Deze naam claimen',
    claimFailed: 'De naam kon niet geclaimd worden: {reason}',
    youAre: 'Je speelt als {name}.',
    moveIntro:
      'Speel je ook op een ander toestel? Toon hier een code en typ hem daar binnen tien minuten in: dat toestel speelt dan ook als jij.',
    makeCode: 'Toon een code voor een ander toestel',
    codeIs: 'Je code: {code}',
    codeUntil: 'Hij werkt één keer, tot {time}.',
    codeFailed: 'Er kon geen code gemaakt worden: {reason}',
    enterCode: 'Een code van je andere toestel',
    useCode: 'Code gebruiken',
    moveFailed: 'De code werkte niet: {reason}',
    boardTitle: 'Ranglijst',
    game: 'Spel',
    rank: 'Plaats',
    name: 'Naam',
    rating: 'Rating',
    deviation: 'Afwijking',
    games: 'Partijen',
    wins: 'Gewonnen',
    you: 'jij',
    myRating: {
      count: 'games',
      one: 'Je rating in {game}: {rating} (±{rd}), na {games} partij met rating.',
      other: 'Je rating in {game}: {rating} (±{rd}), na {games} partijen met rating.',
    },
    myUnrated: 'Je hebt nog geen rating in {game}.',
    nobody: 'Nog niemand heeft een rating in {game}: speel een tafel van mensen uit!',
    boardFailed: 'De ranglijst kon niet gelezen worden: {reason}',
    bots: 'Bots tellen met een vaste rating: makkelijk {easy}, normaal {normal}, sterk {strong}.',
    unreachable: 'De Tafel-server was niet bereikbaar: {reason}',
    playingAs: 'Je schuift aan als {name}, de naam die je claimde.',
    yourRatings: 'Je ratings',
  },
);

/** The page's words in `lang`. */
export const ratingsT = (lang: Lang) => translate(ratingsTexts, lang);
