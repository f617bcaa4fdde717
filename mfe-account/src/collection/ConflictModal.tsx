import { useTranslation, selectMissingIds, useAppDispatch, useAppSelector } from 'shared-contracts';
import { countMissing } from '@tcgp/rules';
import { formatDate } from '@tcgp/ui';
import { Modal } from '../modals/Modal';
import { conflictAnswered, conflictDeferred, selectCollectionSync } from './collectionSyncSlice';
import styles from '../modals/modals.module.css';

/**
 * After sign-in, when this device's missing cards and the ones saved to the account differ: which to
 * keep (this device's, the saved ones, or both merged). Nothing is overwritten before the answer;
 * "Decide later" (or Escape) puts the question off, and the header offers it again.
 */
export function ConflictModal() {
  const { t, i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const { conflict } = useAppSelector(selectCollectionSync);
  const device = useAppSelector(selectMissingIds);
  if (!conflict) return null;
  const later = () => dispatch(conflictDeferred());
  const date = formatDate(conflict.updatedAt || null, i18n.resolvedLanguage ?? i18n.language);
  return (
    <Modal name="collection-conflict" title={t('collection.conflictTitle')} onClose={later}>
      <p className={styles.intro}>{t('collection.conflictText')}</p>
      <ul className={styles.conflictCounts}>
        <li>{t('collection.deviceCount', { count: countMissing(device).size })}</li>
        <li>{date ? t('collection.savedCount', { count: countMissing(conflict.saved).size, date }) : t('collection.savedCountNoDate', { count: countMissing(conflict.saved).size })}</li>
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} data-autofocus onClick={() => dispatch(conflictAnswered('merge'))}>
          {t('collection.merge')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => dispatch(conflictAnswered('device'))}>
          {t('collection.keepDevice')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => dispatch(conflictAnswered('saved'))}>
          {t('collection.keepSaved')}
        </button>
        <button type="button" className={styles.link} onClick={later}>
          {t('collection.later')}
        </button>
      </div>
      <p className={styles.note}>{t('collection.mergeNote')}</p>
    </Modal>
  );
}
