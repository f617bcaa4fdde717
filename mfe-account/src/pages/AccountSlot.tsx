import { useTranslation, openModal, selectAuth, useAppDispatch, useAppSelector } from 'shared-contracts';
import { SignOutControl, useAuthActions } from '@tcgp/ui';
// The slot's styles (which compose the shared controls) before the avatar's: the same order as in the
// modal host, so both exposes agree on one CSS order in the chunk they share.
import controls from '../features/shared/headerControls.module.css';
import styles from './AccountSlot.module.css';
import { Avatar, PremiumBadge, displayNameOf } from '../features/shared/Avatar';
import { SyncStatus } from '../features/collection-sync/SyncStatus';
import { ReplacedNotice } from '../features/collection-sync/ReplacedNotice';
import { selectAccountPlan } from '../features/premium/accountPlan';

/**
 * `account/AccountSlot`: the header's account area. Visitors: "Premium" and "Sign in with Google".
 * Signed in: "Premium" (until the user has it), the avatar button that opens the account modal (with
 * the Premium badge for Premium users) and "Sign out". A player whose payment is overdue gets
 * "Payment overdue" instead of "Premium": it opens the account modal, which offers to manage that plan,
 * never a second checkout. (The plan itself is resolved by the remote's setup.)
 */
export default function AccountSlot() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const { status, user } = useAppSelector(selectAuth);
  const plan = useAppSelector(selectAccountPlan);
  const { signIn } = useAuthActions();
  const premiumButton = (
    <button type="button" className={controls.button} onClick={() => dispatch(openModal('premium'))} aria-haspopup="dialog" data-open-premium="">
      <span aria-hidden="true" className={styles.star}>
        ★
      </span>{' '}
      {t('premiumButton')}
    </button>
  );

  if (status === 'signedIn' && user) {
    const name = displayNameOf(user);
    return (
      <span
        className={styles.slot}
        data-account-slot="signed-in"
        data-premium={plan === null ? 'unknown' : String(plan === 'premium')}
        data-plan={plan ?? 'unknown'}
      >
        <SyncStatus />
        <ReplacedNotice />
        {plan === 'free' ? premiumButton : null}
        {plan === 'overdue' ? (
          <button
            type="button"
            className={`${controls.button} ${styles.overdue}`}
            onClick={() => dispatch(openModal('account'))}
            aria-haspopup="dialog"
            data-payment-overdue=""
          >
            <span aria-hidden="true" className={styles.warning}>
              !
            </span>{' '}
            {t('paymentOverdue')}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.account}
          onClick={() => dispatch(openModal('account'))}
          aria-haspopup="dialog"
          aria-label={t(plan === 'premium' ? 'accountOfPremium' : plan === 'overdue' ? 'accountOfOverdue' : 'accountOf', { name })}
        >
          <Avatar user={user} />
          <span className={styles.name}>{name}</span>
          {plan === 'premium' ? <PremiumBadge label={t('premiumBadge')} /> : null}
        </button>
        <SignOutControl label={t('signOut')} buttonClassName={controls.button} className={controls.wideOnly} compact />
      </span>
    );
  }
  if (status === 'loading') {
    // Who is signed in is not known yet: keep the visitor's room (the shell's fallback keeps it too), invisible.
    return (
      <span className={`${styles.slot} ${styles.reserved}`} aria-hidden="true" data-account-slot="loading">
        <span className={controls.button}>
          <span className={styles.star}>★</span> {t('premiumButton')}
        </span>
        <span className={controls.primary}>{t('signIn')}</span>
      </span>
    );
  }
  return (
    <span className={styles.slot} data-account-slot="signed-out">
      {premiumButton}
      <button type="button" className={controls.primary} onClick={() => void signIn()}>
        {t('signIn')}
      </button>
    </span>
  );
}
