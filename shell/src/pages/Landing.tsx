import { useTranslation, Link, ROUTES } from 'shared-contracts';
import styles from './Landing.module.css';

/** Simple line icons (inline SVG: no emoji font or icon font needed). */
const ICONS = {
  tiers: 'M4 5h16M4 10h12M4 15h8M4 20h4',
  finder: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 21 21',
  missing: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM5.6 5.6l12.8 12.8',
  matchups: 'M4 4l9 9M4 4v4M4 4h4M20 20l-9-9M20 20v-4M20 20h-4M20 4l-6 6M4 20l6-6',
  cards: 'M7 3h10v15H7zM4 6v15h11',
  languages: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
} as const;

const FEATURES = ['tiers', 'finder', 'missing', 'matchups', 'cards', 'languages'] as const;

/** Landing page (docs/product-rules.md): hero, six-item feature grid, best-deck-finder promo. */
export function Landing() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.landing}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{t('landing.title')}</h1>
        <p className={styles.subtitle}>{t('landing.subtitle')}</p>
        <Link className={styles.cta} to={ROUTES.tierList}>
          {t('landing.cta')}
        </Link>
      </section>
      <section aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          {t('landing.featuresTitle')}
        </h2>
        <ul className={styles.grid}>
          {FEATURES.map((key) => (
            <li key={key} className={styles.feature}>
              <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                <path d={ICONS[key]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <h3>{t(`landing.features.${key}.title`)}</h3>
              <p>{t(`landing.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.promo} aria-labelledby="promo-title">
        <h2 id="promo-title">{t('landing.promoTitle')}</h2>
        <p>{t('landing.promoText1')}</p>
        <p>{t('landing.promoText2')}</p>
        <Link className={styles.cta} to={ROUTES.deckFinder}>
          {t('landing.promoCta')}
        </Link>
      </section>
    </div>
  );
}
