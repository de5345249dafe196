/**
 * The person this browser keeps: read back as kept, nothing from an entry that is not one (another program's,
 * a damaged one), and a seat request's `person` only when there is a person.
 */
import { describe, expect, it } from 'vitest';
import { memoryStore } from './kept.ts';
import { keepPerson, keptPerson, PERSON_KEY, personOf } from './person.ts';

describe('the kept person', () => {
  it('is read back as kept, and a seat request carries their key', () => {
    const store = memoryStore();
    expect(keptPerson(store)).toBeNull();
    expect(personOf(store)).toEqual({});
    keepPerson(store, { id: 'p1', name: 'Anna', key: 'k-123' });
    expect(keptPerson(store)).toEqual({ id: 'p1', name: 'Anna', key: 'k-123' });
    expect(personOf(store)).toEqual({ person: 'k-123' });
  });

  it.each([
    ['not JSON', '{'],
    ['no key', JSON.stringify({ id: 'p1', name: 'Anna' })],
    ['a key that is not text', JSON.stringify({ id: 'p1', name: 'Anna', key: 7 })],
    ['null', 'null'],
  ])('is nobody for an entry that is %s', (_, raw) => {
    const store = memoryStore();
    store.setItem(PERSON_KEY, raw);
    expect(keptPerson(store)).toBeNull();
    expect(personOf(store)).toEqual({});
  });
});
