import { useEffect } from 'react';
import { useTranslation, openModal, selectAuth, selectPremium, useAppDispatch, useAppSelector } from 'shared-contracts';
import { useAuthActions } from '@tcgp/ui';
import { BillingError } from './BillingError';
import { Modal } from './Modal';
import { Avatar, PremiumBadge } from '../components/Avatar';
import { useBillingActions } from '../billing/useBillingActions';
import styles from './modals.module.css';

/** The account modal: photo, display name, e-mail, Premium badge, contact / manage / upgrade, sign out. */
export function AccountModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const { status, user } = useAppSelector(selectAuth);
  const premium = useAppSelector(selectPremium);
  const { signOut } = useAuthActions();
  const { busy, errorCode, manage } = useBillingActions();

  // Nothing to show once the user is gone (signed out here or in another tab).
  useEffect(() => {
    if (status === 'signedOut') onClose();
  }, [status, onClose]);
  if (!user) return null;

  return (
    <Modal name="account" title={t('account.title')} onClose={onClose}>
      <div className={styles.profile}>
        <Avatar user={user} size="lg" />
        <div className={styles.profileText}>
          <p className={styles.name}>{user.displayName?.trim() || t('account.noName')}</p>
          {user.email ? <p className={styles.email}>{user.email}</p> : null}
          {premium ? <PremiumBadge label={t('premiumBadge')} /> : <p className={styles.note}>{t('account.freePlan')}</p>}
        </div>
      </div>
      <div className={styles.actions}>
        {premium ? (
          <>
            <button type="button" className={styles.secondary} onClick={() => dispatch(openModal('contact'))}>
              {t('account.contact')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => void manage()} aria-disabled={busy !== null} aria-busy={busy === 'portal'}>
              {busy === 'portal' ? t('premium.openingPortal') : t('premium.manage')}
            </button>
          </>
        ) : premium === false ? (
          <button type="button" className={styles.primary} onClick={() => dispatch(openModal('premium'))}>
            {t('account.getPremium')}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            void signOut();
          }}
        >
          {t('signOut')}
        </button>
      </div>
      <BillingError code={errorCode} />
    </Modal>
  );
}
