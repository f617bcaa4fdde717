import { withTimeout } from './withTimeout';

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const late = () => new Error('too late');

  it('resolves with the value when the promise settles in time', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 1000, late)).resolves.toBe('ok');
  });

  it('passes a rejection through unchanged', async () => {
    const error = new Error('nope');
    await expect(withTimeout(Promise.reject(error), 1000, late)).rejects.toBe(error);
  });

  it('rejects with the given error when the time is up, not before', async () => {
    const timeout = new Error('timed out');
    const result = withTimeout(new Promise<string>(() => undefined), 5000, () => timeout);
    let settled: unknown = 'pending';
    result.catch((e: unknown) => {
      settled = e;
    });
    await jest.advanceTimersByTimeAsync(4999);
    expect(settled).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(timeout);
  });

  it('makes the error only when the time is up', async () => {
    const make = jest.fn(late);
    await withTimeout(Promise.resolve(1), 5000, make);
    expect(make).not.toHaveBeenCalled();
  });

  it('leaves no timer behind once the promise settled', async () => {
    await expect(withTimeout(Promise.resolve(1), 5000, late)).resolves.toBe(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('ignores a late answer after the time-out', async () => {
    let answer: (value: string) => void = () => undefined;
    const result = withTimeout(new Promise<string>((resolve) => (answer = resolve)), 100, () => new Error('timed out'));
    const outcome = result.then(
      () => 'resolved',
      (e: Error) => e.message,
    );
    await jest.advanceTimersByTimeAsync(100);
    answer('late');
    await expect(outcome).resolves.toBe('timed out');
  });
});
