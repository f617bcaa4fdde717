import { useTranslation } from 'react-i18next';
import { selectAuth, useAppSelector, useAuthActions } from 'shared-contracts';
import styles from './AccountSlot.module.css';

/** `account/AccountSlot`: the header's account area (sign in with Google / the signed-in user). */
export default function AccountSlot() {
  const { t } = useTranslation('account');
  const { status, user } = useAppSelector(selectAuth);
  const { signIn, signOut } = useAuthActions();
  if (status === 'loading') return <span className={styles.placeholder} aria-hidden="true" />;
  if (status === 'signedIn' && user) {
    const name = user.displayName ?? user.email ?? '';
    return (
      <span className={styles.slot} data-account-slot="signed-in">
        <span className={styles.avatar} aria-label={t('accountOf', { name })} role="img">
          {user.photoURL ? <img src={user.photoURL} alt="" width={28} height={28} /> : name.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.name}>{name}</span>
        <button type="button" className={styles.button} onClick={() => void signOut()}>
          {t('signOut')}
        </button>
      </span>
    );
  }
  return (
    <button type="button" className={styles.primary} onClick={() => void signIn()} data-account-slot="signed-out">
      {t('signIn')}
    </button>
  );
}
