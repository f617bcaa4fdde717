import { useCallback, useEffect, useState } from 'react';
import type { Tier } from '@tcgp/domain';
import { isNewerDataSet, readLastSeen, writeLastSeen } from '@tcgp/collection';
import { useHydrated } from '@tcgp/ui';

/** The page's localStorage, or null when the browser refuses it. */
function pageStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether to show "Since your last visit" for the data set of `current` (its `lastUpdated`): only after
 * hydration (the published page never depends on the browser's storage), when the player saw an older
 * data set. A first visit records the current set and shows nothing; `seen` records it once the player
 * dismissed the summary (or it had nothing to tell), so it stays dismissed.
 */
export interface LastSeenState {
  show: boolean;
  seen: () => void;
  /** The marks on the tiles while the summary is shown (deck id -> its previous tier, null: new). */
  marks: ReadonlyMap<string, Tier | null> | undefined;
  setMarks: (marks: ReadonlyMap<string, Tier | null>) => void;
}

export function useLastSeen(current: string | undefined): LastSeenState {
  const hydrated = useHydrated();
  const [show, setShow] = useState(false);
  const [marks, setMarks] = useState<ReadonlyMap<string, Tier | null> | undefined>(undefined);
  useEffect(() => {
    if (!hydrated || !current) return;
    const storage = pageStorage();
    const lastSeen = readLastSeen(storage);
    if (lastSeen === null) writeLastSeen(storage, current);
    setShow(isNewerDataSet(lastSeen, current));
  }, [hydrated, current]);
  const seen = useCallback(() => {
    if (current) writeLastSeen(pageStorage(), current);
    setShow(false);
    setMarks(undefined);
  }, [current]);
  return { show, seen, marks: show ? marks : undefined, setMarks };
}
