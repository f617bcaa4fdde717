import { memo, useMemo } from 'react';
import { useTranslation, Link, deckPath } from 'shared-contracts';
import type { Card, MatchupSummary, SortBy, Tier } from '@tcgp/domain';
import {
  CardTile,
  FewGamesMark,
  FollowButton,
  MonogramScope,
  TierRows,
  WholeWords,
  WinRate,
  formatCount,
  formatMetric,
  formatPercent,
  useFewGamesWords,
  useWinRateDetails,
} from '@tcgp/ui';
import {
  deckGames,
  hasFewGames,
  metricValue,
  type CardIndex,
  type DerivedDeck,
  type RankChange,
  type TierRow,
  deckIconCardIds,
  readableDeckName,
} from '@tcgp/rules';
import { RankChangeBadge, useRankChangeWords } from './RankChangeBadge';
import styles from './DeckTiers.module.css';

interface DeckTileProps {
  deck: DerivedDeck;
  cards: CardIndex;
  sortBy: SortBy;
  /** The tier row the tile is in (said in the link's accessible name). */
  tier: Tier;
  /** Games behind the deck's win rate (its Total row); null when unknown. */
  games: number | null;
  /** Rank change since last week; absent when the data has no last week. */
  change: RankChange | undefined;
  /** "Since your last visit": the deck's tier in the data set last seen (null: new); absent: no mark. */
  mark: Tier | null | undefined;
}

/** The deck's games (as the deck page's win rate counts them) and, below 100, the "few games" mark in words. */
function SampleSize({ games }: { games: number }) {
  const { t, i18n } = useTranslation('tierlist');
  return (
    <span className={styles.sample} aria-hidden="true" data-games={games}>
      <span className={styles.games}>{t('sampleSize.games', { count: games, games: formatCount(games, i18n.language) })}</span>
      <FewGamesMark games={games} />
    </span>
  );
}

/**
 * One deck: its key cards as icon tiles (art, or a monogram), its readable name (two lines at most),
 * its games (marked "few games" below 100), the value of the current sort metric (a win rate with its
 * games and interval) and its rank change since last week; links to /deck/{id}. The link's name reads
 * "Pikachu ex & Mewtwo ex, 1,234 games, Score 58.7%, tier S". Beside the link, not in it (no control
 * inside a link), the star that follows the deck (shown once the page is hydrated).
 */
function DeckTile({ deck, cards, sortBy, tier, games, change, mark }: DeckTileProps) {
  const { t, i18n } = useTranslation('tierlist');
  const icons = useMemo(() => deckIconCardIds(deck, cards), [deck, cards]);
  const name = useMemo(() => readableDeckName(deck.name, cards), [deck.name, cards]);
  const value = formatMetric(metricValue(deck, sortBy), sortBy, i18n.language);
  const winRateDetails = useWinRateDetails();
  const changeWords = useRankChangeWords();
  const fewGames = useFewGamesWords();
  const markWords = mark === undefined ? null : mark === null ? t('lastVisit.markNew') : t('lastVisit.mark', { tier: mark });
  // The link's name says it all in one line, in the order of the tile, and then the tier (the row's letter
  // is not part of the tile): "Pikachu ex & Mewtwo ex, 1,234 games, Few games, Score 58.7%, New: …, tier S".
  // It is the link's text for assistive technology, the visible parts being hidden from it, so the name
  // starts with what the eye reads (WCAG 2.5.3) and a screen reader hears the commas.
  const shownValue =
    sortBy === 'winRate' && deck.winRate !== null ? `${formatPercent(deck.winRate, i18n.language)} (${winRateDetails(deck.winRate, games)})` : value;
  const label = [
    name,
    games !== null ? t('sampleSize.games', { count: games, games: formatCount(games, i18n.language) }) : null,
    hasFewGames(games) ? fewGames : null,
    `${t(`sort.${sortBy}`)} ${shownValue}`,
    change ? changeWords(change) : null,
    markWords,
    t('sampleSize.tier', { tier }),
  ]
    .filter((part): part is string => part !== null)
    .join(', ');
  return (
    <div className={styles.tile}>
      <Link to={deckPath(deck.id)} className={styles.link}>
        <span className={styles.icons} aria-hidden="true">
          {icons.map((cardId) => (
            <CardTile key={cardId} cardId={cardId} card={cards.get(cardId)} size="icon" />
          ))}
        </span>
        <span className={styles.name} title={name} aria-hidden="true">
          <WholeWords text={name} />
        </span>
        {games !== null ? <SampleSize games={games} /> : null}
        {markWords ? (
          <span className={styles.mark} aria-hidden="true" data-since-last-visit={mark ?? 'new'}>
            {markWords}
          </span>
        ) : null}
        <span className={styles.foot} aria-hidden="true">
          <span className={styles.metric} data-metric={sortBy}>
            <span className={styles.metricLabel}>{t(`sort.${sortBy}`)}</span>{' '}
            {sortBy === 'winRate' ? (
              <WinRate rate={deck.winRate} games={games} className={styles.metricValue} />
            ) : (
              <span className={styles.metricValue}>{value}</span>
            )}
          </span>
          {change ? <RankChangeBadge change={change} /> : null}
        </span>
        <span className="visually-hidden">{label}</span>
      </Link>
      <FollowButton deckId={deck.id} deckName={name} className={styles.follow} />
    </div>
  );
}

