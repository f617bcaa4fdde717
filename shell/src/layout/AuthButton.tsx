import { useTranslation } from 'react-i18next';
import { selectAuth, useAppSelector } from 'shared-contracts';
import { useAuthActions } from '@tcgp/ui';
import styles from './Header.module.css';

/**
 * The shell's own sign-in / sign-out control. It is the fallback of the account slot, so signing
 * in and out keeps working while the account remote loads (it loads when the browser is idle) or when
 * it is down. While the sign-in state is still loading, and for visitors, it keeps the room the
 * account slot takes ("Premium" and "Sign in"), so the header does not move when the slot arrives.
 */
export function AuthButton() {
  const { t } = useTranslation('shell');
  const { status, user } = useAppSelector(selectAuth);
  const { signIn, signOut } = useAuthActions();
  if (status === 'signedIn' && user) {
    return (
      <span className={styles.auth}>
        <span className={styles.userName} title={t('auth.signedInAs', { name: user.displayName ?? user.email ?? '' })}>
          {user.displayName ?? user.email}
        </span>
        <button type="button" className={styles.button} onClick={() => void signOut()}>
          {t('auth.signOut')}
        </button>
      </span>
    );
  }
  const loading = status === 'loading';
  return (
    <span className={styles.auth}>
      <span className={`${styles.button} ${styles.reserved}`} aria-hidden="true">
        ★ {t('auth.premium')}
      </span>
      {loading ? (
        <span className={`${styles.buttonPrimary} ${styles.reserved}`} aria-hidden="true">
          {t('auth.signIn')}
        </span>
      ) : (
        <button type="button" className={styles.buttonPrimary} onClick={() => void signIn()}>
          {t('auth.signIn')}
        </button>
      )}
    </span>
  );
}

/** Shows a failed sign-in or sign-out as a localized message (from any part). */
export function AuthErrorBanner() {
  const { t } = useTranslation('shell');
  const errorKey = useAppSelector((s) => s.auth.errorKey);
  const { signIn } = useAuthActions();
  if (!errorKey) return null;
  return (
    <div className={styles.authError} role="alert">
      <span>{t(`auth.${errorKey}`)}</span>
      {errorKey === 'signInFailed' ? (
        <button type="button" className={styles.button} onClick={() => void signIn()}>
          {t('auth.signIn')}
        </button>
      ) : null}
    </div>
  );
}
