import { claimBrowserList, syncBaseKey } from '@tcgp/collection';
import { readRemembered, remember } from './syncBase';
import { memoryStorage } from '../../testing/memoryStorage';

const base = { missing: ['a1-001'], follows: ['charizard-ex'], updatedAt: '2026-02-01T08:00:00.000Z', version: '4' };

describe('the remembered base', () => {
  it('is read back as it was remembered, for the owner of the browser list', () => {
    const storage = memoryStorage();
    claimBrowserList(storage, 'u-ash', []);
    const changedAt = new Date('2026-03-01T12:00:00.000Z');
    remember(storage, 'u-ash', base, changedAt);
    expect(readRemembered(storage, 'u-ash')).toEqual({ base, changedAt });
  });

  it('is neither written nor read for a user the browser list is not', () => {
    const storage = memoryStorage();
    claimBrowserList(storage, 'u-misty', []);
    remember(storage, 'u-ash', base, null);
    expect(storage.data.has(syncBaseKey('u-ash'))).toBe(false);
    storage.setItem(syncBaseKey('u-ash'), JSON.stringify({ base: { version: 1, missing: [], updatedAt: base.updatedAt }, version: '4', changedAt: null }));
    expect(readRemembered(storage, 'u-ash')).toBeNull();
  });

  it("is forgotten when the account's copy could not be read, and ignored when it cannot be read itself", () => {
    const storage = memoryStorage();
    claimBrowserList(storage, 'u-ash', []);
    remember(storage, 'u-ash', base, null);
    remember(storage, 'u-ash', { ...base, missing: null }, null);
    expect(storage.data.has(syncBaseKey('u-ash'))).toBe(false);
    storage.setItem(syncBaseKey('u-ash'), '{not json');
    expect(readRemembered(storage, 'u-ash')).toBeNull();
  });
});