export interface DeckTiersProps {
  tiers: TierRow<DerivedDeck>[];
  cards: CardIndex;
  sortBy: SortBy;
  /** Each deck's Total row (games behind its win rate). */
  summary: MatchupSummary | undefined;
  /** Rank changes since last week by deck name; undefined when not known. */
  changes: ReadonlyMap<string, RankChange> | undefined;
  /** "Since your last visit" marks by deck id (the tier last seen, null: new); undefined: none. */
  marks?: ReadonlyMap<string, Tier | null>;
}

/** Every card shown as an icon on the tiles, each once: the view whose monograms are unique. */
function iconCards(tiers: readonly TierRow<DerivedDeck>[], cards: CardIndex): Card[] {
  const shown = new Map<string, Card>();
  for (const row of tiers) {
    for (const deck of row.items) {
      for (const id of deckIconCardIds(deck, cards)) {
        const card = cards.get(id);
        if (card) shown.set(id, card);
      }
    }
  }
  return [...shown.values()];
}

/**
 * The decks in the six tier rows S..E (the shared rows), in ranking order, as tiles in the tier's colour.
 * The icons' monograms are unique among the tiles shown (`MonogramScope`).
 * Memoised: the page re-renders when anything of the store it reads changes, the tiles only when theirs do.
 */
export const DeckTiers = memo(function DeckTiers({ tiers, cards, sortBy, summary, changes, marks }: DeckTiersProps) {
  const { t } = useTranslation('tierlist');
  const tierOf = useMemo(() => new Map(tiers.flatMap((row) => row.items.map((deck) => [deck.id, row.tier] as const))), [tiers]);
  const scope = useMemo(() => iconCards(tiers, cards), [tiers, cards]);
  return (
    <MonogramScope cards={scope}>
      <TierRows
        rows={tiers}
        layout="grid"
        itemKey={(deck) => deck.id}
        itemAttributes={(deck) => ({ 'data-deck-id': deck.id })}
        emptyText={t('tier.empty')}
        renderItem={(deck) => (
          <DeckTile
            deck={deck}
            cards={cards}
            sortBy={sortBy}
            tier={tierOf.get(deck.id) ?? 'E'}
            games={deckGames(deck.name, summary)}
            change={changes?.get(deck.name)}
            mark={marks?.get(deck.id)}
          />
        )}
      />
    </MonogramScope>
  );
});
