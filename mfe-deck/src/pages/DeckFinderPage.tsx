import { memo, startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  useTranslation,
  Link,
  addMissing,
  selectPremium,
  selectShownMissingIds,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  deckPath,
} from 'shared-contracts';
import type { CardId } from '@tcgp/domain';
import {
  DataBoundary,
  MissingCardsPanel,
  PersonalViewLine,
  usePersonalViewShown,
  afterNextPaint,
  NotEnoughCards,
  SharedLinkPrompt,
  SkippedListsNote,
  formatPercent,
} from '@tcgp/ui';
import {
  cardsToMarkMissing,
  countSkippedLists,
  marksWithinLimit,
  deriveDecks,
  filtersInForce,
  prepareArchetypesCached,
  type CardIndex,
  type FinderResult,
  readableDeckName,
} from '@tcgp/rules';
import { useBestDeck } from '@tcgp/data-hooks';
import { prepareDeckFinder } from './prepare/deckFinder';
import { CardGrid, IconCards } from '../features/shared/DeckCards';
import { WhatToGetNext } from '../features/what-to-get-next/WhatToGetNext';
import { DeckShare } from '../features/share/DeckShare';
import { CopyListText } from '../features/list-text/CopyListText';
import { PasteList } from '../features/list-text/PasteList';
import { CompareWith } from '../features/compare/CompareWith';
import { useHeldValue } from '../features/tap-safety/useHeldValue';
import { TapStatus, placeBelow, type TapStatusState } from '../features/tap-safety/TapStatus';
import styles from './DeckPages.module.css';

/** What the finder shows: its best deck, or the deck a link asked for while the player can build it. */
interface Shown {
  finder: FinderResult;
  /** The deck of a link: shown, or not buildable (then the best deck shows); null without one. */
  focus: { status: 'shown' | 'notBuildable'; name: string } | null;
}

/**
 * The deck a shared link (or a deck page's "Open in the finder") asked for, when the player's missing
 * cards and the filters leave a list of it; else the finder's own best deck.
 */
function useShownResult(view: ReturnType<typeof useBestDeck>, focusDeck: string | null): Shown | undefined {
  const { archetypes, cards, finder, filters, summary, missing } = view;
  return useMemo(() => {
    if (!finder || !archetypes || !cards) return undefined;
    if (!focusDeck) return { finder, focus: null };
    const prepared = prepareArchetypesCached(archetypes, cards).archetypes.find((p) => p.id === focusDeck);
    // A deck the data does not know (renamed, dropped): the finder's own pick, as without a link.
    if (!prepared) return { finder, focus: null };
    const deck = deriveDecks({ archetypes, cards, missing, filters, summary }).decks.find((d) => d.id === focusDeck);
    const name = readableDeckName(prepared.archetype.name, cards);
    if (!deck || finder.status !== 'found') return { finder, focus: { status: 'notBuildable', name } };
    const relativeStrength = finder.bestInGame.score > 0 ? (100 * deck.score) / finder.bestInGame.score : 100;
    return { finder: { ...finder, deck, relativeStrength }, focus: { status: 'shown', name } };
  }, [finder, archetypes, cards, focusDeck, missing, filters, summary]);
}

function FocusNote({ focus, onShowBest }: { focus: NonNullable<Shown['focus']>; onShowBest: () => void }) {
  const { t } = useTranslation('deck');
  return (
    <div className={styles.focusNote} data-focus-deck={focus.status}>
      <p>{t(focus.status === 'shown' ? 'focus.shown' : 'focus.notBuildable', { deck: focus.name })}</p>
      {focus.status === 'shown' ? (
        <button type="button" className={styles.textButton} onClick={onShowBest}>
          {t('focus.showBest')}
        </button>
      ) : null}
    </div>
  );
}

/** A mark made on the grid: the card tapped and the copies it adds to the missing list. */
type OnMark = (cardId: CardId, ids: CardId[]) => void;

/**
 * The best list's cards, each a button that marks it missing. The tap's own update renders only this
 * grid (the tapped tile struck through); the store follows once that is painted, and everything that
 * reads the missing cards renders again then (the missing cards panel, then the new best deck in a
 * background render, which the page shows once its hold after the mark is over).
 */
