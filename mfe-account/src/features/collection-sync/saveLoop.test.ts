import { retryDelay, widerWork } from './saveLoop';

describe('widerWork', () => {
  it('keeps the widest work waiting: a load, else a pull, else a save', () => {
    expect(widerWork(null, 'push')).toBe('push');
    expect(widerWork('push', 'pull')).toBe('pull');
    expect(widerWork('pull', 'push')).toBe('pull');
    expect(widerWork('load', 'pull')).toBe('load');
    expect(widerWork('push', 'load')).toBe('load');
  });
});

describe('retryDelay', () => {
  it('waits longer after each failure, the last pause repeating', () => {
    const delays = [1000, 4000];
    expect([1, 2, 3, 10].map((failures) => retryDelay(delays, failures))).toEqual([1000, 4000, 4000, 4000]);
  });

  it('waits a minute when no pauses are given', () => {
    expect(retryDelay([], 1)).toBe(60_000);
  });
});
