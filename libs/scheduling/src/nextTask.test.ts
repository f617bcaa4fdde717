import { nextTask, taskAfterQueued } from './nextTask';

describe('nextTask: the work goes on in a new task', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it("continues through the browser's scheduler.yield() where there is one", async () => {
    const yieldNow = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldNow };
    await nextTask();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });

  it('waits for a zero timeout elsewhere (not in the current task or its microtasks)', async () => {
    jest.useFakeTimers();
    let done = false;
    void nextTask().then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(0);
    await Promise.resolve();
    expect(done).toBe(true);
  });
});

describe('taskAfterQueued: the work goes on after the tasks already queued', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('runs after a task queued before it, even where the browser has scheduler.yield()', async () => {
    const yieldNow = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldNow };
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await taskAfterQueued().then(() => order.push('continued'));
    expect(order).toEqual(['queued task', 'continued']);
    expect(yieldNow).not.toHaveBeenCalled();
  });
});
