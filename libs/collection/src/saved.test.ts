import {
  MAX_CARD_ID_LENGTH,
  MAX_MISSING,
  SAVED_COLLECTION_VERSION,
  isSavableFollows,
  isSavableMissing,
  isUtcDateTime,
  parseSavedCollection,
  restoreCollection,
  toSavedCollection,
} from './saved';

const valid = { version: 1, missing: ['a1-084', 'a1-084', 'pa-007', 'a2b-1234'], updatedAt: '2026-03-01T12:00:00.000Z' };

describe('the saved collection {version: 1, missing, updatedAt}', () => {
  it('is version 1 with at most 2000 entries, like the payments service and firestore.rules', () => {
    expect(SAVED_COLLECTION_VERSION).toBe(1);
    expect(MAX_MISSING).toBe(2000);
  });

  it('accepts a valid document, duplicates (copies) and order kept', () => {
    expect(parseSavedCollection(valid)).toEqual({ ok: true, value: valid });
    expect(parseSavedCollection({ ...valid, missing: [] })).toMatchObject({ ok: true });
  });

  it('takes at most 2 copies of a card: a third is refused, naming the card', () => {
    expect(parseSavedCollection({ ...valid, missing: ['a1-001', 'a2-002', 'a1-001'] }).ok).toBe(true);
    expect(parseSavedCollection({ ...valid, missing: ['a1-001', 'a2-002', 'a1-001', 'a1-001'] })).toEqual({
      ok: false,
      problem: { code: 'tooManyCopies', cardId: 'a1-001', copies: 3, max: 2 },
    });
    expect(parseSavedCollection({ ...valid, missing: Array.from({ length: 4 }, () => 'a1-084') })).toMatchObject({
      ok: false,
      problem: { code: 'tooManyCopies', copies: 4 },
    });
  });

  it('takes card ids of at most 16 characters (a 60 KB id is refused)', () => {
    expect(MAX_CARD_ID_LENGTH).toBe(16);
    const sixteen = `abcdefghijkl-${'1'.repeat(3)}`;
    expect(sixteen).toHaveLength(16);
    expect(parseSavedCollection({ ...valid, missing: [sixteen] }).ok).toBe(true);
    expect(parseSavedCollection({ ...valid, missing: [`${sixteen}1`] })).toMatchObject({ ok: false, problem: { code: 'cardId', index: 0 } });
    const huge = `a1-${'0'.repeat(60 * 1024)}`;
    expect(parseSavedCollection({ ...valid, missing: [huge] })).toEqual({ ok: false, problem: { code: 'cardId', index: 0, value: `${huge.slice(0, 40)}…` } });
  });

  it('knows which lists it takes, for the writers that check before they write', () => {
    expect(isSavableMissing(['a1-001', 'a1-001'])).toBe(true);
    expect(isSavableMissing(['a1-001', 'a1-001', 'a1-001'])).toBe(false);
    expect(isSavableMissing(['A1-001'])).toBe(false);
  });

  it('accepts exactly 2000 entries and refuses 2001', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `a${i % 9}-${String(Math.floor(i / 9) % 250).padStart(3, '0')}`);
    expect(parseSavedCollection({ ...valid, missing: ids(2000) }).ok).toBe(true);
    expect(parseSavedCollection({ ...valid, missing: ids(2001) })).toEqual({ ok: false, problem: { code: 'tooMany', count: 2001, max: 2000 } });
  });

  it.each([
    [null, { code: 'notObject' }],
    [[1, 2], { code: 'notObject' }],
    ['text', { code: 'notObject' }],
    [
      { ...valid, version: 2 },
      { code: 'version', found: '2' },
    ],
    [
      { ...valid, version: '1' },
      { code: 'version', found: '1' },
    ],
    [
      { missing: [], updatedAt: valid.updatedAt },
      { code: 'version', found: 'undefined' },
    ],
    [{ ...valid, missing: 'a1-001' }, { code: 'missingList' }],
    [
      { ...valid, missing: ['a1-001', 'A1-002'] },
      { code: 'cardId', index: 1, value: 'A1-002' },
    ],
    [
      { ...valid, missing: ['a1-01'] },
      { code: 'cardId', index: 0, value: 'a1-01' },
    ],
    [
      { ...valid, missing: ['a1-001', 7] },
      { code: 'cardId', index: 1, value: '7' },
    ],
    [{ ...valid, updatedAt: '2026-02-31T00:00:00Z' }, { code: 'updatedAt' }],
    [{ ...valid, updatedAt: '2026-03-01T12:00:00+01:00' }, { code: 'updatedAt' }],
    [
      { ...valid, owner: 'me' },
      { code: 'unknownField', field: 'owner' },
    ],
  ])('names the first problem of %j', (input, problem) => {
    expect(parseSavedCollection(input)).toEqual({ ok: false, problem });
  });

  it('knows real UTC date-times, with or without milliseconds', () => {
    expect(isUtcDateTime('2026-03-01T12:00:00Z')).toBe(true);
    expect(isUtcDateTime('2024-02-29T23:59:59.5Z')).toBe(true);
    expect(isUtcDateTime('2025-02-29T00:00:00Z')).toBe(false);
    expect(isUtcDateTime('2026-03-01')).toBe(false);
  });

  it('stamps a list with the time it was saved', () => {
    expect(toSavedCollection(['a1-001'], new Date('2026-03-01T12:00:00Z'))).toEqual({ version: 1, missing: ['a1-001'], updatedAt: '2026-03-01T12:00:00.000Z' });
  });
});

