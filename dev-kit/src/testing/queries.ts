import { act } from '@testing-library/react';

/**
 * A name matcher for `getByRole('button', { name: cardName('Cyrus') })`: a card button is named by
 * what it shows, the card's name first, then its set and number (and count), e.g. "Cyrus A2-150 ×2".
 * Matches that name for this card, not for another whose name starts the same ("Card 1" vs "Card 10").
 */
export function cardName(name: string): (accessibleName: string) => boolean {
  return (accessibleName) => accessibleName.startsWith(`${name} `);
}

/**
 * Waits until the browser has painted a frame and run the task queued after it (what `afterNextPaint`
 * of `@tcgp/ui` waits for), with React's updates of that time applied: a mark's store update and
 * what it re-renders.
 */
export async function afterPaint(): Promise<void> {
  await act(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}
