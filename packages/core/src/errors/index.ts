/**
 * Rule errors: every refusal in Tafel is a {@link RuleError} with a stable kebab-case `code` for programs and a
 * sentence for people in English and Dutch. A refused move never changes the state it was tried on.
 *
 * Each game keeps its own catalogue of codes with {@link defineErrors}; the codes every game shares live in
 * {@link commonErrors}.
 *
 * @module
 */

/** The languages Tafel speaks. */
export type Lang = 'en' | 'nl';

/**
 * A sentence in every language Tafel speaks. `{name}` placeholders are filled from the error's details; a detail
 * that is itself a `Message` (a schema's complaint) fills in each language with its own sentence.
 */
export interface Message {
  readonly en: string;
  readonly nl: string;
}

/** The JSON form of a rule error, as the API sends it. */
export interface RuleErrorJson {
  code: string;
  message: string;
  messages: Message;
  details?: Record<string, unknown>;
}

/**
 * A refused move, option or record. `message` is the English sentence; `messages` has every language.
 *
 * @example
 * ```ts
 * try { game.play(state, 1, move); } catch (e) {
 *   if (e instanceof RuleError) console.log(e.code, e.text('nl'));
 * }
 * ```
 */
export class RuleError extends Error {
  override readonly name = 'RuleError';
  readonly code: string;
  readonly messages: Message;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: string, messages: Message, details?: Record<string, unknown>) {
    super(messages.en);
    this.code = code;
    this.messages = messages;
    this.details = details;
  }

  /** The sentence in the given language. */
  text(lang: Lang = 'en'): string {
    return this.messages[lang];
  }

  toJSON(): RuleErrorJson {
    return {
      code: this.code,
      message: this.messages.en,
      messages: this.messages,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

/** Whether a detail is itself a sentence in every language (a schema's complaint, say). */
function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Message).en === 'string' &&
    typeof (value as Message).nl === 'string'
  );
}

/** The template with its placeholders filled; a detail that is a {@link Message} fills in its own language. */
function fill(template: string, details: Record<string, unknown> | undefined, lang: Lang): string {
  if (!details) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(key in details)) return whole;
    const value = details[key];
    return isMessage(value) ? value[lang] : String(value);
  });
}

/** A catalogue of error codes and their sentences. */
export type ErrorCatalogue = Readonly<Record<string, Message>>;

/** Raises and builds the errors of one catalogue. */
export interface Errors<C extends ErrorCatalogue> {
  /** Throws the error with this code. */
  fail(code: keyof C & string, details?: Record<string, unknown>): never;
  /** Builds (without throwing) the error with this code. */
  error(code: keyof C & string, details?: Record<string, unknown>): RuleError;
  /** The catalogue itself, for documentation and the API. */
  readonly catalogue: C;
}

/**
 * Defines a catalogue of error codes with their English and Dutch sentences.
 *
 * @example
 * ```ts
 * const errors = defineErrors({
 *   'must-follow-suit': { en: 'You must follow {suit}.', nl: 'Je moet {suit} bekennen.' },
 * });
 * errors.fail('must-follow-suit', { suit: 'hearts' }); // throws RuleError
 * ```
 */
export function defineErrors<C extends ErrorCatalogue>(catalogue: C): Errors<C> {
  const error = (code: keyof C & string, details?: Record<string, unknown>): RuleError => {
    const m = catalogue[code];
    if (!m) throw new Error(`unknown error code ${code}`);
    return new RuleError(code, { en: fill(m.en, details, 'en'), nl: fill(m.nl, details, 'nl') }, details);
  };
  return {
    catalogue,
    error,
    fail(code, details) {
      throw error(code, details);
    },
  };
}

const common = {
  'not-your-turn': { en: 'It is not your turn.', nl: 'Je bent niet aan de beurt.' },
  'game-over': { en: 'The game is over.', nl: 'Het spel is afgelopen.' },
  'invalid-move': {
    en: 'That is not a move of this game: {reason}',
    nl: 'Dat is geen zet van dit spel: {reason}',
  },
  'move-not-now': {
    en: 'That kind of move does not fit this moment of the game.',
    nl: 'Dat soort zet past niet op dit moment van het spel.',
  },
  'invalid-seat': {
    en: 'There is no seat {seat} at this table.',
    nl: 'Er is geen plaats {seat} aan deze tafel.',
  },
  'invalid-players': {
    en: 'This game is for {min} to {max} players, not {players}.',
    nl: 'Dit spel is voor {min} tot {max} spelers, niet {players}.',
  },
  'invalid-options': { en: 'Invalid options: {reason}', nl: 'Ongeldige opties: {reason}' },
  'rules-version-mismatch': {
    en: 'This record was played under rules version {record} of {game}; Tafel now plays version {current}, so it would not replay the same.',
    nl: 'Dit verslag werd gespeeld met versie {record} van de regels van {game}; Tafel speelt nu versie {current}, dus het zou niet hetzelfde naspelen.',
  },
  'invalid-record': { en: 'Invalid match record: {reason}', nl: 'Ongeldig wedstrijdverslag: {reason}' },
  'invalid-state': {
    en: 'That is not a state of this game: {reason}',
    nl: 'Dat is geen toestand van dit spel: {reason}',
  },
  'unknown-game': { en: 'There is no game called "{game}".', nl: 'Er is geen spel met de naam "{game}".' },
} as const satisfies ErrorCatalogue;

/**
 * The codes every game shares. (Declared with its type so that a `fail` call narrows like a `throw`; each game's
 * catalogue is declared the same way.)
 */
export const commonErrors: Errors<typeof common> = defineErrors(common);
