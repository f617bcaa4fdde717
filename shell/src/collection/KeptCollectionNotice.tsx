import { useSyncExternalStore } from 'react';
import { useTranslation } from 'shared-contracts';
import { keptCollectionNotice } from './keptCollection';
import styles from '../App.module.css';

/** Says that the missing cards kept in this browser were damaged and have been reset (shown once, until dismissed). */
export function KeptCollectionNotice() {
  const { t } = useTranslation('shell');
  const shown = useSyncExternalStore(keptCollectionNotice.subscribe, keptCollectionNotice.get, () => false);
  if (!shown) return null;
  return (
    <div role="status" className={styles.startupNotice} data-collection-reset>
      {t('collection.reset')}{' '}
      <button type="button" className={styles.noticeButton} onClick={() => keptCollectionNotice.dismiss()}>
        {t('collection.dismiss')}
      </button>
    </div>
  );
}
