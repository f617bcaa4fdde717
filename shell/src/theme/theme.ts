import { useCallback, useEffect, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'tcgp:theme';

/**
 * The theme follows the system setting until the reader flips the toggle; that explicit choice is
 * remembered on this device. The theme in force is written to <html data-theme>. Colours come from the tokens'
 * light-dark() pairs, so the page has the right theme before any JavaScript runs; a small inline
 * script in the page's head applies a remembered choice before the first paint
 * ({@link THEME_BOOT_SCRIPT}).
 */
function systemTheme(): Theme {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function storedChoice(): Theme | null {
  try {
    const v = window.localStorage.getItem(THEME_STORAGE_KEY);
    return v === 'light' || v === 'dark' ? v : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

function current(): Theme {
  return storedChoice() ?? systemTheme();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const query = window.matchMedia?.('(prefers-color-scheme: dark)');
  const onChange = () => listener();
  query?.addEventListener('change', onChange);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', onChange);
  };
}

/**
 * The browser's own colours (`<meta name="theme-color">`, one per scheme, picked by the system's
 * `prefers-color-scheme`) follow the theme in force, the reader's choice included: the meta of that
 * theme applies, the other does not.
 */
export function applyThemeColor(theme: Theme, doc: Document = document): void {
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme = (meta.dataset.scheme ??= /dark/.test(meta.getAttribute('media') ?? '') ? 'dark' : 'light');
    meta.setAttribute('media', scheme === theme ? 'all' : 'not all');
  }
}

/** The theme the page shows; the prerendered HTML (and hydration) assume light, then the real one follows. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, current, () => 'light' as const);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    applyThemeColor(theme);
  }, [theme]);
  const toggle = useCallback(() => {
    const next: Theme = current() === 'dark' ? 'light' : 'dark';
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      /* storage unavailable: the choice lasts for this page */
    }
    listeners.forEach((l) => l());
  }, []);
  return { theme, toggle };
}

/** Applies a remembered choice before the first paint (inlined in the head; its hash is in the CSP). */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
