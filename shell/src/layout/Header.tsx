import { useTranslation, Link, ROUTES, selectAuthStatus, useAppSelector, useNavigation, useServices } from 'shared-contracts';
import { useHydrated } from '../hydration';
import { RemoteModule } from '../remotes/RemoteModule';
import { AuthButton, AuthErrorBanner } from './AuthButton';
import { ThemeToggle } from './ThemeToggle';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';
import styles from './Header.module.css';

const DEFAULT_LINKS = LOCAL_DEFAULT_CONFIG.links;

export function Header() {
  const { t } = useTranslation('shell');
  const { config } = useServices();
  // The prerendered page has the default links; the configured ones follow right after hydration.
  const links = useHydrated() ? config.links : DEFAULT_LINKS;
  const { pathname } = useNavigation();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  // The tier list and cards links are active on their page; the finder link on /deck only (not on a deck's page).
  const navLink = (to: string) => {
    const active = pathname === to;
    return { to, className: active ? `${styles.navLink} ${styles.active}` : styles.navLink, 'aria-current': active ? ('page' as const) : undefined };
  };
  return (
    <header className={styles.header}>
      <a className="visually-hidden" href="#main">
        {t('skipToContent')}
      </a>
      <div className={styles.inner}>
        <Link to={ROUTES.home} className={styles.brand} aria-label={t('nav.home')}>
          <span className={styles.logo} aria-hidden="true">
            ◆
          </span>
          <span className={styles.brandText}>{t('footer.title')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          <Link {...navLink(ROUTES.tierList)}>{t('nav.tierList')}</Link>
          <Link {...navLink(ROUTES.deckFinder)}>{t('nav.deckFinder')}</Link>
          <Link {...navLink(ROUTES.cardsList)}>{t('nav.bestCards')}</Link>
          <Link {...navLink(ROUTES.statistics)}>{t('nav.statistics')}</Link>
          <Link {...navLink(ROUTES.collection)}>{t('nav.collection')}</Link>
        </nav>
        <div className={styles.tools}>
          <a
            className={styles.iconLink}
            href={links.sourceCode}
            target="_blank"
            rel="noreferrer"
            aria-label={t('social.sourceCodeLabel')}
            title={t('social.sourceCode')}
          >
            <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27s1.36.09 2 .27c1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.01 8.01 0 0 0 16 8c0-4.42-3.58-8-8-8Z"
              />
            </svg>
          </a>
          <a className={styles.iconLink} href={links.social} target="_blank" rel="noreferrer" aria-label={t('social.socialLabel')} title={t('social.social')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M18.2 2.25h3.3l-7.2 8.26 8.5 11.24h-6.65l-5.2-6.82-5.96 6.82H1.68l7.7-8.8L1.25 2.25h6.8l4.7 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.92 15.64Z"
              />
            </svg>
          </a>
          <ThemeToggle />
          {/* The account remote's slot for a signed-in user; the shell's own controls for everyone else. */}
          {signedIn ? <RemoteModule remote="account" module="AccountSlot" variant="slot" fallback={<AuthButton />} /> : <AuthButton />}
        </div>
      </div>
      <AuthErrorBanner />
    </header>
  );
}
