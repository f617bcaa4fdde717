import { useId } from 'react';
import { useTranslation } from 'shared-contracts';
import { MIN_GAMES_OPTIONS, type MinGames } from '@tcgp/rules';
import { formatCount } from '@tcgp/ui';
import styles from './MinGamesFilter.module.css';

export interface MinGamesFilterProps {
  min: MinGames;
  onChange(min: MinGames): void;
  /** How many of the tier list's decks have at least `min` games. */
  shown: number;
  total: number;
}

function isMinGames(value: number): value is MinGames {
  return (MIN_GAMES_OPTIONS as readonly number[]).includes(value);
}

/**
 * "Minimum games" on the tier list, for everyone: any (the default), 50, 100 or 500. It only hides
 * decks with fewer games; the others keep their tier and rank. With a minimum, a status says how many
 * decks are left ("12 of 30 decks have 100 games or more").
 */
export function MinGamesFilter({ min, onChange, shown, total }: MinGamesFilterProps) {
  const { t, i18n } = useTranslation('tierlist');
  const lang = i18n.language;
  const id = useId();
  return (
    <div className={styles.filter} data-min-games={min}>
      <label htmlFor={id} className={styles.label}>
        {t('sampleSize.minLabel')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={min}
        onChange={(e) => {
          const value = Number(e.target.value);
          if (isMinGames(value)) onChange(value);
        }}
      >
        {MIN_GAMES_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option === 0 ? t('sampleSize.any') : t('sampleSize.atLeast', { games: formatCount(option, lang) })}
          </option>
        ))}
      </select>
      {/* Always there (empty for "any"), so a screen reader hears the count change. */}
      <p className={styles.count} role="status" data-testid="min-games-count">
        {min > 0
          ? t('sampleSize.count', { count: shown, shown: formatCount(shown, lang), total: formatCount(total, lang), min: formatCount(min, lang) })
          : null}
      </p>
    </div>
  );
}
