import { describe, expect, it } from 'vitest';
import { startPyramids } from './builds.js';
import { diceToBuild, START_PYRAMID_DICE } from './to-build.js';

describe('diceToBuild', () => {
  it('the start pyramid has as many dice as every start place has cells', () => {
    for (const rule of ['central', 'inner'] as const)
      for (const p of startPyramids(rule)) expect(p).toHaveLength(START_PYRAMID_DICE);
    expect(diceToBuild({ phase: 'start', roll: null, bonus: 0 })).toBe(START_PYRAMID_DICE);
  });

  it('the roll in a build, the bonus in a bonus build, nothing once over', () => {
    expect(diceToBuild({ phase: 'build', roll: 3, bonus: 0 })).toBe(3);
    expect(diceToBuild({ phase: 'bonus', roll: 6, bonus: 2 })).toBe(2);
    expect(diceToBuild({ phase: 'over', roll: 6, bonus: 0 })).toBe(0);
  });
});
