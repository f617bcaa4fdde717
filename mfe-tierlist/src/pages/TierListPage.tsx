import { Suspense, lazy, useMemo } from 'react';
import { useTranslation, clearMissing, selectFollowedDecks, selectViewMissingIds, selectPremium, useAppDispatch, useAppSelector } from 'shared-contracts';
import type { Archetype, DeckFilters, MatchupSummary } from '@tcgp/domain';
// The shared controls and the last-updated line before the shared components, as on the statistics
// page: the CSS chunk both pages share has one order.
import controls from '@tcgp/ui/controls.module.css';
import { LastUpdated } from '../features/shared/LastUpdated';
import { DataBoundary, MissingCardsPanel, NotEnoughCards, PersonalViewLine, SharedLinkPrompt, SkippedListsNote, useHydrated } from '@tcgp/ui';
import { useDerivedDecks } from '@tcgp/data-hooks';
import {
  countSkippedLists,
  deckGames,
  decksPlayingCards,
  meetsMinGames,
  filtersInForce,
  type CardIndex,
  type DerivedDeck,
  type DeriveResult,
  type RankChange,
  type TierRow,
} from '@tcgp/rules';
import { FilterBar } from '../features/tier-list/FilterBar';
import { MetricHelp } from '../features/tier-list/MetricHelp';
import { DeckTiers } from '../features/tier-list/DeckTiers';
import { useRankChanges } from '../features/tier-list/useRankChanges';
import { useLastSeen, type LastSeenState } from '../features/tier-list/useLastSeen';
import { MinGamesFilter } from '../features/tier-list/MinGamesFilter';
import { useMinGames } from '../features/tier-list/useMinGames';
import { prepareTierList } from './prepare/tierList';
import { Upsell } from '../features/shared/Upsell';
import { FindByCard, cardNames, pickedCardNames } from '../features/find-by-card/FindByCard';
import { NoMatchingDecks } from '../features/find-by-card/NoMatchingDecks';
import { usePickedCards } from '../features/find-by-card/usePickedCards';
import styles from './TierListPage.module.css';

/**
 * "Your decks" (the followed decks with their tier and change): its own chunk, asked for only once the
 * page is hydrated and the player follows a deck, so the first load of the tier list does not carry it.
 */
const YourDecks = lazy(() => import(/* webpackChunkName: "your-decks" */ '../features/tier-list/YourDecks'));
/** "Since your last visit": its own chunk too, asked for only when the data set is newer than the one last seen. */
const LastVisit = lazy(() => import(/* webpackChunkName: "last-visit" */ '../features/tier-list/LastVisit'));

export interface TierListPageProps {
  /** The current time for the last-updated colour; defaults to the page's time (`usePageTime`; injectable for tests). */
  now?: Date;
}

/** Shown instead of the tiers when no deck is left. */
function NoDecks({ missingCount, filtered }: { missingCount: number; filtered: boolean }) {
  const { t } = useTranslation('tierlist');
  const dispatch = useAppDispatch();
  if (missingCount > 0) {
    return (
      <NotEnoughCards
        testId="tierlist-not-enough-cards"
        hints={filtered ? [t('notEnoughHint'), t('noDecks.filtersHint')] : [t('notEnoughHint')]}
        // "Try another deck" starts again with all cards (the hint says so).
        onTryAnother={() => dispatch(clearMissing())}
      />
    );
  }
  return (
    <section className={styles.empty} data-testid="tierlist-no-decks">
      <h2 className={styles.emptyTitle}>{t('noDecks.title')}</h2>
      <p>{filtered ? t('noDecks.filtersHint') : t('noDecks.text')}</p>
    </section>
  );
}

