/**
 * The shape of a game's short rules: the one source the table's rules panel, the site's how-to-play page and the
 * guided first game read (one module per game beside this one, `wiezen.ts`, `cui-bono.ts`, …). Each says the goal,
 * a turn, the scoring and the end in a few sentences, in English and Dutch, with the numbers `docs/rules/` states
 * (the rules' test reads those files and checks them).
 *
 * @module
 */
import type { Lang } from '@tafel/core';

/** The short rules of one game in one language. */
export interface ShortRules {
  /** What a player is after, in one or two sentences. */
  readonly goal: string;
  /** What a player does on a turn (or in a round), a sentence a step. */
  readonly turn: readonly string[];
  /** How points (or dice, or bottles) are counted, a sentence a rule. */
  readonly scoring: readonly string[];
  /** When the game ends and who wins. */
  readonly end: string;
}

/** A sentence of the short rules: its section and its place there. */
export type RuleRef = readonly [Section, number];

/**
 * A game's short rules in every language of the tables, and for each kind of move (core's `type`) the sentence
 * that says its rule (what a guided game shows beside a suggested move).
 */
export type GameRules = { readonly [L in Lang]: ShortRules } & {
  readonly moves: Readonly<Record<string, RuleRef>>;
};

/** The sections of the short rules, in the order they are shown. */
export const SECTIONS = ['goal', 'turn', 'scoring', 'end'] as const;

/** One section's name. */
export type Section = (typeof SECTIONS)[number];

/**
 * A section's sentences (the goal and the end are one each).
 *
 * @example
 * sentencesOf(wiezenRules.en, 'turn'); // ['The auction: …', 'Play: …']
 */
export function sentencesOf(rules: ShortRules, section: Section): readonly string[] {
  const value = rules[section];
  return typeof value === 'string' ? [value] : value;
}

/**
 * A game's short rules from its English and its Dutch (as a catalogue is made: the languages side by side), and
 * the sentence of each kind of move.
 *
 * @example
 * export const nimRules = defineRules({ goal: 'Take the last stone.', … }, { goal: 'Neem de laatste steen.', … },
 *   { take: ['turn', 0] });
 */
export function defineRules(
  en: ShortRules,
  nl: ShortRules,
  moves: Readonly<Record<string, RuleRef>>,
): GameRules {
  return { en, nl, moves };
}

/**
 * The sentence of the short rules that says the rule of a kind of move, in a language (`null`: none named).
 *
 * @example
 * ruleOf(wiezenRules, 'play', 'en'); // 'Play: 13 tricks. Follow the suit led if you can; …'
 */
export function ruleOf(rules: GameRules, type: string, lang: Lang): string | null {
  const ref = rules.moves[type];
  if (!ref) return null;
  return sentencesOf(rules[lang], ref[0])[ref[1]] ?? null;
}
