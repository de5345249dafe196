/**
 * Every refusal the API makes itself, in one catalogue: its stable code, the HTTP status it goes with, and the
 * sentence in English and Dutch (`{name}` placeholders filled from the details). The rules' own codes come from
 * the games (`RuleError`) and get their status from {@link RULE_STATUS}. The OpenAPI document lists both.
 *
 * @module
 */
import type { Message } from '@tafel/core';

/** One entry: the status and the sentence. */
export interface ApiErrorEntry extends Message {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;
}

export const API_ERRORS = {
  'invalid-json': {
    status: 400,
    en: 'The request body is not valid JSON.',
    nl: 'De inhoud van het verzoek is geen geldige JSON.',
  },
  'invalid-request': { status: 400, en: 'Invalid request: {reason}', nl: 'Ongeldig verzoek: {reason}' },
  'turn-clock-realtime': {
    status: 400,
    en: 'A turn clock is only for turn-based games: in a real-time game nobody waits for a turn.',
    nl: 'Een beurtklok is er alleen voor spellen met beurten: in een realtimespel wacht niemand op een beurt.',
  },
  'token-required': {
    status: 401,
    en: 'This needs a token: Authorization: Bearer <token>.',
    nl: 'Hiervoor is een token nodig: Authorization: Bearer <token>.',
  },
  'invalid-token': {
    status: 401,
    en: 'This token belongs to no seat of this match.',
    nl: 'Dit token hoort bij geen plaats van deze wedstrijd.',
  },
  'invalid-rejoin': {
    status: 401,
    en: 'This rejoin code belongs to no seat of this match.',
    nl: 'Deze terugkeercode hoort bij geen plaats van deze wedstrijd.',
  },
  'invalid-ticket': {
    status: 401,
    en: 'This stream ticket is unknown, used or expired: ask for a new one.',
    nl: 'Dit streamticket is onbekend, gebruikt of verlopen: vraag een nieuw.',
  },
  'invalid-person-key': {
    status: 401,
    en: 'This key belongs to nobody here: claim a name first, or move your key here with a move code.',
    nl: 'Deze sleutel hoort bij niemand hier: claim eerst een naam, of breng je sleutel hierheen met een verhuiscode.',
  },
  'invalid-move-code': {
    status: 401,
    en: 'This move code is unknown, used or older than ten minutes: ask for a new one on your other device.',
    nl: 'Deze verhuiscode is onbekend, gebruikt of ouder dan tien minuten: vraag een nieuwe op je andere toestel.',
  },
  'name-taken': {
    status: 409,
    en: 'The name "{name}" is already taken: choose another.',
    nl: 'De naam "{name}" is al bezet: kies een andere.',
  },
  'chat-not-allowed': {
    status: 403,
    en: "Spectators may not write in this table's chat: its host did not allow it.",
    nl: 'Toeschouwers mogen niet schrijven in de chat van deze tafel: de gastheer stond het niet toe.',
  },
  'seat-taken': { status: 403, en: 'That seat is not open.', nl: 'Die plaats is niet vrij.' },
  'match-not-over': {
    status: 403,
    en: 'The record is published when the match is over.',
    nl: 'Het verslag wordt gepubliceerd als de wedstrijd voorbij is.',
  },
  'seat-reserved': {
    status: 403,
    en: 'That seat is kept for a player of the last match: they take it with "play again".',
    nl: 'Die plaats is gereserveerd voor een speler van de vorige wedstrijd: die neemt ze met "nog eens".',
  },
  'invite-required': {
    status: 403,
    en: 'This table is private: its seats are taken through its invite link.',
    nl: 'Deze tafel is privé: je neemt er plaats via de uitnodigingslink.',
  },
  'seed-not-allowed': {
    status: 403,
    en: 'A chosen seed or deck is only for a table without open seats: whoever joins must not face a deal somebody knows.',
    nl: 'Een gekozen seed of kaartvolgorde kan alleen aan een tafel zonder vrije plaatsen: wie aanschuift, mag geen spel krijgen dat iemand al kent.',
  },
  'not-host': {
    status: 403,
    en: 'Only the host of a match may delete it.',
    nl: 'Alleen wie de wedstrijd opende, mag hem verwijderen.',
  },
  'not-found': { status: 404, en: 'There is nothing at this address.', nl: 'Op dit adres staat niets.' },
  'unknown-match': {
    status: 404,
    en: 'There is no match with that id.',
    nl: 'Er is geen wedstrijd met die id.',
  },
  'stale-version': {
    status: 409,
    en: 'The match has moved on: it is at version {version}.',
    nl: 'De wedstrijd is verder: hij staat op versie {version}.',
  },
  'not-started': {
    status: 409,
    en: 'The table waits for its players: {open} seats are still open.',
    nl: 'De tafel wacht op haar spelers: er zijn nog {open} plaatsen vrij.',
  },
  'body-too-large': {
    status: 413,
    en: 'The request body is too large.',
    nl: 'De inhoud van het verzoek is te groot.',
  },
  'unsupported-media-type': {
    status: 415,
    en: 'Send the body as JSON (Content-Type: application/json).',
    nl: 'Stuur de inhoud als JSON (Content-Type: application/json).',
  },
  'chat-too-fast': {
    status: 429,
    en: 'You are writing too fast: wait {seconds} s.',
    nl: 'Je schrijft te snel: wacht {seconds} s.',
  },
  'rate-limited': {
    status: 429,
    en: 'Too many requests: wait a moment and try again.',
    nl: 'Te veel verzoeken: wacht even en probeer opnieuw.',
  },
  'bots-busy': {
    status: 429,
    en: 'You already have {share} bot moves being thought about; ask again when one is done.',
    nl: 'Er wordt al over {share} botzetten van jou nagedacht; vraag opnieuw als er een klaar is.',
  },
  'too-many-matches': {
    status: 429,
    en: 'You already host {cap} matches between bots; wait for one to end, or delete one.',
    nl: 'Je hebt al {cap} wedstrijden tussen bots lopen; wacht tot er een afloopt, of verwijder er een.',
  },
  'too-many-streams': {
    status: 429,
    en: 'Too many event streams are open: from your address, or at this table. Close one and try again.',
    nl: 'Er staan te veel eventstreams open: van je adres, of aan deze tafel. Sluit er een en probeer opnieuw.',
  },
  'too-many-tables': {
    status: 429,
    en: 'You already have {cap} tables waiting for players; wait until one begins, or delete one.',
    nl: 'Je hebt al {cap} tafels die op spelers wachten; wacht tot er een begint, of verwijder er een.',
  },
  internal: {
    status: 500,
    en: 'Something went wrong on our side.',
    nl: 'Er ging bij ons iets mis.',
  },
  'server-busy': {
    status: 503,
    en: 'The bots are busy right now; try again in a few seconds.',
    nl: 'De bots zijn nu bezig; probeer het over enkele seconden opnieuw.',
  },
  'bot-timeout': {
    status: 503,
    en: 'The bot did not find a move within {ms} ms and was stopped.',
    nl: 'De bot vond binnen {ms} ms geen zet en werd gestopt.',
  },
} as const satisfies Record<string, ApiErrorEntry>;

