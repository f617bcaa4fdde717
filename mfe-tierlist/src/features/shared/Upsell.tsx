import { useTranslation, openModal, useAppDispatch } from 'shared-contracts';
import { FREE_DECK_AMOUNT } from '@tcgp/domain';
import styles from './Upsell.module.css';

export interface UpsellProps {
  /** What Premium adds here; the tier list's text by default. */
  text?: string;
  /** Test hook of the button. */
  testId?: string;
}

/** For free users (visitors and signed-in free users): what Premium adds, and a button to the premium modal. */
export function Upsell({ text, testId = 'tierlist-upsell' }: UpsellProps = {}) {
  const { t } = useTranslation('tierlist');
  const dispatch = useAppDispatch();
  return (
    <aside className={styles.upsell}>
      <p className={styles.text}>{text ?? t('upsell.text', { amount: FREE_DECK_AMOUNT })}</p>
      <button type="button" className={styles.button} data-testid={testId} onClick={() => dispatch(openModal('premium'))}>
        {t('upsell.button')}
      </button>
    </aside>
  );
}
