import { useTranslation } from 'shared-contracts';
import styles from './FindByCard.module.css';

/** Instead of the tiers when no deck of the tier list plays every picked card: says so, with the way back to all decks. */
export function NoMatchingDecks({ cards, onShowAll }: { cards: string; onShowAll(): void }) {
  const { t } = useTranslation('tierlist');
  return (
    <section className={styles.empty} data-testid="find-by-card-empty" aria-labelledby="find-by-card-empty-title">
      <h2 className={styles.emptyTitle} id="find-by-card-empty-title">
        {t('findByCard.empty.title', { cards })}
      </h2>
      <p>{t('findByCard.empty.text')}</p>
      <button type="button" className={styles.showAll} onClick={onShowAll}>
        {t('findByCard.empty.showAll')}
      </button>
    </section>
  );
}
