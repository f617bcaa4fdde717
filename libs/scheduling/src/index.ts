/** `@tcgp/scheduling`: sharing the main thread, and waiting no longer than a while (bundled by each part that uses it). */
export { nextTask, taskAfterQueued } from './nextTask';
export { timeSlicer, type SliceOptions, type TimeSlicer } from './timeSlicer';
export { withTimeout } from './withTimeout';
