import type { ReactNode } from 'react';
import { DataBoundary } from '@tcgp/ui';
import type { QueryError } from '@tcgp/data-hooks';
import type { SectionStatus } from './useStatistics';
import styles from './Statistics.module.css';

export interface SectionState {
  status: SectionStatus;
  error: QueryError | undefined;
  retry: () => void;
}

/**
 * A statistics section's body: Loading, the data error with Retry, the content, or — when the data set
 * has no such file (real snapshot drops have none) — a plain note that it is not available.
 */
export function SectionBody({ state, missingText, children }: { state: SectionState; missingText: string; children: ReactNode }) {
  if (state.status === 'missing') {
    return (
      <p className={styles.notice} data-not-available>
        {missingText}
      </p>
    );
  }
  return (
    <DataBoundary status={state.status} error={state.error} onRetry={state.retry}>
      {children}
    </DataBoundary>
  );
}
