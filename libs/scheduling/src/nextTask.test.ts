import { nextTask } from './nextTask';

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
