import { DECK_AMOUNT_OPTIONS, DEFAULT_DECK_FILTERS, ENERGY_TYPES, SORT_OPTIONS, type DeckFilters } from '@tcgp/domain';
import { sameMissing } from './lists';
import fc from 'fast-check';
import { isSavableMissing, parseSavedCollection, toSavedCollection } from './saved';
import { SHARE_VERSION, crc32, decodeSharedView, encodeSharedView, type SharedView } from './share';

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
    expect(SHARE_VERSION).toBe(2);
    expect(code).toMatch(/^2[A-Za-z0-9_-]+$/);
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
      expect(decodeSharedView(`3${code.slice(1)}`)).toEqual({ ok: false, error: 'newer' });
    });

    it.each([
      ['empty', ''],
      ['no version', 'abc'],
      ['only the version', '2'],
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

/** A code of `version` around hand-made bytes, with a correct checksum: what a crafted link looks like. */
function craft(body: number[], version: 1 | 2 = 2): string {
  const bytes = [...body];
  if (version === 2) {
    const sum = crc32(bytes);
    bytes.push((sum >>> 24) & 0xff, (sum >>> 16) & 0xff, (sum >>> 8) & 0xff, sum & 0xff);
  } else {
    let a = 0;
    let b = 0;
    for (const byte of bytes) {
      a = (a + byte) % 255;
      b = (b + a) % 255;
    }
    bytes.push(b, a);
  }
  const base64 = Buffer.from(bytes).toString('base64url');
  return `${version}${base64}`;
}

function varint(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
  return out;
}

/** One expansion's group: the set code, the number of cards, then each card (numbers ascending). */
function group(set: string, cards: { gap: number; copies: 1 | 2 }[]): number[] {
  return [...varint(set.length), ...Buffer.from(set, 'ascii'), ...varint(cards.length), ...cards.flatMap((c) => varint(c.gap * 2 + c.copies - 1))];
}

const HEADER = [0x00, 3]; // all energies, score, deck amount 30, no deck

describe('share links a crafted code cannot use to break a list', () => {
  it('refuses a link of more than 2,000 copies made of sets that repeat (2,014 copies)', () => {
    // 19 groups of 53 cards, each twice: 2,014 copies of 1,007 cards, every group under the limit alone.
    const groups = Array.from({ length: 19 }, () =>
      group(
        'a1',
        Array.from({ length: 53 }, () => ({ gap: 0, copies: 2 as const })),
      ),
    );
    expect(decodeSharedView(craft([...HEADER, ...groups.flat()]))).toEqual({ ok: false, error: 'damaged' });
  });

  it('refuses more than 2,000 copies in one set, and takes exactly 2,000', () => {
    const cards = (n: number) => Array.from({ length: n }, () => ({ gap: 0, copies: 2 as const }));
    expect(decodeSharedView(craft([...HEADER, ...group('a1', cards(1000))])).ok).toBe(true);
    expect(decodeSharedView(craft([...HEADER, ...group('a1', [...cards(1000), { gap: 0, copies: 1 }])]))).toEqual({ ok: false, error: 'damaged' });
  });

  it('refuses a set that appears twice (the same card in two groups would be 4 copies)', () => {
    const twice = [...group('a1', [{ gap: 84, copies: 2 }]), ...group('a1', [{ gap: 84, copies: 2 }])];
    expect(decodeSharedView(craft([...HEADER, ...twice]))).toEqual({ ok: false, error: 'damaged' });
    const apart = [...group('a1', [{ gap: 1, copies: 1 }]), ...group('a2', [{ gap: 0, copies: 1 }]), ...group('a1', [{ gap: 5, copies: 1 }])];
    expect(decodeSharedView(craft([...HEADER, ...apart]))).toEqual({ ok: false, error: 'damaged' });
  });

  it('refuses a card id longer than a saved list takes (16 characters)', () => {
    // "abcdefghijkl-" is 13 characters: number 999 makes 16, 1000 makes 17.
    expect(decodeSharedView(craft([...HEADER, ...group('abcdefghijkl', [{ gap: 999, copies: 1 }])])).ok).toBe(true);
    expect(decodeSharedView(craft([...HEADER, ...group('abcdefghijkl', [{ gap: 1000, copies: 1 }])]))).toEqual({ ok: false, error: 'damaged' });
  });

  it('refuses the same rules in version-1 links', () => {
    const twice = [...group('a1', [{ gap: 84, copies: 2 }]), ...group('a1', [{ gap: 84, copies: 2 }])];
    expect(decodeSharedView(craft([...HEADER, ...twice], 1))).toEqual({ ok: false, error: 'damaged' });
    expect(decodeSharedView(craft([...HEADER, ...group('a1', [{ gap: 84, copies: 2 }])], 1))).toMatchObject({
      ok: true,
      view: { missing: ['a1-084', 'a1-084'] },
    });
  });

  it('refuses a link that names a card the catalogue does not know, and takes it without a catalogue', () => {
    const { code } = encodeSharedView({ missing: ['a1-001', 'zz9-999'], filters: DEFAULTS, deck: null });
    const known = new Set(['a1-001']);
    expect(decodeSharedView(code, { isKnown: (id) => known.has(id) })).toEqual({ ok: false, error: 'damaged' });
    expect(decodeSharedView(code).ok).toBe(true);
    known.add('zz9-999');
    expect(decodeSharedView(code, { isKnown: (id) => known.has(id) }).ok).toBe(true);
  });
});

describe('version-1 links', () => {
  it('still open: cards, filters and deck as the old site wrote them', () => {
    // Written by the version-1 encoder (Fletcher-16 checksum).
    expect(decodeSharedView('15QchbWV3dHdvLWV4LWExLTEyOSZnYXJkZXZvaXItYTEtMTMyAmExAakBAnBhAQ4DYTJiAd4BcLU')).toEqual({
      ok: true,
      view: {
        missing: ['a1-084', 'a1-084', 'pa-007', 'a2b-111'],
        filters: { energy: 'Psychic', includeEx: false, deckAmount: 70, sortBy: 'winRate' },
        deck: 'mewtwo-ex-a1-129&gardevoir-a1-132',
      },
    });
    expect(decodeSharedView('1EAMjEw')).toEqual({
      ok: true,
      view: { missing: [], filters: { energy: null, includeEx: true, deckAmount: 30, sortBy: 'score' }, deck: null },
    });
  });
});

describe('CRC-32 (version 2)', () => {
  it('is the IEEE CRC-32 zlib computes', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32([])).toBe(0);
  });

  it('catches what Fletcher-16 missed: a byte 0x00 turned into 0xFF', () => {
    const body = [...HEADER, ...group('a1', [{ gap: 0, copies: 1 }])];
    const code = craft(body);
    const bytes = Buffer.from(code.slice(1), 'base64url');
    const at = bytes.indexOf(0x00); // the header's flags byte
    bytes[at] = 0xff;
    expect(decodeSharedView(`2${bytes.toString('base64url')}`)).toEqual({ ok: false, error: 'damaged' });
  });

  it('catches every one-byte change and every swap of two different bytes of a real code', () => {
    const { code } = encodeSharedView({ missing: sixtyMarks(), filters: DEFAULTS, deck: 'some-deck-a1-001' });
    const bytes = Buffer.from(code.slice(1), 'base64url');
    const changed = (b: Buffer) => `2${b.toString('base64url')}`;
    for (let i = 0; i < bytes.length; i += 1) {
      for (const delta of [1, 0x80, 0xff]) {
        const copy = Buffer.from(bytes);
        copy[i] = ((copy[i] as number) + delta) & 0xff;
        expect(decodeSharedView(changed(copy))).toEqual({ ok: false, error: 'damaged' });
      }
    }
    for (let i = 0; i + 1 < bytes.length; i += 1) {
      if (bytes[i] === bytes[i + 1]) continue;
      const copy = Buffer.from(bytes);
      [copy[i], copy[i + 1]] = [copy[i + 1] as number, copy[i] as number];
      expect(decodeSharedView(changed(copy))).toEqual({ ok: false, error: 'damaged' });
    }
  });
});

