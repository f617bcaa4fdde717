import { useEffect, useState } from 'react';
import { partitionKnown } from '@tcgp/collection';
import type { CardIndex } from '@tcgp/rules';
import { replaceMissing, selectMissingIds, useAppDispatch, useAppSelector, type CardId } from 'shared-contracts';

/**
 * Drops the missing cards the loaded card catalogue does not know (a data update removed them, or a
 * shared link or import named them) and returns their ids, for a notice, until `dismiss` is called.
 * Any page that has the cards loaded and shows the list does it (the missing-cards panel does).
 */
export function useDropUnknownMissing(cards: CardIndex | undefined): { dropped: CardId[]; dismiss: () => void } {
  const dispatch = useAppDispatch();
  const missing = useAppSelector(selectMissingIds);
  const [dropped, setDropped] = useState<CardId[]>([]);
  useEffect(() => {
    if (!cards || cards.size === 0) return;
    const { kept, dropped: unknown } = partitionKnown(missing, (id) => cards.has(id));
    if (unknown.length === 0) return;
    dispatch(replaceMissing(kept, 'cleanup'));
    setDropped((before) => [...new Set([...before, ...unknown])]);
  }, [cards, missing, dispatch]);
  return { dropped, dismiss: () => setDropped([]) };
}
