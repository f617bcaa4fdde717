import { useEffect, useMemo, useState } from 'react';
import { partitionKnown } from '@tcgp/collection';
import type { CardIndex } from '@tcgp/rules';
import { replaceMissing, selectMissingIds, useAppDispatch, useAppSelector } from 'shared-contracts';
import type { CardId } from '@tcgp/domain';

/**
 * Drops the missing cards the loaded card catalogue does not know (a data update removed them, or a
 * shared link or import named them) and returns their ids, for a notice, until `dismiss` is called.
 * Any page that has the cards loaded and shows the list does it (the missing-cards panel does).
 */
export function useDropUnknownMissing(cards: CardIndex | undefined): { dropped: CardId[]; dismiss: () => void } {
  const dispatch = useAppDispatch();
  const missing = useAppSelector(selectMissingIds);
  const unknown = useMemo(() => (cards && cards.size > 0 ? partitionKnown(missing, (id) => cards.has(id)) : null), [cards, missing]);
  const [dropped, setDropped] = useState<CardId[]>([]);
  const [noted, setNoted] = useState<readonly CardId[] | null>(null);
  // The notice follows the list (state adjusted while rendering, once per new set of unknown ids).
  if (unknown && unknown.dropped.length > 0 && noted !== unknown.dropped) {
    setNoted(unknown.dropped);
    setDropped((before) => [...new Set([...before, ...unknown.dropped])]);
  }
  // The store follows too: the unknown ids leave the list (the undo stays as it was).
  useEffect(() => {
    if (unknown && unknown.dropped.length > 0) dispatch(replaceMissing(unknown.kept, 'cleanup'));
  }, [unknown, dispatch]);
  return { dropped, dismiss: () => setDropped([]) };
}
