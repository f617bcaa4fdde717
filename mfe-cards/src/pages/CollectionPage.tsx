import { memo, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation, setCopies, selectShownMissingIds, useAppDispatch, useAppSelector } from 'shared-contracts';
import { ENERGY_TYPES, type Archetype, type Card, type CardType, type DataMeta } from '@tcgp/domain';
import { combineQueries, useDeferredQuery, useGetBestDecksQuery, useLocalizedCardsQuery, useGetMetaQuery } from '@tcgp/data-hooks';
import { cardIndexOf, countMissing, type CardIndex } from '@tcgp/rules';
import {
  CardTile,
  DataBoundary,
  EnergyIcon,
  MissingCardsPanel,
  SharedLinkPrompt,
  formatCount,
  useUiTranslation,
  setCode,
  useExpansionNames,
  useExpansionNameLanguage,
} from '@tcgp/ui';
import { CopiesControl } from '../features/collection/CopiesControl';
import { PutAsideLists } from '../features/collection/PutAsideLists';
import { TransferControls } from '../features/collection/TransferControls';
import { NO_FILTER, deckCards, filterCollection, shownCopies, type CollectionFilter } from '../features/collection/collectionCards';
import { usePageLanguage } from '../features/shared/useCardsData';
import controls from '@tcgp/ui/controls.module.css';
import styles from '../features/collection/Collection.module.css';

/** Cards rendered at first and added by "Show more" (phones stay quick with hundreds of cards). */
export const PAGE_SIZE = 60;

const TYPES: readonly CardType[] = [...ENERGY_TYPES, 'Trainer'];

/** The three files of the page: card catalogue, best decks (which cards the decks play) and meta (expansions), handed over in a background render. */
function useCollectionData() {
  const cards = useLocalizedCardsQuery();
  const decks = useDeferredQuery(useGetBestDecksQuery());
  const meta = useDeferredQuery(useGetMetaQuery());
  const index = useMemo(() => (cards.data ? cardIndexOf(cards.data) : undefined), [cards.data]);
  return { ...combineQueries([cards, decks, meta]), cards: index, archetypes: decks.data, meta: meta.data };
}

/** `cards/CollectionPage` (route /collection): every card of the data's decks with the copies the player misses. */
export default function CollectionPage() {
  const { t } = useTranslation('cards');
  const { t: tu } = useUiTranslation();
  const data = useCollectionData();
  const [shown, setShown] = useState<{ shown: number; total: number } | null>(null);
  const language = usePageLanguage();
  return (
    <section className={controls.page} data-page="collection">
      {/* Title, intro and one line (the shell's skeleton says "Loading..." there): nothing moves when the page arrives. */}
      <header className={controls.pageHeader}>
        <h1 className={controls.pageTitle}>{t('collection.title')}</h1>
        <p className={controls.intro}>{t('collection.intro')}</p>
        <p className={styles.headerLine} role="status" data-shown-cards={shown?.shown}>
          {shown
            ? t('collection.shown', { shown: formatCount(shown.shown, language), total: formatCount(shown.total, language), count: shown.shown })
            : data.status === 'loading'
              ? tu('loading')
              : null}
        </p>
      </header>
      <PutAsideLists />
      <DataBoundary status={data.status} error={data.error} onRetry={data.retry}>
        {data.cards && data.archetypes && data.meta ? <Collection cards={data.cards} archetypes={data.archetypes} meta={data.meta} onShown={setShown} /> : null}
      </DataBoundary>
    </section>
  );
}

