import { setCopies, useAppDispatch, useAppSelector, useTranslation } from 'shared-contracts';
import { replacedDismissed, selectCollectionSync } from './collectionSyncSlice';
import controls from '../shared/headerControls.module.css';
import styles from './SyncStatus.module.css';

/**
 * Tells the player that a change of theirs was replaced by their other device's change of the same
 * card (the later change won the merge), with Undo: their value is applied again as a new change,
 * which the sync saves like any other.
 */
export function ReplacedNotice() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const replaced = useAppSelector((state) => selectCollectionSync(state).replaced);
  if (replaced.length === 0) return null;
  const cards = replaced.map((change) => change.cardId).join(', ');
  const undo = () => {
    for (const change of replaced) dispatch(setCopies(change.cardId, change.copies));
    dispatch(replacedDismissed());
  };
  return (
    <span className={styles.replaced} role="status" data-collection-replaced>
      {t('collection.replaced', { count: replaced.length, cards })}{' '}
      <button type="button" className={controls.button} onClick={undo}>
        {t('collection.replacedUndo')}
      </button>{' '}
      <button type="button" className={controls.button} onClick={() => dispatch(replacedDismissed())}>
        {t('collection.replacedDismiss')}
      </button>
    </span>
  );
}
