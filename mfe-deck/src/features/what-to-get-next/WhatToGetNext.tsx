import { memo, useId, useMemo } from 'react';
import { useTranslation, Link, deckPath } from 'shared-contracts';
import type { Archetype, CardId, DeckFilters, Expansion, MatchupSummary } from '@tcgp/domain';
import { CardTile, expansionNameLanguage, formatDecimal, formatPercent, setCode, useExpansionNames } from '@tcgp/ui';
import { rankCardsToGet, rankPacksToOpen, readableDeckName, type CardIndex } from '@tcgp/rules';
import styles from './WhatToGetNext.module.css';

/** Cards and packs shown (the best few; the rest would not change what a player does next). */
export const SHOWN_CARDS = 5;
export const SHOWN_PACKS = 3;

export interface WhatToGetNextProps {
  archetypes: readonly Archetype[];
  cards: CardIndex;
  /** The player's missing cards, as the finder's best deck was found for them. */
  missing: readonly CardId[];
  filters: DeckFilters;
  summary: MatchupSummary | undefined;
  expansions: readonly Expansion[];
}

/**
 * "What to get next" on the finder: the missing cards that raise the relative strength of the best
 * deck the player can build the most when one copy comes back (gain in percentage points, and the
 * deck it unlocks), and the packs with the largest expected gain, with the pack model in plain words.
 * Recomputed after every mark (a few milliseconds: `npm run bench`), in the background render that
 * brings the finder's new best deck.
 */
export const WhatToGetNext = memo(function WhatToGetNext({ archetypes, cards, missing, filters, summary, expansions }: WhatToGetNextProps) {
  const { t, i18n } = useTranslation('deck');
  const titleId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { ranking, packs } = useMemo(() => {
    const ranked = rankCardsToGet({ archetypes, cards, missing, filters, summary });
    return { ranking: ranked, packs: rankPacksToOpen({ gains: ranked.cards, cards, expansions }) };
  }, [archetypes, cards, missing, filters, summary, expansions]);
  const gaining = ranking.cards.filter((c) => c.gain > 0).slice(0, SHOWN_CARDS);
  const shownPacks = packs.filter((p) => p.missingChance > 0).slice(0, SHOWN_PACKS);
  const nameOfSet = useExpansionNames(expansions);
  const setName = (setId: string) => t('next.pack.name', { name: nameOfSet(setId), code: setCode(setId) });
  // Small gains keep a second decimal, so they do not read as +0.0.
  const points = (value: number) => formatDecimal(value, language, value >= 1 ? 1 : 2);

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-what-to-get-next>
      <h2 id={titleId}>{t('next.title')}</h2>
      {missing.length === 0 ? (
        <p className={styles.muted}>{t('next.empty')}</p>
      ) : (
        <>
          <h3 className={styles.subheading}>{t('next.cardsTitle')}</h3>
          {gaining.length === 0 ? (
            <p className={styles.muted} data-next-none>
              {t('next.noGain')}
            </p>
          ) : (
            <ol className={styles.list}>
              {gaining.map((gain) => {
                const card = cards.get(gain.cardId);
                const name = card?.name ?? gain.cardId;
                return (
                  <li key={gain.cardId} className={styles.item} data-next-card={gain.cardId} data-gain={gain.gain.toFixed(3)}>
                    <CardTile cardId={gain.cardId} card={card} size="sm" />
                    <div className={styles.text}>
                      <span className={styles.name} title={name}>
                        {name}
                      </span>
                      <span className={styles.gain}>{t('next.gain', { points: points(gain.gain) })}</span>
                      {gain.deck ? (
                        <span className={styles.muted}>
                          {t(gain.unlocks ? 'next.unlocks' : 'next.strengthens', { strength: formatPercent(gain.relativeStrength / 100, language) })}{' '}
                          <Link to={deckPath(gain.deck.id)}>{readableDeckName(gain.deck.name, cards)}</Link>
                        </span>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
          <h3 className={styles.subheading}>{t('next.packsTitle')}</h3>
          {shownPacks.length === 0 ? (
            <p className={styles.muted}>{t('next.noPacks')}</p>
          ) : (
            <ol className={styles.packs}>
              {shownPacks.map((pack) => (
                <li key={pack.setId} className={styles.pack} data-next-pack={pack.setId}>
                  <span className={styles.name} title={setName(pack.setId)} lang={expansionNameLanguage(pack.setId, language)}>
                    {setName(pack.setId)}
                  </span>
                  <span className={styles.gain}>{t('next.pack.gain', { points: formatDecimal(pack.expectedGain, language, 2) })}</span>
                  <span className={styles.muted}>
                    {t('next.pack.chance', { chance: formatPercent(pack.missingChance, language), count: pack.missingCards })}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <details className={styles.help}>
            <summary>{t('next.help.summary')}</summary>
            <p>{t('next.help.cards')}</p>
            <p>{t('next.help.packs')}</p>
          </details>
        </>
      )}
    </section>
  );
});
