import { FEW_GAMES_BELOW, hasFewGames } from '@tcgp/rules';
import { useUiTranslation } from './texts/namespace';
import styles from './FewGamesMark.module.css';

/** The words of the "few games" mark, for a name or a sentence that says it without the frame. */
export function useFewGamesWords(): string {
  const { t } = useUiTranslation();
  return t('fewGames.mark');
}

/**
 * "Few games" in a frame (words, not only a colour), with the threshold in its tooltip, when a deck's
 * games are below `FEW_GAMES_BELOW` (100); nothing otherwise, unknown games included. The same mark on
 * the tier tiles and the deck page's win rate. Test hook: `data-few-games`.
 */
export function FewGamesMark({ games }: { games: number | null }) {
  const { t } = useUiTranslation();
  if (!hasFewGames(games)) return null;
  return (
    <span className={styles.mark} title={t('fewGames.title', { min: FEW_GAMES_BELOW })} data-few-games>
      {t('fewGames.mark')}
    </span>
  );
}
