import { useTranslation } from 'react-i18next';
import { SORT_OPTIONS } from 'shared-contracts';
import { InfoTip } from './InfoTip';
import styles from './MetricHelp.module.css';

/** "What the numbers mean": one tooltip each for score, popularity, strength and win rate. */
export function MetricHelp() {
  const { t } = useTranslation('tierlist');
  return (
    <div className={styles.help} data-testid="tierlist-metric-help">
      <span className={styles.title}>{t('help.title')}</span>
      {SORT_OPTIONS.map((metric) => {
        const label = t(`sort.${metric}`);
        return <InfoTip key={metric} label={label} buttonLabel={t('help.button', { metric: label })} text={t(`help.${metric}`)} />;
      })}
    </div>
  );
}
