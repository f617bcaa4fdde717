import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long the finder keeps what it shows after a mark. A quick second tap (a double tap, a finger that
 * bounces) comes within about 350 ms; if the grid re-sorted before it, that tap would land on whatever
 * card moved under the finger and mark a card the player never touched.
 */
export const HOLD_MS = 500;

/**
 * `value`, except that `hold()` keeps the value on screen as it is for `ms` (each further `hold()` starts
 * the wait again); then the latest value shows. `release()` ends the wait at once.
 */
export function useHeldValue<T>(value: T, ms: number = HOLD_MS): { shown: T; hold: () => void; release: () => void } {
  const [held, setHeld] = useState<{ value: T } | null>(null);
  const shown = held ? held.value : value;
  // What the screen shows now: the value a hold keeps (the render a tap happened on).
  const onScreen = useRef(shown);
  useEffect(() => {
    onScreen.current = shown;
  }, [shown]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const release = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setHeld(null);
  }, []);
  const hold = useCallback(() => {
    setHeld((current) => current ?? { value: onScreen.current });
    clearTimeout(timer.current);
    timer.current = setTimeout(release, ms);
  }, [ms, release]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return { shown, hold, release };
}
