import { useTranslation } from 'react-i18next';
import styles from './TierListPage.module.css';

/** `tierlist/TierListPage` (route /tier-list). */
export default function TierListPage() {
  const { t } = useTranslation('tierlist');
  return (
    <section className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
    </section>
  );
}
