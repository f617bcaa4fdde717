import { act } from '@testing-library/react';
import { afterNextPaint } from '@tcgp/ui';

/**
 * A name matcher for `getByRole('button', { name: cardName('Cyrus') })`: a card button is named by
 * what it shows, the card's name first, then its set and number (and count), e.g. "Cyrus A2-150 ×2".
 * Matches that name for this card, not for another whose name starts the same ("Card 1" vs "Card 10").
 */
export function cardName(name: string): (accessibleName: string) => boolean {
  return (accessibleName) => accessibleName.startsWith(`${name} `);
}

/**
 * Waits for `afterNextPaint` of `@tcgp/ui` (work asked for before this runs first, in order), with
 * React's updates of that time applied: a mark's store update and what it re-renders.
 */
export async function afterPaint(): Promise<void> {
  await act(async () => {
    await new Promise<void>((resolve) => afterNextPaint(resolve));
  });
}
