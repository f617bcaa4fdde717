import { useEffect, useMemo, type ReactNode } from 'react';
import { useRouteParams, useNavigation, Link, ROUTES, deckPath } from 'shared-contracts';
import { DEFAULT_DECK_FILTERS, type CardId } from '@tcgp/domain';
import { DataBoundary, Loading, NoIndex, WinRate, formatCount, formatMetric, formatPercent, useUiTranslation } from '@tcgp/ui';
import {
  countMissing,
  deckGames,
  deckStanding,
  deriveDecks,
  missingCopiesOfList,
  readableDeckName,
  type CardIndex,
  type DeckStanding,
  type DerivedDeck,
} from '@tcgp/rules';
import { useDerivedDecks } from '@tcgp/data-hooks';
import { IconCards } from '../features/shared/DeckCards';
import { HeadToHead } from '../features/matchups/HeadToHead';
import { TwoDeckTrend } from '../features/trends/TwoDeckTrend';
import { lookupDeck } from '../features/deck-detail/lookupDeck';
import { canonicalPair, comparePath, diffLists, type CardsDiff } from '../features/compare/compareDecks';
import { useCompareTexts, useCompareTranslation } from '../features/shared/compareTexts';
import styles from './DeckPages.module.css';
import compare from '../features/compare/Compare.module.css';

/**
 * One side of the comparison: the deck as its deck page shows it for the player (their missing cards
 * and filters; a deck they cannot build as a full collection has it), and the copies they still miss.
 */
type Side =
  | { status: 'shown'; id: string; deck: DerivedDeck; standing: DeckStanding | null; missing: readonly { cardId: CardId; copies: number }[] }
  | { status: 'unknown'; id: string }
  | { status: 'unavailable'; id: string; name: string };

function Standing({ standing }: { standing: DeckStanding | null }) {
  const { t } = useCompareTranslation();
  if (!standing) return <>{t('unranked', { count: DEFAULT_DECK_FILTERS.deckAmount })}</>;
  return (
    <span className={`${styles.tierLetter} ${styles[`tier${standing.tier}`] ?? ''}`} data-tier={standing.tier}>
      {standing.tier}
    </span>
  );
}

