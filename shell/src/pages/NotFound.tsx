import { useTranslation, Link, ROUTES } from 'shared-contracts';
import styles from './Landing.module.css';

/** The pages a reader who followed a broken link most likely wants. */
const MAIN_PAGES = [
  { key: 'home', to: ROUTES.home },
  { key: 'tierList', to: ROUTES.tierList },
  { key: 'deckFinder', to: ROUTES.deckFinder },
  { key: 'cardsList', to: ROUTES.cardsList },
  { key: 'statistics', to: ROUTES.statistics },
] as const;

/**
 * The page of an address that is not a page of the site: says so, and links to the main pages. The
 * server answers it with status 404 (the prerendered `404.html`), and it is never indexed.
 */
export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.landing}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{t('meta.notFound.heading')}</h1>
        <p className={styles.subtitle}>{t('notFound.text')}</p>
      </section>
      <nav aria-labelledby="not-found-links">
        <h2 id="not-found-links" className={styles.sectionTitle}>
          {t('notFound.links')}
        </h2>
        <ul>
          {MAIN_PAGES.map((page) => (
            <li key={page.key}>
              <Link to={page.to}>{t(`meta.${page.key}.heading`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
