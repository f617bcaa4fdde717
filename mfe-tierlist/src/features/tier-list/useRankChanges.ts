import { useMemo } from 'react';
import { deriveDecks, rankChanges, type RankChange } from '@tcgp/rules';
import { useDeferredQuery, type DerivedDecksView } from '@tcgp/data-hooks';
import { useGetLastWeekQuery } from '../shared/statisticsApi';

/**
 * Each shown deck's rank change since last week (deck name -> change), in the sort order in force:
 * last week's ranking of the decks the player's missing cards and filters leave, cut to the same deck
 * amount ({@link rankChanges}). Undefined while last-week.json loads, or when the data set has none
 * or it cannot be read: the tier list then simply shows no arrows.
 */
export function useRankChanges(view: DerivedDecksView): Map<string, RankChange> | undefined {
  // Asked for once meta.json tells the set has it (a published drop has no statistics files).
  // It arrives after the tiers are on screen: the arrows are added in a background render.
  const lastWeekData = useDeferredQuery(useGetLastWeekQuery(undefined, { skip: !view.meta || view.meta.statistics === false })).data;
  const { archetypes, cards, filters, result, missing } = view;
  const eligible = useMemo(() => {
    if (!archetypes || !cards || !lastWeekData) return undefined;
    const all = deriveDecks({ archetypes, cards, missing, filters: { ...filters, deckAmount: archetypes.length } });
    return new Set(all.decks.map((deck) => deck.name));
  }, [archetypes, cards, missing, filters, lastWeekData]);
  return useMemo(
    () =>
      lastWeekData && result && eligible
        ? rankChanges(result.decks, lastWeekData, { sortBy: filters.sortBy, deckAmount: filters.deckAmount, eligible })
        : undefined,
    [lastWeekData, result, eligible, filters.sortBy, filters.deckAmount],
  );
}
