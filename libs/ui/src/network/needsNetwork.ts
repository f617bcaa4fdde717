import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** True while the browser knows it has no connection (`navigator.onLine` false). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser is online, following its `online` and `offline` events (online on the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}

export interface NeedsNetwork {
  /** True after an action was refused (or ended) because the browser is offline, until it is back online. */
  offline: boolean;
  /**
   * Runs `action` when the browser is online; offline, it does not start it and `offline` turns true
   * (also when the action ends, or fails, with the browser offline). Other failures are the caller's.
   */
  run: (action: () => unknown) => Promise<void>;
  /** Hides the message (it also goes when the browser is back online). */
  dismiss: () => void;
}

/**
 * For an action that needs the network (sign-in, checkout, …): it is not started while the browser is
 * offline, and one that ends while the browser is offline (the connection dropped meanwhile) is told
 * apart, so the page can say "you're offline" instead of failing silently.
 */
export function useNeedsNetwork(): NeedsNetwork {
  const [offline, setOffline] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    const back = () => setOffline(false);
    window.addEventListener('online', back);
    return () => {
      mounted.current = false;
      window.removeEventListener('online', back);
    };
  }, []);
  const run = useCallback(async (action: () => unknown) => {
    if (isOffline()) {
      setOffline(true);
      return;
    }
    setOffline(false);
    try {
      await action();
    } catch (error) {
      // Failed because the connection dropped meanwhile: that is what the page says; else the caller's.
      if (!isOffline()) throw error;
    }
    if (isOffline() && mounted.current) setOffline(true);
  }, []);
  const dismiss = useCallback(() => setOffline(false), []);
  return { offline, run, dismiss };
}
