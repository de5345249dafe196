/** The club's words at a hosted table (the turn clock, play again, the chat, the turn told in the background). @module */
import { defineCatalogue } from '../i18n/index.js';

/** The club's catalogue. */
export const clubTexts = defineCatalogue(
  {
    clockStatus: { count: 'n', one: '{n} second left', other: '{n} seconds left' },
    clockSeat: '⏱ {n} s',
    clockSeatLabel: { count: 'n', one: '{n} second left to move', other: '{n} seconds left to move' },
    timedOut: {
      select: 'who',
      you: 'Time ran out: a bot played for you',
      other: 'Time ran out: a bot played for {name}',
    },
    wantsAgain: { count: 'n', one: '{names} wants to play again', other: '{names} want to play again' },
    someoneWantsAgain: 'Somebody wants to play again',
    chat: 'Chat',
    chatEmpty: 'Nothing said yet.',
    chatMessage: 'Message',
    chatSend: 'Send',
    chatQuick: 'Quick phrases',
    chatReadOnly: 'Spectators read along: the host did not let them write.',
    chatTooFast: {
      count: 'n',
      one: 'You are writing too fast: wait {n} second before the next message.',
      other: 'You are writing too fast: wait {n} seconds before the next message.',
    },
    chatNotAllowed: 'Only the people at the table may write here.',
    chatFailed: 'The message was not sent: {reason}',
    chatMuted: {
      count: 'n',
      one: '{n} message of a muted person hidden',
      other: '{n} messages of muted people hidden',
    },
    mute: 'Mute {name}',
    unmute: 'Unmute {name}',
    host: 'Host',
    spectator: 'Spectator',
    titleTurn: '● Your turn — Tafel',
  },
  {
    clockStatus: { count: 'n', one: 'nog {n} seconde', other: 'nog {n} seconden' },
    clockSeat: '⏱ {n} s',
    clockSeatLabel: {
      count: 'n',
      one: 'nog {n} seconde om te spelen',
      other: 'nog {n} seconden om te spelen',
    },
    timedOut: {
      select: 'who',
      you: 'De tijd was om: een bot speelde voor jou',
      other: 'De tijd was om: een bot speelde voor {name}',
    },
    wantsAgain: { count: 'n', one: '{names} wil opnieuw spelen', other: '{names} willen opnieuw spelen' },
    someoneWantsAgain: 'Iemand wil opnieuw spelen',
    chat: 'Chat',
    chatEmpty: 'Er is nog niets gezegd.',
    chatMessage: 'Bericht',
    chatSend: 'Versturen',
    chatQuick: 'Snelle zinnen',
    chatReadOnly: 'Toeschouwers lezen mee: de gastheer liet hen niet schrijven.',
    chatTooFast: {
      count: 'n',
      one: 'Je schrijft te snel: wacht {n} seconde voor het volgende bericht.',
      other: 'Je schrijft te snel: wacht {n} seconden voor het volgende bericht.',
    },
    chatNotAllowed: 'Alleen wie aan tafel zit mag hier schrijven.',
    chatFailed: 'Het bericht is niet verstuurd: {reason}',
    chatMuted: {
      count: 'n',
      one: '{n} bericht van een gedempte speler verborgen',
      other: '{n} berichten van gedempte spelers verborgen',
    },
    mute: '{name} dempen',
    unmute: '{name} weer tonen',
    host: 'Gastheer',
    spectator: 'Toeschouwer',
    titleTurn: '● Jouw beurt — Tafel',
  },
);

/** The club's messages, by key. */
export type ClubTexts = (typeof clubTexts)['en'];
