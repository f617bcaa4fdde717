import { useEffect, useId, useRef, useState } from 'react';
import {
  filtersReplaced,
  selectLastMissingChange,
  selectMissingIds,
  selectSharedView,
  sharedViewKept,
  sharedViewLeft,
  undoMissingChange,
  useAppDispatch,
  useAppSelector,
  useTranslation,
} from 'shared-contracts';
import styles from './SharedViewBar.module.css';

/**
 * While a shared list is shown (a `?s=` link opened on the tier list, the finder or the collection):
 * says so, that nothing is saved, and offers "Keep this list" (it becomes the player's own list, with
 * Undo when it replaced one) or "Back to my list" (the own list and filters as they were). Sticky
 * under the header, so both answers stay in view on every page while the shared list is shown.
 */
export default function SharedViewBar() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectSharedView);
  const own = useAppSelector(selectMissingIds);
  const lastChange = useAppSelector(selectLastMissingChange);
  const [kept, setKept] = useState(false);
  const keptRef = useRef<HTMLParagraphElement>(null);
  const textId = useId();

  // A new shared list after a kept one: the question again, not the old confirmation.
  if (view && kept) setKept(false);
  useEffect(() => {
    if (kept) keptRef.current?.focus();
  }, [kept]);

  if (view) {
    return (
      <section className={styles.bar} aria-labelledby={textId} data-shared-view="">
        <div className={styles.inner}>
          <p id={textId} className={styles.text} role="status">
            {t('sharedView.title', { count: new Set(view.ids).size })}
            {own.length > 0 ? ` ${t('sharedView.replaces', { own: own.length })}` : null}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                dispatch(sharedViewKept());
                setKept(true);
              }}
            >
              {t('sharedView.keep')}
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                dispatch(sharedViewLeft());
                dispatch(filtersReplaced(view.filtersBefore));
              }}
            >
              {t('sharedView.back')}
            </button>
          </div>
        </div>
      </section>
    );
  }
  if (!kept) return null;
  // Undo while the last change is still the keep (a later edit has its own Undo on the page).
  const canUndo = lastChange?.kind === 'replace' && lastChange.previous.length > 0;
  return (
    <section className={styles.bar} data-shared-view="kept">
      <div className={styles.inner}>
        <p ref={keptRef} tabIndex={-1} className={styles.text} role="status">
          {t('sharedView.kept')}
        </p>
        <div className={styles.actions}>
          {canUndo ? (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                dispatch(undoMissingChange());
                setKept(false);
              }}
            >
              {t('sharedView.undo')}
            </button>
          ) : null}
          <button type="button" className={styles.secondary} onClick={() => setKept(false)}>
            {t('sharedView.dismiss')}
          </button>
        </div>
      </div>
    </section>
  );
}
