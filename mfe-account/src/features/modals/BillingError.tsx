import { useTranslation } from 'shared-contracts';
import type { BillingErrorCode } from '@tcgp/billing';
import styles from './modals.module.css';

/** The localized message of a failed billing action (checkout, portal), or nothing. */
export function BillingError({ code }: { code: BillingErrorCode | null }) {
  const { t } = useTranslation('account');
  if (!code) return null;
  return (
    <p role="alert" className={styles.error} data-billing-error={code}>
      {t(`errors.${code}`)}
    </p>
  );
}
