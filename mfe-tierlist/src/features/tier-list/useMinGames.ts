import { useCallback, useEffect, useMemo } from 'react';
import { useNavigation } from 'shared-contracts';
import { parseMinGames, withMinGames, type MinGames } from '@tcgp/rules';

export interface MinGamesChoice {
  /** The minimum games a shown deck has (0 = any). */
  min: MinGames;
  /** Replaces the choice (in the address, without a new history entry). */
  setMin(min: MinGames): void;
}

/**
 * The tier list's minimum-games choice, kept in the address (`?min-games=100`) like the picked cards,
 * so a view can be shared and reloaded. Another value in the address is read as "any" and cleaned.
 */
export function useMinGames(): MinGamesChoice {
  const { pathname, search, navigate } = useNavigation();
  const parsed = useMemo(() => parseMinGames(search), [search]);
  useEffect(() => {
    if (!parsed.canonical) navigate(`${pathname}${withMinGames(search, parsed.min)}`, { replace: true });
  }, [parsed, pathname, search, navigate]);
  const setMin = useCallback((min: MinGames) => navigate(`${pathname}${withMinGames(search, min)}`, { replace: true }), [pathname, search, navigate]);
  return { min: parsed.min, setMin };
}