function MarkableGrid({
  finder,
  cards,
  label,
  describedBy,
  onMarked,
}: {
  finder: Extract<FinderResult, { status: 'found' }>;
  cards: CardIndex;
  label: string;
  describedBy: string;
  onMarked: OnMark;
}) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // The cards just tapped, shown struck through at once while the new best deck renders (it has no
  // such card: a card marked missing leaves every list the player can build).
  const [marking, setMarking] = useState<{ finder: FinderResult; cardIds: readonly CardId[] } | null>(null);
  // The same, read by the tap itself, so that `mark` keeps its identity across marks.
  const markedNow = useRef<{ finder: FinderResult; cardIds: readonly CardId[] } | null>(null);
  // The same function while the result stays: only the tapped tile renders again in the tap's update.
  const mark = useCallback(
    (cardId: CardId) => {
      const before = markedNow.current?.finder === finder ? markedNow.current.cardIds : [];
      // A second tap on a card this grid already marked (a double tap, a bouncing finger) adds nothing.
      if (before.includes(cardId)) return;
      const next = { finder, cardIds: [...before, cardId] };
      markedNow.current = next;
      setMarking(next);
      // The full meta may show a card marked missing already: never more than 2 copies in the list.
      const ids = marksWithinLimit(selectShownMissingIds(store.getState()), cardsToMarkMissing(finder.deck.bestList, cardId));
      onMarked(cardId, ids);
      const action = addMissing(ids);
      afterNextPaint(() => dispatch(action));
    },
    [finder, dispatch, store, onMarked],
  );
  return (
    <CardGrid
      list={finder.deck.bestList}
      cards={cards}
      label={label}
      onSelect={mark}
      describedBy={describedBy}
      marked={marking?.finder === finder ? marking.cardIds : undefined}
    />
  );
}

/** The best deck and its cards to mark. Memoised: a mark renders it again with the new best deck. */
const FinderResultView = memo(function FinderResultView({
  finder,
  cards,
  filtersNote,
  focused,
  onMark,
  tierDecks,
}: {
  finder: FinderResult;
  cards: CardIndex;
  filtersNote: boolean;
  focused: boolean;
  onMark: OnMark;
  /** The decks of the player's tier list, for "Compare with…". */
  tierDecks: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation('deck');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hintId = useId();
  const pendingFocus = useRef(false);
  const [marked, setMarked] = useState(false);

  // After a mark the clicked tile may be gone (a new deck or list): move focus to the result heading
  // instead of losing it to <body>. A tile that is still there keeps the focus. Without scrolling: the
  // page must not move under the player's finger, and the status of the tap stays where they look.
  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) headingRef.current?.focus({ preventScroll: true });
  }, [finder]);

  const onMarked = useCallback(
    (cardId: CardId, ids: CardId[]) => {
      pendingFocus.current = true;
      // The announcement says what the mark changed: it comes with the new best deck.
      startTransition(() => setMarked(true));
      onMark(cardId, ids);
    },
    [onMark],
  );

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
              <p className={styles.eyebrow}>{t(focused ? 'focus.eyebrow' : 'bestDeck')}</p>
              <h2 id="deck-finder-best" ref={headingRef} tabIndex={-1} className={styles.deckName}>
                {readableDeckName(finder.deck.name, cards)}
              </h2>
              <Link className={styles.link} to={deckPath(finder.deck.id)} data-deck-link={finder.deck.id}>
                {t('viewDeck')}
              </Link>
              <div className={styles.deckActions}>
                <DeckShare deckId={finder.deck.id} name={readableDeckName(finder.deck.name, cards)} />
                <CopyListText list={finder.deck.bestList} cards={cards} />
              </div>
              <CompareWith deckId={finder.deck.id} decks={tierDecks} cards={cards} />
            </div>
          </div>
          <h3 className={styles.subheading}>{t('cardsHeading')}</h3>
          <p id={hintId} className={styles.muted}>
            {t('cardsHint')}
          </p>
          <MarkableGrid finder={finder} cards={cards} label={t('cardsHeading')} describedBy={hintId} onMarked={onMarked} />
        </section>
      )}
      <MissingCardsPanel cards={cards} share links={['collection']} />
    </>
  );
});

