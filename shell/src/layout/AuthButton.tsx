import { useTranslation, openModal, selectAuth, useAppDispatch, useAppSelector } from 'shared-contracts';
import { NetworkNotice, SignOutControl, useAuthActions, useNeedsNetwork } from '@tcgp/ui';
import styles from './Header.module.css';

/**
 * The shell's own account controls. Visitors get "Premium" (opens the premium modal, which loads the
 * account remote then) and "Sign in"; the account remote itself is loaded only for a signed-in user
 * (its slot) or when a modal is opened, so a visitor's page downloads none of it. For a signed-in user
 * this is the fallback of the account slot (while it loads, or when it is down). While the sign-in
 * state is loading, the visitor's controls keep their room invisibly, so the header does not move. On
 * narrow screens Premium shows its star only and sign-in its short text, so the header stays one row.
 */
export function AuthButton() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const { status, user } = useAppSelector(selectAuth);
  const { signIn } = useAuthActions();
  // Offline, sign-in is not started: it says why instead of failing silently.
  const network = useNeedsNetwork();
  if (status === 'signedIn' && user) {
    return (
      <span className={styles.auth}>
        <span className={styles.userName} title={t('auth.signedInAs', { name: user.displayName ?? user.email ?? '' })}>
          {user.displayName ?? user.email}
        </span>
        <SignOutControl label={t('auth.signOut')} buttonClassName={styles.button} compact />
      </span>
    );
  }
  if (status === 'loading') {
    return (
      <span className={`${styles.auth} ${styles.reserved}`} aria-hidden="true" data-account-slot="loading">
        <span className={`${styles.button} ${styles.premium}`}>
          <span className={styles.star}>★</span> <span className={styles.premiumText}>{t('auth.premium')}</span>
        </span>
        <span className={styles.buttonPrimary}>
          <span className={styles.wideText}>{t('auth.signIn')}</span>
          <span className={styles.narrowText}>{t('auth.signInShort')}</span>
        </span>
      </span>
    );
  }
  return (
    <span className={styles.auth} data-account-slot="signed-out">
      <button
        type="button"
        className={`${styles.button} ${styles.premium}`}
        onClick={() => dispatch(openModal('premium'))}
        aria-haspopup="dialog"
        data-open-premium=""
      >
        <span aria-hidden="true" className={styles.star}>
          ★
        </span>{' '}
        <span className={styles.premiumText}>{t('auth.premium')}</span>
      </button>
      {/* Narrow screens show the short text; the name stays the full one. */}
      <button type="button" className={styles.buttonPrimary} onClick={() => void network.run(signIn)} aria-label={t('auth.signIn')}>
        <span className={styles.wideText}>{t('auth.signIn')}</span>
        <span className={styles.narrowText}>{t('auth.signInShort')}</span>
      </button>
      {network.offline ? (
        <NetworkNotice floating dismissLabel={t('auth.dismiss')} onDismiss={network.dismiss}>
          {t('auth.signInOffline')}
        </NetworkNotice>
      ) : null}
    </span>
  );
}

/** Shows a failed sign-in or sign-out as a localized message (from any part). */
export function AuthErrorBanner() {
  const { t } = useTranslation('shell');
  const errorKey = useAppSelector((s) => s.auth.errorKey);
  const { signIn } = useAuthActions();
  // Trying again offline is not started either: it says why, as the header's sign-in does.
  const network = useNeedsNetwork();
  if (!errorKey) return null;
  return (
    <div className={styles.authError} role="alert">
      <span>{t(`auth.${errorKey}`)}</span>
      {errorKey === 'signInFailed' ? (
        <button type="button" className={styles.button} onClick={() => void network.run(signIn)}>
          {t('auth.signIn')}
        </button>
      ) : null}
      {network.offline ? (
        <NetworkNotice floating dismissLabel={t('auth.dismiss')} onDismiss={network.dismiss}>
          {t('auth.signInOffline')}
        </NetworkNotice>
      ) : null}
    </div>
  );
}
