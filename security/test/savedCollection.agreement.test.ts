/**
 * One rule for the saved list, wherever it is written or read: the browser's store and imports
 * (`parseSavedCollection` / `parseImport` of @tcgp/collection), share links (their decoder yields only
 * lists that rule takes, tested with the codec), the local service (which calls the same function) and
 * firestore.rules. The rules cannot count copies of a card nor tell 31 February from a date, so they
 * take a little more than the client: this test pins that they never refuse what the client writes,
 * and that the only documents they take and the client refuses are those two cases (which the account
 * sync turns into a conflict the player resolves, never a silent loss).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { isUtcDateTime, parseImport, parseSavedCollection, toSavedCollection } from '@tcgp/collection';
import { repoRoot } from './harness';

const RULES = readFileSync(path.join(repoRoot, 'firestore.rules'), 'utf8');

/** The pattern a rules function passes to `matches(...)` (the first one after `name`). */
function rulesPattern(after: string): RegExp {
  const from = RULES.indexOf(after);
  const match = /\.matches\('([^']+)'\)/.exec(RULES.slice(from));
  if (from === -1 || !match?.[1]) throw new Error(`no pattern after ${after} in firestore.rules`);
  return new RegExp(match[1]);
}

const LIST_PATTERN = rulesPattern('function isCardIdList');
const UPDATED_AT_PATTERN = rulesPattern('data.updatedAt is string');
const RULES_MAX = Number(/missing\.size\(\) <= (\d+)/.exec(RULES)?.[1]);
const FOLLOWS_PATTERN = new RegExp(/follows\.join\(','\)\.matches\("([^"]+)"\)/.exec(RULES)?.[1] ?? '^$');
const FOLLOWS_MAX = Number(/follows\.size\(\) <= (\d+)/.exec(RULES)?.[1]);

/** firestore.rules' isSavedCollection, as written there (a map of JSON values). */
function rulesTake(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const record = data as Record<string, unknown>;
  const keys = Object.keys(record);
  if (!['version', 'missing', 'updatedAt'].every((k) => keys.includes(k)) || keys.some((k) => !['version', 'missing', 'updatedAt', 'follows'].includes(k)))
    return false;
  if ('follows' in record) {
    const follows = record.follows;
    if (!Array.isArray(follows) || follows.length > FOLLOWS_MAX) return false;
    if (follows.length > 0) {
      if (!follows.every((deck) => typeof deck === 'string')) return false;
      const joined = follows.join(',');
      if (joined.length > 12100 || !FOLLOWS_PATTERN.test(joined) || joined.split(',').length !== follows.length) return false;
    }
  }
  if (record.version !== 1 || !Array.isArray(record.missing) || typeof record.updatedAt !== 'string') return false;
  const missing = record.missing as unknown[];
  if (missing.length > RULES_MAX) return false;
  if (missing.length > 0) {
    // Rules' join() turns any value into text; only strings can match the id pattern anyway.
    if (!missing.every((id) => typeof id === 'string')) return false;
    const joined = missing.join(',');
    if (!LIST_PATTERN.test(joined) || joined.split(',').length !== missing.length) return false;
  }
  return UPDATED_AT_PATTERN.test(record.updatedAt);
}

const clientTakes = (doc: unknown) => parseSavedCollection(doc).ok;
const settings = { seed: 20261125, numRuns: 400 };

/** Ids around every boundary of the rule: set-code length, digits, total length 16, bad characters. */
const id = fc.oneof(
  fc.tuple(fc.stringMatching(/^[a-z0-9]{1,14}$/), fc.stringMatching(/^[0-9]{2,6}$/)).map(([set, n]) => `${set}-${n}`),
  fc.constantFrom(
    'a1-001',
    'a1-084',
    'pa-007',
    'a2b-1234',
    'abcdefghijkl-123',
    'abcdefghijkl-1234',
    'abcdefghijklm-123',
    'A1-001',
    'a1-08',
    'a1-001,a1-002',
    '',
    'a1_001',
  ),
);
const list = fc
  .array(id, { maxLength: 12 })
  .chain((ids) => fc.array(fc.constantFrom(...(ids.length ? ids : ['a1-001'])), { maxLength: 30 }).map((extra) => [...ids, ...extra]));
