import { useEffect, useId, useRef, useState } from 'react';
import { decodeSharedView, sameMissing, type ShareDecodeError, type SharedView } from '@tcgp/collection';
import type { CardIndex } from '@tcgp/rules';
import { filtersReplaced, replaceMissing, selectMissingIds, useAppSelector, useAppStore, useNavigation, type AppStore } from 'shared-contracts';
import { useUiTranslation } from '../texts/namespace';
import { SHARE_PARAM } from './shareLinks';
import styles from './Share.module.css';

/** One opened link and where it stands: shown, waiting for the question, refused, or put aside. */
type OpenedLink =
  { code: string; state: 'shown' | 'asking'; view: SharedView } | { code: string; state: 'error'; error: ShareDecodeError } | { code: string; state: 'done' };

/** Shows the view: the sender's list (undoable when it replaces another) and filters. */
function applyView(store: AppStore, view: SharedView): void {
  if (!sameMissing(selectMissingIds(store.getState()), view.missing)) store.dispatch(replaceMissing(view.missing, 'user'));
  store.dispatch(filtersReplaced(view.filters));
}

export interface SharedLinkPromptProps {
  /** Gets the view that was applied (e.g. the finder shows the link's deck). */
  onView?: (view: SharedView) => void;
  /**
   * The page's card catalogue: a link naming a card it does not know is refused as damaged. Null while
   * it loads (the link waits for it); left out, links are not checked against a catalogue.
   */
  cards?: CardIndex | null;
}

/**
 * Opens a share link (`?s=<code>`) on the page that renders it (the tier list and the finder do): the
 * sender's missing cards and filters are shown at once when the reader's own list is empty or the
 * same, after a question otherwise (their own list is replaced, and Undo brings it back). A damaged,
 * outdated or too new link gets a clear message and changes nothing; whatever a link yields is a list
 * the saved format keeps (the decoder applies its rules), so a reload never refuses it. The parameter
 * is removed from the address either way.
 */
export function SharedLinkPrompt({ onView, cards }: SharedLinkPromptProps) {
  const { t } = useUiTranslation();
  const navigation = useNavigation();
  const store = useAppStore();
  const own = useAppSelector(selectMissingIds);
  const code = new URLSearchParams(navigation.search).get(SHARE_PARAM);
  const [link, setLink] = useState<OpenedLink | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const textId = useId();

  // A new code in the address: decoded once, with the catalogue when the page has one (state adjusted
  // while rendering). The address keeps the code until then.
  if (code !== null && code !== link?.code && cards !== null) {
    const decoded = decodeSharedView(code, cards ? { isKnown: (id) => cards.has(id) } : {});
    if (!decoded.ok) setLink({ code, state: 'error', error: decoded.error });
    else setLink({ code, state: own.length === 0 || sameMissing(own, decoded.view.missing) ? 'shown' : 'asking', view: decoded.view });
  }

  // The address loses the code; a view that needs no question (or was asked for) is shown, once.
  const applied = useRef<string | null>(null);
  const shown = link?.state === 'shown' ? link : null;
  useEffect(() => {
    if (code === null || link?.code !== code) return;
    const params = new URLSearchParams(navigation.search);
    params.delete(SHARE_PARAM);
    const rest = params.toString();
    navigation.navigate(`${navigation.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [code, link?.code, navigation]);
  useEffect(() => {
    if (!shown || applied.current === shown.code) return;
    applied.current = shown.code;
    applyView(store, shown.view);
    onView?.(shown.view);
    // Once per link; onView is the page's callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, store]);

  const asking = link?.state === 'asking';
  useEffect(() => {
    if (asking) headingRef.current?.focus();
  }, [asking]);

  if (link?.state === 'error') {
    return (
      <div className={styles.message} role="alert" data-shared-link-error={link.error}>
        <p>{t(`sharedLink.${link.error}`)}</p>
        <button type="button" className={styles.button} onClick={() => setLink({ code: link.code, state: 'done' })}>
          {t('sharedLink.dismiss')}
        </button>
      </div>
    );
  }
  if (link?.state === 'asking') {
    return (
      <section className={styles.prompt} aria-labelledby={titleId} aria-describedby={textId} data-shared-link-prompt>
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('sharedLink.title')}
        </h2>
        <p id={textId}>{t('sharedLink.question', { count: new Set(link.view.missing).size, own: own.length })}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => setLink({ ...link, state: 'shown' })}>
            {t('sharedLink.show')}
          </button>
          <button type="button" className={styles.button} onClick={() => setLink({ code: link.code, state: 'done' })}>
            {t('sharedLink.keep')}
          </button>
        </div>
      </section>
    );
  }
  if (link?.state === 'shown') {
    return (
      <p className={styles.applied} role="status" data-shared-link-applied>
        {t('sharedLink.applied')}
      </p>
    );
  }
  return null;
}
