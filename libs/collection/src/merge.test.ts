import fc from 'fast-check';
import { countMissing } from '@tcgp/rules';
import { mergeThreeWay, mergeThreeWayReport } from './merge';
import { listFromCounts, sameMissing } from './lists';

const EARLY = '2026-03-01T12:00:00.000Z';
const LATE = '2026-03-01T12:05:00Z';

describe('the merge reports what the player lost on a card both devices changed', () => {
  const base = ['a1-001', 'a2-010'];

  it("names each card whose change on this device was replaced by the other device's, with this device's value", () => {
    const mine = { missing: ['a1-001', 'a1-001', 'a2-010', 'a3-003'], updatedAt: EARLY };
    const theirs = { missing: ['a2-010'], updatedAt: LATE };
    // a1-001: mine 2, theirs 0, theirs later -> replaced (mine had 2); a3-003 only mine -> kept, not reported.
    expect(mergeThreeWayReport(base, mine, theirs)).toEqual({ missing: ['a2-010', 'a3-003'], replaced: [{ cardId: 'a1-001', copies: 2 }] });
  });

  it('reports a removal on this device that lost to a change of copies elsewhere', () => {
    const report = mergeThreeWayReport(base, { missing: ['a2-010'], updatedAt: EARLY }, { missing: ['a1-001', 'a1-001', 'a2-010'], updatedAt: LATE });
    expect(report.replaced).toEqual([{ cardId: 'a1-001', copies: 0 }]);
  });

  it('reports nothing when this device won, when only one side changed a card, or both made the same change', () => {
    expect(mergeThreeWayReport(base, { missing: ['a1-001', 'a1-001', 'a2-010'], updatedAt: LATE }, { missing: ['a2-010'], updatedAt: EARLY }).replaced).toEqual(
      [],
    );
    expect(mergeThreeWayReport(base, { missing: ['a1-001'], updatedAt: EARLY }, { missing: ['a1-001', 'a2-010', 'a4-001'], updatedAt: LATE }).replaced).toEqual(
      [],
    );
    expect(mergeThreeWayReport(base, { missing: ['a2-010'], updatedAt: EARLY }, { missing: ['a2-010'], updatedAt: LATE }).replaced).toEqual([]);
  });

  it('agrees with mergeThreeWay on the list, and every reported card ends with a value other than the reported one', () => {
    const list = fc.array(fc.constantFrom('a1-001', 'a1-002', 'a2-010'), { maxLength: 6 });
    fc.assert(
      fc.property(list, list, list, fc.boolean(), (b, m, t, mineLater) => {
        const mine = { missing: m, updatedAt: mineLater ? LATE : EARLY };
        const theirs = { missing: t, updatedAt: mineLater ? EARLY : LATE };
        const report = mergeThreeWayReport(b, mine, theirs);
        expect(report.missing).toEqual(mergeThreeWay(b, mine, theirs));
        const counts = countMissing(report.missing);
        for (const { cardId, copies } of report.replaced) expect(counts.get(cardId) ?? 0).not.toBe(copies);
      }),
      { seed: 37, numRuns: 300 },
    );
  });
});

describe('three-way merge of two devices’ changes', () => {
  it('two-device race loses nothing: base [a1-001], one adds a1-002, the other a1-003 -> both', () => {
    const base = ['a1-001'];
    const merged = mergeThreeWay(base, { missing: ['a1-001', 'a1-002'], updatedAt: EARLY }, { missing: ['a1-001', 'a1-003'], updatedAt: LATE });
    expect(merged).toEqual(['a1-001', 'a1-002', 'a1-003']);
  });

  it('keeps a removal made on one side while the other adds another card', () => {
    const merged = mergeThreeWay(['a1-001', 'a1-002'], { missing: ['a1-002'], updatedAt: LATE }, { missing: ['a1-001', 'a1-002', 'a1-003'], updatedAt: EARLY });
    expect(merged).toEqual(['a1-002', 'a1-003']);
  });

  it('takes the later side’s copies for a card both sides changed differently, and only for that card', () => {
    const base = ['a1-001', 'a2-010'];
    const mine = { missing: ['a1-001', 'a1-001', 'a2-010', 'a3-003'], updatedAt: EARLY };
    const theirs = { missing: [], updatedAt: LATE };
    // a1-001: mine 2, theirs 0, theirs later -> 0; a2-010: only theirs removed it -> 0; a3-003: only mine -> 1.
    expect(mergeThreeWay(base, mine, theirs)).toEqual(['a3-003']);
    expect(mergeThreeWay(base, { ...mine, updatedAt: LATE }, { ...theirs, updatedAt: EARLY })).toEqual(['a1-001', 'a1-001', 'a3-003']);
  });

  it('settles a tie on the larger copy count, and an unreadable time counts as the earliest', () => {
    const base = ['a1-001'];
    expect(mergeThreeWay(base, { missing: [], updatedAt: EARLY }, { missing: ['a1-001', 'a1-001'], updatedAt: EARLY })).toEqual(['a1-001', 'a1-001']);
    expect(mergeThreeWay(base, { missing: ['a1-001', 'a1-001'], updatedAt: EARLY }, { missing: [], updatedAt: EARLY })).toEqual(['a1-001', 'a1-001']);
    expect(mergeThreeWay(base, { missing: [], updatedAt: 'not a date' }, { missing: ['a1-001', 'a1-001'], updatedAt: EARLY })).toEqual(['a1-001', 'a1-001']);
  });

  it('is the changed side when only one side changed, and the same list when both made the same change', () => {
    const base = ['a1-001'];
    expect(mergeThreeWay(base, { missing: base, updatedAt: LATE }, { missing: ['a1-004'], updatedAt: EARLY })).toEqual(['a1-004']);
    expect(mergeThreeWay(base, { missing: ['a1-004'], updatedAt: EARLY }, { missing: base, updatedAt: LATE })).toEqual(['a1-004']);
    expect(mergeThreeWay(base, { missing: ['a1-005'], updatedAt: EARLY }, { missing: ['a1-005'], updatedAt: LATE })).toEqual(['a1-005']);
    expect(mergeThreeWay([], { missing: [], updatedAt: EARLY }, { missing: [], updatedAt: LATE })).toEqual([]);
  });
});