function TierListBody(props: {
  cards: CardIndex;
  archetypes: readonly Archetype[];
  result: DeriveResult;
  tiers: TierRow<DerivedDeck>[];
  filters: DeckFilters;
  summary: MatchupSummary | undefined;
  changes: ReadonlyMap<string, RankChange> | undefined;
  /** Missing cards shape the view: no rank-change arrows, nor their help. */
  personal: boolean;
  lastUpdated: string;
  now: Date | undefined;
  premium: boolean | null;
  /** Show "Since your last visit", and what marks the data set seen. */
  lastVisit: LastSeenState;
}) {
  const { t, i18n } = useTranslation('tierlist');
  const missing = useAppSelector(selectViewMissingIds);
  const hydrated = useHydrated();
  const following = useAppSelector((state) => selectFollowedDecks(state).length > 0);
  const { result, filters } = props;
  const filtered = filtersInForce(filters, props.premium).some((key) => key === 'energy' || key === 'includeEx');
  // "Decks with cards": the picked cards (in the address) only hide decks; each deck keeps the tier
  // it has among all the decks.
  const picked = usePickedCards(props.cards);
  const matching = useMemo(() => decksPlayingCards(result.decks, picked.ids), [result.decks, picked.ids]);
  // "Minimum games" (in the address too) hides decks with fewer games the same way.
  const minGames = useMinGames();
  const { summary } = props;
  const enough = useMemo(
    () => result.decks.filter((deck) => meetsMinGames(deckGames(deck.name, summary), minGames.min)),
    [result.decks, summary, minGames.min],
  );
  const tiers = useMemo(() => {
    if (picked.ids.length === 0 && minGames.min === 0) return props.tiers;
    const matched = new Set(matching.map((deck) => deck.id));
    const kept = enough.filter((deck) => matched.has(deck.id)).map((deck) => deck.id);
    const keep = new Set(kept);
    return props.tiers.map((row) => ({ tier: row.tier, items: row.items.filter((deck) => keep.has(deck.id)) }));
  }, [props.tiers, picked.ids.length, minGames.min, matching, enough]);
  return (
    <>
      <div className={styles.status}>
        <LastUpdated lastUpdated={props.lastUpdated} now={props.now} />
        {result.decks.length > 0 ? (
          <p className={styles.shown} data-testid="tierlist-shown">
            {t('shown', { count: result.decks.length, metric: t(`sort.${filters.sortBy}`) })}
          </p>
        ) : null}
      </div>
      <MetricHelp arrows={!props.personal} />
      <SkippedListsNote count={countSkippedLists(result.skipped)} />
      {props.lastVisit.show ? (
        <Suspense fallback={null}>
          <LastVisit
            archetypes={props.archetypes}
            cards={props.cards}
            filters={filters}
            summary={props.summary}
            onSeen={props.lastVisit.seen}
            onMarks={props.lastVisit.setMarks}
          />
        </Suspense>
      ) : null}
      {hydrated && following ? (
        <Suspense fallback={null}>
          <YourDecks tiers={props.tiers} archetypes={props.archetypes} cards={props.cards} changes={props.changes} />
        </Suspense>
      ) : null}
      {result.decks.length > 0 ? (
        <FindByCard cards={props.cards} decks={result.decks} matching={matching.length} picked={picked.ids} onChange={picked.setIds} dropped={picked.dropped} />
      ) : null}
      {result.decks.length > 0 ? <MinGamesFilter min={minGames.min} onChange={minGames.setMin} shown={enough.length} total={result.decks.length} /> : null}
      {result.decks.length > 0 && matching.length === 0 ? (
        <NoMatchingDecks cards={cardNames(pickedCardNames(picked.ids, props.cards), i18n.language)} onShowAll={() => picked.setIds([])} />
      ) : result.decks.length > 0 ? (
        <DeckTiers tiers={tiers} cards={props.cards} sortBy={filters.sortBy} summary={props.summary} changes={props.changes} marks={props.lastVisit.marks} />
      ) : (
        <NoDecks missingCount={missing.length} filtered={filtered} />
      )}
      {/* The cards left out (or, with none, how to leave some out) come after the tiers, as on the deck
          finder: the decks are what the page is for, and the panel never moves while cards are removed.
          That the tiers are personal is said once, at the top (PersonalViewLine). */}
      <MissingCardsPanel cards={props.cards} testId="tierlist-missing" emptyHint={t('missingHint')} links={['collection']} share />
    </>
  );
}

/**
 * `tierlist/TierListPage` (route /tier-list): the decks in six tiers S..E for the player's missing
 * cards and the filters in force. Free users get 30 decks by score and an upsell; premium users the
 * filter bar; while premium is unknown, neither. With missing cards the view is personal: the line at
 * the top says so (and offers the full meta), the intro does not claim the meta, and there are no
 * rank-change arrows (last week's ranking is the meta's, not this view's).
 */
export default function TierListPage({ now }: TierListPageProps = {}) {
  const { t } = useTranslation('tierlist');
  const premium = useAppSelector(selectPremium);
  const view = useDerivedDecks({ followFullMeta: true });
  const personal = view.missing.length > 0;
  const rankChanges = useRankChanges(view);
  const changes = personal ? undefined : rankChanges;
  const lastVisit = useLastSeen(view.meta && view.meta.statistics !== false ? view.meta.lastUpdated : undefined);
  return (
    <section className={controls.page} data-premium={String(premium)}>
      <header className={controls.pageHeader}>
        <h1 className={controls.pageTitle}>{t('title')}</h1>
        <p className={controls.intro}>{t(personal ? 'introPersonal' : 'intro')}</p>
      </header>
      <PersonalViewLine testId="tierlist-personal-view" />
      <SharedLinkPrompt cards={view.cards ?? null} />
      {premium === true ? <FilterBar /> : null}
      <DataBoundary status={view.status} error={view.error} onRetry={view.retry}>
        {view.cards && view.result && view.tiers && view.meta ? (
          <TierListBody
            cards={view.cards}
            archetypes={view.archetypes ?? []}
            result={view.result}
            tiers={view.tiers}
            filters={view.filters}
            summary={view.summary}
            changes={changes}
            personal={personal}
            lastUpdated={view.meta.lastUpdated}
            now={now}
            premium={premium}
            lastVisit={lastVisit}
          />
        ) : null}
        {/* What Premium adds, after the free plan's decks (where a free user reaches their end). */}
        {premium === false ? <Upsell /> : null}
      </DataBoundary>
    </section>
  );
}

/** Loads what the first render reads (the shell before hydrating a published page, the server build before rendering). */
TierListPage.prepare = prepareTierList;
