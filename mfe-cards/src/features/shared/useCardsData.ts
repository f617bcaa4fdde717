import { useMemo } from 'react';
import { useTranslation } from 'shared-contracts';
import { combineQueries, type QueryError, useDeferredQuery, useLocalizedCardsQuery, useGetMetaQuery } from '@tcgp/data-hooks';
import { cardIndexOf, type CardIndex } from '@tcgp/rules';
import type { CardScore, DataMeta } from '@tcgp/domain';
import { useGetCardScoresQuery } from './cardScores';

export interface CardsData {
  status: 'loading' | 'error' | 'ready';
  error: QueryError | undefined;
  retry: () => void;
  cards: CardIndex | undefined;
  cardScores: CardScore[] | undefined;
  meta: DataMeta | undefined;
}

/** The three files both pages need: card catalogue, card scores and meta (expansions), handed over in a background render. */
export function useCardsData(): CardsData {
  const cards = useLocalizedCardsQuery();
  const cardScores = useDeferredQuery(useGetCardScoresQuery());
  const meta = useDeferredQuery(useGetMetaQuery());
  const index = useMemo(() => (cards.data ? cardIndexOf(cards.data) : undefined), [cards.data]);
  return {
    ...combineQueries([cards, cardScores, meta]),
    cards: index,
    cardScores: cardScores.data,
    meta: meta.data,
  };
}

/** The page language as i18next resolved it (one of the nine codes). */
export function usePageLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}
