/** The path of a card's page: `/card/{id}` (`/card/a1-225`), the id URL-encoded. */
export function cardPath(cardId: string): string {
  return `/card/${encodeURIComponent(cardId)}`;
}