/** Memoised: the page header's count changing (it is told by this list) does not render the list again. */
const Collection = memo(function Collection({
  cards,
  archetypes,
  meta,
  onShown,
}: {
  cards: CardIndex;
  archetypes: readonly Archetype[];
  meta: DataMeta;
  /** How many cards the filters show, of how many (said in the page header). */
  onShown: (counts: { shown: number; total: number }) => void;
}) {
  const { t } = useTranslation('cards');
  const { t: tu } = useUiTranslation();
  const missing = useAppSelector(selectShownMissingIds);
  const counts = useMemo(() => countMissing(missing), [missing]);
  const all = useMemo(() => deckCards(archetypes, cards), [archetypes, cards]);
  const nameOfSet = useExpansionNames(meta.expansions);
  const languageOfSetName = useExpansionNameLanguage();
  const [filter, setFilter] = useState<CollectionFilter>(NO_FILTER);
  const [limit, setLimit] = useState(PAGE_SIZE);
  // Typing stays fast on phones: the list follows the search a moment later.
  const search = useDeferredValue(filter.search);
  const shown = useMemo(() => filterCollection(all, { ...filter, search }, counts), [all, filter, search, counts]);
  useEffect(() => onShown({ shown: shown.length, total: all.length }), [onShown, shown.length, all.length]);
  const sets = useMemo(() => {
    const used = new Set(all.map((c) => c.set));
    const listed = meta.expansions.filter((e) => used.has(e.id)).map((e) => e.id);
    return [...listed, ...[...used].filter((id) => !listed.includes(id))];
  }, [all, meta.expansions]);
  const ids = { search: useId(), expansion: useId(), type: useId(), keys: useId() };
  const change = (next: Partial<CollectionFilter>) => {
    setFilter((before) => ({ ...before, ...next }));
    setLimit(PAGE_SIZE);
  };

  return (
    <div className={styles.layout}>
      <div className={styles.panelSlot}>
        <SharedLinkPrompt cards={cards} />
        <MissingCardsPanel cards={cards} variant="compact" links={['deck', 'tierList']} share testId="collection-missing" />
      </div>
      <div className={styles.toolbar} role="search">
        <label className={styles.field} htmlFor={ids.search}>
          <span>{t('collection.search')}</span>
          <input
            id={ids.search}
            className={styles.input}
            type="search"
            value={filter.search}
            onChange={(e) => change({ search: e.target.value })}
            autoComplete="off"
          />
        </label>
        <label className={styles.field} htmlFor={ids.expansion}>
          <span>{t('filter.expansion')}</span>
          <select id={ids.expansion} className={styles.select} value={filter.expansion ?? ''} onChange={(e) => change({ expansion: e.target.value || null })}>
            <option value="">{t('filter.all')}</option>
            {sets.map((id) => (
              <option key={id} value={id}>
                {t('filter.option', { name: nameOfSet(id), code: setCode(id) })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field} htmlFor={ids.type}>
          <span>{t('collection.type')}</span>
          <select
            id={ids.type}
            className={styles.select}
            value={filter.type ?? ''}
            onChange={(e) => change({ type: (e.target.value || null) as CardType | null })}
          >
            <option value="">{t('filter.all')}</option>
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {tu(`energy.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={filter.onlyMissing} onChange={(e) => change({ onlyMissing: e.target.checked })} />
          {t('collection.onlyMissing')}
        </label>
      </div>
      <TransferControls />
      <p id={ids.keys} className={styles.hint}>
        {t('collection.keys')}
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('collection.none')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('collection.listLabel')} aria-describedby={ids.keys}>
          {shown.slice(0, limit).map((card) => (
            <CollectionRow
              key={card.id}
              card={card}
              missing={shownCopies(counts, card.id)}
              setName={nameOfSet(card.set)}
              setNameLanguage={languageOfSetName(card.set)}
            />
          ))}
        </ul>
      )}
      {shown.length > limit ? (
        <button type="button" className={styles.more} onClick={() => setLimit((n) => n + PAGE_SIZE)}>
          {t('collection.showMore', { count: Math.min(PAGE_SIZE, shown.length - limit) })}
        </button>
      ) : null}
    </div>
  );
});

function CollectionRow({ card, missing, setName, setNameLanguage }: { card: Card; missing: number; setName: string; setNameLanguage: 'en' | undefined }) {
  const { t: tu } = useUiTranslation();
  const dispatch = useAppDispatch();
  return (
    <li className={styles.row} data-collection-card={card.id}>
      <CardTile cardId={card.id} card={card} size="sm" />
      <div className={styles.about}>
        <span className={styles.name} title={card.name}>
          {card.name}
        </span>
        <span className={styles.meta}>
          <span lang={setNameLanguage}>{setName}</span> · {card.id.toUpperCase()}
        </span>
        <span className={styles.meta}>
          <EnergyIcon type={card.type} decorative />
          {tu(`energy.${card.type}`)}
        </span>
      </div>
      <CopiesControl name={card.name} missing={missing} onChange={(copies) => dispatch(setCopies(card.id, copies))} />
    </li>
  );
}
