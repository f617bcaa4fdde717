import { useTranslation } from 'react-i18next';
import { FREE_DECK_AMOUNT, openModal, useAppDispatch } from 'shared-contracts';
import styles from './Upsell.module.css';

/** For free users (visitors and signed-in free users): what Premium adds, and a button to the premium modal. */
export function Upsell() {
  const { t } = useTranslation('tierlist');
  const dispatch = useAppDispatch();
  return (
    <aside className={styles.upsell}>
      <p className={styles.text}>{t('upsell.text', { amount: FREE_DECK_AMOUNT })}</p>
      <button type="button" className={styles.button} data-testid="tierlist-upsell" onClick={() => dispatch(openModal('premium'))}>
        {t('upsell.button')}
      </button>
    </aside>
  );
}
