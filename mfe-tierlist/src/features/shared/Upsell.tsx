import { useTranslation, openModal, selectPaymentOverdue, useAppDispatch, useAppSelector } from 'shared-contracts';
import { FREE_DECK_AMOUNT } from '@tcgp/domain';
import styles from './Upsell.module.css';

export interface UpsellProps {
  /** What Premium adds here; the tier list's text by default. */
  text?: string;
  /** Test hook of the button. */
  testId?: string;
}

/**
 * For free users (visitors and signed-in free users): what Premium adds, and a button to the premium
 * modal. A player whose payment is overdue is told why Premium is paused and offered to manage that
 * plan (the same modal offers the subscription settings, never a second checkout).
 */
export function Upsell({ text, testId = 'tierlist-upsell' }: UpsellProps = {}) {
  const { t } = useTranslation('tierlist');
  const dispatch = useAppDispatch();
  const overdue = useAppSelector(selectPaymentOverdue);
  return (
    <aside className={styles.upsell} data-upsell={overdue ? 'manage' : 'buy'}>
      <p className={styles.text}>{overdue ? t('upsell.overdueText') : (text ?? t('upsell.text', { amount: FREE_DECK_AMOUNT }))}</p>
      <button type="button" className={styles.button} data-testid={testId} onClick={() => dispatch(openModal('premium'))}>
        {overdue ? t('upsell.manage') : t('upsell.button')}
      </button>
    </aside>
  );
}
