import { useTranslation, useAppDispatch, useAppSelector } from 'shared-contracts';
import { conflictReopened, selectCollectionSync } from './collectionSyncSlice';
import styles from '../slots/AccountSlot.module.css';

/**
 * The sync of the collection in the header, quietly: "Not saved, retrying" while saves fail (the list
 * is kept on the device), and the way back to the question when the player put off choosing a list.
 */
export function SyncStatus() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  // Only what is shown (the sync's other states change often and show nothing).
  const retrying = useAppSelector((state) => selectCollectionSync(state).status === 'retrying');
  const putOff = useAppSelector((state) => selectCollectionSync(state).status === 'conflict' && selectCollectionSync(state).deferred);
  if (putOff) {
    return (
      <button type="button" className={styles.button} onClick={() => dispatch(conflictReopened())} aria-haspopup="dialog" data-collection-sync="conflict">
        {t('collection.choose')}
      </button>
    );
  }
  return (
    <span className={styles.syncStatus} role="status" data-collection-sync={retrying ? 'retrying' : undefined}>
      {retrying ? t('collection.retrying') : null}
    </span>
  );
}
