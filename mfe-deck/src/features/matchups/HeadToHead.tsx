import { selectPremium, useAppSelector } from 'shared-contracts';
import { DataBoundary, WinRate } from '@tcgp/ui';
import { readableDeckName, type CardIndex, type DerivedDeck } from '@tcgp/rules';
import { combineQueries } from '@tcgp/data-hooks';
import { useGetDeckMatchupsQuery } from './matchupsApi';
import { useCompareTranslation } from '../shared/compareTexts';
import { MatchupsUpsell, PlaceholderRows } from './Matchups';
import styles from './Matchups.module.css';

/** Premium only: deck A's matchup file (the one file its deck page reads), its row against deck B. */
function HeadToHeadResult({ deckA, deckB, cards }: { deckA: DerivedDeck; deckB: DerivedDeck; cards: CardIndex }) {
  const { t } = useCompareTranslation();
  const query = useGetDeckMatchupsQuery(deckA.id);
  const { status, error, retry } = combineQueries([query]);
  const row = query.data?.find((m) => m.name === deckB.name);
  return (
    <DataBoundary status={status} error={error} onRetry={retry}>
      {query.data ? (
        row && row.totalGames > 0 ? (
          <p className={styles.headToHead} data-head-to-head={row.winRate} data-head-to-head-games={row.totalGames}>
            {t('headToHeadRate', { a: readableDeckName(deckA.name, cards), b: readableDeckName(deckB.name, cards) })}{' '}
            <WinRate rate={row.winRate} games={row.totalGames} details="visible" />
          </p>
        ) : (
          <p className={styles.muted} data-head-to-head="none">
            {t('noGames')}
          </p>
        )
      ) : null}
    </DataBoundary>
  );
}

/**
 * The head-to-head of two decks: the win rate of A against B, its games and 95 % interval. A matchup
 * win rate, so Premium only, as the deck page's matchups: everyone else sees a placeholder that holds
 * no numbers and the upsell (free) or "Checking your plan..." (plan unknown). Test hook
 * `data-head-to-head-state`: `visible`, `blurred` or `unknown`.
 */
export function HeadToHead({ deckA, deckB, cards }: { deckA: DerivedDeck; deckB: DerivedDeck; cards: CardIndex }) {
  const { t } = useCompareTranslation();
  const premium = useAppSelector(selectPremium);
  const state = premium === true ? 'visible' : premium === false ? 'blurred' : 'unknown';
  return (
    <section className={styles.section} aria-labelledby="compare-head-to-head" data-head-to-head-state={state}>
      <h2 id="compare-head-to-head">{t('headToHead')}</h2>
      {state === 'visible' ? (
        <HeadToHeadResult deckA={deckA} deckB={deckB} cards={cards} />
      ) : (
        <div className={styles.locked}>
          <PlaceholderRows blurred={state === 'blurred'} />
          <MatchupsUpsell blurred={state === 'blurred'} />
        </div>
      )}
    </section>
  );
}
