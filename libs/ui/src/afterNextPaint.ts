/**
 * Runs `work` once the browser has painted the current frame: in a task after the next animation frame.
 * A tap's own answer (the tapped card struck through) reaches the screen first, and the store update
 * that re-renders everything reading it comes after, outside the tap's event-to-paint time. The work
 * runs even when the component that asked for it is gone: a mark is never dropped.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}
