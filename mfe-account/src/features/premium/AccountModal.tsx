import { useEffect } from 'react';
import { useTranslation, openModal, selectAuth, useAppDispatch, useAppSelector } from 'shared-contracts';
import { SignOutControl } from '@tcgp/ui';
import { BillingError } from './BillingError';
import { Modal } from '../shared/Modal';
import { Avatar, PremiumBadge } from '../shared/Avatar';
import { useBillingActions } from './useBillingActions';
import { selectAccountPlan } from './accountPlan';
import styles from '../shared/modals.module.css';

/**
 * The account modal: photo, display name, e-mail, the plan (Premium badge, "Payment overdue" or "Free
 * plan"), contact / manage / upgrade, sign out (with the choice to keep a copy of the list on this browser). An overdue plan is managed (pay or cancel it in the
 * portal), never bought a second time.
 */
export function AccountModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const { status, user } = useAppSelector(selectAuth);
  const plan = useAppSelector(selectAccountPlan);
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
          {plan === 'premium' ? (
            <PremiumBadge label={t('premiumBadge')} />
          ) : plan === 'overdue' ? (
            <p className={styles.overdue} data-plan="overdue">
              {t('paymentOverdue')}
            </p>
          ) : (
            <p className={styles.note}>{t('account.freePlan')}</p>
          )}
        </div>
      </div>
      {plan === 'overdue' ? <p className={styles.overdueNote}>{t('overdueExplained')}</p> : null}
      <div className={styles.actions}>
        {plan === 'premium' ? (
          <>
            <button type="button" className={styles.secondary} onClick={() => dispatch(openModal('contact'))}>
              {t('account.contact')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => void manage()} aria-disabled={busy !== null} aria-busy={busy === 'portal'}>
              {busy === 'portal' ? t('premium.openingPortal') : t('premium.manage')}
            </button>
          </>
        ) : plan === 'overdue' ? (
          <button type="button" className={styles.primary} onClick={() => void manage()} aria-disabled={busy !== null} aria-busy={busy === 'portal'}>
            {busy === 'portal' ? t('premium.openingPortal') : t('premium.manage')}
          </button>
        ) : plan === 'free' ? (
          <button type="button" className={styles.primary} onClick={() => dispatch(openModal('premium'))}>
            {t('account.getPremium')}
          </button>
        ) : null}
        <SignOutControl label={t('signOut')} buttonClassName={styles.secondary} />
      </div>
      <BillingError code={errorCode} />
    </Modal>
  );
}
