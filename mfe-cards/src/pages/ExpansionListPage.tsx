import { useMemo } from 'react';
import { useTranslation, ROUTES } from 'shared-contracts';
import { assignTiers, mergeCardScores, rankExpansions, type RankedExpansion } from '@tcgp/rules';
import { TierRows, formatDate, formatDecimal, setCode, useExpansionNames, expansionNameLanguage } from '@tcgp/ui';
import { usePageLanguage } from '../features/shared/useCardsData';
import { CardsPageFrame, type CardsPageData } from '../features/shared/CardsPageFrame';
import { prepareCardsPage } from './prepare/cardsPages';
import styles from '../features/shared/CardsPages.module.css';

/** `cards/ExpansionListPage` (route /expansion-list): expansions by tier of their summed card score. */
export default function ExpansionListPage() {
  const { t } = useTranslation('cards');
  return (
    <CardsPageFrame page="expansion-list" title={t('expansionsTitle')} intro={t('expansionsIntro')} link={{ to: ROUTES.cardsList, text: t('linkCards') }}>
      {(data) => <ExpansionTiers {...data} />}
    </CardsPageFrame>
  );
}

function ExpansionTiers({ cards, cardScores, meta }: CardsPageData) {
  const { t } = useTranslation('cards');
  const language = usePageLanguage();
  const nameOfSet = useExpansionNames(meta.expansions);
  // Promo sets are left out by rankExpansions; tiers follow the summed card score; sets without any
  // scored card are listed apart as "not ranked yet".
  const { ranked, unranked } = useMemo(() => rankExpansions({ cardScores, cards, expansions: meta.expansions }), [cardScores, cards, meta.expansions]);
  const tiers = useMemo(() => assignTiers(ranked, (e) => e.totalScore), [ranked]);
  const skipped = useMemo(() => mergeCardScores(cardScores, cards).skipped.length, [cardScores, cards]);
  const hasPromo = meta.expansions.some((e) => e.promo === true);

  return (
    <div className={styles.content}>
      {hasPromo ? <p className={styles.how}>{t('expansion.promoNote')}</p> : null}
      {skipped > 0 ? (
        <p className={styles.note} role="note" data-skipped-scores={skipped}>
          {t('skippedScores', { count: skipped })}
        </p>
      ) : null}
      {ranked.length === 0 ? (
        <p className={styles.empty}>{t('expansion.none')}</p>
      ) : (
        <TierRows
          rows={tiers}
          itemKey={(e) => e.expansion.id}
          emptyText={t('emptyTierExpansions')}
          renderItem={(e) => <ExpansionTile item={e} name={nameOfSet(e.expansion.id)} language={language} />}
        />
      )}
      {unranked.length > 0 ? (
        <section className={styles.unranked} aria-labelledby="unranked-expansions" data-unranked-expansions={unranked.length}>
          <h2 id="unranked-expansions" className={styles.unrankedTitle}>
            {t('expansion.unrankedTitle')}
          </h2>
          <p className={styles.how}>{t('expansion.unrankedText')}</p>
          <ul className={styles.unrankedList}>
            {unranked.map((expansion) => (
              <li key={expansion.id}>
                <ExpansionTile item={{ expansion, totalScore: Number.NaN }} name={nameOfSet(expansion.id)} language={language} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** No expansion logos are available: a styled name tile with the set code, name and release date. */
function ExpansionTile({ item, name, language }: { item: RankedExpansion; name: string; language: string }) {
  const { t } = useTranslation('cards');
  const { expansion } = item;
  const date = formatDate(expansion.releaseDate, language);
  return (
    <article className={styles.expansion} data-expansion-id={expansion.id} aria-label={name}>
      <span className={styles.setCode}>{setCode(expansion.id)}</span>
      <span className={styles.expansionName} lang={expansionNameLanguage(expansion.id, language)}>
        {name}
      </span>
      <span className={styles.muted}>{date ? t('expansion.released', { date }) : t('expansion.releaseUnknown')}</span>
      {Number.isFinite(item.totalScore) ? (
        <span className={styles.muted}>{t('expansion.totalScore', { value: formatDecimal(item.totalScore, language, 2) })}</span>
      ) : null}
    </article>
  );
}

/** Loads what the first render reads (the shell before hydrating a published page, the server build before rendering). */
ExpansionListPage.prepare = prepareCardsPage;
