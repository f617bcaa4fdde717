import { useEffect, useState, useSyncExternalStore } from 'react';
import { getDataSource, selectEntitlements, useAppSelector, useServices, useTranslation } from 'shared-contracts';
import { formatDate } from '@tcgp/ui';
import { updateState } from './updateState';
import styles from './OfflineNotice.module.css';

const subscribeOnline = (callback: () => void) => {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
};

/**
 * The date of the data set the page shows (meta.json's `lastUpdated`), from the copy the worker kept:
 * the Premium set's for a Premium player (with the token, as the data is read), else the free set's.
 */
async function readDataDate(dataBaseUrl: string, premium: boolean): Promise<string | null> {
  try {
    const source = getDataSource();
    const token = premium && source.premium ? await source.getIdToken(false) : null;
    const response =
      token && source.premium
        ? await fetch(source.premium.urlTemplate.replace('{file}', 'meta.json'), { headers: { Authorization: `${source.premium.authScheme} ${token}` } })
        : await fetch(`${dataBaseUrl.replace(/\/+$/, '')}/meta.json`);
    if (!response.ok) return null;
    const meta = (await response.json()) as { lastUpdated?: unknown };
    return typeof meta.lastUpdated === 'string' ? meta.lastUpdated : null;
  } catch {
    return null;
  }
}

/** "Offline — showing data from <date>" while the browser has no network (the pages then come from the worker's copies). */
export function OfflineNotice() {
  const { t, i18n } = useTranslation('shell');
  const { config } = useServices();
  const offline = useSyncExternalStore(
    subscribeOnline,
    () => !navigator.onLine,
    () => false,
  );
  const entitlements = useAppSelector(selectEntitlements);
  const premium = entitlements.status === 'known' && entitlements.premium === true;
  const [date, setDate] = useState<string | null>(null);
  useEffect(() => {
    if (!offline) return;
    let current = true;
    void readDataDate(config.dataBaseUrl, premium).then((d) => {
      if (current) setDate(d);
    });
    return () => {
      current = false;
    };
  }, [offline, config.dataBaseUrl, premium]);
  if (!offline) return null;
  const shown = formatDate(date, i18n.language);
  return (
    <div role="status" className={styles.notice} data-offline-notice="">
      {shown ? t('offline.showingDataFrom', { date: shown }) : t('offline.showingSavedData')}
    </div>
  );
}

/** "A new version of the site is ready" with its "Reload to update" button; nothing changes until it is clicked. */
export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  const state = useSyncExternalStore(updateState.subscribe, updateState.get, updateState.idle);
  if (!state.ready) return null;
  return (
    <div role="status" className={styles.notice} data-update-prompt="">
      {t('offline.updateReady')}{' '}
      <button type="button" className={styles.button} onClick={() => state.apply()}>
        {t('offline.reloadToUpdate')}
      </button>
    </div>
  );
}
