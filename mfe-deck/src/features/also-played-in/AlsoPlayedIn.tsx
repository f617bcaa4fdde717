import { useMemo } from 'react';
import { Link, deckPath, useTranslation } from 'shared-contracts';
import { alsoPlayedIn, orderListEntries, readableDeckName, type CardIndex, type DerivedDeck } from '@tcgp/rules';
import { useUiTranslation } from '@tcgp/ui';
import pages from '../shared/Panel.module.css';
import styles from './AlsoPlayedIn.module.css';

export interface AlsoPlayedInProps {
  /** The deck of the page. */
  deck: DerivedDeck;
  /** The decks of the tier list (for the player's missing cards and filters). */
  decks: readonly DerivedDeck[];
  cards: CardIndex;
}

/** The path of a card's page (the cards remote's `/card/:cardId`; remotes link by path only). */
function cardPagePath(cardId: string): string {
  return `/card/${encodeURIComponent(cardId)}`;
}

/**
 * "Also played in": for each card of the deck's best list (in the list's order), the other decks of the tier list that play
 * it in one of their kept lists, as links to their pages. One closed disclosure per card, so twenty
 * cards with a dozen decks each stay a short list on a phone; a card no other deck plays says so.
 * Each card links to its card page (every deck that plays it, with copies and tier).
 */
export function AlsoPlayedIn({ deck, decks, cards }: AlsoPlayedInProps) {
  const { t } = useTranslation('deck');
  const { t: tu } = useUiTranslation();
  // In the order of the list above it: Pokémon by energy, then Trainers.
  const rows = useMemo(() => orderListEntries(alsoPlayedIn(deck.bestList, deck.id, decks), cards), [deck, decks, cards]);
  return (
    <section className={pages.panel} aria-labelledby="deck-also-played-in" data-also-played-in>
      <h2 id="deck-also-played-in">{t('alsoPlayedIn.title')}</h2>
      <p className={pages.muted}>{t('alsoPlayedIn.intro')}</p>
      <ul className={styles.cards}>
        {rows.map(({ cardId, decks: others }) => {
          const name = cards.get(cardId)?.name ?? tu('card.unknown', { id: cardId });
          const label = (
            <>
              <span className={styles.name}>{name}</span> <span className={styles.printing}>{cardId.toUpperCase()}</span>{' '}
              <span className={styles.count}>{others.length > 0 ? t('alsoPlayedIn.decks', { count: others.length }) : t('alsoPlayedIn.none')}</span>
            </>
          );
          return (
            <li key={cardId} className={styles.card} data-card-id={cardId} data-other-decks={others.length}>
              {others.length > 0 ? (
                <details className={styles.details}>
                  <summary className={styles.summary}>{label}</summary>
                  <p className={styles.cardLink}>
                    <Link to={cardPagePath(cardId)}>{t('alsoPlayedIn.cardPage', { card: name })}</Link>
                  </p>
                  <ul className={styles.decks} aria-label={t('alsoPlayedIn.listLabel', { card: name })}>
                    {others.map((other) => (
                      <li key={other.id}>
                        <Link to={deckPath(other.id)}>{readableDeckName(other.name, cards)}</Link>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <p className={`${styles.summary} ${styles.plain}`}>
                  {label} <Link to={cardPagePath(cardId)}>{t('alsoPlayedIn.cardPage', { card: name })}</Link>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
