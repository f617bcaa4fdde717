import { bringTogether } from './reconcile';

const saved = (missing: string[], updatedAt = '2026-02-01T08:00:00.000Z') => ({ version: 1 as const, missing, updatedAt });
const never = () => {
  throw new Error('the time of the local change is asked for only when both sides changed');
};

describe('bringTogether', () => {
  it("takes the account's list when only the account's changed since the base", () => {
    expect(bringTogether(['a1-001'], ['a1-001'], saved(['a1-001', 'a1-002']), never)).toEqual({ next: ['a1-001', 'a1-002'], replaced: [] });
  });

  it("keeps this device's list when only this device's changed since the base", () => {
    expect(bringTogether(['a1-001'], ['a1-003'], saved(['a1-001']), never)).toEqual({ next: ['a1-003'], replaced: [] });
  });

  it('merges three ways when both changed: a one-sided change survives on each side', () => {
    const { next, replaced } = bringTogether(['a1-001'], ['a1-001', 'a1-002'], saved(['a1-001', 'a1-003']), () => new Date('2026-03-01T12:00:00Z'));
    expect([...next].sort()).toEqual(['a1-001', 'a1-002', 'a1-003']);
    expect(replaced).toEqual([]);
  });

  it("reports this device's change the account's later change replaced", () => {
    const { next, replaced } = bringTogether(['a1-001'], ['a1-001', 'a1-001'], saved([], '2026-03-02T00:00:00.000Z'), () => new Date('2026-03-01T12:00:00Z'));
    expect(next).toEqual([]);
    expect(replaced).toEqual([{ cardId: 'a1-001', copies: 2 }]);
  });
});