/** A code of the API's own catalogue. */
export type ApiErrorCode = keyof typeof API_ERRORS;

/** Rule errors that mean the input was malformed (400) or named nothing (404), rather than an illegal move (422). */
export const RULE_STATUS: Readonly<Record<string, 400 | 403 | 404 | 409>> = {
  'invalid-move': 400,
  'invalid-options': 400,
  'invalid-record': 400,
  'invalid-state': 400,
  'invalid-seat': 400,
  'invalid-players': 400,
  'invalid-bot-settings': 400,
  'unknown-game': 404,
  // The match's own (`@tafel/core/match`): a person's move for a bot's seat; a move on an old version.
  'not-your-seat': 403,
  'stale-version': 409,
};

/** What each status means, for the OpenAPI document. */
export const STATUS_MEANING: Readonly<Record<number, string>> = {
  400: 'Malformed input: the body, the state, the move or the options are not what the schema says',
  401: 'A token is missing or belongs to no seat',
  403: 'Not yours, or not yet',
  404: 'Unknown game or match',
  409: 'The match moved on: the current version is in the error',
  413: 'The body is too large',
  415: 'The body is not JSON',
  422: "An illegal move or an unknown bot: the rule's code",
  429: 'Too many requests, bot moves or all-bot matches for this client (Retry-After says when to try again)',
  500: 'A fault of the server',
  503: 'The bots are busy or a bot was stopped at its time limit (Retry-After)',
};
