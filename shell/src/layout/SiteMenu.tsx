import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { useTranslation, Link, ROUTES, useNavigation } from 'shared-contracts';
import { ThemeToggle } from './ThemeToggle';
import { LanguageSelect } from './Footer';
import { SocialLinks } from './SocialLinks';
import styles from './Header.module.css';

const MENU_ID = 'site-menu';

/** The pages of the site, in the order of the menu (the inline navigation has all but Home, which is the brand). */
export const PAGE_LINKS = [
  { to: ROUTES.tierList, key: 'nav.tierList' },
  { to: ROUTES.deckFinder, key: 'nav.deckFinder' },
  { to: ROUTES.cardsList, key: 'nav.bestCards' },
  { to: ROUTES.statistics, key: 'nav.statistics' },
  { to: ROUTES.collection, key: 'nav.collection' },
] as const;

/**
 * The menu of narrow screens: a button that opens a native modal <dialog> with every page, the
 * language, the theme and the source and social links. Its content exists only while it is open, so the
 * prerendered page and the hydrated one have the same (closed, empty) markup, and the controls it
 * repeats are never found twice. Focus moves into it on open and back to the button on close (Escape,
 * the close button, the backdrop, or following a link).
 */
export function SiteMenu() {
  const { t } = useTranslation('shell');
  const { pathname } = useNavigation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const button = buttonRef.current;
    if (!open || !dialog) return undefined;
    if (!dialog.open) {
      try {
        dialog.showModal();
      } catch {
        // Without showModal (jsdom): a plain open dialog.
        dialog.setAttribute('open', '');
      }
    }
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      button?.focus();
    };
  }, [open]);

  // A page changed by other means (back button) closes the menu too.
  useEffect(() => setOpen(false), [pathname]);

  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };
  // The browser's own Escape handling of a modal dialog.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close();
  };
  // A click on the backdrop lands on the <dialog> itself (its content fills a child element).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  const link = (to: string) => ({ to, onClick: close, className: styles.menuLink, 'aria-current': pathname === to ? ('page' as const) : undefined });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.iconButton} ${styles.menuButton}`}
        aria-label={t('nav.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((o) => !o)}
        data-menu-button=""
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <dialog ref={dialogRef} id={MENU_ID} className={styles.menu} aria-label={t('nav.menu')} onKeyDown={onKeyDown} onCancel={onCancel} onClick={onClick}>
        {open ? (
          <div className={styles.menuPanel}>
            <div className={styles.menuTop}>
              <span className={styles.menuTitle}>{t('nav.menu')}</span>
              <button type="button" className={styles.iconButton} onClick={close} aria-label={t('nav.closeMenu')} data-autofocus="">
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>
            <nav aria-label={t('nav.pages')} className={styles.menuNav}>
              {PAGE_LINKS.map((p) => (
                <Link key={p.to} {...link(p.to)}>
                  {t(p.key)}
                </Link>
              ))}
              <Link {...link(ROUTES.home)}>{t('nav.home')}</Link>
            </nav>
            <div className={styles.menuSettings}>
              <LanguageSelect />
              <ThemeToggle variant="row" />
            </div>
            <div className={styles.menuSocial}>
              <SocialLinks variant="row" />
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
