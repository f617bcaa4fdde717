/** Published numbers: at most PUBLISHED_DECIMALS (4) places, rounded once by the writer. */
import { PUBLISHED_DECIMALS, PUBLISHED_UNIT, roundNumbers, roundPublished } from '../src/pipeline/rounding';

describe('roundPublished (4 decimals)', () => {
  it('is 4 decimals: 0.0001 is one hundredth of a percentage point', () => {
    expect(PUBLISHED_DECIMALS).toBe(4);
    expect(PUBLISHED_UNIT).toBe(0.0001);
  });

  it('writes a value with 16 decimals with 4', () => {
    expect(JSON.stringify(roundPublished(0.5684632053788722))).toBe('0.5685');
    expect(JSON.stringify(roundPublished(0.7329074951534712))).toBe('0.7329');
    expect(JSON.stringify(roundPublished(514.5012297636988))).toBe('514.5012');
    expect(JSON.stringify(roundPublished(0.1 + 0.2))).toBe('0.3');
  });

  it('rounds half up on the number as JSON writes it: 0.00005 -> 0.0001, just below -> 0', () => {
    expect(roundPublished(0.00005)).toBe(0.0001);
    expect(roundPublished(0.000049999)).toBe(0);
    // 0.00015 and 1.00005 are stored a little below the half; JSON writes them as 0.00015 and 1.00005.
    expect(roundPublished(0.00015)).toBe(0.0002);
    expect(roundPublished(1.00005)).toBe(1.0001);
    expect(roundPublished(0.12345)).toBe(0.1235);
    expect(roundPublished(0.12344999)).toBe(0.1234);
    expect(roundPublished(0.99995)).toBe(1);
    expect(roundPublished(-0.00005)).toBe(-0.0001);
    expect(Object.is(roundPublished(-0.00001), 0)).toBe(true);
  });

  it('rounds numbers JSON writes in exponent form', () => {
    expect(roundPublished(5e-7)).toBe(0);
    expect(roundPublished(1e-5)).toBe(0);
    expect(roundPublished(6e-5)).toBe(0.0001);
  });

  it('leaves integers (and non-finite numbers) untouched', () => {
    for (const n of [0, 1, 7, 514, -3, 2 ** 53, 1e21]) expect(roundPublished(n)).toBe(n);
    expect(roundPublished(Number.NaN)).toBeNaN();
    expect(roundPublished(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('is idempotent', () => {
    for (const n of [0.5685, 0.0001, 0.12345, 0.987654321]) expect(roundPublished(roundPublished(n))).toBe(roundPublished(n));
  });
});

describe('roundNumbers', () => {
  it('rounds every number of a JSON value and nothing else, keeping shape and key order', () => {
    const value = {
      name: 'pikachu-ex-a1-096',
      text: '0.123456789',
      lists: [{ cards: ['2:a1-096'], score: 0.5684632053788722, strength: 1, flag: true, none: null }],
      z: { winRate: 0.33333333333, totalGames: 12 },
    };
    const rounded = roundNumbers(value);
    expect(rounded).toEqual({
      name: 'pikachu-ex-a1-096',
      text: '0.123456789',
      lists: [{ cards: ['2:a1-096'], score: 0.5685, strength: 1, flag: true, none: null }],
      z: { winRate: 0.3333, totalGames: 12 },
    });
    expect(Object.keys(rounded)).toEqual(['name', 'text', 'lists', 'z']);
    expect(value.lists[0]?.score).toBe(0.5684632053788722); // the input is not changed
  });
});