/** Both decks' key stats side by side: a table, one column per deck (a screen reader reads row and column). */
function StatsTable({
  a,
  b,
  cards,
  summary,
}: {
  a: Extract<Side, { status: 'shown' }>;
  b: Extract<Side, { status: 'shown' }>;
  cards: CardIndex;
  summary: Parameters<typeof deckGames>[1];
}) {
  const { t, i18n } = useCompareTranslation();
  const lang = i18n.language;
  const rows: { key: string; label: string; cell: (side: Extract<Side, { status: 'shown' }>) => ReactNode }[] = [
    { key: 'tier', label: t('standing.tier'), cell: (s) => <Standing standing={s.standing} /> },
    {
      key: 'winRate',
      label: t('winRate'),
      cell: (s) => (s.deck.winRate === null ? t('unknownValue') : <WinRate rate={s.deck.winRate} games={deckGames(s.deck.name, summary)} details="visible" />),
    },
    { key: 'share', label: t('share'), cell: (s) => formatPercent(s.deck.percentOfGames, lang) },
    { key: 'score', label: t('standing.score'), cell: (s) => formatMetric(s.deck.score, 'score', lang) },
    {
      key: 'games',
      label: t('games'),
      cell: (s) => {
        const games = deckGames(s.deck.name, summary);
        return games === null ? t('unknownValue') : formatCount(games, lang);
      },
    },
  ];
  return (
    <section className={styles.panel} aria-labelledby="compare-stats">
      <h2 id="compare-stats">{t('keyStats')}</h2>
      <div className={compare.tableBox}>
        <table className={compare.table}>
          <thead>
            <tr>
              <td />
              {[a, b].map((s) => (
                <th key={s.id} scope="col">
                  {readableDeckName(s.deck.name, cards)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-compare-stat={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.cell(a)}</td>
                <td>{row.cell(b)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function CardLines({ label, lines, cards, hook }: { label: string; lines: readonly { cardId: CardId; copies: string }[]; cards: CardIndex; hook: string }) {
  const { t } = useCompareTranslation();
  const { t: tc } = useUiTranslation();
  return (
    <div className={compare.deck} data-compare-cards={hook}>
      <h3 className={compare.deckName}>{label}</h3>
      {lines.length === 0 ? (
        <p className={styles.muted}>{t('noCards')}</p>
      ) : (
        <ul className={compare.cardList} aria-label={label}>
          {lines.map((line) => (
            <li key={line.cardId} data-card-id={line.cardId}>
              <span className={compare.cardName}>{cards.get(line.cardId)?.name ?? tc('card.unknown', { id: line.cardId })}</span>
              <span className={compare.copies}>{line.copies}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Cards both best lists play (copies in each) and the cards only each plays. */
function CardsCompared({ diff, nameA, nameB, cards }: { diff: CardsDiff; nameA: string; nameB: string; cards: CardIndex }) {
  const { t } = useCompareTranslation();
  const times = (n: number) => t('copies', { count: n });
  return (
    <section className={styles.panel} aria-labelledby="compare-cards">
      <h2 id="compare-cards">{t('cards')}</h2>
      <p className={styles.muted}>{t('cardsIntro')}</p>
      <CardLines
        hook="common"
        label={t('common')}
        cards={cards}
        lines={diff.common.map((c) => ({ cardId: c.cardId, copies: c.copiesA === c.copiesB ? times(c.copiesA) : `${times(c.copiesA)} / ${times(c.copiesB)}` }))}
      />
      <div className={compare.columns}>
        <CardLines
          hook="onlyA"
          label={t('only', { deck: nameA })}
          cards={cards}
          lines={diff.onlyA.map((c) => ({ cardId: c.cardId, copies: times(c.copies) }))}
        />
        <CardLines
          hook="onlyB"
          label={t('only', { deck: nameB })}
          cards={cards}
          lines={diff.onlyB.map((c) => ({ cardId: c.cardId, copies: times(c.copies) }))}
        />
      </div>
    </section>
  );
}

/** For this player: which of the two decks they can build, and the copies each still needs. */
function CanBuild({ sides, cards }: { sides: readonly Extract<Side, { status: 'shown' }>[]; cards: CardIndex }) {
  const { t } = useCompareTranslation();
  return (
    <section className={styles.panel} aria-labelledby="compare-build">
      <h2 id="compare-build">{t('build')}</h2>
      <div className={compare.columns}>
        {sides.map((s) => {
          const name = readableDeckName(s.deck.name, cards);
          const copies = s.missing.reduce((sum, m) => sum + m.copies, 0);
          return (
            <div key={s.id} className={compare.deck} data-can-build={s.missing.length === 0 ? 'true' : 'false'} data-deck-id={s.id}>
              <h3 className={compare.deckName}>{name}</h3>
              {s.missing.length === 0 ? (
                <p className={`${compare.build} ${compare.canBuild}`}>{t('canBuild')}</p>
              ) : (
                <>
                  <p className={compare.build}>{t('needs', { count: copies })}</p>
                  <ul className={compare.cardList} aria-label={t('needsOf', { deck: name })}>
                    {s.missing.map((m) => (
                      <li key={m.cardId} data-card-id={m.cardId}>
                        <span className={compare.cardName}>{cards.get(m.cardId)?.name ?? m.cardId}</span>
                        <span className={compare.copies}>{t('copies', { count: m.copies })}</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

/**
 * `deck/ComparePage` (route /compare/:deckA/:deckB): two decks side by side, in canonical order, once
 * the comparison's texts (a namespace of their own) are on the page.
 */
export default function ComparePage() {
  const ready = useCompareTexts();
  if (!ready) {
    return (
      <section className={styles.page} data-page="compare">
        <NoIndex />
        <Loading />
      </section>
    );
  }
  return <Comparison />;
}

function Comparison() {
  const { t } = useCompareTranslation();
  const { deckA = '', deckB = '' } = useRouteParams();
  const { navigate } = useNavigation();
  const view = useDerivedDecks();
  const { archetypes, cards, result, filters, summary, missing } = view;
  const [first, second] = canonicalPair(deckA, deckB);
  const canonical = first === deckA;

  // One address per pair: the other order is replaced by the canonical one (not added to the history).
  useEffect(() => {
    if (!canonical && deckA !== deckB) navigate(comparePath(deckA, deckB), { replace: true });
  }, [canonical, deckA, deckB, navigate]);

  const sides = useMemo((): [Side, Side] | undefined => {
    if (!archetypes || !cards || !result) return undefined;
    const published = deriveDecks({ archetypes, cards, missing: [], filters: DEFAULT_DECK_FILTERS, summary }).decks;
    const counts = countMissing(missing);
    const side = (id: string): Side => {
      const lookup = lookupDeck({ archetypes, cards, result, filters, summary, missing, deckId: id });
      if (lookup.status === 'unknown') return { status: 'unknown', id };
      if (lookup.status === 'incomplete') return { status: 'unavailable', id, name: lookup.name };
      const standing = deckStanding(published, id, DEFAULT_DECK_FILTERS.sortBy);
      // A deck found in the player's view has a list they can build.
      if (lookup.status === 'found') return { status: 'shown', id, deck: lookup.deck, standing, missing: [] };
      // One they cannot: as a full collection has it, with the copies its best list misses (as the deck page marks them).
      if (!lookup.deck) return { status: 'unavailable', id, name: lookup.name };
      return { status: 'shown', id, deck: lookup.deck, standing, missing: missingCopiesOfList(lookup.deck.bestList, counts) };
    };
    return [side(first), side(second)];
  }, [archetypes, cards, result, filters, summary, missing, first, second]);

  const diff = useMemo(() => {
    if (!sides || sides[0].status !== 'shown' || sides[1].status !== 'shown') return undefined;
    try {
      return diffLists(sides[0].deck.bestList, sides[1].deck.bestList);
    } catch {
      return undefined; // lists of a derived deck are valid; never let a bad list break the page
    }
  }, [sides]);

  const titled = (children: ReactNode) => (
    <section className={styles.page} data-page="compare">
      <NoIndex />
      <h1>{t('title')}</h1>
      {children}
    </section>
  );

  if (deckA === deckB) {
    return titled(
      <section className={styles.notice} data-compare-same aria-labelledby="compare-problem">
        <h2 id="compare-problem">{t('same')}</h2>
        <p>{t('sameHint')}</p>
        <div className={compare.links}>
          <Link className={styles.action} to={deckPath(deckA)}>
            {t('toDeck')}
          </Link>
          <Link className={compare.secondary} to={ROUTES.tierList}>
            {t('toTierList')}
          </Link>
        </div>
      </section>,
    );
  }
  if (view.status !== 'ready' || !sides || !cards) {
    return titled(
      <DataBoundary status={view.status === 'error' ? 'error' : 'loading'} error={view.error} onRetry={view.retry}>
        {null}
      </DataBoundary>,
    );
  }
  const [a, b] = sides;
  if (a.status !== 'shown' || b.status !== 'shown') {
    return titled(
      <section className={styles.notice} data-compare-not-found aria-labelledby="compare-problem">
        <h2 id="compare-problem">{t('cannot')}</h2>
        {sides.map((s) =>
          s.status === 'unknown' ? (
            <p key={s.id}>{t('notFound', { deckId: s.id })}</p>
          ) : s.status === 'unavailable' ? (
            <p key={s.id}>{t('unavailable', { deck: readableDeckName(s.name, cards) })}</p>
          ) : null,
        )}
        <div className={compare.links}>
          <Link className={styles.action} to={ROUTES.tierList}>
            {t('toTierList')}
          </Link>
          {sides.map((s) =>
            s.status === 'shown' ? (
              <Link key={s.id} className={compare.secondary} to={deckPath(s.id)}>
                {readableDeckName(s.deck.name, cards)}
              </Link>
            ) : null,
          )}
        </div>
      </section>,
    );
  }
  const nameA = readableDeckName(a.deck.name, cards);
  const nameB = readableDeckName(b.deck.name, cards);
  return titled(
    <>
      <div className={compare.columns} data-compare-decks>
        {[a, b].map((s) => (
          <header key={s.id} className={`${styles.panel} ${compare.deck}`} data-compare-deck={s.id}>
            <IconCards deck={s.deck} cards={cards} />
            <p className={compare.deckName}>
              <Link to={deckPath(s.id)}>{readableDeckName(s.deck.name, cards)}</Link>
            </p>
          </header>
        ))}
      </div>
      <StatsTable a={a} b={b} cards={cards} summary={summary} />
      <HeadToHead deckA={a.deck} deckB={b.deck} cards={cards} />
      <TwoDeckTrend nameA={a.deck.name} nameB={b.deck.name} cards={cards} />
      {diff ? <CardsCompared diff={diff} nameA={nameA} nameB={nameB} cards={cards} /> : null}
      <CanBuild sides={[a, b]} cards={cards} />
    </>,
  );
}
