import { decideForBrowserList, decideForOwnedList } from './signInChoice';
import type { ReadableCollection } from './syncState';

const remote = (missing: string[]): ReadableCollection => ({ doc: { version: 1, missing, updatedAt: '2026-02-01T08:00:00.000Z' }, version: '3' });
const remembered = (changedAt: Date | null) => ({ base: { missing: ['a1-001'], follows: [], updatedAt: '2026-01-01T00:00:00.000Z', version: '2' }, changedAt });

describe("decideForBrowserList (the browser list is not the account's yet)", () => {
  it("takes the account's list when there is nothing to lose", () => {
    expect(decideForBrowserList([], remote(['a1-001']))).toBe('take');
    expect(decideForBrowserList(['a1-001'], remote(['a1-001']))).toBe('take');
    expect(decideForBrowserList([], null)).toBe('take');
  });

  it('asks when the browser holds cards the account does not', () => {
    expect(decideForBrowserList(['a1-002'], remote(['a1-001']))).toBe('ask');
    expect(decideForBrowserList(['a1-002'], null)).toBe('ask');
  });
});

describe('decideForOwnedList (the account owns the browser list)', () => {
  it("uploads this device's list when nothing is saved", () => {
    expect(decideForOwnedList(['a1-001'], null, null)).toEqual({ kind: 'uploadOverNothing' });
  });

  it("takes the saved list when it is the same, or this device's is empty and was not emptied while synced", () => {
    expect(decideForOwnedList(['a1-001'], remote(['a1-001']), null).kind).toBe('take');
    expect(decideForOwnedList([], remote(['a1-001']), null).kind).toBe('take');
    expect(decideForOwnedList([], remote(['a1-001']), remembered(null)).kind).toBe('take');
  });

  it('reconciles against a remembered base (an emptied device included)', () => {
    expect(decideForOwnedList(['a1-002'], remote(['a1-001']), remembered(null)).kind).toBe('reconcile');
    expect(decideForOwnedList([], remote(['a1-001']), remembered(new Date('2026-03-01T12:00:00Z'))).kind).toBe('reconcile');
  });

  it("uploads this device's list over an empty saved one, and asks when both hold different cards", () => {
    expect(decideForOwnedList(['a1-002'], remote([]), null).kind).toBe('uploadOverEmpty');
    expect(decideForOwnedList(['a1-002'], remote(['a1-001']), null).kind).toBe('ask');
  });
});
