import type { Locator } from '@playwright/test';

/**
 * The entries one tap on a card of the finder's best deck adds to the missing list, read from the
 * card's tile before the tap: two when the list holds one copy of the card, else one (the finder's
 * click rule, docs/product-rules.md). Which card comes first depends on the demo data's date.
 */
export async function entriesForOneTap(card: Locator): Promise<string> {
  const copies = Number(/×\s*(\d)/.exec(await card.innerText())?.[1] ?? '1');
  return copies === 1 ? '2' : '1';
}
