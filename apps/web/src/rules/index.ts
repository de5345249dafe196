/**
 * The short rules of every game, by game id: for what spans the games (the site's how-to-play page, the rules'
 * test). A table reads its own game's rules from its board (`Board.rules`), so an element bundles its games' only.
 *
 * @module
 */
import type { GameId } from '@tafel/core';
import { abquetschenRules } from './abquetschen.js';
import { bunteKuhRules } from './bunte-kuh.js';
import { cuiBonoRules } from './cui-bono.js';
import { eintrichternRules } from './eintrichtern.js';
import { raffzahnRules } from './raffzahn.js';
import type { GameRules } from './short-rules.js';
import { weinhaendlerRules } from './weinhaendler.js';
import { wiezenRules } from './wiezen.js';
import { wineCellarRules } from './wine-cellar.js';
import { wuerfelmarschRules } from './wuerfelmarsch.js';

export type { GameRules, RuleRef, Section, ShortRules } from './short-rules.js';
export { defineRules, ruleOf, SECTIONS, sentencesOf } from './short-rules.js';

/** Every game's short rules. */
export const shortRules: Readonly<Record<GameId, GameRules>> = {
  wiezen: wiezenRules,
  weinhaendler: weinhaendlerRules,
  'wine-cellar': wineCellarRules,
  abquetschen: abquetschenRules,
  raffzahn: raffzahnRules,
  'bunte-kuh': bunteKuhRules,
  'cui-bono': cuiBonoRules,
  eintrichtern: eintrichternRules,
  wuerfelmarsch: wuerfelmarschRules,
};
