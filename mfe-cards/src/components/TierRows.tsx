import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tier, TierRow } from 'shared-contracts';
import styles from './TierRows.module.css';

const TIER_COLOUR: Record<Tier, string> = {
  S: 'var(--tier-s)',
  A: 'var(--tier-a)',
  B: 'var(--tier-b)',
  C: 'var(--tier-c)',
  D: 'var(--tier-d)',
  E: 'var(--tier-e)',
};

/**
 * The six tier rows S..E (as `assignTiers` returns them), each a labelled region ("Tier S") with its
 * items in order, or `emptyText` when a tier holds nothing.
 */
export function TierRows<T>(props: {
  rows: readonly TierRow<T>[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
}) {
  const { t } = useTranslation('cards');
  const baseId = useId();
  return (
    <div className={styles.rows}>
      {props.rows.map(({ tier, items }) => {
        const headingId = `${baseId}-tier-${tier}`;
        return (
          <section key={tier} className={styles.row} aria-labelledby={headingId} data-tier={tier}>
            <h2 id={headingId} className={styles.label} style={{ background: TIER_COLOUR[tier] }}>
              <span aria-hidden="true">{tier}</span>
              <span className="visually-hidden">{t('tier', { tier })}</span>
            </h2>
            {items.length > 0 ? (
              <ul className={styles.items}>
                {items.map((item) => (
                  <li key={props.itemKey(item)} className={styles.item}>
                    {props.renderItem(item)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{props.emptyText}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
