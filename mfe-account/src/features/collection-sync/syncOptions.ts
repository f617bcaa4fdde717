/**
 * What the collection sync is started with (see collectionSync.ts): its timing, the store to save
 * to, and the page it listens to. Stand-ins for the window, the document and the clock come in here.
 */
import type { OwnerStorage } from '@tcgp/collection';
import type { CollectionStore } from './collectionStore';

export interface SyncTiming {
  /** Quiet time after the last change before it is saved (ms). */
  debounceMs: number;
  /** Pauses before the retries of a failed load or save; the last one repeats (ms). */
  retryDelaysMs: readonly number[];
  /** How often a visible page asks for the other devices' changes (ms; default 5 minutes). */
  pollMs?: number;
}

export const DEFAULT_SYNC_TIMING = { debounceMs: 1500, retryDelaysMs: [2000, 5000, 15_000, 30_000, 60_000], pollMs: 5 * 60_000 } as const satisfies SyncTiming;

/** Where the base and the browser list's owner are remembered across reloads (localStorage, or a stand-in in tests). */
export type SyncBaseStorage = OwnerStorage;

export interface SyncOptions {
  /** The store to save to, or null when none is configured (then the sync stays off). */
  collectionStore: () => CollectionStore | null;
  timing?: SyncTiming;
  now?: () => Date;
  /** Where `online`, `offline` and `focus` are listened to (the window). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Where `visibilitychange` is listened to and visibility read (the document). */
  page?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** False while the browser knows it is offline (navigator.onLine). */
  isOnline?: () => boolean;
  /**
   * Remembers the owner of the browser's list and its base across reloads (none: the base is known
   * from sign-in on only, and the browser's list counts as the signed-in user's).
   */
  baseStorage?: SyncBaseStorage | null;
}
