import type { KeyboardEvent } from 'react';
import { useTranslation } from 'shared-contracts';
import { MAX_COPIES } from '@tcgp/rules';
import styles from './Collection.module.css';

/**
 * Missing copies of one card (0, 1 or 2) as a spin button: one tab stop per card; + / − , the arrow
 * keys, Home / End and the digits 0-2 change it; the − and + buttons are for pointers and touch.
 */
export function CopiesControl({ name, missing, onChange }: { name: string; missing: number; onChange: (copies: number) => void }) {
  const { t } = useTranslation('cards');
  const set = (copies: number) => {
    const next = Math.max(0, Math.min(MAX_COPIES, copies));
    if (next !== missing) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key;
    let next: number | null = null;
    if (key === '+' || key === '=' || key === 'ArrowUp' || key === 'ArrowRight') next = missing + 1;
    else if (key === '-' || key === '−' || key === 'ArrowDown' || key === 'ArrowLeft') next = missing - 1;
    else if (key === 'Home') next = 0;
    else if (key === 'End') next = MAX_COPIES;
    else if (/^[0-2]$/.test(key)) next = Number(key);
    if (next === null) return;
    event.preventDefault();
    set(next);
  };
  const owned = MAX_COPIES - missing;
  return (
    <div className={styles.copies}>
      <button
        type="button"
        tabIndex={-1}
        className={styles.step}
        aria-label={t('collection.copies.less', { name })}
        disabled={missing === 0}
        onClick={() => set(missing - 1)}
      >
        −
      </button>
      <div
        role="spinbutton"
        tabIndex={0}
        className={styles.value}
        aria-label={t('collection.copies.label', { name })}
        aria-valuemin={0}
        aria-valuemax={MAX_COPIES}
        aria-valuenow={missing}
        aria-valuetext={t('collection.copies.valueText', { missing, owned })}
        data-missing-copies={missing}
        onKeyDown={onKeyDown}
      >
        <span className={missing > 0 ? styles.missing : styles.complete}>{t('collection.copies.missing', { count: missing })}</span>
        <span className={styles.owned}>{t('collection.copies.owned', { count: owned })}</span>
      </div>
      <button
        type="button"
        tabIndex={-1}
        className={styles.step}
        aria-label={t('collection.copies.more', { name })}
        disabled={missing === MAX_COPIES}
        onClick={() => set(missing + 1)}
      >
        +
      </button>
    </div>
  );
}
