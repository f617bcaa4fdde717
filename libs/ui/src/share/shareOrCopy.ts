import { LANGUAGE_CODES, type LanguageCode } from 'shared-contracts';

/** What sharing a link came to: the share sheet took it, it was copied, the player cancelled, or neither worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'manual';

/** What a link is shared with: the page's title, a short text, and its address. */
export interface ShareContent {
  title?: string;
  text?: string;
  url: string;
}

/** The parts of `navigator` a share uses (a stand-in in tests). */
export type ShareNavigator = Partial<Pick<Navigator, 'share' | 'canShare' | 'clipboard'>>;

const isAbort = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * Shares a link: through the device's share sheet where it has one (`navigator.share`), else by
 * copying it. A player closing the share sheet has cancelled (nothing to say); a share sheet that
 * fails otherwise falls back to the clipboard; "manual" when the link cannot be copied either (show
 * it to copy by hand). `webShare: false` copies without offering the share sheet.
 */
export async function shareOrCopy(content: ShareContent, options: { webShare?: boolean; nav?: ShareNavigator } = {}): Promise<ShareOutcome> {
  const nav: ShareNavigator | undefined = options.nav ?? (typeof navigator === 'undefined' ? undefined : navigator);
  const data: ShareData = { url: content.url, ...(content.title ? { title: content.title } : {}), ...(content.text ? { text: content.text } : {}) };
  if (options.webShare !== false && typeof nav?.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // Refused (no permission, data it will not take): copying may still work.
    }
  }
  try {
    if (typeof nav?.clipboard?.writeText !== 'function') return 'manual';
    await nav.clipboard.writeText(content.url);
    return 'copied';
  } catch {
    return 'manual';
  }
}

/**
 * The language a page's address names (`/de/tier-list`, `/zh-hant/deck/…`), or null. The rule of the
 * shell's language addresses: the first segment is a language code in lower case.
 */
export function languageOfAddress(pathname: string): LanguageCode | null {
  const segment = pathname.split('/')[1];
  return LANGUAGE_CODES.find((code) => code.toLowerCase() === segment) ?? null;
}

/**
 * The absolute address of a site path as the current page is addressed: with the page's language
 * prefix when it has one (`/de/deck/…` stays German for whoever opens it), without one otherwise (the
 * page then opens in the reader's language).
 */
export function addressOf(path: string, where: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  const language = languageOfAddress(where.pathname);
  const prefix = language ? `/${language.toLowerCase()}` : '';
  return `${where.origin}${prefix}${prefix && path === '/' ? '' : path}`;
}
