import { DEFAULT_DECK_FILTERS, type DeckFilters } from 'shared-contracts';
import { sameMissing } from './lists';
import { SHARE_VERSION, decodeSharedView, encodeSharedView, type SharedView } from './share';

const DEFAULTS: DeckFilters = { ...DEFAULT_DECK_FILTERS };

function roundTrip(view: SharedView): SharedView {
  const { code, skipped } = encodeSharedView(view);
  expect(skipped).toEqual([]);
  const decoded = decodeSharedView(code);
  if (!decoded.ok) throw new Error(`decode failed: ${decoded.error}`);
  return decoded.view;
}

/** 60 distinct cards over six sets, every third one missing twice (a heavy but real list). */
function sixtyMarks(): string[] {
  const sets = ['a1', 'a1a', 'a2', 'a2b', 'a3', 'b1'];
  const ids: string[] = [];
  for (let i = 0; i < 60; i += 1) {
    const id = `${sets[i % 6]}-${String(((i * 37) % 280) + 1).padStart(3, '0')}`;
    ids.push(id);
    if (i % 3 === 0) ids.push(id);
  }
  return ids;
}

describe('share-link codec', () => {
  it('writes a URL-safe code that starts with its format version', () => {
    const { code } = encodeSharedView({ missing: ['a1-084'], filters: DEFAULTS, deck: null });
    expect(SHARE_VERSION).toBe(1);
    expect(code).toMatch(/^1[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(code)).toBe(code);
  });

  it('gives back the cards with their copies, the filters and the deck', () => {
    const view: SharedView = {
      missing: ['a1-084', 'pa-007', 'a1-084', 'a2b-111', 'a1-001', 'b1-1000'],
      filters: { energy: 'Psychic', includeEx: false, deckAmount: 70, sortBy: 'winRate' },
      deck: 'mewtwo-ex-a1-129&gardevoir-a1-132',
    };
    const back = roundTrip(view);
    expect(sameMissing(back.missing, view.missing)).toBe(true);
    expect(back.filters).toEqual(view.filters);
    expect(back.deck).toBe(view.deck);
  });

  it.each([
    [{ energy: null, includeEx: true, deckAmount: 10, sortBy: 'score' }],
    [{ energy: 'Grass', includeEx: true, deckAmount: 100, sortBy: 'popularity' }],
    [{ energy: 'Colorless', includeEx: false, deckAmount: 30, sortBy: 'strength' }],
    [{ energy: 'Dragon', includeEx: true, deckAmount: 50, sortBy: 'winRate' }],
  ] as const)('keeps every filter value: %j', (filters) => {
    expect(roundTrip({ missing: [], filters: { ...filters }, deck: null })).toEqual({ missing: [], filters, deck: null });
  });

  it('keeps a deck id with letters outside ASCII', () => {
    expect(roundTrip({ missing: ['a1-001'], filters: DEFAULTS, deck: 'flabébé-a1-100' }).deck).toBe('flabébé-a1-100');
  });

  it('fits 60 marked cards (20 of them twice) well under 300 characters', () => {
    const missing = sixtyMarks();
    const { code } = encodeSharedView({ missing, filters: { energy: 'Fire', includeEx: false, deckAmount: 100, sortBy: 'winRate' }, deck: null });
    expect(code.length).toBeLessThan(160);
    const decoded = decodeSharedView(code);
    expect(decoded.ok && sameMissing(decoded.view.missing, missing)).toBe(true);
  });

  it('writes more than two copies as two (a list holds at most two) and the nearest deck amount', () => {
    const back = roundTrip({ missing: ['a1-001', 'a1-001', 'a1-001'], filters: { ...DEFAULTS, deckAmount: 34 }, deck: null });
    expect(back.missing).toEqual(['a1-001', 'a1-001']);
    expect(back.filters.deckAmount).toBe(30);
  });

  it('leaves out ids that are not card ids, and says which', () => {
    const { code, skipped } = encodeSharedView({ missing: ['a1-001', 'A1-002', 'a1-0003', 'junk'], filters: DEFAULTS, deck: null });
    expect(skipped).toEqual(['A1-002', 'a1-0003', 'junk']);
    const decoded = decodeSharedView(code);
    expect(decoded.ok && decoded.view.missing).toEqual(['a1-001']);
  });

  describe('links that cannot be shown', () => {
    const { code } = encodeSharedView({ missing: sixtyMarks(), filters: DEFAULTS, deck: 'some-deck-a1-001' });

    it('says a link of an older format is outdated, and one of a newer format needs a newer site', () => {
      expect(decodeSharedView(`0${code.slice(1)}`)).toEqual({ ok: false, error: 'outdated' });
      expect(decodeSharedView(`2${code.slice(1)}`)).toEqual({ ok: false, error: 'newer' });
    });

    it.each([
      ['empty', ''],
      ['no version', 'abc'],
      ['only the version', '1'],
      ['not base64url', '1ab+c/d=='],
      ['cut short', code.slice(0, -3)],
      ['cut to half', code.slice(0, Math.floor(code.length / 2))],
    ])('calls a %s code damaged', (_, text) => {
      expect(decodeSharedView(text)).toEqual({ ok: false, error: 'damaged' });
    });

    it('calls a code with any single character changed damaged (checksum)', () => {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      let refused = 0;
      for (let i = 1; i < code.length; i += 1) {
        const other = alphabet[(alphabet.indexOf(code[i] as string) + 17) % 64] as string;
        const changed = `${code.slice(0, i)}${other}${code.slice(i + 1)}`;
        if (!decodeSharedView(changed).ok) refused += 1;
      }
      // The last character carries only 2-4 bits of the checksum's low byte: allow it to slip through.
      expect(refused).toBeGreaterThanOrEqual(code.length - 2);
    });
  });
});
