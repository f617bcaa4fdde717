import { useTranslation } from 'react-i18next';
import { selectAuth, useAppSelector, useAuthActions } from 'shared-contracts';
import styles from './Header.module.css';

/**
 * The shell's own sign-in / sign-out control. It is the fallback of the account slot, so signing
 * in and out keeps working while the account remote loads or when it is down.
 */
export function AuthButton() {
  const { t } = useTranslation('shell');
  const { status, user } = useAppSelector(selectAuth);
  const { signIn, signOut } = useAuthActions();
  if (status === 'loading') return <span className={styles.authPlaceholder} aria-hidden="true" />;
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
  return (
    <button type="button" className={styles.buttonPrimary} onClick={() => void signIn()}>
      {t('auth.signIn')}
    </button>
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
