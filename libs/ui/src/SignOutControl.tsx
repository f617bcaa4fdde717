import { useId, useState } from 'react';
import { useUiTranslation } from './texts/namespace';
import { useAuthActions } from './useAuthActions';
import styles from './SignOutControl.module.css';

export interface SignOutControlProps {
  /** The part's own "Sign out" text. */
  label: string;
  /** The class of the button (the part's own button style). */
  buttonClassName?: string;
  /** Class of the whole control (e.g. one that hides it on narrow screens). */
  className?: string;
  /** The short text of the choice (for the header). */
  compact?: boolean;
}

/**
 * Sign out, with the player's choice to keep a copy of their list on this browser (unchecked: the
 * account's list leaves the browser, which gets back the list it had before the sign-in). Offered
 * wherever sign-out is (the header, the account modal).
 */
export function SignOutControl({ label, buttonClassName, className, compact = false }: SignOutControlProps) {
  const { t } = useUiTranslation();
  const { signOut } = useAuthActions();
  const [keepCopy, setKeepCopy] = useState(false);
  const id = useId();
  return (
    <span className={`${styles.control} ${className ?? ''}`} data-sign-out>
      <span className={styles.choice}>
        <input id={id} type="checkbox" checked={keepCopy} onChange={(event) => setKeepCopy(event.currentTarget.checked)} />
        <label htmlFor={id} title={compact ? t('signOut.keepCopy') : undefined}>
          {compact ? t('signOut.keepCopyShort') : t('signOut.keepCopy')}
        </label>
      </span>
      <button type="button" className={buttonClassName} onClick={() => void signOut({ keepCopy })}>
        {label}
      </button>
    </span>
  );
}
