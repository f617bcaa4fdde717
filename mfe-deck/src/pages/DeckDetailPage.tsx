import { useMemo, type ReactNode } from 'react';
import { useTranslation, useRouteParams, Link, ROUTES } from 'shared-contracts';
import { DEFAULT_DECK_FILTERS, type Archetype, type CardId, type DeckList, type Expansion, type MatchupSummary } from '@tcgp/domain';
import {
  BelowTheFold,
  CardTile,
  DataBoundary,
  FewGamesMark,
  NoIndex,
  NotEnoughCards,
  SkippedListsNote,
  WinRate,
  formatMetric,
  formatTenScale,
  useFinderLink,
  useUiTranslation,
  FollowButton,
} from '@tcgp/ui';
import {
  countMissing,
  countSkippedLists,
  deckGames,
  hasFewGames,
  deckListStory,
  deckStanding,
  deriveDecks,
  findAlternatives,
  missingCopiesOfList,
  readableDeckName,
  type CardIndex,
  type DeckStanding,
  type DerivedDeck,
  type ListFacts,
} from '@tcgp/rules';
import { useDerivedDecks } from '@tcgp/data-hooks';
import { CardGrid, IconCards } from '../features/shared/DeckCards';
import { MatchupsSection } from '../features/matchups/Matchups';
import { DeckShare } from '../features/share/DeckShare';
import { CopyListText } from '../features/list-text/CopyListText';
import { CompareWith } from '../features/compare/CompareWith';
import { lookupDeck, type DeckLookup } from '../features/deck-detail/lookupDeck';
import { prepareDeckDetail } from './prepare/deckDetail';
import { AlsoPlayedIn } from '../features/also-played-in/AlsoPlayedIn';
import { DeckToGet } from '../features/what-to-get-next/DeckToGet';
import styles from './DeckPages.module.css';

/**
 * A list's win rate (its `strength`) with the games behind it. The data gives no games per list, but
 * its `score` is the Wilson lower bound of that win rate, which gives them back (an estimate: "about").
 */
function ListWinRate({ facts }: { facts: ListFacts }) {
  return <WinRate rate={facts.winRate} games={facts.games} approximate details="visible" />;
}

/**
 * The deck's place in the tier list, as text (the tier letter is a word, not only a colour): tier,
 * score and rank in the published tier list (no card missing, the free defaults), and, when the
 * player's missing cards place it elsewhere, where it stands in their own tier list.
 */
function Standing({ published, personal, missing }: { published: DeckStanding | null; personal: DeckStanding | null; missing: boolean }) {
  const { t, i18n } = useTranslation('deck');
  const differs = missing && (personal?.rank !== published?.rank || personal?.tier !== published?.tier);
  return (
    <div className={styles.standing} data-standing>
      {published ? (
        <dl className={styles.standingFacts}>
          <div className={styles.standingFact} data-tier={published.tier}>
            <dt>{t('standing.tier')}</dt>
            <dd className={`${styles.tierLetter} ${styles[`tier${published.tier}`] ?? ''}`}>{published.tier}</dd>
          </div>
          <div className={styles.standingFact}>
            <dt>{t('standing.score')}</dt>
            <dd>{formatMetric(published.value, 'score', i18n.language)}</dd>
          </div>
          <div className={styles.standingFact}>
            <dt>{t('standing.rank')}</dt>
            <dd>{t('standing.rankOf', { rank: published.rank, count: published.of })}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>{t('standing.unranked', { count: DEFAULT_DECK_FILTERS.deckAmount })}</p>
      )}
      {differs ? (
        <p className={styles.personal} data-personal-standing>
          {personal ? t('standing.yours', { tier: personal.tier, rank: personal.rank, count: personal.of }) : t('standing.yoursNone')}
        </p>
      ) : null}
    </div>
  );
}

