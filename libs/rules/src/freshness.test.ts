import { FRESH_DAYS, STALE_DAYS, freshness } from './freshness';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-29T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('freshness', () => {
  it('uses 2 and 7 days', () => {
    expect([FRESH_DAYS, STALE_DAYS]).toEqual([2, 7]);
  });

  it.each([
    [0, 'green'],
    [DAY, 'green'],
    [2 * DAY, 'green'],
    [2 * DAY + 1, 'recent'],
    [5 * DAY, 'recent'],
    [7 * DAY, 'recent'],
    [7 * DAY + 1, 'red'],
    [30 * DAY, 'red'],
  ] as const)('%d ms old is %s', (age, colour) => {
    expect(freshness(ago(age), now)).toBe(colour);
  });

  it('treats future dates as green and invalid dates as red', () => {
    expect(freshness(new Date(now.getTime() + DAY), now)).toBe('green');
    expect(freshness(new Date('not a date'), now)).toBe('red');
  });
});
