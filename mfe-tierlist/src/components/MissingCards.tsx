import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CardTile,
  clearMissing,
  countMissing,
  removeMissing,
  selectMissingIds,
  useAppDispatch,
  useAppSelector,
  type CardIndex,
} from 'shared-contracts';
import styles from './MissingCards.module.css';

/**
 * The cards the player marked as missing (anywhere on the site), one tile per card with the number
 * of copies marked, each removable; the tier list recalculates as soon as one is removed.
 */
export function MissingCards({ cards }: { cards: CardIndex }) {
  const { t } = useTranslation('tierlist');
  const dispatch = useAppDispatch();
  const missing = useAppSelector(selectMissingIds);
  const counts = countMissing(missing);
  const titleId = useId();
  if (counts.size === 0) {
    return <p className={styles.none}>{t('missing.none')}</p>;
  }
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="tierlist-missing">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('missing.title')}
        </h2>
        <button type="button" className={styles.clear} onClick={() => dispatch(clearMissing())}>
          {t('missing.clear')}
        </button>
      </div>
      <p className={styles.summary}>{t('missing.summary', { count: counts.size })}</p>
      <ul className={styles.list}>
        {[...counts].map(([cardId, copies]) => {
          const card = cards.get(cardId);
          const name = card?.name ?? cardId;
          return (
            <li key={cardId} className={styles.item} data-missing-card={cardId}>
              <CardTile cardId={cardId} card={card} size="sm" count={copies} />
              <button
                type="button"
                className={styles.remove}
                aria-label={t('missing.removeLabel', { name })}
                onClick={() => dispatch(removeMissing(cardId))}
              >
                <span aria-hidden="true">×</span> {t('missing.remove')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
