import { useId } from 'react';
import { useTranslation } from 'shared-contracts';
import type { CardId, Expansion } from '@tcgp/domain';
import { CardTile, setCode, useExpansionNames } from '@tcgp/ui';
import type { CardIndex } from '@tcgp/rules';
import styles from './WhatToGetNext.module.css';

export interface DeckToGetProps {
  /** The copies the player misses to build the list, in the order of the list. */
  missing: readonly { cardId: CardId; copies: number }[];
  cards: CardIndex;
  /** The data's expansions (undefined while unknown: a set's localized name, else its code, names the pack). */
  expansions: readonly Expansion[] | undefined;
}

/**
 * "What to get next" on the page of a deck the player cannot build: each card of its list they miss,
 * the copies they need and the pack it comes from (a promo card from no pack), most copies first.
 */
export function DeckToGet({ missing, cards, expansions }: DeckToGetProps) {
  const { t } = useTranslation('deck');
  const nameOfSet = useExpansionNames(expansions);
  const titleId = useId();
  const total = missing.reduce((sum, m) => sum + m.copies, 0);
  const ordered = [...missing].sort((a, b) => b.copies - a.copies);
  const source = (cardId: CardId) => {
    const set = cards.get(cardId)?.set;
    if (!set) return null;
    const expansion = expansions?.find((e) => e.id === set);
    if (expansion?.promo) return t('build.promo');
    return t('build.fromPack', { pack: t('next.pack.name', { name: nameOfSet(set), code: setCode(set) }) });
  };
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-deck-to-get>
      <h2 id={titleId}>{t('next.title')}</h2>
      <p className={styles.muted}>{t('build.toGetIntro', { count: total })}</p>
      <ol className={styles.list}>
        {ordered.map(({ cardId, copies }) => {
          const card = cards.get(cardId);
          const name = card?.name ?? cardId;
          const from = source(cardId);
          return (
            <li key={cardId} className={styles.item} data-get-card={cardId} data-copies={copies}>
              <CardTile cardId={cardId} card={card} size="sm" />
              <div className={styles.text}>
                <span className={styles.name} title={name}>
                  {name}
                </span>{' '}
                <span className={styles.gain}>{t('build.copies', { count: copies })}</span> {from ? <span className={styles.muted}>{from}</span> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
