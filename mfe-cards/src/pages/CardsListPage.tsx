import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './CardsPages.module.css';

/** `cards/CardsListPage` (route /cards-list). */
export default function CardsListPage() {
  const { t } = useTranslation('cards');
  return (
    <section className={styles.page}>
      <h1>{t('cardsTitle')}</h1>
      <p className={styles.intro}>{t('cardsIntro')}</p>
      <Link to="/expansion-list">{t('expansionsTitle')}</Link>
    </section>
  );
}
