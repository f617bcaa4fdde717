import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigation } from 'shared-contracts';
import type { CardId } from '@tcgp/domain';
import { parsePickedCards, withPickedCards, type CardIndex } from '@tcgp/rules';

/** What the address asked for that was left out: ids that are no cards, and cards beyond the cap. */
export interface DroppedCards {
  unknown: string[];
  overLimit: CardId[];
}

export interface PickedCards {
  /** The picked cards (known ids, at most MAX_PICKED_CARDS), in the order picked. */
  ids: CardId[];
  /** Replaces the choice (in the address, without a new history entry). */
  setIds(ids: readonly CardId[]): void;
  /** What the address named that was left out, until the player changes the choice. */
  dropped: DroppedCards | null;
}

/**
 * The tier list's picked cards, kept in the address (`?with=a1-036,a1-047`) so a filtered view can be
 * shared and reloaded. An address with unknown, malformed, repeated or too many ids is cleaned at once
 * (replaced, not pushed) and what was dropped is kept to be told.
 */
export function usePickedCards(cards: CardIndex): PickedCards {
  const { pathname, search, navigate } = useNavigation();
  const parsed = useMemo(() => parsePickedCards(search, cards), [search, cards]);
  const [dropped, setDropped] = useState<DroppedCards | null>(null);

  useEffect(() => {
    if (parsed.canonical) return;
    if (parsed.unknown.length > 0 || parsed.overLimit.length > 0) setDropped({ unknown: parsed.unknown, overLimit: parsed.overLimit });
    navigate(`${pathname}${withPickedCards(search, parsed.ids)}`, { replace: true });
  }, [parsed, pathname, search, navigate]);

  const setIds = useCallback(
    (ids: readonly CardId[]) => {
      setDropped(null);
      navigate(`${pathname}${withPickedCards(search, ids)}`, { replace: true });
    },
    [pathname, search, navigate],
  );
  return { ids: parsed.ids, setIds, dropped };
}