const date = fc.oneof(
  fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(
    '2026-02-31T00:00:00Z',
    '2025-02-29T12:00:00.000Z',
    '2024-02-29T12:00:00Z',
    '2026-04-31T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-03-01',
    '2026-03-01T12:00:00+01:00',
  ),
);
const doc = fc.record(
  { version: fc.constantFrom<unknown>(1, 1, 1, 2, '1'), missing: list, updatedAt: date },
  { requiredKeys: ['version', 'missing', 'updatedAt'] },
);

describe('the saved list: one rule for every writer and reader', () => {
  it('the client and an import take exactly the same documents', () => {
    fc.assert(
      fc.property(doc, (d) => {
        expect(parseImport(JSON.stringify(d)).ok).toBe(clientTakes(d));
      }),
      settings,
    );
  });

  it('firestore.rules take every document the client writes or reads', () => {
    fc.assert(
      fc.property(doc, (d) => {
        if (clientTakes(d)) expect(rulesTake(d)).toBe(true);
      }),
      settings,
    );
    expect(rulesTake(toSavedCollection(['abcdefghijkl-123', 'a1-001', 'a1-001']))).toBe(true);
    expect(
      rulesTake(toSavedCollection(Array.from({ length: 1000 }, (_, i) => `a${i % 10}-${String(Math.floor(i / 10)).padStart(3, '0')}`).flatMap((x) => [x, x]))),
    ).toBe(true);
  });

  it('firestore.rules take the followed decks the client writes, and refuse what is not a list of deck ids', () => {
    const at = new Date('2026-03-01T12:00:00.000Z');
    const decks = Array.from({ length: 100 }, (_, i) => `deck-${i}&partner-ex`);
    expect(rulesTake(toSavedCollection(['a1-001'], at, ['charizard-ex', "farfetch'd", 'pikachu-ex&zapdos-ex']))).toBe(true);
    expect(rulesTake(toSavedCollection([], at, decks))).toBe(true);
    expect(clientTakes(toSavedCollection([], at, decks))).toBe(true);
    for (const follows of [[...decks, 'one-more'], ['Charizard'], ['a,b'], [''], 'charizard-ex', [1]]) {
      const d = { version: 1, missing: [], updatedAt: at.toISOString(), follows };
      expect([rulesTake(d), clientTakes(d)]).toEqual([false, false]);
    }
  });

  it('firestore.rules refuse what the client refuses, but for copies over 2 and calendar days', () => {
    fc.assert(
      fc.property(doc, (d) => {
        if (!rulesTake(d) || clientTakes(d)) return;
        const problem = parseSavedCollection(d);
        const why = problem.ok ? null : problem.problem.code;
        expect(['tooManyCopies', 'updatedAt']).toContain(why);
        if (why === 'updatedAt') expect(isUtcDateTime(d.updatedAt)).toBe(false);
      }),
      settings,
    );
  });

  it.each([
    ['an id of 17 characters', ['abcdefghijklm-123']],
    ['an id of 60 KB', [`a1-${'0'.repeat(60 * 1024)}`]],
    ['2,001 entries', Array.from({ length: 2001 }, (_, i) => `a${i % 10}-${String(i).padStart(3, '0')}`)],
  ])('both refuse %s', (_, missing) => {
    const d = { version: 1, missing, updatedAt: '2026-03-01T12:00:00.000Z' };
    expect(clientTakes(d)).toBe(false);
    expect(rulesTake(d)).toBe(false);
  });

  it.each([
    ['a third copy of a card', { version: 1, missing: ['a1-001', 'a1-001', 'a1-001'], updatedAt: '2026-03-01T12:00:00.000Z' }],
    ['updatedAt 2026-02-31', { version: 1, missing: ['a1-001'], updatedAt: '2026-02-31T00:00:00Z' }],
  ])('the rules take %s, which the client refuses (a conflict the player resolves)', (_, d) => {
    expect(rulesTake(d)).toBe(true);
    expect(clientTakes(d)).toBe(false);
  });
});
