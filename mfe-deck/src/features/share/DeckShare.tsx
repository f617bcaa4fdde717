import { DEFAULT_DECK_FILTERS, type Archetype, type MatchupSummary, type Tier } from '@tcgp/domain';
import { assignTiers, deriveDecks, metricValue, type CardIndex } from '@tcgp/rules';
import { useDeckData } from '@tcgp/data-hooks';
import { ShareDeckButton } from '@tcgp/ui';

export interface PublishedTierInput {
  archetypes: readonly Archetype[] | undefined;
  cards: CardIndex | undefined;
  summary: MatchupSummary | undefined;
}

/**
 * A deck's tier on the published tier list (no missing cards, the free filters): the tier its link
 * preview shows, whatever the sharing player's own view. Null when the deck is on none.
 */
export function publishedTier({ archetypes, cards, summary }: PublishedTierInput, deckId: string): Tier | null {
  if (!archetypes || !cards) return null;
  const filters = { ...DEFAULT_DECK_FILTERS };
  const { decks } = deriveDecks({ archetypes, cards, missing: [], filters, ...(summary ? { summary } : {}) });
  return assignTiers(decks, (d) => metricValue(d, filters.sortBy)).find((row) => row.items.some((d) => d.id === deckId))?.tier ?? null;
}

/**
 * "Share deck" for a deck the page shows: its page's address, its name and its published tier (worked
 * out when the button is pressed, not on every render).
 */
export function DeckShare({ deckId, name }: { deckId: string; name: string }) {
  const data = useDeckData();
  return <ShareDeckButton deckId={deckId} name={name} tier={() => publishedTier(data, deckId)} />;
}