function KeyStats({ deck, summary }: { deck: DerivedDeck; summary: MatchupSummary | undefined }) {
  const { t, i18n } = useTranslation('deck');
  const lang = i18n.language;
  const story = deckListStory(deck);
  const strongest = story.strongest ?? story.best;
  // The games of the deck's overall win rate: the number the tier tiles show.
  const games = deckGames(deck.name, summary);
  const stats = [
    {
      key: 'strength',
      label: t('strength'),
      value: t('outOfTen', { value: formatTenScale(deck.strength, lang) }),
      note: (
        <>
          {story.strongest ? <a href="#deck-strongest-list">{t('statsOf.strongest')}</a> : t('statsOf.bestIsStrongest')} <ListWinRate facts={strongest} />
        </>
      ),
    },
    { key: 'popularity', label: t('popularity'), value: t('outOfTen', { value: formatTenScale(deck.popularity, lang) }), note: t('statsOf.allLists') },
    {
      key: 'winRate',
      label: t('winRate'),
      value: deck.winRate === null ? t('unknownValue') : <WinRate rate={deck.winRate} games={games} details="visible" />,
      note: (
        <>
          {t('statsOf.allGames')}
          {/* The tier tiles' mark, in words: the deck's place rests on a small sample. */}
          {hasFewGames(games) ? (
            <>
              {' · '}
              <FewGamesMark games={games} />
            </>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <section className={styles.panel} aria-labelledby="deck-key-stats">
      <h2 id="deck-key-stats">{t('keyStats')}</h2>
      <dl className={styles.stats}>
        {stats.map((s) => (
          <div key={s.key} className={styles.stat} data-stat={s.key}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
            {s.note ? <dd className={styles.statNote}>{s.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The deck's lists: the best list (highest score, the one its score, alternatives and "also played in"
 * are of) and, when another list wins more often, that strongest list too, each with its win rate and games.
 */
function DeckLists({ deck, cards, unbuildable }: { deck: DerivedDeck; cards: CardIndex; unbuildable: Unbuildable | undefined }) {
  const { t } = useTranslation('deck');
  const story = useMemo(() => deckListStory(deck), [deck]);
  // For a deck the player cannot build: the copies each list misses (the two lists may hold different counts).
  const missingCopies = useMemo(() => {
    if (!unbuildable) return undefined;
    const of = (list: DeckList) => new Map(missingCopiesOfList(list, unbuildable.missingCounts).map((m) => [m.cardId, m.copies]));
    return { best: of(deck.bestList), strongest: story.strongest ? of(story.strongest.list) : undefined };
  }, [unbuildable, deck.bestList, story.strongest]);
  return (
    <>
      <section className={styles.panel} aria-labelledby="deck-best-list" data-list="best">
        <h2 id="deck-best-list">{t('bestList')}</h2>
        <p className={styles.listWinRate} data-list-win-rate>
          {story.strongest ? t('lists.bestIntro') : t('lists.bestIsStrongest')} <ListWinRate facts={story.best} />
        </p>
        <CardGrid list={deck.bestList} cards={cards} label={t('bestList')} missingCopies={missingCopies?.best} />
      </section>
      {story.strongest ? (
        <section className={styles.panel} aria-labelledby="deck-strongest-list" data-list="strongest">
          <h2 id="deck-strongest-list">{t('lists.strongest')}</h2>
          <p className={styles.listWinRate} data-list-win-rate>
            {t('lists.strongestIntro')} <ListWinRate facts={story.strongest} />
          </p>
          <CardGrid list={story.strongest.list} cards={cards} label={t('lists.strongest')} missingCopies={missingCopies?.strongest} />
        </section>
      ) : null}
    </>
  );
}

function Alternatives({ deck, cards }: { deck: DerivedDeck; cards: CardIndex }) {
  const { t } = useTranslation('deck');
  const { t: tc } = useUiTranslation();
  const alternatives = useMemo(() => {
    try {
      return findAlternatives(deck.bestList, deck.lists);
    } catch {
      return []; // lists of a derived deck are valid; never let a bad list break the page
    }
  }, [deck]);
  const nameOf = (id: string) => cards.get(id)?.name ?? tc('card.unknown', { id });
  return (
    <section className={styles.panel} aria-labelledby="deck-alternatives" data-alternatives={alternatives.length}>
      <h2 id="deck-alternatives">{t('alternatives')}</h2>
      <p className={styles.muted}>{t('alternativesIntro')}</p>
      {alternatives.length === 0 ? (
        <p>{t('noAlternatives')}</p>
      ) : (
        <ol className={styles.alternatives}>
          {alternatives.map((alt, i) => (
            <li key={`${alt.out}>${alt.in}`} className={styles.alternative} data-swap-out={alt.out} data-swap-in={alt.in}>
              <h3 className={styles.subheading}>{t('alternative', { number: i + 1 })}</h3>
              <p>{t('swap', { out: nameOf(alt.out), in: nameOf(alt.in) })}</p>
              <div className={styles.swap} aria-hidden="true">
                <CardTile cardId={alt.out} card={cards.get(alt.out)} size="sm" dimmed />
                <span className={styles.arrow}>→</span>
                <CardTile cardId={alt.in} card={cards.get(alt.in)} size="sm" />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A deck the player cannot build: the copies of its list they miss, and the data's expansions (their packs). */
interface Unbuildable {
  missing: readonly { cardId: CardId; copies: number }[];
  /** The player's missing cards, copies by card id (`countMissing`): the copies each shown list misses. */
  missingCounts: ReturnType<typeof countMissing>;
  expansions: readonly Expansion[] | undefined;
}

function DeckView(props: {
  deck: DerivedDeck;
  standing: { published: DeckStanding | null; personal: DeckStanding | null; missing: boolean };
  decks: readonly DerivedDeck[];
  cards: CardIndex;
  currentScores: ReadonlyMap<string, number>;
  summary: MatchupSummary | undefined;
  /** Shown under the head: why the deck cannot be built (then the page marks what is missing). */
  notice?: ReactNode;
  unbuildable?: Unbuildable;
}) {
  const { deck, standing, decks, cards, currentScores, summary, notice, unbuildable } = props;
  const { t } = useTranslation('deck');
  // The finder with this deck's view: the player's missing cards and filters, this deck shown.
  const finderLink = useFinderLink(deck.id);
  return (
    <article className={styles.page} data-deck-id={deck.id} data-buildable={unbuildable ? 'false' : undefined}>
      <header className={styles.deckHead}>
        <IconCards deck={deck} cards={cards} />
        <div className={styles.deckHeadText}>
          <div className={styles.deckTitleLine}>
            <h1 className={styles.deckTitle}>{readableDeckName(deck.name, cards)}</h1>
            <FollowButton deckId={deck.id} deckName={readableDeckName(deck.name, cards)} />
          </div>
          <EnglishDeckName name={deck.name} cards={cards} />
          <Standing {...standing} />
          {/* The finder shows decks the player can build: no link to it for one they cannot. */}
          {unbuildable ? null : (
            <Link className={styles.link} to={finderLink} data-finder-link>
              {t('openInFinder')}
            </Link>
          )}
          <div className={styles.deckActions}>
            <DeckShare deckId={deck.id} name={readableDeckName(deck.name, cards)} />
            <CopyListText list={deck.bestList} cards={cards} />
          </div>
          <CompareWith deckId={deck.id} decks={decks} cards={cards} />
        </div>
      </header>
      {notice}
      {unbuildable ? (
        <p className={styles.muted} data-full-collection-note>
          {t('build.intro')}
        </p>
      ) : null}
      <KeyStats deck={deck} summary={summary} />
      {/* On a phone the key stats fill the screen; the list starts at its lower edge. */}
      <BelowTheFold>
        <DeckLists deck={deck} cards={cards} unbuildable={unbuildable} />
        {unbuildable && unbuildable.missing.length > 0 ? <DeckToGet missing={unbuildable.missing} cards={cards} expansions={unbuildable.expansions} /> : null}
        <Alternatives deck={deck} cards={cards} />
        <AlsoPlayedIn deck={deck} decks={decks} cards={cards} />
        <MatchupsSection deck={deck} cards={cards} currentScores={currentScores} />
      </BelowTheFold>
    </article>
  );
}

/**
 * Where the deck stands: in the published tier list (the data with no card missing and the free
 * defaults, what every visitor sees) and in the player's own (`result`: their missing cards and filters).
 */
function standingOf(input: {
  archetypes: readonly Archetype[];
  cards: CardIndex;
  summary: MatchupSummary | undefined;
  result: readonly DerivedDeck[];
  sortBy: DeckStanding['sortBy'];
  missing: readonly CardId[];
  deckId: string;
}): { published: DeckStanding | null; personal: DeckStanding | null; missing: boolean } {
  const { archetypes, cards, summary, deckId } = input;
  const publishedDecks = deriveDecks({ archetypes, cards, missing: [], filters: DEFAULT_DECK_FILTERS, summary }).decks;
  return {
    published: deckStanding(publishedDecks, deckId, DEFAULT_DECK_FILTERS.sortBy),
    personal: deckStanding(input.result, deckId, input.sortBy),
    missing: input.missing.length > 0,
  };
}

/** `deck/DeckDetailPage` (route /deck/:deckId): one deck for the player's missing cards and filters. */
export default function DeckDetailPage() {
  const { t } = useTranslation('deck');
  const { deckId = '' } = useRouteParams();
  const view = useDerivedDecks();
  const { archetypes, cards, result, filters, summary, missing, meta } = view;

  const lookup = useMemo(
    (): DeckLookup | undefined => (archetypes && cards && result ? lookupDeck({ archetypes, cards, result, filters, summary, missing, deckId }) : undefined),
    [archetypes, cards, result, filters, summary, missing, deckId],
  );

  const currentScores = useMemo(() => new Map(result?.decks.map((d) => [d.name, d.score]) ?? []), [result]);
  const standing = useMemo(
    () =>
      archetypes && cards && result ? standingOf({ archetypes, cards, summary, result: result.decks, sortBy: filters.sortBy, missing, deckId }) : undefined,
    [archetypes, cards, summary, result, filters.sortBy, missing, deckId],
  );

  const titled = (children: ReactNode) => (
    <section className={styles.page} data-page="deck-detail">
      <h1>{t('detailTitle')}</h1>
      {children}
    </section>
  );

  if (view.status !== 'ready' || !lookup || !cards || !standing) {
    const status = view.status === 'error' ? 'error' : 'loading';
    return titled(
      <DataBoundary status={status} error={view.error} onRetry={view.retry}>
        {null}
      </DataBoundary>,
    );
  }
  const skipped = <SkippedListsNote count={countSkippedLists(result?.skipped ?? [])} />;
  if (lookup.status === 'unknown') {
    return titled(
      <section className={styles.notice} data-deck-not-found aria-labelledby="deck-not-found">
        <NoIndex />
        <h2 id="deck-not-found">{t('notFound', { deckId })}</h2>
        <p>{t('notFoundHint')}</p>
        <Link className={styles.action} to={ROUTES.tierList}>
          {t('toTierList')}
        </Link>
      </section>,
    );
  }
  // A deck of the data that cannot be shown: its name and icons, then why.
  const namedDeck = (name: string, children: ReactNode) => (
    <section className={styles.page} data-page="deck-detail">
      <header className={styles.deckHead}>
        <IconCards deck={{ name }} cards={cards} />
        <h1 className={styles.deckTitle}>{readableDeckName(name, cards)}</h1>
      </header>
      {skipped}
      {children}
    </section>
  );
  if (lookup.status === 'incomplete') {
    return namedDeck(
      lookup.name,
      <section className={styles.notice} data-deck-incomplete aria-labelledby="deck-incomplete">
        <h2 id="deck-incomplete">{t('incomplete.title')}</h2>
        <p>{t('incomplete.text')}</p>
        <Link className={styles.action} to={ROUTES.tierList}>
          {t('toTierList')}
        </Link>
      </section>,
    );
  }
  if (lookup.status === 'notEnoughCards') {
    const notice = <NotEnoughCards text={t('notEnoughDeckHint')} />;
    // No dead end: under the message, the deck as a full collection has it, what the player misses marked.
    if (!lookup.deck) return namedDeck(lookup.name, notice);
    return (
      <section data-page="deck-detail">
        {skipped}
        <DeckView
          deck={lookup.deck}
          standing={standing}
          decks={result?.decks ?? []}
          cards={cards}
          currentScores={currentScores}
          summary={summary}
          notice={notice}
          unbuildable={{
            missing: missingCopiesOfList(lookup.deck.bestList, countMissing(missing)),
            missingCounts: countMissing(missing),
            expansions: meta?.expansions,
          }}
        />
      </section>
    );
  }
  return (
    <section data-page="deck-detail">
      {skipped}
      <DeckView deck={lookup.deck} standing={standing} decks={result?.decks ?? []} cards={cards} currentScores={currentScores} summary={summary} />
    </section>
  );
}

/** Loads what the first render reads (the shell before hydrating a published page, the server build before rendering). */
DeckDetailPage.prepare = prepareDeckDetail;

/** The deck's English name under its local one (a page in another language), so both can be searched and said. */
function EnglishDeckName({ name, cards }: { name: string; cards: CardIndex }) {
  const { t } = useTranslation('deck');
  const local = readableDeckName(name, cards);
  const english = readableDeckName(name, cards, { english: true });
  if (english === local) return null;
  return (
    <p className={styles.englishName} data-english-name>
      {t('englishName')} <span lang="en">{english}</span>
    </p>
  );
}
