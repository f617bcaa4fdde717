/**
 * Everything the collection sync keeps between two events, in one place: whose list it follows and
 * in which phase, the base, the open question, the work under way and the timers. The parts of the
 * sync (signInChoice, reconcile, saveLoop, syncWatchers) read and write it; only startCollectionSync
 * moves it to another user.
 */
import type { CardId } from '@tcgp/domain';
import type { StoredCollection } from './collectionStore';
import type { Base } from './syncBase';

/** off: no user or no store; loading: the first read; conflict: a question is open; ready: following the list. */
export type Phase = 'off' | 'loading' | 'conflict' | 'ready';
/** load: the first read after sign-in; pull: read and reconcile; push: save. */
export type Work = 'load' | 'pull' | 'push';

/** The account's copy as the store reads it, when it is readable. */
export type ReadableCollection = Extract<StoredCollection, { doc: unknown }>;

export class SyncState {
  uid: string | null = null;
  phase: Phase = 'off';
  /** Bumped on every sign-in / sign-out: answers for an earlier user are dropped. */
  generation = 0;
  base: Base | null = null;
  /** When this device's list last changed since the base (null: it has not). */
  changedAt: Date | null = null;
  /** The account's copy the open conflict question is about. */
  asked: StoredCollection | null = null;
  /** The open sign-in question about this browser's (signed-out) list: the account's readable copy, or null when nothing is saved. */
  askedSignedOut: { remote: ReadableCollection | null } | null = null;
  /** The list as last seen (a new one is a change of the player's). */
  seen: readonly CardId[];
  /** The followed decks as last seen (a new set is a change of the player's). */
  seenFollows: readonly string[] = [];
  /** True while the sync itself replaces the list (not a change of the player's). */
  applying = false;
  /** The pending save or retry (debounce, back-off). */
  timer: ReturnType<typeof setTimeout> | null = null;
  poll: ReturnType<typeof setInterval> | null = null;
  /** Stops watching the account's copy (null: not watching). */
  unwatch: (() => void) | null = null;
  /** A change notice waiting out the debounce (a burst of notices gives one pull). */
  noticed: ReturnType<typeof setTimeout> | null = null;
  /** Failed loads or saves in a row (picks the back-off). */
  failures = 0;
  /** The work waiting for a retry (or for the browser to be back online). */
  retry: Work | null = null;
  /** The work under way (for the generation it started in), and the work asked for meanwhile. */
  running: { work: Work; generation: number } | null = null;
  queued: Work | null = null;

  constructor(seen: readonly CardId[], seenFollows: readonly string[] = []) {
    this.seen = seen;
    this.seenFollows = seenFollows;
  }

  clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * Follows `uid` (null: nobody) from now on: what was known of the previous user is dropped. The
   * caller moves the generation on (answers still on their way for them are dropped) and stops the
   * timers before.
   */
  switchUser(uid: string | null, seen: readonly CardId[], seenFollows: readonly string[] = []): void {
    this.uid = uid;
    this.base = null;
    this.changedAt = null;
    this.asked = null;
    this.askedSignedOut = null;
    this.failures = 0;
    this.retry = null;
    this.queued = null;
    this.seen = seen;
    this.seenFollows = seenFollows;
  }
}
