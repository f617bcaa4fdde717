import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './Landing.module.css';

const FEATURES = [
  { key: 'tiers', icon: '🏆' },
  { key: 'finder', icon: '🔎' },
  { key: 'missing', icon: '🚫' },
  { key: 'matchups', icon: '⚔' },
  { key: 'cards', icon: '🃏' },
  { key: 'languages', icon: '🌐' },
] as const;

/** Landing page (SPEC section 2): hero, six-item feature grid, best-deck-finder promo. */
export function Landing() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.landing}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{t('landing.title')}</h1>
        <p className={styles.subtitle}>{t('landing.subtitle')}</p>
        <Link className={styles.cta} to="/tier-list">
          {t('landing.cta')}
        </Link>
      </section>
      <section aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          {t('landing.featuresTitle')}
        </h2>
        <ul className={styles.grid}>
          {FEATURES.map((f) => (
            <li key={f.key} className={styles.feature}>
              <span className={styles.icon} aria-hidden="true">
                {f.icon}
              </span>
              <h3>{t(`landing.features.${f.key}.title`)}</h3>
              <p>{t(`landing.features.${f.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.promo} aria-labelledby="promo-title">
        <h2 id="promo-title">{t('landing.promoTitle')}</h2>
        <p>{t('landing.promoText1')}</p>
        <p>{t('landing.promoText2')}</p>
        <Link className={styles.cta} to="/deck">
          {t('landing.promoCta')}
        </Link>
      </section>
    </div>
  );
}
