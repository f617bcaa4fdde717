/** `@tcgp/scheduling`: sharing the main thread (bundled by each part that uses it). */
export { nextTask, taskAfterQueued } from './nextTask';
export { timeSlicer, type SliceOptions, type TimeSlicer } from './timeSlicer';
