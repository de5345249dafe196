/**
 * The demo site's own words for playing together (the lobby's tables, hosting, the table page's links and the
 * waiting room's host controls), in English and Dutch: a catalogue of the kind the tables use
 * (`src/i18n/catalogue.ts`), so a missing key or placeholder is a type error and the site test checks both.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { defineCatalogue, langOf, translate } from '../src/i18n/index.ts';

/** The site's catalogue. */
export const togetherTexts = defineCatalogue(
  {
    realtime: '{game} (real time)',
    unreachable: 'The Tafel server could not be reached: {reason}',
    replayReady: 'The game is over.',
    watchReplay: 'Watch the replay',
    // The lobby: open tables.
    togetherTitle: 'Play together',
    toTogether: 'Find an open table, or choose every seat: play together',
    pageTitle: 'Tafel — play together',
    togetherIntro:
      'Sit down with friends and bots: join an open table below, or host one and share its links.',
    yourName: 'Your name',
    nameOptional: 'optional: the table calls you “Player” and your seat’s number',
    yourTables: 'Your tables',
    backToTable: 'Back to the table',
    openTables: 'Open tables',
    refresh: 'Refresh',
    noTables: 'No table is waiting for players right now: host one!',
    moreTables: 'Older tables',
    tablesFailed: 'The tables could not be listed: {reason}',
    seatsOpen: {
      count: 'n',
      one: '{n} of {total} seats open',
      other: '{n} of {total} seats open',
    },
    player: 'Player {n}',
    seatOpen: 'open',
    seatReserved: 'kept for a player',
    seatBot: 'bot ({level})',
    levelEasy: 'easy',
    levelNormal: 'normal',
    levelStrong: 'strong',
    join: 'Join',
    joinTable: 'Join {table}',
    madeAgo: 'opened {ago}',
    dealsN: { count: 'n', one: '{n} deal', other: '{n} deals' },
    stockN: { count: 'n', one: '{n} die each', other: '{n} dice each' },
    joinFailed: 'You could not join: {reason}',
    // The lobby: hosting a table.
    hostTitle: 'Host a table',
    game: 'Game',
    tableName: 'Table name',
    tableNameHint: 'optional',
    players: 'Players',
    seatKind: 'Who sits at seat {n}',
    seatName: 'Name at seat {n}',
    kindPerson: 'a person',
    kindYou: 'you',
    kindOpen: 'open: a link to share',
    kindBot: 'bot ({level})',
    youFirst:
      'You sit at the first seat for a person; every other person’s seat gets a link of its own, and open seats a link anyone may use.',
    visibility: 'Who can find it',
    public: 'public: listed here while seats are open',
    private: 'private: only by its links',
    standIn: 'Bots that stand in for people who are gone',
    grace: 'Seconds before a bot plays for someone who is gone',
    turnClock: 'Turn clock: after it a bot moves for whoever is to move',
    turnNone: 'none',
    turnSeconds: '{n} s',
    turnMinutes: '{n} min',
    allowHints: 'People may ask for a hint (off by default when more than one person plays)',
    allowSpectatorChat: 'Spectators may write in the chat',
    guideMe:
      'Guide me: on each of my turns the board explains the rules (and suggests a move where hints are allowed)',
    deals: 'Deals',
    stock: 'Dice each',
    stockHint: 'empty: every die shared out',
    host: 'Host the table',
    hostFailed: 'The table could not be set: {reason}',
    // The table page.
    noMatch: 'This link leads to no table.',
    toLobby: 'To the lobby',
    joinTitle: 'Take seat {n}',
    joinIntro: 'You were invited to sit down at this table.',
    sitDown: 'Sit down',
    watchInstead: 'Just watch',
    rejoinFailed: 'Your seat could not be taken back: {reason}',
    keyLost:
      'This browser’s key to your seat no longer works ({reason}): the seat’s link was probably used elsewhere. You are watching.',
    takeBack: 'Take the seat back on this browser',
    watching: 'You are watching this table.',
    yourLink: 'Your link back to this seat',
    yourLinkHint:
      'Keep it to yourself: it gives you this seat back on any device (the key this browser keeps then stops working).',
    copy: 'Copy',
    copied: 'Copied',
    inviteTitle: 'Invite people',
    inviteSeat: 'Seat {n}: a link for a friend',
    personLink: 'Seat {n}: the link for {name}',
    giveBot: 'A bot takes seat {n}',
    startNow: 'Start now: bots take the open seats',
    hostNote: 'You host this table: the game begins when every seat is taken, or when you start it.',
    publicNote: 'Public table: listed in the lobby while seats are open.',
    privateNote: 'Private table: only people with one of its links can sit down.',
    refused: 'Refused: {reason}',
  },
  {
    realtime: '{game} (realtime)',
    unreachable: 'De Tafel-server was niet bereikbaar: {reason}',
    replayReady: 'Het spel is voorbij.',
    watchReplay: 'Bekijk de herhaling',
    togetherTitle: 'Samen spelen',
    toTogether: 'Zoek een open tafel, of kies elke plaats: samen spelen',
    pageTitle: 'Tafel — samen spelen',
    togetherIntro:
      'Schuif aan met vrienden en bots: neem plaats aan een open tafel hieronder, of zet er zelf een klaar en deel de links.',
    yourName: 'Je naam',
    nameOptional: 'niet verplicht: de tafel noemt je dan “Speler” en het nummer van je plaats',
    yourTables: 'Jouw tafels',
    backToTable: 'Terug naar de tafel',
    openTables: 'Open tafels',
    refresh: 'Vernieuwen',
    noTables: 'Er wacht nu geen tafel op spelers: zet er zelf een klaar!',
    moreTables: 'Oudere tafels',
    tablesFailed: 'De tafels konden niet opgehaald worden: {reason}',
    seatsOpen: {
      count: 'n',
      one: '{n} van {total} plaatsen vrij',
      other: '{n} van {total} plaatsen vrij',
    },
    player: 'Speler {n}',
    seatOpen: 'vrij',
    seatReserved: 'vrijgehouden voor een speler',
    seatBot: 'bot ({level})',
    levelEasy: 'makkelijk',
    levelNormal: 'normaal',
    levelStrong: 'sterk',
    join: 'Aanschuiven',
    joinTable: 'Aanschuiven bij {table}',
    madeAgo: '{ago} geopend',
    dealsN: { count: 'n', one: '{n} deling', other: '{n} delingen' },
    stockN: { count: 'n', one: '{n} dobbelsteen elk', other: '{n} dobbelstenen elk' },
    joinFailed: 'Aanschuiven lukte niet: {reason}',
    hostTitle: 'Een tafel klaarzetten',
    game: 'Spel',
    tableName: 'Naam van de tafel',
    tableNameHint: 'niet verplicht',
    players: 'Spelers',
    seatKind: 'Wie zit op plaats {n}',
    seatName: 'Naam op plaats {n}',
    kindPerson: 'een persoon',
    kindYou: 'jij',
    kindOpen: 'vrij: een link om te delen',
    kindBot: 'bot ({level})',
    youFirst:
      'Jij zit op de eerste plaats voor een persoon; elke andere persoon krijgt een eigen link, en vrije plaatsen een link die iedereen mag gebruiken.',
    visibility: 'Wie kan ze vinden',
    public: 'openbaar: hier te zien zolang er plaatsen vrij zijn',
    private: 'privé: alleen via haar links',
    standIn: 'Bots die invallen voor wie weg is',
    grace: 'Seconden voor een bot speelt voor wie weg is',
    turnClock: 'Beurtklok: daarna zet een bot voor wie aan de beurt is',
    turnNone: 'geen',
    turnSeconds: '{n} s',
    turnMinutes: '{n} min',
    allowHints: 'Spelers mogen om een tip vragen (standaard uit als meer dan één persoon speelt)',
    allowSpectatorChat: 'Toeschouwers mogen in de chat schrijven',
    guideMe:
      'Begeleid mij: bij elke beurt legt het bord de regels uit (en stelt een zet voor waar tips mogen)',
    deals: 'Delingen',
    stock: 'Dobbelstenen elk',
    stockHint: 'leeg: alle dobbelstenen verdeeld',
    host: 'Tafel klaarzetten',
    hostFailed: 'De tafel kon niet klaargezet worden: {reason}',
    noMatch: 'Deze link leidt naar geen tafel.',
    toLobby: 'Naar de lobby',
    joinTitle: 'Plaats {n} innemen',
    joinIntro: 'Je bent uitgenodigd om aan deze tafel te komen zitten.',
    sitDown: 'Aanschuiven',
    watchInstead: 'Alleen kijken',
    rejoinFailed: 'Je plaats kon niet teruggenomen worden: {reason}',
    keyLost:
      'De sleutel tot je plaats in deze browser werkt niet meer ({reason}): de link van je plaats werd wellicht elders gebruikt. Je kijkt nu toe.',
    takeBack: 'Neem de plaats terug in deze browser',
    watching: 'Je kijkt naar deze tafel.',
    yourLink: 'Je link terug naar deze plaats',
    yourLinkHint:
      'Hou hem voor jezelf: hij geeft je deze plaats terug op elk toestel (de sleutel in deze browser werkt dan niet meer).',
    copy: 'Kopiëren',
    copied: 'Gekopieerd',
    inviteTitle: 'Mensen uitnodigen',
    inviteSeat: 'Plaats {n}: een link voor een vriend',
    personLink: 'Plaats {n}: de link voor {name}',
    giveBot: 'Een bot neemt plaats {n}',
    startNow: 'Nu beginnen: bots nemen de vrije plaatsen',
    hostNote:
      'Jij zet deze tafel klaar: het spel begint zodra elke plaats bezet is, of wanneer jij het start.',
    publicNote: 'Openbare tafel: te zien in de lobby zolang er plaatsen vrij zijn.',
    privateNote: 'Privétafel: alleen wie een van haar links heeft, kan aanschuiven.',
    refused: 'Geweigerd: {reason}',
  },
);

/** The site's messages, by key. */
export type TogetherTexts = (typeof togetherTexts)['en'];

/** The languages the site speaks. */
const LANGS: readonly string[] = ['en', 'nl'];

/**
 * The page's language: `?lang=` when it names one, else the document's; the document is told, so the tables on
 * it speak it too.
 */
export function pageLang(search: string = location.search): Lang {
  const asked = new URLSearchParams(search).get('lang');
  if (asked && LANGS.includes(asked)) document.documentElement.lang = asked;
  return langOf(document.documentElement);
}

/** The site's words in `lang`. */
export const togetherT = (lang: Lang) => translate(togetherTexts, lang);

/**
 * Calls `listener` with the page's language whenever it changes (the site's EN/NL switch sets the document's
 * `lang`), so a page drawn by a script speaks the language chosen, as the tables on it do.
 */
export function onLangChange(listener: (lang: Lang) => void): void {
  let last = langOf(document.documentElement);
  new MutationObserver(() => {
    const now = langOf(document.documentElement);
    if (now === last) return;
    last = now;
    listener(now);
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}
