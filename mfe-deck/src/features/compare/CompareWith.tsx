import { Suspense, lazy, useId, useMemo, useState } from 'react';
import { useTranslation } from 'shared-contracts';
import { DataErrorPanel, Loading } from '@tcgp/ui';
import type { CardIndex } from '@tcgp/rules';
import styles from './CompareWith.module.css';

/** The picker's code, its styles and (through it) its texts: a chunk of its own, loaded when it is opened. */
const importPicker = () => import(/* webpackChunkName: "compare-picker" */ './ComparePicker');

/** Starts fetching the picker before the press (pointer over the button, or focus on it); a failure is left to the press. */
function preloadPicker(): void {
  importPicker().catch(() => undefined);
}

/**
 * "Compare with…" on a deck page and beside the finder's best deck: a button that opens the picker of
 * the other decks of the tier list (ComparePicker, loaded then, so the page's first load carries only
 * this button) and puts the focus into it. Nothing without another deck.
 */
export function CompareWith({ deckId, decks, cards }: { deckId: string; decks: readonly { id: string; name: string }[]; cards: CardIndex }) {
  const { t } = useTranslation('deck');
  const buttonId = useId();
  const pickerId = useId();
  const [open, setOpen] = useState(false);
  // A new attempt after the picker's file could not be fetched (offline, before it was ever kept).
  const [attempt, setAttempt] = useState(0);
  const Picker = useMemo(
    () =>
      lazy(() =>
        importPicker().catch((error: unknown) => {
          console.warn('[deck] the "Compare with…" picker could not be loaded', error);
          return { default: () => <DataErrorPanel error={undefined} onRetry={() => setAttempt((n) => n + 1)} /> };
        }),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new lazy component per attempt
    [attempt],
  );
  if (!decks.some((d) => d.id !== deckId)) return null;
  return (
    <div className={styles.compareWith} data-compare-with>
      <button
        type="button"
        id={buttonId}
        className={styles.button}
        aria-expanded={open}
        aria-controls={open ? pickerId : undefined}
        onPointerEnter={preloadPicker}
        onFocus={preloadPicker}
        onClick={() => setOpen((o) => !o)}
        data-compare-open
      >
        {t('compareWith')}
      </button>
      {open ? (
        <Suspense fallback={<Loading />}>
          <Picker id={pickerId} labelledBy={buttonId} deckId={deckId} decks={decks} cards={cards} />
        </Suspense>
      ) : null}
    </div>
  );
}
