import { useEffect, useRef, useState } from 'react';
import { decodeSharedView, sameMissing, type ShareDecodeError, type SharedView } from '@tcgp/collection';
import type { CardIndex } from '@tcgp/rules';
import { filtersReplaced, selectFilters, selectMissingIds, sharedViewOpened, useAppStore, useNavigation, type AppStore } from 'shared-contracts';
import { useUiTranslation } from '../texts/namespace';
import { SHARE_PARAM } from './shareLinks';
import styles from './Share.module.css';

/** One opened link: shown, refused (with why), or its message put aside. */
type OpenedLink =
  { code: string; state: 'shown'; view: SharedView } | { code: string; state: 'error'; error: ShareDecodeError } | { code: string; state: 'done' };

/**
 * Shows the sender's view: their filters, and their list as a shared list (nothing saved; the shell's
 * bar offers "Keep this list" and "Back to my list"). A link of the player's own list shows it as is.
 */
function showView(store: AppStore, view: SharedView): void {
  const state = store.getState();
  if (!sameMissing(selectMissingIds(state), view.missing)) store.dispatch(sharedViewOpened({ ids: view.missing, filtersBefore: selectFilters(state) }));
  store.dispatch(filtersReplaced(view.filters));
}

export interface SharedLinkPromptProps {
  /** Gets the view that was shown (e.g. the finder shows the link's deck). */
  onView?: (view: SharedView) => void;
  /**
   * The page's card catalogue: a link naming a card it does not know is refused as damaged. Null while
   * it loads (the link waits for it); left out, links are not checked against a catalogue.
   */
  cards?: CardIndex | null;
}

/**
 * Opens a share link (`?s=<code>`) on the page that renders it (the tier list, the finder and the
 * collection do): the sender's missing cards and filters are shown at once, WITHOUT saving anything
 * (the player's own list stays as it is, in the browser and in the account, until they keep the shared
 * one). A damaged, outdated or too new link gets a clear message and changes nothing; whatever a link
 * yields is a list the saved format keeps (the decoder applies its rules), so keeping it never fails.
 * The parameter is removed from the address either way.
 */
export function SharedLinkPrompt({ onView, cards }: SharedLinkPromptProps) {
  const { t } = useUiTranslation();
  const navigation = useNavigation();
  const store = useAppStore();
  const code = new URLSearchParams(navigation.search).get(SHARE_PARAM);
  const [link, setLink] = useState<OpenedLink | null>(null);

  // A new code in the address: decoded once, with the catalogue when the page has one (state adjusted
  // while rendering). The address keeps the code until then.
  if (code !== null && code !== link?.code && cards !== null) {
    const decoded = decodeSharedView(code, cards ? { isKnown: (id) => cards.has(id) } : {});
    setLink(decoded.ok ? { code, state: 'shown', view: decoded.view } : { code, state: 'error', error: decoded.error });
  }

  // The address loses the code; a decoded view is shown, once.
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
    showView(store, shown.view);
    onView?.(shown.view);
    // Once per link; onView is the page's callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, store]);

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
  return null;
}
