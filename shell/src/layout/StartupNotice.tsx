import { useSyncExternalStore } from 'react';
import { useTranslation } from 'shared-contracts';
import { useRemoteLoader } from '../remotes/RemoteModule';
import type { RegistryState } from '../remotes/loader';
import styles from '../App.module.css';

const SERVER_STATE: RegistryState = { status: 'loading', rejected: [] };

/**
 * Tells the reader when the registry of site parts could not be loaded, some parts were refused, or a
 * version asked for in the address (`?remote=deck@<label>`) was not used (named, so its cause is clear).
 */
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
  const refused = state.refusedOverrides ?? [];
  if (state.rejected.length === 0 && refused.length === 0) return null;
  return (
    <>
      {refused.map((r) => (
        <div key={r.name} role="status" className={styles.startupNotice} data-refused-override={r.name}>
          {t('startup.overrideRefused', { override: `${r.name}@${r.value}` })}
        </div>
      ))}
      {state.rejected.length > 0 ? (
        <div role="status" className={styles.startupNotice}>
          {t('startup.rejected', { count: state.rejected.length })}
        </div>
      ) : null}
    </>
  );
}
