import { useTranslation } from 'shared-contracts';
import { freshness } from '@tcgp/rules';
import { formatDate, parseIsoDate, usePageTime } from '@tcgp/ui';
import styles from './LastUpdated.module.css';

const DOT_CLASS = { green: styles.green, recent: styles.recent, red: styles.red } as const;

/**
 * "Last updated" indicator: a dot coloured by `freshness` (green within 2 days, a neutral grey within 7,
 * so a week-old data set does not read as a warning, red otherwise, measured against `now`) and the date in the reader's locale. The colour is also
 * given in words (dot's accessible name and tooltip), so it does not rely on colour alone.
 * Without `now` (tests pass one), the page's time: the publish time while the published page is
 * rendered and hydrated, the reader's clock right after (`usePageTime`).
 */
export function LastUpdated({ lastUpdated, now }: { lastUpdated: string; now?: Date | undefined }) {
  const { t, i18n } = useTranslation('tierlist');
  const pageTime = usePageTime();
  const date = parseIsoDate(lastUpdated);
  const level = freshness(date, now ?? pageTime);
  const status = t(`freshness.${level}`);
  return (
    <p className={styles.lastUpdated} data-freshness={level} data-testid="tierlist-last-updated">
      <span className={`${styles.dot} ${DOT_CLASS[level]}`} role="img" aria-label={status} title={status} />
      <span>{t('lastUpdated', { date: formatDate(lastUpdated, i18n.language) ?? lastUpdated })}</span>
    </p>
  );
}