describe('restoring what a browser stored', () => {
  it('gives an empty list when nothing was stored', () => {
    expect(restoreCollection(null)).toEqual({ ok: true, missing: [], follows: [] });
  });

  it('gives the stored list back', () => {
    expect(restoreCollection(JSON.stringify(valid))).toEqual({ ok: true, missing: valid.missing, follows: [] });
  });

  it.each([
    ['{', 'notJson'],
    ['', 'notJson'],
    ['null', 'notObject'],
    ['{"version":1}', 'missingList'],
    [JSON.stringify({ ...valid, version: 9 }), 'version'],
    [JSON.stringify({ ...valid, missing: ['<script>'] }), 'cardId'],
    [JSON.stringify({ ...valid, missing: ['a1-001', 'a1-001', 'a1-001'] }), 'tooManyCopies'],
  ])('gives back the text it cannot read (%j) with why, never throws', (text, code) => {
    expect(restoreCollection(text)).toMatchObject({ ok: false, text, problem: { code } });
  });
});

describe('the followed decks of the saved collection', () => {
  it('reads an old saved collection without follows as following nothing', () => {
    expect(restoreCollection(JSON.stringify(valid))).toEqual({ ok: true, missing: valid.missing, follows: [] });
  });

  it('keeps the follows of a saved collection, and leaves the field out when nothing is followed', () => {
    const saved = toSavedCollection(['a1-001'], new Date('2026-03-01T12:00:00.000Z'), ['charizard-ex', 'pikachu-ex&zapdos-ex']);
    expect(restoreCollection(JSON.stringify(saved))).toEqual({ ok: true, missing: ['a1-001'], follows: ['charizard-ex', 'pikachu-ex&zapdos-ex'] });
    expect(toSavedCollection(['a1-001'], new Date('2026-03-01T12:00:00.000Z'), [])).not.toHaveProperty('follows');
  });

  it('takes at most 100 distinct deck ids', () => {
    const decks = Array.from({ length: 100 }, (_, i) => `deck-${i}`);
    expect(isSavableFollows(decks)).toBe(true);
    expect(isSavableFollows([...decks, 'deck-100'])).toBe(false);
    expect(parseSavedCollection({ ...valid, follows: ['charizard-ex', 'charizard-ex'] })).toEqual({ ok: false, problem: { code: 'follows' } });
    expect(parseSavedCollection({ ...valid, follows: ['Not A Deck'] })).toEqual({ ok: false, problem: { code: 'follows' } });
    expect(parseSavedCollection({ ...valid, follows: 'charizard-ex' })).toEqual({ ok: false, problem: { code: 'follows' } });
  });
});
