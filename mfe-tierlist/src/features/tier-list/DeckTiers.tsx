import { memo, useMemo } from 'react';
import { useTranslation, Link, deckPath } from 'shared-contracts';
import type { MatchupSummary, SortBy } from '@tcgp/domain';
import { CardTile, TierRows, WholeWords, WinRate, formatMetric } from '@tcgp/ui';
import { metricValue, type CardIndex, type DerivedDeck, type RankChange, type TierRow, deckIconCardIds, readableDeckName } from '@tcgp/rules';
import { RankChangeBadge } from './RankChangeBadge';
import styles from './DeckTiers.module.css';

interface DeckTileProps {
  deck: DerivedDeck;
  cards: CardIndex;
  sortBy: SortBy;
  /** Games behind the deck's win rate (its Total row); null when unknown. */
  games: number | null;
  /** Rank change since last week; absent when the data has no last week. */
  change: RankChange | undefined;
}

/**
 * One deck: its key cards as icon tiles (art, or a monogram), its readable name (two lines at most), the value of the current sort metric (a win rate with
 * its games and interval) and its rank change since last week; links to /deck/{id}.
 */
function DeckTile({ deck, cards, sortBy, games, change }: DeckTileProps) {
  const { t, i18n } = useTranslation('tierlist');
  const icons = useMemo(() => deckIconCardIds(deck, cards), [deck, cards]);
  const name = useMemo(() => readableDeckName(deck.name, cards), [deck.name, cards]);
  const value = formatMetric(metricValue(deck, sortBy), sortBy, i18n.language);
  return (
    <Link to={deckPath(deck.id)} className={styles.link}>
      <span className={styles.icons} aria-hidden="true">
        {icons.map((cardId) => (
          <CardTile key={cardId} cardId={cardId} card={cards.get(cardId)} size="icon" />
        ))}
      </span>
      <span className={styles.name} title={name}>
        <WholeWords text={name} />
      </span>
      <span className={styles.foot}>
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
    </Link>
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
}

/**
 * The decks in the six tier rows S..E (the shared rows), in ranking order, as tiles in the tier's colour.
 * Memoised: the page re-renders when anything of the store it reads changes, the tiles only when theirs do.
 */
export const DeckTiers = memo(function DeckTiers({ tiers, cards, sortBy, summary, changes }: DeckTiersProps) {
  const { t } = useTranslation('tierlist');
  return (
    <TierRows
      rows={tiers}
      layout="grid"
      itemKey={(deck) => deck.id}
      itemAttributes={(deck) => ({ 'data-deck-id': deck.id })}
      emptyText={t('tier.empty')}
      renderItem={(deck) => (
        <DeckTile deck={deck} cards={cards} sortBy={sortBy} games={summary?.[deck.name]?.totalGames ?? null} change={changes?.get(deck.name)} />
      )}
    />
  );
});
