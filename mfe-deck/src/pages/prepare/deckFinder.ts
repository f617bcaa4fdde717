import type { PrepareContext } from '@tcgp/page-render';
import { prepareDeckData } from '@tcgp/data-hooks';

/**
 * What the finder's first render reads (the shell before hydrating a published page, the server build
 * before rendering): the deck data, its decks parsed.
 */
export async function prepareDeckFinder({ store }: PrepareContext): Promise<void> {
  await prepareDeckData(store);
}