describe('three-way merge properties (seeded, bounded)', () => {
  const settings = { seed: 20260301, numRuns: 200 };
  // A small pool, so that bases and both sides' edits often touch the same cards.
  const POOL = ['a1-001', 'a1-002', 'a1-003', 'a2-010', 'a2-011', 'a3-100', 'pa-007', 'b1-250'];
  const copies = fc.integer({ min: 0, max: 2 });
  const counts = fc.array(copies, { minLength: POOL.length, maxLength: POOL.length });
  /** Per card of the pool: undefined = unchanged, else the new copies. */
  const edits = fc.array(fc.option(copies, { nil: undefined }), { minLength: POOL.length, maxLength: POOL.length });
  const time = fc.constantFrom(EARLY, LATE, '2026-03-02T08:00:00.000Z');
  const toList = (c: readonly number[]) => listFromCounts(new Map(POOL.map((id, i) => [id, c[i] ?? 0])));
  const edited = (base: readonly number[], e: readonly (number | undefined)[]) => base.map((n, i) => e[i] ?? n);
  const countOf = (list: readonly string[], id: string) => countMissing(list).get(id) ?? 0;

  it('never loses a change made on one side only, and applies the per-card rule', () => {
    fc.assert(
      fc.property(counts, edits, edits, time, time, (baseCounts, mineEdits, theirEdits, mineAt, theirAt) => {
        const mineCounts = edited(baseCounts, mineEdits);
        const theirCounts = edited(baseCounts, theirEdits);
        const merged = mergeThreeWay(
          toList(baseCounts),
          { missing: toList(mineCounts), updatedAt: mineAt },
          { missing: toList(theirCounts), updatedAt: theirAt },
        );
        POOL.forEach((id, i) => {
          const b = baseCounts[i] ?? 0;
          const m = mineCounts[i] ?? 0;
          const t = theirCounts[i] ?? 0;
          const got = countOf(merged, id);
          if (m !== b && t === b) expect(got).toBe(m);
          else if (t !== b && m === b) expect(got).toBe(t);
          else if (m === t) expect(got).toBe(m);
          else {
            const later = Date.parse(mineAt) - Date.parse(theirAt);
            expect(got).toBe(later > 0 ? m : later < 0 ? t : Math.max(m, t));
          }
        });
      }),
      settings,
    );
  });

  it('gives the same cards and copies whichever side merges first (timestamps travel with their side)', () => {
    fc.assert(
      fc.property(counts, edits, edits, time, time, (baseCounts, mineEdits, theirEdits, mineAt, theirAt) => {
        const base = toList(baseCounts);
        const mine = { missing: toList(edited(baseCounts, mineEdits)), updatedAt: mineAt };
        const theirs = { missing: toList(edited(baseCounts, theirEdits)), updatedAt: theirAt };
        expect(sameMissing(mergeThreeWay(base, mine, theirs), mergeThreeWay(base, theirs, mine))).toBe(true);
      }),
      settings,
    );
  });

  it('never holds more copies of a card than either side, and merging a side with itself is that side', () => {
    fc.assert(
      fc.property(counts, edits, edits, time, (baseCounts, mineEdits, theirEdits, at) => {
        const base = toList(baseCounts);
        const mine = toList(edited(baseCounts, mineEdits));
        const theirs = toList(edited(baseCounts, theirEdits));
        const merged = mergeThreeWay(base, { missing: mine, updatedAt: at }, { missing: theirs, updatedAt: at });
        for (const id of POOL) expect(countOf(merged, id)).toBeLessThanOrEqual(Math.max(countOf(mine, id), countOf(theirs, id)));
        expect(sameMissing(mergeThreeWay(base, { missing: mine, updatedAt: at }, { missing: mine, updatedAt: at }), mine)).toBe(true);
      }),
      settings,
    );
  });
});