describe('share-link properties (seeded, bounded)', () => {
  const SETS = ['a1', 'a1a', 'a2', 'a2a', 'a2b', 'a3', 'b1', 'pa'];
  const cardId = fc.tuple(fc.constantFrom(...SETS), fc.integer({ min: 1, max: 400 })).map(([set, n]) => `${set}-${String(n).padStart(3, '0')}`);
  /** A list the saved format takes: distinct cards with 1 or 2 copies. */
  const missingList = fc
    .uniqueArray(cardId, { maxLength: 120 })
    .chain((ids) =>
      fc.tuple(...ids.map(() => fc.constantFrom(1, 2))).map((copies) => ids.flatMap((id, i) => Array.from({ length: copies[i] ?? 1 }, () => id))),
    );
  const filters = fc.record({
    energy: fc.constantFrom(null, ...ENERGY_TYPES),
    includeEx: fc.boolean(),
    deckAmount: fc.constantFrom(...DECK_AMOUNT_OPTIONS),
    sortBy: fc.constantFrom(...SORT_OPTIONS),
  });
  const view: fc.Arbitrary<SharedView> = fc.record({
    missing: missingList,
    filters,
    deck: fc.option(fc.string({ minLength: 1, maxLength: 60 }), { nil: null }),
  });
  const settings = { seed: 20261125, numRuns: 200 };

  /** What the store would do with a decoded view: keep its list, and a reload reads it back. */
  const storeKeeps = (missing: readonly string[]) => parseSavedCollection(JSON.parse(JSON.stringify(toSavedCollection(missing)))).ok;

  it('encode then decode gives the view back', () => {
    fc.assert(
      fc.property(view, (shared) => {
        const decoded = decodeSharedView(encodeSharedView(shared).code);
        expect(decoded.ok).toBe(true);
        if (!decoded.ok) return;
        expect(sameMissing(decoded.view.missing, shared.missing)).toBe(true);
        expect(decoded.view.filters).toEqual(shared.filters);
        expect(decoded.view.deck).toBe(shared.deck);
      }),
      settings,
    );
  });

  it('random codes never throw and never give a list the store would refuse', () => {
    const alphabet = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split(''));
    fc.assert(
      fc.property(fc.constantFrom('1', '2', ''), fc.array(alphabet, { maxLength: 300 }), (version, chars) => {
        const decoded = decodeSharedView(`${version}${chars.join('')}`);
        if (decoded.ok) expect(storeKeeps(decoded.view.missing)).toBe(true);
      }),
      settings,
    );
  });

  it('random bodies with a correct checksum never throw and never give a list the store would refuse', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 400 }), fc.constantFrom(1 as const, 2 as const), (body, version) => {
        const decoded = decodeSharedView(craft(body, version));
        if (decoded.ok) expect(isSavableMissing(decoded.view.missing)).toBe(true);
      }),
      settings,
    );
  });

  it('truncated and mutated codes of real views never throw and never give a list the store would refuse', () => {
    const mutation = fc.record({ cut: fc.nat(), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) });
    fc.assert(
      fc.property(view, mutation, (shared, { cut, at, byte }) => {
        const bytes = Buffer.from(encodeSharedView(shared).code.slice(1), 'base64url');
        const truncated = bytes.subarray(0, cut % (bytes.length + 1));
        const mutated = Buffer.from(bytes);
        mutated[at % bytes.length] = byte;
        for (const candidate of [truncated, mutated]) {
          const decoded = decodeSharedView(`2${candidate.toString('base64url')}`);
          if (decoded.ok) expect(storeKeeps(decoded.view.missing)).toBe(true);
        }
      }),
      settings,
    );
  });
});
