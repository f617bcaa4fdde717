import { useEffect } from 'react';

/**
 * Keeps search engines from indexing the page while it is shown (an address with no deck or card: the
 * server cannot always know, the page does). A tag the server sent already (its 404 page) is left as it is.
 */
export function NoIndex() {
  useEffect(() => {
    if (document.head.querySelector('meta[name="robots"][content="noindex"]')) return undefined;
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.append(tag);
    return () => tag.remove();
  }, []);
  return null;
}
