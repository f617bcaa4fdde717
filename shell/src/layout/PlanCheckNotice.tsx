import { premiumCheckRequested, selectAuthStatus, selectEntitlements, useAppDispatch, useAppSelector, useTranslation } from 'shared-contracts';
import styles from '../App.module.css';

/**
 * When a signed-in user's plan could not be checked (billing or the account part unreachable): says so,
 * with a Retry that asks for the check again. Meanwhile the user has the free features.
 */
export function PlanCheckNotice() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const failed = useAppSelector(selectEntitlements).status === 'failed';
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  if (!failed || !signedIn) return null;
  return (
    <div role="status" className={styles.startupNotice} data-plan-check="failed">
      {t('startup.planCheckFailed')}{' '}
      <button type="button" className={styles.noticeButton} onClick={() => dispatch(premiumCheckRequested())}>
        {t('retry')}
      </button>
    </div>
  );
}
