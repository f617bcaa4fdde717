import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataBoundary, MissingCardsPanel, NotEnoughCards, SkippedListsNote } from '@tcgp/ui';
import { Link, addMissing, selectPremium, useAppDispatch, useAppSelector, type CardId, type DeckList, deckPath } from 'shared-contracts';
import { cardsToMarkMissing, countSkippedLists, filtersInForce, prepareArchetypesCached, type CardIndex, type FinderResult, readableDeckName } from '@tcgp/rules';
import { useBestDeck } from '@tcgp/data-hooks';
import { CardGrid, IconCards } from '../components/common';
import { formatPercent } from '@tcgp/ui';
import styles from './DeckPages.module.css';


function FinderResultView({ finder, cards, filtersNote }: { finder: FinderResult; cards: CardIndex; filtersNote: boolean }) {
  const { t } = useTranslation('deck');
  const dispatch = useAppDispatch();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef(false);
  const [marked, setMarked] = useState(false);

  // After a mark the clicked tile may be gone (a new deck or list): move focus to the result heading
  // instead of losing it to <body>. A tile that is still there keeps the focus.
  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) headingRef.current?.focus();
  }, [finder]);

  const mark = (list: DeckList, cardId: CardId) => {
    pendingFocus.current = true;
    setMarked(true);
    dispatch(addMissing(cardsToMarkMissing(list, cardId)));
  };

  const announcement = !marked
    ? ''
    : finder.status === 'found'
      ? t('nowBest', { deck: readableDeckName(finder.deck.name, cards) })
      : t('notEnough.title', { ns: 'common' });

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {filtersNote ? <p className={styles.note}>{t('filtersApplied')}</p> : null}
      {finder.status === 'notEnoughCards' ? (
        <NotEnoughCards hints={[t('notEnoughHint')]} headingRef={headingRef} />
      ) : (
        <section className={styles.panel} aria-labelledby="deck-finder-best" data-best-deck={finder.deck.id}>
          <div className={styles.deckHead}>
            <IconCards deck={finder.deck} cards={cards} />
            <div className={styles.deckHeadText}>
              <p className={styles.eyebrow}>{t('bestDeck')}</p>
              <h2 id="deck-finder-best" ref={headingRef} tabIndex={-1} className={styles.deckName}>
                {readableDeckName(finder.deck.name, cards)}
              </h2>
              <Link className={styles.link} to={deckPath(finder.deck.id)} data-deck-link={finder.deck.id}>
                {t('viewDeck')}
              </Link>
            </div>
          </div>
          <h3 className={styles.subheading}>{t('cardsHeading')}</h3>
          <p className={styles.muted}>{t('cardsHint')}</p>
          <CardGrid
            list={finder.deck.bestList}
            cards={cards}
            label={t('cardsHeading')}
            onSelect={(cardId) => mark(finder.deck.bestList, cardId)}
            actionLabel={(name) => t('markMissing', { name })}
          />
        </section>
      )}
      <MissingCardsPanel cards={cards} />
    </>
  );
}

/** `deck/DeckFinderPage` (route /deck): the best deck the player can build without their missing cards. */
export default function DeckFinderPage() {
  const { t, i18n } = useTranslation('deck');
  const view = useBestDeck();
  const premium = useAppSelector(selectPremium);
  const { archetypes, cards, finder } = view;
  const skipped = useMemo(
    () => (archetypes && cards ? countSkippedLists(prepareArchetypesCached(archetypes, cards).skipped) : 0),
    [archetypes, cards],
  );
  return (
    <section className={styles.page} data-page="deck-finder">
      <header className={styles.header}>
        <h1>{t('finderTitle')}</h1>
        <p className={styles.intro}>{t('finderIntro')}</p>
        {view.status === 'ready' && finder?.status === 'found' && cards ? (
          <p className={styles.strength} data-relative-strength={finder.relativeStrength}>
            <strong>{t('relativeStrength', { percent: formatPercent(finder.relativeStrength / 100, i18n.language) })}</strong>{' '}
            <span className={styles.muted}>
              {t('relativeStrengthHint', { deck: readableDeckName(finder.bestInGame.name, cards) })}
            </span>
          </p>
        ) : null}
      </header>
      <DataBoundary status={view.status} error={view.error} onRetry={view.retry}>
        {finder && cards ? (
          <>
            <SkippedListsNote count={skipped} />
            <FinderResultView finder={finder} cards={cards} filtersNote={filtersInForce(view.filters, premium).some((key) => key !== 'sortBy')} />
          </>
        ) : null}
      </DataBoundary>
    </section>
  );
}
