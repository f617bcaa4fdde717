import { useMemo, type CSSProperties } from 'react';
import { Link, deckPath, selectFollowedDecks, useAppSelector, useTranslation } from 'shared-contracts';
import type { Archetype, Tier } from '@tcgp/domain';
import { FollowButton, WholeWords } from '@tcgp/ui';
import { deckIdFromName, readableDeckName, type CardIndex, type DerivedDeck, type RankChange, type TierRow } from '@tcgp/rules';
import { RankChangeBadge } from './RankChangeBadge';
import styles from './YourDecks.module.css';

/** One followed deck as the row shows it: its tier in this tier list (null: not in it) and its rank change. */
export interface FollowedDeck {
  id: string;
  name: string;
  tier: Tier | null;
  change: RankChange | undefined;
}

/**
 * The followed decks in the order followed, each with its tier in the tier list shown (null when the
 * missing cards, the filters or the data leave it out) and its rank change. A deck the data no longer
 * has keeps its id as its name, so the player can still unfollow it.
 */
export function followedDecks(
  follows: readonly string[],
  tiers: readonly TierRow<DerivedDeck>[],
  archetypes: readonly Pick<Archetype, 'name'>[],
  changes: ReadonlyMap<string, RankChange> | undefined,
): FollowedDeck[] {
  const shown = new Map(tiers.flatMap((row) => row.items.map((deck) => [deck.id, { deck, tier: row.tier }] as const)));
  const names = new Map(archetypes.map((archetype) => [deckIdFromName(archetype.name), archetype.name]));
  return follows.map((id) => {
    const found = shown.get(id);
    const name = found?.deck.name ?? names.get(id) ?? id;
    return { id, name, tier: found?.tier ?? null, change: found ? changes?.get(found.deck.name) : undefined };
  });
}

export interface YourDecksProps {
  tiers: readonly TierRow<DerivedDeck>[];
  archetypes: readonly Pick<Archetype, 'name'>[];
  cards: CardIndex;
  changes: ReadonlyMap<string, RankChange> | undefined;
}

const tierColour = (tier: Tier): CSSProperties => ({ '--tier-color': `var(--tier-${tier.toLowerCase()})` }) as CSSProperties;

/**
 * "Your decks": the decks the player follows, first on the tier list, each with its tier and its rank
 * change, a link to its page and its star (to unfollow). A lazy chunk: loaded only when the player
 * follows a deck, after hydration.
 */
export default function YourDecks({ tiers, archetypes, cards, changes }: YourDecksProps) {
  const { t } = useTranslation('tierlist');
  const follows = useAppSelector(selectFollowedDecks);
  const decks = useMemo(() => followedDecks(follows, tiers, archetypes, changes), [follows, tiers, archetypes, changes]);
  if (decks.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="your-decks-title" data-testid="your-decks">
      <h2 id="your-decks-title" className={styles.title}>
        {t('yourDecks.title')}
      </h2>
      <ul className={styles.list}>
        {decks.map((deck) => {
          const name = readableDeckName(deck.name, cards);
          return (
            <li key={deck.id} className={styles.item} data-followed-deck={deck.id} data-followed-tier={deck.tier ?? undefined}>
              <Link to={deckPath(deck.id)} className={styles.link}>
                {deck.tier ? (
                  <span className={styles.tier} style={tierColour(deck.tier)}>
                    <span aria-hidden="true">{deck.tier}</span>
                    <span className="visually-hidden">{t('yourDecks.tier', { tier: deck.tier })}</span>
                  </span>
                ) : null}
                <span className={styles.name}>
                  <WholeWords text={name} />
                </span>
                {deck.tier ? null : <span className={styles.out}>{t('yourDecks.notShown')}</span>}
              </Link>
              {deck.change ? <RankChangeBadge change={deck.change} /> : null}
              <FollowButton deckId={deck.id} deckName={name} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
