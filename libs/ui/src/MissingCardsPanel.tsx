import { useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useUiTranslation } from './texts/namespace';
import { countMissing } from '@tcgp/rules';
import type { CardIndex } from '@tcgp/rules';
import type { CardId } from 'shared-contracts';
import { Link, clearMissing, removeMissing, selectMissingIds, useAppDispatch, useAppSelector } from 'shared-contracts';
import { CardTile } from './cards';
import styles from './MissingCardsPanel.module.css';

/** The pages that recalculate without the missing cards, for links under the panel. */
export type MissingCardsLink = 'tierList' | 'deck';

const LINKS: Record<MissingCardsLink, { to: string; text: 'missingCards.toTierList' | 'missingCards.toDeck' }> = {
  tierList: { to: '/tier-list', text: 'missingCards.toTierList' },
  deck: { to: '/deck', text: 'missingCards.toDeck' },
};

export interface MissingCardsPanelProps {
  /** The card catalogue (names and tiles); an id it does not know shows as "Unknown card (id)". */
  cards: CardIndex;
  /**
   * The panel's heading (focusable). The panel moves focus there itself after Remove and Clear all;
   * pass a ref when the page moves focus to it too (e.g. when the last card of a list was marked).
   */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** A line under the heading while cards are marked, from the number of distinct cards (what this page does with them). */
  summary?: (count: number) => ReactNode;
  /** A line under the empty state (how to mark cards on this page). */
  emptyHint?: ReactNode;
  /** Links to the other pages that leave the missing cards out, shown while cards are marked. */
  links?: readonly MissingCardsLink[];
  /** `data-testid` of the panel. */
  testId?: string;
}

/**
 * The player's missing cards, from the shared `missingCards` slice (marked on any page): one entry per
 * card with its tile, the number of copies marked and its name, a Remove per card (every copy) and
 * Clear all, and a note that they are forgotten on reload. The same panel on every page; what
 * differs per page comes in through the props.
 *
 * Test hooks: `data-missing-cards` on the panel (the number of copies marked), `data-missing-card`
 * on each entry (the card id).
 */
export function MissingCardsPanel({ cards, headingRef, summary, emptyHint, links = [], testId }: MissingCardsPanelProps) {
  const { t } = useUiTranslation();
  const dispatch = useAppDispatch();
  const missing = useAppSelector(selectMissingIds);
  const entries = useMemo(() => [...countMissing(missing)], [missing]);
  const titleId = useId();
  const ownHeadingRef = useRef<HTMLHeadingElement>(null);
  const heading = headingRef ?? ownHeadingRef;
  const [announcement, setAnnouncement] = useState('');

  const nameOf = (id: CardId) => cards.get(id)?.name ?? t('card.unknown', { id });
  // The button that was used disappears with its entry (or with the list): focus goes to the heading.
  const remove = (id: CardId) => {
    dispatch(removeMissing(id));
    setAnnouncement(t('missingCards.removed', { name: nameOf(id) }));
    heading.current?.focus();
  };
  const clear = () => {
    dispatch(clearMissing());
    setAnnouncement(t('missingCards.cleared'));
    heading.current?.focus();
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-missing-cards={missing.length} data-testid={testId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title} ref={heading} tabIndex={-1}>
          {t('missingCards.title', { count: entries.length })}
        </h2>
        {entries.length > 0 ? (
          <button type="button" className={styles.button} onClick={clear}>
            {t('missingCards.clear')}
          </button>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <>
          <p className={styles.text}>{t('missingCards.empty')}</p>
          {emptyHint ? <p className={styles.text}>{emptyHint}</p> : null}
        </>
      ) : (
        <>
          {summary ? <p className={styles.text}>{summary(entries.length)}</p> : null}
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
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
