/**
 * The tricks' invariants: led by the rules' leaders, followed when they could be, won as the rules say, and the
 * count of tricks taken.
 *
 * @module
 */
import { type Breach, breach } from '../../schema/index.js';
import { suitOf, trickWinner } from '../cards.js';
import type { WiezenState } from '../types.js';

/** Tricks led by the rules' leaders, followed when they could be, won as the rules say; `taken` counts them. */
export function checkTricks(s: WiezenState): Breach | undefined {
  const c = s.contract;
  const { tricks, trick } = s;
  if (s.phase === 'play' && tricks.length === 13)
    return breach('tricks', 'after 13 tricks the deal is over', 'na 13 slagen is het spel om');
  if (s.phase === 'over' && c !== null && tricks.length !== 13)
    return breach('tricks', 'a played deal ends after 13 tricks', 'een gespeeld spel eindigt na 13 slagen');
  // A trick is played under the game agreed: none before it (or in a deal everybody passed).
  if (c === null && (tricks.length > 0 || trick.cards.length > 0))
    return breach(
      'contract',
      'tricks are played only once a game is agreed',
      'slagen volgen pas op een afgesproken spel',
    );
  const taken = [0, 0, 0, 0];
  let leader = c?.leader ?? (s.dealer + 1) % 4;
  for (let t = 0; t < tricks.length; t++) {
    const r = tricks[t]!;
    if (r.leader !== leader)
      return breach(
        `tricks[${t}].leader`,
        `seat ${leader} led this trick`,
        `plaats ${leader} kwam uit in deze slag`,
      );
    leader = (r.leader + trickWinner(r.cards, c!.trump)) & 3;
    if (r.winner !== leader)
      return breach(`tricks[${t}].winner`, `seat ${leader} won this trick`, `plaats ${leader} won deze slag`);
    taken[leader]!++;
  }
  if (trick.leader !== leader)
    return breach(
      'trick.leader',
      `seat ${leader} leads this trick`,
      `plaats ${leader} komt uit in deze slag`,
    );
  for (let k = 0; k < 4; k++)
    if (s.taken[k] !== taken[k])
      return breach(`taken[${k}]`, `seat ${k} won ${taken[k]} tricks`, `plaats ${k} won ${taken[k]} slagen`);
  if (c?.lead != null) {
    const first = tricks[0]?.cards[0] ?? trick.cards[0];
    if (first === undefined ? !s.hands[c.leader]!.includes(c.lead) : first !== c.lead)
      return breach(
        'contract.lead',
        'the partner leads the called card',
        'de partner komt uit met de gevraagde kaart',
      );
  }
  return checkFollowed(s);
}

/** Nobody failed to follow suit while holding it: each renounce is true to the cards the seat held then. */
function checkFollowed(s: WiezenState): Breach | undefined {
  const { tricks, trick } = s;
  const n = tricks.length;
  // The last trick (0..n-1, the current one n) in which each seat played each suit (`4 * seat + suit`); a card
  // still in hand counts as later than every trick.
  const last = new Int8Array(16).fill(-1);
  for (let k = 0; k < 4; k++) for (const c of s.hands[k]!) last[4 * k + suitOf(c)] = n + 1;
  for (let i = 0; i <= n; i++) {
    const t = i < n ? tricks[i]! : trick;
    for (let j = 0; j < t.cards.length; j++) {
      const slot = 4 * ((t.leader + j) & 3) + suitOf(t.cards[j]!);
      if (last[slot]! < i) last[slot] = i;
    }
  }
  for (let i = 0; i <= n; i++) {
    const t = i < n ? tricks[i]! : trick;
    if (t.cards.length === 0) continue;
    const led = suitOf(t.cards[0]!);
    for (let j = 1; j < t.cards.length; j++) {
      const who = (t.leader + j) & 3;
      if (suitOf(t.cards[j]!) !== led && last[4 * who + led]! > i)
        return breach(
          i < n ? `tricks[${i}].cards[${j}]` : `trick.cards[${j}]`,
          `seat ${who} did not follow suit while holding it`,
          `plaats ${who} bekende geen kleur terwijl hij ze had`,
        );
    }
  }
  return undefined;
}
