import { useSyncExternalStore } from 'react';
import { useTranslation } from 'shared-contracts';
import { useRemoteLoader } from '../remotes/RemoteModule';
import type { RegistryState } from '../remotes/loader';
import styles from '../App.module.css';

const SERVER_STATE: RegistryState = { status: 'loading', rejected: [] };

/** Tells the reader when the registry of site parts could not be loaded, or some parts were refused. */
export function StartupNotice() {
  const { t } = useTranslation('shell');
  const loader = useRemoteLoader();
  const state = useSyncExternalStore(
    (cb) => loader.subscribe(cb),
    () => loader.getRegistryState(),
    () => SERVER_STATE,
  );
  if (state.status === 'failed') {
    return (
      <div role="status" className={styles.startupNotice}>
        {t('startup.registryFailed')}
      </div>
    );
  }
  if (state.rejected.length === 0) return null;
  return (
    <div role="status" className={styles.startupNotice}>
      {t('startup.rejected', { count: state.rejected.length })}
    </div>
  );
}
