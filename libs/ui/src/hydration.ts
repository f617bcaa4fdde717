import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server prerenders the page and while React hydrates it, true afterwards. For values
 * the prerendered HTML cannot know (runtime config, local settings): render the HTML's value first, the
 * real one right after, with no hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
