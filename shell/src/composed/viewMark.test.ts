import { COLLECTION_OWNER_KEY, COLLECTION_STORAGE_KEY } from '@tcgp/collection';
import { SESSION_MARKER } from '../auth/lazyAuthClient';
import { VIEW_ATTRIBUTE, VIEW_BOOT_SCRIPT, isPersonalVisit } from './viewMark';

/** Runs the inline head script as the browser does before the first paint. */
function boot(search = '') {
  window.history.replaceState(null, '', `/tier-list${search}`);
  document.documentElement.removeAttribute(VIEW_ATTRIBUTE);
  new Function(VIEW_BOOT_SCRIPT)();
  return isPersonalVisit();
}

describe('the head script that marks a personal visit (the published view is not theirs)', () => {
  beforeEach(() => window.localStorage.clear());

  it('a first visit sees the published view', () => {
    expect(boot()).toBe(false);
  });

  it('an empty kept list is still the published view', () => {
    window.localStorage.setItem(COLLECTION_STORAGE_KEY, JSON.stringify({ version: 1, missing: [], updatedAt: '2026-11-01T00:00:00.000Z' }));
    expect(boot()).toBe(false);
  });

  it('one missing card makes the visit personal', () => {
    window.localStorage.setItem(COLLECTION_STORAGE_KEY, JSON.stringify({ version: 1, missing: ['a1-001'], updatedAt: '2026-11-01T00:00:00.000Z' }));
    expect(boot()).toBe(true);
  });

  it('a list that cannot be read counts as personal (the player had one)', () => {
    window.localStorage.setItem(COLLECTION_STORAGE_KEY, '{not json');
    expect(boot()).toBe(true);
    window.localStorage.setItem(COLLECTION_STORAGE_KEY, JSON.stringify({ version: 9 }));
    expect(boot()).toBe(true);
  });

  it('a browser whose list an account still owns is personal (the clean-up runs once the page starts)', () => {
    window.localStorage.setItem(COLLECTION_OWNER_KEY, '{"uid":"u-alice"}');
    expect(boot()).toBe(true);
  });

  it('a device that was signed in is personal (Premium filters and daily data may apply)', () => {
    window.localStorage.setItem(SESSION_MARKER, '1');
    expect(boot()).toBe(true);
  });

  it('a query string (a share link, filters) is personal', () => {
    expect(boot('?c=abc')).toBe(true);
    expect(boot('?')).toBe(false);
  });

  it('storage that throws leaves the page as published rather than breaking it', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(boot()).toBe(false);
    getItem.mockRestore();
  });
});
