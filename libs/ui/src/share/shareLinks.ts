import { useMemo } from 'react';
import { encodeSharedView } from '@tcgp/collection';
import { effectiveFilters } from '@tcgp/rules';
import { ROUTES, selectFilters, selectShownMissingIds, selectPremium, useAppSelector } from 'shared-contracts';

/** The query parameter of a share link: `<page>?s=<code>`. */
export const SHARE_PARAM = 's';

/** `path?s=<code>` (other parameters of `path` are kept). */
export function withShareCode(path: string, code: string): string {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(SHARE_PARAM, code);
  return `${base}?${params.toString()}`;
}

/** The share code of what the player sees now: their missing cards, the filters in force, and optionally a deck. */
export function useShareCode(deck: string | null = null): string {
  const missing = useAppSelector(selectShownMissingIds);
  const filters = useAppSelector(selectFilters);
  const premium = useAppSelector(selectPremium);
  return useMemo(() => encodeSharedView({ missing, filters: effectiveFilters(filters, premium), deck }).code, [missing, filters, premium, deck]);
}

/** The finder's path with this deck's view (the player's missing cards and filters, the deck shown). */
export function useFinderLink(deckId: string): string {
  return withShareCode(ROUTES.deckFinder, useShareCode(deckId));
}
