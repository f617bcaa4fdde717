import { taskAfterQueued } from './nextTask';

/** How a long loop shares the main thread: slices of about `sliceMs` milliseconds with `pause()` between them. */
export interface SliceOptions {
  /** How long one slice may run (default 5 ms: a phone's frame budget leaves room for input). */
  sliceMs?: number;
  /** What happens between two slices (default {@link taskAfterQueued}: the page's queued work goes first). */
  pause?: () => Promise<void>;
  /** The clock (default `Date.now`; tests pass their own). */
  now?: () => number;
}

/** The clock of a sliced loop: see {@link timeSlicer}. */
export interface TimeSlicer {
  /** True once the current slice has run for `sliceMs` or longer. */
  due(): boolean;
  /** Pauses, then starts a new slice. */
  pause(): Promise<void>;
}

/**
 * The clock of a loop that runs in slices: `if (slicer.due()) await slicer.pause();` before each step.
 * Steps in one slice run without awaiting anything (a step costs no microtask when no pause is due).
 */
export function timeSlicer({ sliceMs = 5, pause = taskAfterQueued, now = () => Date.now() }: SliceOptions = {}): TimeSlicer {
  let sliceStart = now();
  return {
    due: () => now() - sliceStart >= sliceMs,
    async pause() {
      await pause();
      sliceStart = now();
    },
  };
}
