import { useTranslation } from 'shared-contracts';
import type { RemoteLoadError } from './errors';
import styles from './RemoteErrorPanel.module.css';

/** Localized panel shown in place of a remote that failed; Retry really loads it again. */
export function RemoteErrorPanel({ error, onRetry, compact = false }: { error: RemoteLoadError; onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation('shell');
  const detail = t(`remoteError.${error.kind}`, {
    remoteVersion: error.details.remoteVersion ?? '?',
    hostVersion: error.details.hostVersion ?? '?',
  });
  if (compact) {
    return (
      <span className={styles.compact} role="alert" data-remote-error={error.kind}>
        <span>{detail}</span>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('retry')}
        </button>
      </span>
    );
  }
  return (
    <section className={styles.panel} role="alert" data-remote-error={error.kind}>
      <h2 className={styles.title}>{t('remoteError.title')}</h2>
      <p>{detail}</p>
      <p className={styles.rest}>{t('remoteError.rest')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}
