import { forwardRef, useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { countMissing, EnergyIcon, type CardId, type CardIndex } from 'shared-contracts';
import styles from './MissingCardsPanel.module.css';

/**
 * The cards the player marked as missing (from any page: the shared `missingCards` slice), one row
 * per card with its number of copies, each removable; plus "Clear all" and links to the pages that
 * recalculate without them.
 */
export const MissingCardsPanel = forwardRef<
  HTMLHeadingElement,
  {
    missing: readonly CardId[];
    cards: CardIndex;
    onRemove: (id: CardId) => void;
    onClear: () => void;
  }
>(function MissingCardsPanel({ missing, cards, onRemove, onClear }, headingRef) {
  const { t } = useTranslation('cards');
  const titleId = useId();
  const counts = useMemo(() => [...countMissing(missing)], [missing]);
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-missing-cards>
      <h2 id={titleId} className={styles.title} ref={headingRef} tabIndex={-1}>
        {t('missing.title', { count: counts.length })}
      </h2>
      {counts.length === 0 ? (
        <p className={styles.none}>{t('missing.none')}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {counts.map(([id, copies]) => {
              const card = cards.get(id);
              const name = card ? card.name : t('card.unknown', { ns: 'common', id });
              return (
                <li key={id} className={styles.entry} data-missing-card-id={id}>
                  <EnergyIcon type={card?.type ?? 'Colorless'} decorative />
                  <span className={styles.name}>
                    {name} <span className={styles.id}>{id.toUpperCase()}</span>
                    {copies > 1 ? <span className={styles.copies}> {t('card.count', { ns: 'common', count: copies })}</span> : null}
                  </span>
                  <button type="button" className={styles.remove} aria-label={t('missing.removeLabel', { name })} onClick={() => onRemove(id)}>
                    {t('missing.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className={styles.actions}>
            <button type="button" className={styles.clear} onClick={onClear}>
              {t('missing.clear')}
            </button>
            <Link to="/tier-list">{t('missing.toTierList')}</Link>
            <Link to="/deck">{t('missing.toDeck')}</Link>
          </div>
        </>
      )}
      <p className={styles.note}>{t('missing.note')}</p>
    </section>
  );
});
