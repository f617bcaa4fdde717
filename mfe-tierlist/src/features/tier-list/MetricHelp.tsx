import { useTranslation } from 'shared-contracts';
import { SORT_OPTIONS } from '@tcgp/domain';
import { InfoTip } from './InfoTip';
import styles from './MetricHelp.module.css';

/**
 * "What the numbers mean": one tooltip each for score, popularity, strength and win rate (how each is
 * computed, as docs/data.md defines them) and one for the rank arrows, when the view shows them (a
 * personal view has none).
 */
export function MetricHelp({ arrows }: { arrows: boolean }) {
  const { t } = useTranslation('tierlist');
  return (
    <div className={styles.help} data-testid="tierlist-metric-help">
      <span className={styles.title}>{t('help.title')}</span>
      {SORT_OPTIONS.map((metric) => {
        const label = t(`sort.${metric}`);
        return <InfoTip key={metric} label={label} buttonLabel={t('help.button', { metric: label })} text={t(`help.${metric}`)} />;
      })}
      {arrows ? <InfoTip label={t('help.rankChange')} buttonLabel={t('help.rankChangeButton')} text={t('help.rankChangeText')} /> : null}
    </div>
  );
}
