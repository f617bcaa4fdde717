import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useUiTranslation } from './texts/namespace';
import { countMissing } from '@tcgp/rules';
import type { CardIndex } from '@tcgp/rules';
import type { MissingCardsChange } from 'shared-contracts';
import type { CardId } from '@tcgp/domain';
import {
  Link,
  clearMissing,
  removeMissing,
  selectLastMissingChange,
  selectShownMissingIds,
  undoMissingChange,
  useAppDispatch,
  useAppSelector,
} from 'shared-contracts';
import { CardTile } from './cards';
import { useDropUnknownMissing } from './collection/useDropUnknownMissing';
import { ShareButton } from './share/ShareButton';
import styles from './MissingCardsPanel.module.css';

/** The pages that recalculate without the missing cards, for links under the panel. */
export type MissingCardsLink = 'tierList' | 'deck' | 'collection';

const LINKS: Record<MissingCardsLink, { to: string; text: 'missingCards.toTierList' | 'missingCards.toDeck' | 'missingCards.toCollection' }> = {
  tierList: { to: '/tier-list', text: 'missingCards.toTierList' },
  deck: { to: '/deck', text: 'missingCards.toDeck' },
  collection: { to: '/collection', text: 'missingCards.toCollection' },
};

export interface MissingCardsPanelProps {
  /** The card catalogue (names and tiles). Ids it does not know are dropped from the list, with a notice naming them. */
  cards: CardIndex;
  /**
   * The panel's heading (focusable). The panel moves focus there itself after Remove, Undo and Clear
   * all; pass a ref when the page moves focus to it too (e.g. when the last card of a list was marked).
   */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** A line under the heading while cards are marked, from the number of distinct cards (what this page does with them). */
  summary?: (count: number) => ReactNode;
  /** A line under the empty state (how to mark cards on this page). */
  emptyHint?: ReactNode;
  /** Links to the other pages that leave the missing cards out, shown while cards are marked. */
  links?: readonly MissingCardsLink[];
  /** Shows Share (a link to this page as the player sees it). */
  share?: boolean;
  /** `compact`: heading, Undo, Clear all and notices only (a page that shows the cards itself). */
  variant?: 'full' | 'compact';
  /** `data-testid` of the panel. */
  testId?: string;
}

/** The Undo button's label for the last change. */
function useUndoLabel(change: MissingCardsChange | null, nameOf: (id: CardId) => string): string {
  const { t } = useUiTranslation();
  if (!change) return '';
  const name = change.cardId ? nameOf(change.cardId) : '';
  return t(`missingCards.undoLabel.${change.kind}`, { name });
}

/**
 * The player's missing cards, from the shared `missingCards` slice (marked on any page): one entry per
 * card with its tile, the number of copies marked and its name, a Remove per card (every copy), Undo
 * of the last change, Clear all (after a confirmation), optionally Share, and a note that the list is
 * kept. The same panel on every page; what differs per page comes in through the props.
 *
 * Test hooks: `data-missing-cards` on the panel (the number of copies marked), `data-missing-card`
 * on each entry (the card id).
 */
export function MissingCardsPanel({ cards, headingRef, summary, emptyHint, links = [], share = false, variant = 'full', testId }: MissingCardsPanelProps) {
  const { t } = useUiTranslation();
  const dispatch = useAppDispatch();
  const missing = useAppSelector(selectShownMissingIds);
  const lastChange = useAppSelector(selectLastMissingChange);
  const { dropped, dismiss } = useDropUnknownMissing(cards);
  const entries = useMemo(() => [...countMissing(missing)], [missing]);
  const titleId = useId();
  const ownHeadingRef = useRef<HTMLHeadingElement>(null);
  const heading = headingRef ?? ownHeadingRef;
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const nameOf = (id: CardId) => cards.get(id)?.name ?? t('card.unknown', { id });
  const undoLabel = useUndoLabel(lastChange, nameOf);

  // Nothing left to clear (cleared elsewhere): no question left open.
  const asking = confirming && entries.length > 0;
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  // The button that was used disappears with its entry (or with the list): focus goes to the heading.
  const remove = (id: CardId) => {
    dispatch(removeMissing(id));
    setAnnouncement(t('missingCards.removed', { name: nameOf(id) }));
    heading.current?.focus();
  };
  const clear = () => {
    dispatch(clearMissing());
    setConfirming(false);
    setAnnouncement(t('missingCards.cleared'));
    heading.current?.focus();
  };
  const cancelClear = () => {
    setConfirming(false);
    heading.current?.focus();
  };
  const undo = () => {
    dispatch(undoMissingChange());
    setAnnouncement(t('missingCards.undone'));
    heading.current?.focus();
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-missing-cards={missing.length} data-testid={testId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title} ref={heading} tabIndex={-1}>
          {t('missingCards.title', { count: entries.length })}
        </h2>
        <div className={styles.actions}>
          {lastChange ? (
            <button type="button" className={styles.button} aria-label={undoLabel} title={undoLabel} onClick={undo} data-undo={lastChange.kind}>
              {t('missingCards.undo')}
            </button>
          ) : null}
          {entries.length > 0 && !asking ? (
            <button type="button" className={styles.button} onClick={() => setConfirming(true)}>
              {t('missingCards.clear')}
            </button>
          ) : null}
        </div>
      </div>
      {asking ? (
        <div
          className={styles.confirm}
          role="group"
          aria-label={t('missingCards.clear')}
          onKeyDown={(e) => {
            if (e.key === 'Escape') cancelClear();
          }}
        >
          <p className={styles.confirmText}>{t('missingCards.clearConfirm', { count: entries.length })}</p>
          <div className={styles.actions}>
            <button type="button" ref={confirmRef} className={styles.danger} onClick={clear}>
              {t('missingCards.clearYes')}
            </button>
            <button type="button" className={styles.button} onClick={cancelClear}>
              {t('missingCards.clearNo')}
            </button>
          </div>
        </div>
      ) : null}
      {dropped.length > 0 ? (
        <div className={styles.dropped} role="status" data-dropped-cards={dropped.join(' ')}>
          <p className={styles.droppedText}>{t('missingCards.dropped', { count: dropped.length, ids: dropped.join(', ') })}</p>
          <button type="button" className={styles.button} onClick={dismiss}>
            {t('missingCards.dismiss')}
          </button>
        </div>
      ) : null}
      {entries.length === 0 ? (
        <>
          <p className={styles.text}>{t('missingCards.empty')}</p>
          {emptyHint ? <p className={styles.text}>{emptyHint}</p> : null}
        </>
      ) : (
        <>
          {summary ? <p className={styles.text}>{summary(entries.length)}</p> : null}
          {variant === 'full' ? (
            <ul className={styles.list}>
              {entries.map(([id, copies]) => {
                const name = nameOf(id);
                return (
                  <li key={id} className={styles.entry} data-missing-card={id}>
                    <CardTile cardId={id} card={cards.get(id)} size="sm" count={copies} />
                    <span className={styles.name}>{name}</span>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={t('missingCards.removeLabel', { name, count: copies })}
                      onClick={() => remove(id)}
                    >
                      {t('missingCards.remove')}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {links.length > 0 ? (
            <div className={styles.links}>
              {links.map((link) => (
                <Link key={link} to={LINKS[link].to}>
                  {t(LINKS[link].text)}
                </Link>
              ))}
            </div>
          ) : null}
          <p className={styles.text}>{t('missingCards.note')}</p>
        </>
      )}
      {share ? <ShareButton /> : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
