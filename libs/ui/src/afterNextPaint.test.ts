import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the work after the next animation frame, not in the calling task', () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('work'));
    order.push('caller');
    expect(order).toEqual(['caller']);
    // One frame (16 ms with fake timers) and the task queued from it.
    jest.advanceTimersByTime(16);
    jest.runOnlyPendingTimers();
    expect(order).toEqual(['caller', 'work']);
  });

  it('runs every piece of work once, in the order asked', () => {
    const done: number[] = [];
    afterNextPaint(() => done.push(1));
    afterNextPaint(() => done.push(2));
    jest.runAllTimers();
    expect(done).toEqual([1, 2]);
  });

  it('falls back to a task where there are no animation frames', () => {
    const raf = globalThis.requestAnimationFrame;
    // @ts-expect-error: a runtime without animation frames (a server, a worker).
    delete globalThis.requestAnimationFrame;
    try {
      const work = jest.fn();
      afterNextPaint(work);
      expect(work).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.requestAnimationFrame = raf;
    }
  });
});
