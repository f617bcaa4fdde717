import { act } from '@testing-library/react';
import { afterPaint } from '@tcgp/dev-kit/testing';
import { HOLD_MS } from '../features/tap-safety/useHeldValue';

/**
 * Waits until a mark is in the store and the finder's hold after it is over, so the next best deck
 * shows (real timers).
 */
export async function afterHold(): Promise<void> {
  await afterPaint();
  await act(async () => {
    await new Promise<void>((resolve) => setTimeout(resolve, HOLD_MS + 20));
  });
}
