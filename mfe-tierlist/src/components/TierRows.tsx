import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  CardTile,
  metricValue,
  type CardIndex,
  type DerivedDeck,
  type SortBy,
  type TierRow,
  deckIconCardIds,
  deckPath,
  readableDeckName,
} from 'shared-contracts';
import { formatMetric } from '../format';
import styles from './TierRows.module.css';

const TIER_CLASS = {
  S: styles.tierS,
  A: styles.tierA,
  B: styles.tierB,
  C: styles.tierC,
  D: styles.tierD,
  E: styles.tierE,
} as const;

/** One deck: its icon cards, its readable name and the value of the current sort metric; links to /deck/{id}. */
function DeckTile({ deck, cards, sortBy }: { deck: DerivedDeck; cards: CardIndex; sortBy: SortBy }) {
  const { t, i18n } = useTranslation('tierlist');
  const icons = useMemo(() => deckIconCardIds(deck, cards), [deck, cards]);
  const name = useMemo(() => readableDeckName(deck.name, cards), [deck.name, cards]);
  const value = formatMetric(metricValue(deck, sortBy), sortBy, i18n.language);
  return (
    <li className={styles.deck} data-deck-id={deck.id}>
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
    </li>
  );
}

/**
 * The six tier rows S..E, each labelled and coloured, with its decks in ranking order.
 * Empty rows stay visible (with a short note), so the scale of the tiers is always clear.
 */
export function TierRows({ tiers, cards, sortBy }: { tiers: TierRow<DerivedDeck>[]; cards: CardIndex; sortBy: SortBy }) {
  const { t } = useTranslation('tierlist');
  return (
    <div className={styles.tiers}>
      {tiers.map(({ tier, items }) => (
        <section key={tier} className={`${styles.row} ${TIER_CLASS[tier]}`} data-tier={tier} aria-label={t('tier.label', { tier })}>
          <h2 className={styles.label}>
            <span aria-hidden="true">{tier}</span>
            <span className="visually-hidden">{t('tier.label', { tier })}</span>
          </h2>
          {items.length > 0 ? (
            <ul className={styles.decks}>
              {items.map((deck) => (
                <DeckTile key={deck.id} deck={deck} cards={cards} sortBy={sortBy} />
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{t('tier.empty')}</p>
          )}
        </section>
      ))}
    </div>
  );
}
