import { openModal, selectPaymentOverdue, selectPremium, useAppDispatch, useAppSelector } from 'shared-contracts';
import { DataBoundary, WinRate } from '@tcgp/ui';
import { readableDeckName, type CardIndex, type DerivedDeck } from '@tcgp/rules';
import { combineQueries } from '@tcgp/data-hooks';
import { useGetDeckMatchupsQuery } from './matchupsApi';
import { useCompareTranslation } from '../shared/compareTexts';
import styles from './Matchups.module.css';
import own from './HeadToHead.module.css';

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
          <p className={own.rate} data-head-to-head={row.winRate} data-head-to-head-games={row.totalGames}>
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
 * What free users get in place of the head-to-head (the deck page's matchups have their own, which
 * this page does not share so that theirs stays as it is): a placeholder row that holds no numbers,
 * what Premium adds and the button to it (Manage subscription when a payment is overdue); while the
 * plan is unknown, a neutral placeholder and that it is being checked.
 */
function Locked({ blurred }: { blurred: boolean }) {
  const { t } = useCompareTranslation();
  const overdue = useAppSelector(selectPaymentOverdue);
  const dispatch = useAppDispatch();
  return (
    <div className={styles.locked}>
      <div className={blurred ? `${styles.placeholder} ${styles.blurred}` : styles.placeholder} aria-hidden="true">
        {['72%', '58%', '66%', '50%'].map((width) => (
          <div key={width} className={styles.placeholderRow}>
            <span className={styles.placeholderName} style={{ width }} />
            <span className={styles.placeholderRate} />
          </div>
        ))}
      </div>
      {blurred ? (
        <div className={styles.upsell}>
          <p className={styles.upsellTitle}>{t('premiumTitle')}</p>
          <p className={styles.muted}>{overdue ? t('overdueText') : t('premiumText')}</p>
          <button
            type="button"
            className={styles.upsellButton}
            data-testid="deck-upsell"
            data-upsell={overdue ? 'manage' : 'buy'}
            onClick={() => dispatch(openModal('premium'))}
          >
            {overdue ? t('manage') : t('upsell')}
          </button>
        </div>
      ) : (
        <p className={styles.muted} role="status">
          {t('checkingPlan')}
        </p>
      )}
    </div>
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
      {state === 'visible' ? <HeadToHeadResult deckA={deckA} deckB={deckB} cards={cards} /> : <Locked blurred={state === 'blurred'} />}
    </section>
  );
}
