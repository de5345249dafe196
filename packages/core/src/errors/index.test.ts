import { describe, expect, it } from 'vitest';
import { commonErrors, defineErrors, RuleError } from './index.js';

describe('RuleError', () => {
  it('carries a stable code, both languages and its details', () => {
    const errors = defineErrors({ 'bid-too-low': { en: 'Bid above {min}.', nl: 'Bied boven {min}.' } });
    const e = errors.error('bid-too-low', { min: 7 });
    expect(e).toBeInstanceOf(RuleError);
    expect(e.code).toBe('bid-too-low');
    expect(e.message).toBe('Bid above 7.');
    expect(e.text('nl')).toBe('Bied boven 7.');
    expect(e.toJSON()).toEqual({
      code: 'bid-too-low',
      message: 'Bid above 7.',
      messages: { en: 'Bid above 7.', nl: 'Bied boven 7.' },
      details: { min: 7 },
    });
  });

  it('fail() throws', () => {
    expect(() => commonErrors.fail('not-your-turn')).toThrow(RuleError);
  });

  it('leaves unknown placeholders visible rather than inventing text', () => {
    expect(commonErrors.error('invalid-seat').message).toBe('There is no seat {seat} at this table.');
  });
});
