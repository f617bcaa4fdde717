import { useTranslation } from 'shared-contracts';
import type { BillingActionError } from './useBillingActions';
import styles from '../shared/modals.module.css';

/** The localized message of a failed billing action (checkout, portal), or of one refused offline, or nothing. */
export function BillingError({ code }: { code: BillingActionError | null }) {
  const { t } = useTranslation('account');
  if (!code) return null;
  return (
    <p role="alert" className={styles.error} data-billing-error={code}>
      {t(`errors.${code}`)}
    </p>
  );
}
