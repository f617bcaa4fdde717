// Whether a new version of the site is ready, shared by the lazily loaded registration code (which finds
// out) and the "Reload to update" prompt (which is in the first bundle and only reads this).

export interface UpdateState {
  /** A new worker is waiting, or the registry now names other builds than this page loaded. */
  ready: boolean;
  /** What "Reload to update" does: activates the waiting worker (if any) and reloads the page. */
  apply: () => void;
}

const IDLE: UpdateState = { ready: false, apply: () => undefined };
let state: UpdateState = IDLE;
const listeners = new Set<() => void>();

export const updateState = {
  get: (): UpdateState => state,
  /** The state before anything is known (also the server's). */
  idle: (): UpdateState => IDLE,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Announces a new version; `apply` runs when the player clicks "Reload to update". */
  announce(apply: () => void): void {
    state = { ready: true, apply };
    for (const listener of listeners) listener();
  },
};
