import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * A page's sections below the fold. On a page the player navigated to, they render in a background
 * render right after the page's first paint, so what the player came for (the top of the page) shows
 * sooner; nothing above them moves when they arrive. On the server and while React hydrates a
 * prerendered page they render at once, exactly as the HTML has them.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  // True on the server and while hydrating (the server snapshot), false on a page rendered live.
  const fromServer = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  const [shown, setShown] = useState(fromServer);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
