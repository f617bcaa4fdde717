/** The browser's `scheduler.yield()` where it has one (Chromium 129+). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Lets the browser run other work (input, paint) before the next step: resolves in a new task. Where the
 * browser has `scheduler.yield()`, the work goes on before other queued tasks of the page (it is
 * continued, not sent to the back of the queue); elsewhere after a zero timeout.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield();
  return taskAfterQueued();
};

/**
 * Resolves in a new task behind the tasks already queued (a zero timeout): for work that should let
 * the page go first (checking a data file, the next slice of a long loop), where {@link nextTask}
 * would put it ahead of them.
 */
export const taskAfterQueued = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
