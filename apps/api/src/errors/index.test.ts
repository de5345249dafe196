import { describe, expect, it } from 'vitest';
import { langOfHeader } from './index.js';

describe("a request's language", () => {
  it('is Dutch when Accept-Language ranks Dutch first, in any region, and English otherwise', () => {
    expect(langOfHeader('nl')).toBe('nl');
    expect(langOfHeader('nl-BE,nl;q=0.9,en;q=0.8')).toBe('nl');
    expect(langOfHeader('en-GB,en;q=0.9,nl;q=0.8')).toBe('en');
    expect(langOfHeader('fr-FR,nl;q=0.5')).toBe('nl');
    expect(langOfHeader('en;q=0.2,nl;q=0.8')).toBe('nl');
    expect(langOfHeader('fr')).toBe('en');
    expect(langOfHeader(undefined)).toBe('en');
    expect(langOfHeader('')).toBe('en');
  });
});
