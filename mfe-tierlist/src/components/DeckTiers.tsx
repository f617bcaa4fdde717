import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTile, TierRows, formatMetric } from '@tcgp/ui';
import { metricValue, type CardIndex, type DerivedDeck, type TierRow, deckIconCardIds, readableDeckName } from '@tcgp/rules';
import { Link, type SortBy, deckPath } from 'shared-contracts';
import styles from './DeckTiers.module.css';

/** One deck: its icon cards, its readable name and the value of the current sort metric; links to /deck/{id}. */
function DeckTile({ deck, cards, sortBy }: { deck: DerivedDeck; cards: CardIndex; sortBy: SortBy }) {
  const { t, i18n } = useTranslation('tierlist');
  const icons = useMemo(() => deckIconCardIds(deck, cards), [deck, cards]);
  const name = useMemo(() => readableDeckName(deck.name, cards), [deck.name, cards]);
  const value = formatMetric(metricValue(deck, sortBy), sortBy, i18n.language);
  return (
    <Link to={deckPath(deck.id)} className={styles.link}>
      <span className={styles.icons} aria-hidden="true">
        {icons.map((cardId) => (
          <CardTile key={cardId} cardId={cardId} card={cards.get(cardId)} size="sm" />
        ))}
      </span>
      <span className={styles.name}>{name}</span>
      <span className={styles.metric} data-metric={sortBy}>
        <span className={styles.metricLabel}>{t(`sort.${sortBy}`)}</span> <span className={styles.metricValue}>{value}</span>
      </span>
    </Link>
  );
}

/** The decks in the six tier rows S..E (the shared rows), in ranking order, as tiles in the tier's colour. */
export function DeckTiers({ tiers, cards, sortBy }: { tiers: TierRow<DerivedDeck>[]; cards: CardIndex; sortBy: SortBy }) {
  const { t } = useTranslation('tierlist');
  return (
    <TierRows
      rows={tiers}
      layout="grid"
      itemKey={(deck) => deck.id}
      itemAttributes={(deck) => ({ 'data-deck-id': deck.id })}
      emptyText={t('tier.empty')}
      renderItem={(deck) => <DeckTile deck={deck} cards={cards} sortBy={sortBy} />}
    />
  );
}
