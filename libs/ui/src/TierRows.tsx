import { useId, type CSSProperties, type ReactNode } from 'react';
import { useUiTranslation } from './texts/namespace';
import type { Tier } from '@tcgp/domain';
import type { TierRow } from '@tcgp/rules';
import styles from './TierRows.module.css';

/** The row's colour token (`--tier-s`..`--tier-e`) as `--tier-color`, for the label and the items. */
function tierColour(tier: Tier): CSSProperties & { '--tier-color': string } {
  return { '--tier-color': `var(--tier-${tier.toLowerCase()})` };
}

/** `data-*` attributes for an item's list entry (test hooks such as `data-deck-id`). */
export type DataAttributes = { [name: `data-${string}`]: string };

export interface TierRowsProps<T> {
  /** The six rows S..E, as `assignTiers` returns them. */
  rows: readonly TierRow<T>[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Shown in a row without items ("No decks in this tier"). */
  emptyText: string;
  /** `grid`: items share the row in equal columns (deck tiles); `wrap`: items keep their own width (cards, expansions). */
  layout?: 'grid' | 'wrap';
  itemAttributes?: (item: T) => DataAttributes;
}

/**
 * The six tier rows S..E: each a region named "Tier S" with the coloured label (--tier-* tokens) and its
 * items in order, or `emptyText`. Rows stay visible when empty, so the scale is always clear. Items
 * can use the row's colour as `var(--tier-color)`. Test hook: `data-tier` on each row.
 */
export function TierRows<T>({ rows, itemKey, renderItem, emptyText, layout = 'wrap', itemAttributes }: TierRowsProps<T>) {
  const { t } = useUiTranslation();
  const baseId = useId();
  return (
    <div className={styles.rows}>
      {rows.map(({ tier, items }) => {
        const headingId = `${baseId}-tier-${tier}`;
        return (
          <section key={tier} className={styles.row} style={tierColour(tier)} aria-labelledby={headingId} data-tier={tier}>
            <h2 id={headingId} className={styles.label}>
              <span aria-hidden="true">{tier}</span>
              <span className="visually-hidden">{t('tier.label', { tier })}</span>
            </h2>
            {items.length > 0 ? (
              <ul className={`${styles.items} ${layout === 'grid' ? styles.grid : styles.wrap}`}>
                {items.map((item) => (
                  <li key={itemKey(item)} className={styles.item} {...itemAttributes?.(item)}>
                    {renderItem(item)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{emptyText}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
