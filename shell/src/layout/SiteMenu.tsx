import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation, Link, ROUTES, useNavigation } from 'shared-contracts';
import { keepTabInside } from '@tcgp/ui';
import { ThemeToggle } from './ThemeToggle';
import { LanguageSelect } from './Footer';
import { SocialLinks } from './SocialLinks';
import styles from './Header.module.css';
import { REMOTE_ROUTES } from '../routeTable';

const MENU_ID = 'site-menu';

/**
 * The pages of the site, in the order of the menu (the inline navigation has all but Home, which is the
 * brand): the shell's own, then the pages remotes.manifest.json puts in the menu, named by their heading.
 */
export const PAGE_LINKS: readonly { to: string; key: string }[] = [
  { to: ROUTES.tierList, key: 'nav.tierList' },
  { to: ROUTES.deckFinder, key: 'nav.deckFinder' },
  { to: ROUTES.cardsList, key: 'nav.bestCards' },
  { to: ROUTES.statistics, key: 'nav.statistics' },
  { to: ROUTES.collection, key: 'nav.collection' },
  ...REMOTE_ROUTES.filter((route) => route.menu).map((route) => ({ to: route.path, key: `meta.${route.key}.heading` })),
];

/** Puts the menu in the top layer, over a dimmed page; where popovers are unknown (jsdom) it shows in place. */
function showOver(menu: HTMLElement) {
  if (typeof menu.showPopover === 'function' && !menu.matches(':popover-open')) menu.showPopover();
}
function hideOver(menu: HTMLElement) {
  if (typeof menu.hidePopover === 'function' && menu.matches(':popover-open')) menu.hidePopover();
}

/**
 * The menu of narrow screens: a button that opens a modal sheet with every page, the language, the
 * theme and the source and social links. Its content exists only while it is open, so the prerendered
 * page and the hydrated one have the same (closed, empty) markup, and the controls it repeats are never
 * found twice. Focus moves into it on open, goes round inside it with Tab, and back to the button on
 * close (Escape, the close button, the backdrop, or following a link).
 *
 * The sheet is a manual popover marked as a modal dialog, not a `<dialog>` opened with `showModal()`:
 * `showModal()` makes the rest of the document inert, which restyles every element of the page in the
 * tap's frame (about 100 ms on a slow phone with the finder's grid). A popover takes the top layer and
 * its backdrop without touching the rest; the focus is kept inside by the menu itself.
 */
export function SiteMenu() {
  const { t } = useTranslation('shell');
  const { pathname } = useNavigation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (!open || !menu) return undefined;
    showOver(menu);
    // The focus moves in once the sheet is painted: focusing at once would lay the page out again
    // inside the tap's own task, before the player sees anything.
    const focusIn = () => menu.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(focusIn, 0);
    });
    // Modal wherever the focus is (a tap on the sheet's text leaves it on the page's body): Escape
    // closes, and focus that reaches the page behind comes back in.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !menu.contains(event.target)) focusIn();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      hideOver(menu);
      button?.focus();
    };
  }, [open]);

  // A page changed by other means (back button) closes the menu too.
  useEffect(() => setOpen(false), [pathname]);

  const close = () => setOpen(false);
  // Tab goes round inside the menu.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => keepTabInside(event, event.currentTarget);
  // A tap on the backdrop lands on the sheet itself (its content fills a child element).
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
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
      <div
        ref={menuRef}
        id={MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
        popover="manual"
        hidden={!open}
        className={styles.menu}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {open ? (
          <div className={styles.menuPanel} data-menu-sheet="">
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
      </div>
    </>
  );
}
