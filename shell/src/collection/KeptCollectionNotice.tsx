import { useSyncExternalStore } from 'react';
import { Link, ROUTES, useTranslation } from 'shared-contracts';
import { keptCollectionNotice } from './keptCollection';
import styles from '../App.module.css';

/**
 * Says that the missing cards kept in this browser could not be read and were put aside (not deleted),
 * with the way to the collection page that offers them for download and restore. Shown once, until
 * dismissed or followed.
 */
export function KeptCollectionNotice() {
  const { t } = useTranslation('shell');
  const shown = useSyncExternalStore(keptCollectionNotice.subscribe, keptCollectionNotice.get, () => false);
  if (!shown) return null;
  return (
    <div role="status" className={styles.startupNotice} data-collection-put-aside>
      {t('collection.putAside')}{' '}
      <Link to={ROUTES.collection} className={styles.noticeButton} onClick={() => keptCollectionNotice.dismiss()}>
        {t('collection.open')}
      </Link>{' '}
      <button type="button" className={styles.noticeButton} onClick={() => keptCollectionNotice.dismiss()}>
        {t('collection.dismiss')}
      </button>
    </div>
  );
}
