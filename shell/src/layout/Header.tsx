import { useTranslation, Link, ROUTES, selectAuthStatus, useAppSelector, useNavigation } from 'shared-contracts';
import { RemoteModule } from '../remotes/RemoteModule';
import { AuthButton, AuthErrorBanner } from './AuthButton';
import { ThemeToggle } from './ThemeToggle';
import { SocialLinks } from './SocialLinks';
import { PAGE_LINKS, SiteMenu } from './SiteMenu';
import styles from './Header.module.css';

/**
 * One row at every width, laid out by media queries only (the prerendered and the hydrated markup are
 * the same): brand, the pages inline and the source, social and theme icons on wide screens; below
 * that the menu button holds all of them, with the language.
 */
export function Header() {
  const { t } = useTranslation('shell');
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
      <div className={styles.inner} data-header-row="">
        {/* Named by the brand it shows (the full or the short name): a voice-control user says what they see. */}
        <Link to={ROUTES.home} className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            ◆
          </span>
          <span className={styles.brandFull}>{t('footer.title')}</span>
          <span className={styles.brandShort}>{t('nav.brandShort')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          {PAGE_LINKS.map((p) => (
            <Link key={p.to} {...navLink(p.to)}>
              {t(p.key)}
            </Link>
          ))}
        </nav>
        <div className={styles.tools}>
          <span className={styles.wideTools}>
            <SocialLinks variant="icon" />
            <ThemeToggle />
          </span>
          {/* The account remote's slot for a signed-in user; the shell's own controls for everyone else. */}
          <span className={styles.account}>
            {signedIn ? <RemoteModule remote="account" module="AccountSlot" variant="slot" fallback={<AuthButton />} /> : <AuthButton />}
          </span>
          <SiteMenu />
        </div>
      </div>
      <AuthErrorBanner />
    </header>
  );
}