/** `deck/DeckFinderPage` (route /deck): the best deck the player can build without their missing cards. */
export default function DeckFinderPage() {
  const { t, i18n } = useTranslation('deck');
  // "Show the full meta" shows the meta's best deck; a mark brings the player's view back (the store does).
  const view = useBestDeck({ followFullMeta: true });
  const premium = useAppSelector(selectPremium);
  const [focusDeck, setFocusDeck] = useState<string | null>(null);
  // After a mark the page keeps showing what was tapped on for a moment: a second tap of a double tap
  // lands on the same card, not on whatever the next best deck puts there.
  const { shown, hold } = useHeldValue(useShownResult(view, focusDeck));
  // So does the line above it: the first mark makes the view personal, and a line appearing above the
  // grid would push the tapped card down under the finger.
  const line = useHeldValue(usePersonalViewShown());
  const holdLine = line.hold;
  const { archetypes, cards, meta } = view;
  // The tier list's decks with the filters in force, whose decks "Compare with…" offers. Without the
  // missing cards: a comparison shows what each deck needs, and a mark never derives the list again.
  const tierDecks = useMemo(
    () => (archetypes && cards ? deriveDecks({ archetypes, cards, missing: [], filters: view.filters, summary: view.summary }).decks : []),
    [archetypes, cards, view.filters, view.summary],
  );
  const pageRef = useRef<HTMLElement>(null);
  const [tapStatus, setTapStatus] = useState<TapStatusState | null>(null);
  const onMark = useCallback(
    (cardId: CardId, ids: CardId[]) => {
      hold();
      holdLine();
      const page = pageRef.current;
      const tile = [...(page?.querySelectorAll('[data-best-deck] button[data-card-id]') ?? [])].find(
        (button) => button.getAttribute('data-card-id') === cardId,
      );
      const name = cards?.get(cardId)?.name ?? cardId;
      setTapStatus({
        kind: ids.length === 0 ? 'already' : 'marked',
        cardId,
        name,
        ids,
        ...(tile && page ? placeBelow(tile, page) : { top: 0, align: 'center' }),
      });
    },
    [hold, holdLine, cards],
  );
  const finder = shown?.finder;
  const skipped = useMemo(() => (archetypes && cards ? countSkippedLists(prepareArchetypesCached(archetypes, cards).skipped) : 0), [archetypes, cards]);
  return (
    <section ref={pageRef} className={styles.page} data-page="deck-finder">
      <header className={styles.header}>
        <h1>{t('finderTitle')}</h1>
        <p className={styles.intro}>{t('finderIntro')}</p>
        <PersonalViewLine testId="finder-personal-view" shown={line.shown} />
        {view.status === 'ready' && finder?.status === 'found' && cards ? (
          <>
            <p className={styles.strength} data-relative-strength={finder.relativeStrength}>
              <strong>{t('relativeStrength', { percent: formatPercent(finder.relativeStrength / 100, i18n.language) })}</strong>
            </p>
            <p className={styles.strengthHint}>{t('relativeStrengthHint', { deck: readableDeckName(finder.bestInGame.name, cards) })}</p>
          </>
        ) : null}
      </header>
      <SharedLinkPrompt cards={cards ?? null} onView={(shared) => setFocusDeck(shared.deck)} />
      <DataBoundary status={view.status} error={view.error} onRetry={view.retry}>
        {finder && shown && cards && archetypes && meta ? (
          <>
            <SkippedListsNote count={skipped} />
            {shown.focus ? <FocusNote focus={shown.focus} onShowBest={() => setFocusDeck(null)} /> : null}
            <FinderResultView
              finder={finder}
              cards={cards}
              focused={shown.focus?.status === 'shown'}
              filtersNote={filtersInForce(view.filters, premium).some((key) => key !== 'sortBy')}
              onMark={onMark}
              tierDecks={tierDecks}
            />
            <WhatToGetNext
              archetypes={archetypes}
              cards={cards}
              missing={view.missing}
              filters={view.filters}
              summary={view.summary}
              expansions={meta.expansions}
            />
            <PasteList archetypes={archetypes} cards={cards} summary={view.summary} />
          </>
        ) : null}
      </DataBoundary>
      <TapStatus status={tapStatus} onChange={setTapStatus} />
    </section>
  );
}

DeckFinderPage.prepare = prepareDeckFinder;
