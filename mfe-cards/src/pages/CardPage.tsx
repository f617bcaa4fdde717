import { useMemo, type ReactNode } from 'react';
import { Link, ROUTES, deckPath, useRouteParams, useTranslation } from 'shared-contracts';
import type { Card, CardScore, Tier } from '@tcgp/domain';
import { cardStanding, decksPlayingCard, readableDeckName, withPickedCards, type CardIndex, type DerivedDeck } from '@tcgp/rules';
import { combineQueries, useDeferredQuery, useDerivedDecks } from '@tcgp/data-hooks';
import {
  CardTile,
  DataBoundary,
  EnergyIcon,
  NoIndex,
  expansionNameLanguage,
  formatDecimal,
  formatPercent,
  setCode,
  useExpansionNames,
  useUiTranslation,
} from '@tcgp/ui';
import controls from '@tcgp/ui/controls.module.css';
import { useGetCardScoresQuery } from '../features/shared/cardScores';
import { usePageLanguage } from '../features/shared/useCardsData';
import { prepareCardPage } from './prepare/cardPage';
import styles from '../features/card-page/CardPage.module.css';

/** The set and number as printed on the card: `a1-225` -> "A1 225", `pa-007` -> "PA 7". */
function printedNumber(card: Pick<Card, 'id' | 'set'>): string {
  const number = card.id.slice(card.id.lastIndexOf('-') + 1);
  return `${setCode(card.set)} ${Number(number)}`;
}

function TierLetter({ tier }: { tier: Tier }) {
  return <span className={`${styles.tierLetter} ${styles[`tier${tier}`] ?? ''}`}>{tier}</span>;
}

/** `cards/CardPage` (route /card/:cardId): one card, its score and tier, and every deck of the tier list that plays it. */
export default function CardPage() {
  const { t } = useTranslation('cards');
  const { cardId: rawId = '' } = useRouteParams();
  const cardId = rawId.trim().toLowerCase();
  const view = useDerivedDecks();
  const scores = useDeferredQuery(useGetCardScoresQuery());
  const scoresState = combineQueries([scores]);
  const { cards, result, tiers, meta } = view;

  const page = (children: ReactNode) => (
    <section className={controls.page} data-page="card">
      {children}
    </section>
  );
  const cardScores = scores.data;
  if (view.status !== 'ready' || !cards || !result || !tiers || !cardScores) {
    const status = view.status === 'error' || scoresState.status === 'error' ? 'error' : 'loading';
    return page(
      <>
        <h1 className={controls.pageTitle}>{t('cardPage.title')}</h1>
        <DataBoundary
          status={status}
          error={view.error ?? scoresState.error}
          onRetry={() => {
            view.retry();
            scoresState.retry();
          }}
        >
          {null}
        </DataBoundary>
      </>,
    );
  }
  const card = cards.get(cardId);
  if (!card) {
    return page(
      <>
        <NoIndex />
        <h1 className={controls.pageTitle}>{t('cardPage.title')}</h1>
        <section className={controls.notice} data-card-not-found aria-labelledby="card-not-found">
          <h2 id="card-not-found">{t('cardPage.notFound', { cardId: rawId })}</h2>
          <p>{t('cardPage.notFoundHint')}</p>
          <p className={styles.links}>
            <Link to={ROUTES.cardsList}>{t('cardPage.toCardsList')}</Link>
            <Link to={ROUTES.tierList}>{t('cardPage.toTierList')}</Link>
          </p>
        </section>
      </>,
    );
  }
  return page(
    <CardView
      card={card}
      cards={cards}
      cardScores={cardScores}
      decks={result.decks}
      tierOf={(deck) => tiers.find((row) => row.items.includes(deck))?.tier ?? 'E'}
      expansions={meta?.expansions}
    />,
  );
}

function CardView({
  card,
  cards,
  cardScores,
  decks,
  tierOf,
  expansions,
}: {
  card: Card;
  cards: CardIndex;
  cardScores: readonly CardScore[];
  decks: readonly DerivedDeck[];
  tierOf: (deck: DerivedDeck) => Tier;
  expansions: Parameters<typeof useExpansionNames>[0];
}) {
  const { t } = useTranslation('cards');
  const { t: tu } = useUiTranslation();
  const language = usePageLanguage();
  const nameOfSet = useExpansionNames(expansions);
  const playing = useMemo(() => decksPlayingCard(decks, card.id), [decks, card.id]);
  const standing = useMemo(() => cardStanding(cardScores, cards, card.id), [cardScores, cards, card.id]);
  return (
    <>
      <header className={styles.head}>
        <CardTile cardId={card.id} card={card} size="lg" />
        <div className={styles.summary}>
          <h1 className={styles.title}>{card.name}</h1>
          {card.englishName !== undefined && card.englishName !== card.name ? (
            <p className={styles.english} data-english-name>
              {t('cardPage.englishName')} <span lang="en">{card.englishName}</span>
            </p>
          ) : null}
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('cardPage.set')}</dt>
              <dd>
                <span lang={expansionNameLanguage(card.set, language)}>{nameOfSet(card.set)}</span>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('cardPage.number')}</dt>
              <dd>{printedNumber(card)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('cardPage.energy')}</dt>
              <dd>
                <EnergyIcon type={card.type} decorative />
                {tu(`energy.${card.type}`)}
              </dd>
            </div>
            {standing ? (
              <>
                <div className={styles.fact} data-card-tier={standing.tier}>
                  <dt>{t('cardPage.tier')}</dt>
                  <dd>
                    <TierLetter tier={standing.tier} />
                  </dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t('cardPage.score')}</dt>
                  <dd>{formatDecimal(standing.score, language, 2)}</dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t('cardPage.rank')}</dt>
                  <dd>{t('cardPage.rankOf', { rank: standing.rank, count: standing.of })}</dd>
                </div>
              </>
            ) : null}
          </dl>
          {standing ? null : <p className={controls.muted}>{t('cardPage.notScored')}</p>}
          <nav className={styles.links} aria-label={t('cardPage.linksLabel')}>
            <Link to={`${ROUTES.tierList}${withPickedCards('', [card.id])}`}>{t('cardPage.tierListWith')}</Link>
            <Link to={ROUTES.cardsList}>{t('cardPage.toCardsList')}</Link>
          </nav>
        </div>
      </header>
      <section className={controls.panel} aria-labelledby="card-decks" data-card-decks={playing.length}>
        <h2 id="card-decks">{t('cardPage.decksTitle', { count: playing.length })}</h2>
        <p className={controls.muted}>{t('cardPage.decksIntro')}</p>
        {playing.length === 0 ? (
          <p>{t('cardPage.decksNone')}</p>
        ) : (
          <ul className={styles.decks}>
            {playing.map(({ deck, copies, share }) => (
              <li key={deck.id} className={styles.deck} data-deck-id={deck.id}>
                <Link className={styles.deckName} to={deckPath(deck.id)}>
                  {readableDeckName(deck.name, cards)}
                </Link>{' '}
                <span className={styles.deckFacts}>
                  <span className="visually-hidden">{t('cardPage.tier')} </span>
                  <TierLetter tier={tierOf(deck)} /> {'· '}
                  {t('cardPage.copies', { count: copies })} · {t('cardPage.share', { value: formatPercent(share, language, 0) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** Loads what the first render reads (the shell before hydrating a published page, the server build before rendering). */
CardPage.prepare = prepareCardPage;
