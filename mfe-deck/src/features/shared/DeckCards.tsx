import { memo } from 'react';
import { useTranslation } from 'shared-contracts';
import type { Card, CardId, DeckList } from '@tcgp/domain';
import { CardTile } from '@tcgp/ui';
import { orderListEntries, parseList, type CardIndex, deckIconCardIds } from '@tcgp/rules';
// Shared deck-name helpers (same names, icons and links as the tier list).
import styles from './DeckCards.module.css';

/** `count:cardId` entries of a valid list (lists of derived decks are valid; bad entries are skipped). */
export function listEntries(list: DeckList): { cardId: CardId; count: number }[] {
  try {
    return parseList(list);
  } catch {
    return [];
  }
}

/**
 * One tile of a grid. Memoised: a mark strikes one tile through in the tap's own render, and the
 * others are left as they are (`onSelect` must then keep its identity between renders).
 */
const GridTile = memo(function GridTile(props: {
  cardId: CardId;
  card: Card | undefined;
  count: number;
  onSelect?: (cardId: CardId) => void;
  describedBy?: string;
  dimmed: boolean;
}) {
  const { cardId, onSelect } = props;
  return (
    <CardTile
      cardId={cardId}
      card={props.card}
      count={props.count}
      onSelect={onSelect ? () => onSelect(cardId) : undefined}
      describedBy={props.describedBy}
      dimmed={props.dimmed}
    />
  );
});

/**
 * The cards of a list with their counts, as tiles; selectable when `onSelect` is given. In the site's
 * order (`orderListEntries`): Pokémon by energy, then Trainers, each by set number.
 */
export function CardGrid(props: {
  list: DeckList;
  cards: CardIndex;
  onSelect?: (cardId: CardId) => void;
  /** Id of the text that says what choosing a card does (each card button's description). */
  describedBy?: string;
  label?: string;
  /** Cards just marked missing: shown struck through. */
  marked?: readonly CardId[];
  /**
   * Copies of a card the player misses to build the list: the tile struck through, and "missing ×n"
   * under it (read with the card, in its list item).
   */
  missingCopies?: ReadonlyMap<CardId, number>;
}) {
  const { list, cards, onSelect, describedBy, label, marked, missingCopies } = props;
  const { t } = useTranslation('deck');
  return (
    <ul className={styles.grid} aria-label={label}>
      {orderListEntries(listEntries(list), cards).map(({ cardId, count }) => {
        const card = cards.get(cardId);
        const missing = missingCopies?.get(cardId) ?? 0;
        return (
          <li
            key={cardId}
            className={missing > 0 ? `${styles.gridItem} ${styles.missingItem}` : styles.gridItem}
            data-missing-copies={missing > 0 ? missing : undefined}
          >
            <GridTile
              cardId={cardId}
              card={card}
              count={count}
              onSelect={onSelect}
              describedBy={describedBy}
              dimmed={missing > 0 || (marked?.includes(cardId) ?? false)}
            />
            {missing > 0 ? (
              <>
                {' '}
                <span className={styles.missingMark}>{t('build.missing', { count: missing })}</span>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The deck's icon cards (named in its archetype name, else its first Pokémon), as small tiles. */
export function IconCards({ deck, cards }: { deck: { name: string; bestList?: DeckList }; cards: CardIndex }) {
  const { t } = useTranslation('deck');
  const ids = deckIconCardIds(deck, cards);
  if (ids.length === 0) return null;
  return (
    <ul className={styles.icons} aria-label={t('signatureCards')}>
      {ids.map((id) => (
        <li key={id}>
          <CardTile cardId={id} card={cards.get(id)} size="sm" />
        </li>
      ))}
    </ul>
  );
}
