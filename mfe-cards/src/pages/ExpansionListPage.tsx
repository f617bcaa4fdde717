import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './CardsPages.module.css';

/** `cards/ExpansionListPage` (route /expansion-list). */
export default function ExpansionListPage() {
  const { t } = useTranslation('cards');
  return (
    <section className={styles.page}>
      <h1>{t('expansionsTitle')}</h1>
      <p className={styles.intro}>{t('expansionsIntro')}</p>
      <Link to="/cards-list">{t('cardsTitle')}</Link>
    </section>
  );
}
