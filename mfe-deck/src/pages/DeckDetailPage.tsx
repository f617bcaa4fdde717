import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './DeckPages.module.css';

/** `deck/DeckDetailPage` (route /deck/:deckId). */
export default function DeckDetailPage() {
  const { t } = useTranslation('deck');
  const { deckId = '' } = useParams();
  return (
    <section className={styles.page}>
      <h1>{t('detailTitle')}</h1>
      <p className={styles.intro}>{t('detailIntro', { deckId })}</p>
    </section>
  );
}
