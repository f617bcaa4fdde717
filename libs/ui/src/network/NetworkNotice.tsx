import type { ReactNode } from 'react';
import styles from './NetworkNotice.module.css';

export interface NetworkNoticeProps {
  /** The localized message ("You're offline — sign-in needs a connection"). */
  children: ReactNode;
  /** Floats under the page header (for controls in the header, which has no room for it). */
  floating?: boolean;
  /** Shows a close button with this name. */
  dismissLabel?: string;
  onDismiss?: () => void;
}

/** Says that an action needs a connection the browser does not have (an alert: it answers a press). */
export function NetworkNotice({ children, floating = false, dismissLabel, onDismiss }: NetworkNoticeProps) {
  return (
    <span className={floating ? styles.floating : styles.inline} role="alert" data-needs-network="">
      <span className={styles.text}>{children}</span>
      {onDismiss && dismissLabel ? (
        <button type="button" className={styles.close} onClick={onDismiss} aria-label={dismissLabel}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </span>
  );
}
