import { useDeferredValue, type ReactNode } from 'react';
import { useUiTranslation } from './texts/namespace';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { isDataValidationError } from '@tcgp/domain';
import styles from './DataStates.module.css';

/** "Loading..." while data or a part loads (docs/product-rules.md: loading screens show Loading...). */
export function Loading() {
  const { t } = useUiTranslation();
  return (
    <p className={styles.loading} role="status" aria-live="polite">
      {t('loading')}
    </p>
  );
}

export type QueryError = FetchBaseQueryError | SerializedError;

/** Localized error for a failed data request, with a Retry that refetches. Nothing is lost. */
export function DataErrorPanel({ error, onRetry }: { error: QueryError | undefined; onRetry: () => void }) {
  const { t } = useUiTranslation();
  const message = isDataValidationError(error) ? t('dataError.invalid', { file: error.data.file }) : t('dataError.network');
  return (
    <section className={styles.error} role="alert" data-data-error={isDataValidationError(error) ? 'invalid' : 'network'}>
      <h2 className={styles.title}>{t('dataError.title')}</h2>
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}

/** A visible note when deck lists were left out because they reference unknown cards. */
export function SkippedListsNote({ count }: { count: number }) {
  const { t } = useUiTranslation();
  if (count <= 0) return null;
  return (
    <p className={styles.note} role="note" data-skipped-lists={count}>
      {t('skippedLists', { count })}
    </p>
  );
}

/**
 * Renders Loading, the data error with Retry, or the children once every request has data. The
 * children first appear in a transition: React renders a data-heavy page in slices of a few
 * milliseconds, so the page answers taps while it fills in (no long task when the data arrives).
 */
export function DataBoundary(props: { status: 'loading' | 'error' | 'ready'; error?: QueryError | undefined; onRetry: () => void; children: ReactNode }) {
  const shown = useDeferredValue(props.status);
  if (props.status === 'error') return <DataErrorPanel error={props.error} onRetry={props.onRetry} />;
  if (props.status === 'loading' || shown !== 'ready') return <Loading />;
  return <>{props.children}</>;
}
