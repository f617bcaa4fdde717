import { useTranslation, selectMissingIds, useAppDispatch, useAppSelector } from 'shared-contracts';
import { countMissing } from '@tcgp/rules';
import { downloadText, formatDate } from '@tcgp/ui';
import { Modal } from '../shared/Modal';
import { conflictAnswered, conflictDeferred, selectCollectionSync } from './collectionSyncSlice';
import styles from '../shared/modals.module.css';

/** The file the unreadable account copy is downloaded as. */
export const UNREADABLE_FILE_NAME = 'tcgp-account-collection-unreadable.json';

/**
 * When the player has to choose what the account keeps; nothing is overwritten before the answer, and
 * "Decide later" (or Escape) puts the question off (the header offers it again):
 * - after sign-in, when this device's missing cards and the saved ones differ and nothing tells whose
 *   changes are whose: keep this device's, the saved ones, or both merged;
 * - after sign-in, when this browser holds a list that is not this account's yet (marked while signed
 *   out, perhaps by someone else): keep the account's list, add this browser's cards, or replace the
 *   account's list with this browser's;
 * - when the saved copy cannot be read (a newer site wrote it, or it was damaged): download it as it
 *   is, and keep this device's list, which replaces it. It is never deleted silently.
 */
export function ConflictModal() {
  const { t, i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const { conflict } = useAppSelector(selectCollectionSync);
  const device = useAppSelector(selectMissingIds);
  if (!conflict) return null;
  const later = () => dispatch(conflictDeferred());
  if (conflict.kind === 'unreadable') {
    return (
      <Modal name="collection-unreadable" title={t('collection.unreadableTitle')} onClose={later}>
        <p className={styles.intro}>{t('collection.unreadableText')}</p>
        <ul className={styles.conflictCounts}>
          <li>{t('collection.deviceCount', { count: countMissing(device).size })}</li>
        </ul>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} data-autofocus onClick={() => downloadText(conflict.raw, UNREADABLE_FILE_NAME)}>
            {t('collection.unreadableDownload')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => dispatch(conflictAnswered('device'))}>
            {t('collection.keepDeviceOverUnreadable')}
          </button>
          <button type="button" className={styles.link} onClick={later}>
            {t('collection.later')}
          </button>
        </div>
      </Modal>
    );
  }
  const date = formatDate(conflict.updatedAt || null, i18n.resolvedLanguage ?? i18n.language);
  const savedCount = date
    ? t('collection.savedCount', { count: countMissing(conflict.saved).size, date })
    : t('collection.savedCountNoDate', { count: countMissing(conflict.saved).size });
  if (conflict.kind === 'signedOut') {
    return (
      <Modal name="collection-signed-out" title={t('collection.signedOutTitle')} onClose={later}>
        <p className={styles.intro}>{t('collection.signedOutText')}</p>
        <ul className={styles.conflictCounts}>
          <li>{t('collection.browserCount', { count: countMissing(device).size })}</li>
          <li>{savedCount}</li>
        </ul>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} data-autofocus onClick={() => dispatch(conflictAnswered('saved'))}>
            {t('collection.keepAccount')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => dispatch(conflictAnswered('merge'))}>
            {t('collection.addBrowser')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => dispatch(conflictAnswered('device'))}>
            {t('collection.replaceWithBrowser')}
          </button>
          <button type="button" className={styles.link} onClick={later}>
            {t('collection.later')}
          </button>
        </div>
        <p className={styles.note}>{t('collection.signedOutNote')}</p>
      </Modal>
    );
  }
  return (
    <Modal name="collection-conflict" title={t('collection.conflictTitle')} onClose={later}>
      <p className={styles.intro}>{t('collection.conflictText')}</p>
      <ul className={styles.conflictCounts}>
        <li>{t('collection.deviceCount', { count: countMissing(device).size })}</li>
        <li>{savedCount}</li>
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
