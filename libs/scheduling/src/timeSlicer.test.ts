import { timeSlicer } from './timeSlicer';

/** Runs `steps` steps through a slicer whose clock advances `costMs` per step; returns after which steps it paused. */
async function run(steps: number, costMs: number, sliceMs: number) {
  let clock = 0;
  const pausedBefore: number[] = [];
  let step = 0;
  const slicer = timeSlicer({ sliceMs, now: () => clock, pause: async () => void pausedBefore.push(step) });
  for (step = 0; step < steps; step += 1) {
    if (slicer.due()) await slicer.pause();
    clock += costMs;
  }
  return pausedBefore;
}

describe('timeSlicer: long loops in slices', () => {
  it('pauses once a slice has run for sliceMs, then starts a new slice', async () => {
    // 2 ms per step, slices of 5 ms: steps 0-2 (6 ms), pause, 3-5, pause, 6-7.
    expect(await run(8, 2, 5)).toEqual([3, 6]);
  });

  it('a slice of exactly sliceMs is due (the boundary counts)', async () => {
    expect(await run(4, 5, 5)).toEqual([1, 2, 3]);
  });

  it('never pauses while the slice is shorter than sliceMs', async () => {
    expect(await run(4, 1, 5)).toEqual([]);
  });

  it('sliceMs 0 pauses before every step', async () => {
    expect(await run(3, 1, 0)).toEqual([0, 1, 2]);
  });

  it('pauses with a new task by default (nothing of the loop runs in the pause)', async () => {
    jest.useFakeTimers();
    try {
      let clock = 0;
      const slicer = timeSlicer({ sliceMs: 5, now: () => clock });
      clock = 5;
      let resumed = false;
      void slicer.pause().then(() => {
        resumed = true;
      });
      await Promise.resolve();
      expect(resumed).toBe(false);
      jest.advanceTimersByTime(0);
      await Promise.resolve();
      await Promise.resolve();
      expect(resumed).toBe(true);
      expect(slicer.due()).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
