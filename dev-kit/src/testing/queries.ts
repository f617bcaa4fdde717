/**
 * A name matcher for `getByRole('button', { name: cardName('Cyrus') })`: a card button is named by
 * what it shows, the card's name first, then its set and number (and count), e.g. "Cyrus A2-150 ×2".
 * Matches that name for this card, not for another whose name starts the same ("Card 1" vs "Card 10").
 */
export function cardName(name: string): (accessibleName: string) => boolean {
  return (accessibleName) => accessibleName.startsWith(`${name} `);
}
