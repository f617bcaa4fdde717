import { useTranslation } from 'react-i18next';
import styles from './DeckPages.module.css';

/** `deck/DeckFinderPage` (route /deck). */
export default function DeckFinderPage() {
  const { t } = useTranslation('deck');
  return (
    <section className={styles.page}>
      <h1>{t('finderTitle')}</h1>
      <p className={styles.intro}>{t('finderIntro')}</p>
    </section>
  );
}
