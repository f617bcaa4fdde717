import { useTranslation, useAppDispatch, useAppSelector } from 'shared-contracts';
import { conflictReopened, selectCollectionSync, type CollectionSyncStatus } from './collectionSyncSlice';
import controls from '../shared/headerControls.module.css';
import styles from './SyncStatus.module.css';

/** The statuses the header names, and their texts. */
const SHOWN = {
  synced: 'collection.synced',
  saving: 'collection.saving',
  offline: 'collection.offline',
  retrying: 'collection.retrying',
} as const satisfies Partial<Record<CollectionSyncStatus, string>>;

type Shown = keyof typeof SHOWN;
const isShown = (status: CollectionSyncStatus): status is Shown => status in SHOWN;

/**
 * The sync of the collection in the header: "Saved", "Saving…", "Offline — will save" (the list is
 * kept on the device and saved once the browser is back online), "Could not save — retrying", and
 * the way back to the question when the player put off choosing a list. "Saved" and "Saving…" give
 * way on phones, where the header has no room to spare; the two that need attention stay.
 */
export function SyncStatus() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectCollectionSync(state).status);
  const putOff = useAppSelector((state) => selectCollectionSync(state).status === 'conflict' && selectCollectionSync(state).deferred);
  if (putOff) {
    return (
      <button type="button" className={controls.button} onClick={() => dispatch(conflictReopened())} aria-haspopup="dialog" data-collection-sync="conflict">
        {t('collection.choose')}
      </button>
    );
  }
  const shown = isShown(status) ? status : null;
  const quiet = shown === 'synced' || shown === 'saving';
  return (
    <span className={`${styles.syncStatus}${quiet ? ` ${controls.wideOnly}` : ''}`} role="status" data-collection-sync={shown ?? undefined}>
      {shown ? t(SHOWN[shown]) : null}
    </span>
  );
}
