import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from './hydration';

/**
 * A page's sections below the fold. On a page the player navigated to, they render in a background
 * render right after the page's first paint, so what the player came for (the top of the page) shows
 * sooner; nothing above them moves when they arrive. On the server and while React hydrates a
 * prerendered page they render at once, exactly as the HTML has them.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  // Not hydrated yet on the server and while hydrating: shown from the first render.
  const [shown, setShown] = useState(!useHydrated());
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
