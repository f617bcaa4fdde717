import { useEffect } from 'react';
import { useNavigation, useTranslation } from 'shared-contracts';
import { isKnownPath, matchRemoteRoute } from '../routeTable';

/** `<title>` and the description of the route, in the page language (the prerendered page has them from the start). */
export function pageMeta(t: (key: string) => string, pathname: string): { title: string; description: string } {
  const route = matchRemoteRoute(pathname);
  const key = route ? route.key : isKnownPath(pathname) ? 'home' : 'notFound';
  return { title: t(`meta.${key}.title`), description: t(`meta.${key}.description`) };
}

export function DocumentMeta() {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useNavigation();
  useEffect(() => {
    // A page composed with a title of its own (a deck's) keeps it until the reader moves on.
    const root = document.documentElement;
    if (root.hasAttribute('data-own-title')) {
      root.removeAttribute('data-own-title');
      return;
    }
    const meta = pageMeta(t, pathname);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    // An address that is no page is never indexed (the prerendered 404.html has the same tag, which
    // stays: the server sent it for an address it knows is no page, an unknown deck's too).
    const robots = document.head.querySelector('meta[name="robots"]');
    if (!isKnownPath(pathname) && !robots) {
      const tag = document.createElement('meta');
      tag.name = 'robots';
      tag.content = 'noindex';
      tag.setAttribute('data-not-found', '');
      document.head.append(tag);
    } else if (isKnownPath(pathname) && robots?.hasAttribute('data-not-found')) {
      robots.remove();
    }
  }, [t, pathname, i18n.language]);
  return null;
}
