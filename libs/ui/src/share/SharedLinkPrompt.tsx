import { useEffect, useId, useRef, useState } from 'react';
import { decodeSharedView, sameMissing, type ShareDecodeError, type SharedView } from '@tcgp/collection';
import { filtersReplaced, replaceMissing, selectMissingIds, useAppDispatch, useAppSelector, useAppStore, useNavigation } from 'shared-contracts';
import { useUiTranslation } from '../texts/namespace';
import { SHARE_PARAM } from './shareLinks';
import styles from './Share.module.css';

/**
 * Opens a share link (`?s=<code>`) on the page that renders it (the tier list and the finder do): the
 * sender's missing cards and filters are shown at once when the reader's own list is empty or the
 * same, after a question otherwise (their own list is replaced, and Undo brings it back). A damaged,
 * outdated or too new link gets a clear message. The parameter is removed from the address either way.
 * `onView` gets the view that was applied (e.g. the finder shows the link's deck).
 */
export function SharedLinkPrompt({ onView }: { onView?: (view: SharedView) => void }) {
  const { t } = useUiTranslation();
  const navigation = useNavigation();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const ownCount = useAppSelector(selectMissingIds).length;
  const code = new URLSearchParams(navigation.search).get(SHARE_PARAM);
  const [pending, setPending] = useState<SharedView | null>(null);
  const [error, setError] = useState<ShareDecodeError | null>(null);
  const [applied, setApplied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const textId = useId();

  const apply = (view: SharedView) => {
    if (!sameMissing(selectMissingIds(store.getState()), view.missing)) dispatch(replaceMissing(view.missing, 'user'));
    dispatch(filtersReplaced(view.filters));
    setApplied(true);
    onView?.(view);
  };

  useEffect(() => {
    if (code === null) return;
    const params = new URLSearchParams(navigation.search);
    params.delete(SHARE_PARAM);
    const rest = params.toString();
    navigation.navigate(`${navigation.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
    const decoded = decodeSharedView(code);
    setError(decoded.ok ? null : decoded.error);
    setPending(null);
    setApplied(false);
    if (!decoded.ok) return;
    const own = selectMissingIds(store.getState());
    if (own.length === 0 || sameMissing(own, decoded.view.missing)) apply(decoded.view);
    else setPending(decoded.view);
    // Once per code in the address; apply and navigation are the page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  useEffect(() => {
    if (pending) headingRef.current?.focus();
  }, [pending]);

  if (error) {
    return (
      <div className={styles.message} role="alert" data-shared-link-error={error}>
        <p>{t(`sharedLink.${error}`)}</p>
        <button type="button" className={styles.button} onClick={() => setError(null)}>
          {t('sharedLink.dismiss')}
        </button>
      </div>
    );
  }
  if (pending) {
    return (
      <section className={styles.prompt} aria-labelledby={titleId} aria-describedby={textId} data-shared-link-prompt>
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('sharedLink.title')}
        </h2>
        <p id={textId}>{t('sharedLink.question', { count: new Set(pending.missing).size, own: ownCount })}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              apply(pending);
              setPending(null);
            }}
          >
            {t('sharedLink.show')}
          </button>
          <button type="button" className={styles.button} onClick={() => setPending(null)}>
            {t('sharedLink.keep')}
          </button>
        </div>
      </section>
    );
  }
  if (applied) {
    return (
      <p className={styles.applied} role="status" data-shared-link-applied>
        {t('sharedLink.applied')}
      </p>
    );
  }
  return null;
}
