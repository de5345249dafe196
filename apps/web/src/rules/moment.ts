/**
 * The rules of the moment, for a guided game that suggests no move: at a hosted table whose host allows no
 * hints (the rules of the kinds of move the person can make now, and that no move is suggested), and in the
 * real-time dice games (also what the person can claim now and why: the roll, how many free dice show it
 * towards their side, which funnels add up to it). Everything is read from the seat's own view and core's
 * legal moves for it — no bot is asked: in a race the bots' Worker stays theirs, and the answer would be stale
 * by the next grab anyway.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { type Translate, translate } from '../i18n/index.js';
import { momentTexts } from './moment-texts.js';
import { type GameRules, ruleOf } from './short-rules.js';

/** What the guide says when it suggests no move. */
export interface Moment {
  /** Why no move is suggested (the host allows no hints); `null` otherwise. */
  readonly note: string | null;
  /** What the person can do now and why, in words (a real-time game with hints allowed); `null`: nothing to say. */
  readonly now: string | null;
  /** The move `now` names as an instance (marked on the board); `null`: none. */
  readonly example: unknown;
  /** The short rules' sentences ("Rule: …") for the kinds of move the person can make now, each once. */
  readonly rules: readonly string[];
}

/** What {@link momentOf} reads. */
export interface MomentOf {
  /** The game's id (`raffzahn`, `bunte-kuh`, …). */
  readonly game: string;
  /** The view of the seat shown. */
  readonly view: unknown;
  /** Core's legal moves of that seat now. */
  readonly legal: readonly unknown[];
  readonly rules: GameRules;
  readonly lang: Lang;
  /** Whether hints are allowed (the host's choice at a hosted table; always in the page). */
  readonly hints: boolean;
  /** A move as the board says it to the person ("take the red 3 on …"). */
  readonly describe: (move: unknown) => string;
}

type Words = Translate<(typeof momentTexts)['en']>;
type Move = { readonly type?: unknown; readonly cell?: unknown };
/** The words of the moment, and the move they name. */
type Now = { readonly text: string; readonly example: unknown } | null;

/** Raffzahn: the roll, the free dice showing it towards the seat's side, STOP for the roller, the next roll. */
function raffzahnNow(of: MomentOf, t: Words): Now {
  const view = of.view as { phase?: string; roll?: number | null };
  const legal = of.legal as Move[];
  const takes = legal.filter((m) => m.type === 'take');
  const can = (type: string) => legal.some((m) => m.type === type);
  const roll = view.roll ?? 0;
  const said = (text: string): Now => ({ text, example: null });
  if (view.phase === 'stopped')
    return can('roll') ? said(t('rzRoll')) : takes.length > 0 ? said(t('rzLate')) : null;
  if (view.phase !== 'race') return null;
  if (takes.length > 0) {
    const take = t('rzTake', { n: takes.length, roll, move: of.describe(takes[0]) });
    return { text: can('stop') ? `${take} ${t('rzRoller')}` : take, example: takes[0] };
  }
  return said(can('stop') ? t('rzStop', { roll }) : t('rzWait', { roll }));
}

/** Bunte Kuh: the roll's total and the funnels whose faces add up to it (STOP), or none (NOWHERE). */
function bunteKuhNow(of: MomentOf, t: Words): Now {
  const total = (of.view as { total?: number }).total ?? 0;
  const legal = of.legal as Move[];
  const first = legal[0];
  if (!first) return null;
  if (first.type === 'nowhere')
    return { text: t('bkNowhere', { total, move: of.describe(first) }), example: first };
  const funnels = new Set(legal.filter((m) => m.type === 'stop').map((m) => m.cell));
  return { text: t('bkStop', { n: funnels.size, total, move: of.describe(first) }), example: first };
}

/** The real-time games' words for the moment, by game id. */
const NOW: Readonly<Record<string, (of: MomentOf, t: Words) => Now>> = {
  raffzahn: raffzahnNow,
  'bunte-kuh': bunteKuhNow,
};

/**
 * The rules of the moment (see the module comment).
 *
 * @example
 * momentOf({ game: 'raffzahn', view, legal, rules: raffzahnRules, lang: 'en', hints: true, describe });
 * // { note: null, now: 'The roll is 3: 4 free dice show 3 towards your side. …', example: { type: 'take', … },
 * //   rules: ['Rule: The roller rolls the turquoise die; …', 'Rule: Only the roller may call STOP. …'] }
 */
export function momentOf(of: MomentOf): Moment {
  const t = translate(momentTexts, of.lang);
  const sentences = new Set<string>();
  for (const move of of.legal as Move[]) {
    const rule = typeof move.type === 'string' ? ruleOf(of.rules, move.type, of.lang) : null;
    if (rule) sentences.add(rule);
  }
  const now = of.hints ? (NOW[of.game]?.(of, t) ?? null) : null;
  return {
    note: of.hints ? null : t('noHints'),
    now: now?.text ?? null,
    example: now?.example ?? null,
    rules: [...sentences].map((rule) => t('rule', { rule })),
  };
}
