import { useMemo } from 'react';
import { useTranslation, Link, openModal, selectPaymentOverdue, selectPremium, useAppDispatch, useAppSelector, deckPath } from 'shared-contracts';
import type { Matchup } from '@tcgp/domain';
import { DataBoundary, WinRate, formatCount } from '@tcgp/ui';
import { MIN_GAMES, deckIdFromName, strongAndWeak, type CardIndex, type DerivedDeck, readableDeckName } from '@tcgp/rules';
import { combineQueries } from '@tcgp/data-hooks';
import { useGetDeckMatchupsQuery } from './matchupsApi';
import styles from './Matchups.module.css';

type Kind = 'strong' | 'weak';
const KINDS: readonly Kind[] = ['strong', 'weak'];

function MatchupColumn({ kind, rows, cards }: { kind: Kind; rows: readonly Matchup[]; cards: CardIndex }) {
  const { t, i18n } = useTranslation('deck');
  const title = kind === 'strong' ? t('strongAgainst') : t('weakAgainst');
  return (
    <div className={styles.column} data-matchup-list={kind}>
      <h3 className={styles.columnTitle}>{title}</h3>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('noMatchups', { games: MIN_GAMES })}</p>
      ) : (
        <ol className={styles.rows} aria-label={title}>
          {rows.map((m) => (
            <li key={m.name} className={styles.row} data-opponent={m.name}>
              <Link to={deckPath(deckIdFromName(m.name))} className={styles.opponent} title={readableDeckName(m.name, cards)}>
                {readableDeckName(m.name, cards)}
              </Link>
              <span className={styles.result}>
                <WinRate rate={m.winRate} games={m.totalGames} className={kind === 'strong' ? styles.rateStrong : styles.rateWeak} />
                {/* Shown for the eye; the win rate's own text already says the games to a screen reader. */}
                <span className={styles.games} aria-hidden="true" data-matchup-games={m.totalGames}>
                  {t('matchupGames', { count: m.totalGames, games: formatCount(m.totalGames, i18n.language) })}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Premium only: downloads this deck's matchup file (and nothing else) and lists strong / weak matchups. */
function MatchupLists({ deck, cards, currentScores }: { deck: DerivedDeck; cards: CardIndex; currentScores: ReadonlyMap<string, number> }) {
  const query = useGetDeckMatchupsQuery(deck.id);
  const { status, error, retry } = combineQueries([query]);
  const lists = useMemo(() => (query.data ? strongAndWeak(deck.name, query.data, currentScores) : undefined), [query.data, deck.name, currentScores]);
  return (
    <DataBoundary status={status} error={error} onRetry={retry}>
      {lists ? (
        <div className={styles.columns}>
          {KINDS.map((kind) => (
            <MatchupColumn key={kind} kind={kind} rows={kind === 'strong' ? lists.strong : lists.weak} cards={cards} />
          ))}
        </div>
      ) : null}
    </DataBoundary>
  );
}

const PLACEHOLDER_WIDTHS = ['72%', '58%', '66%', '50%'];

/**
 * What non-premium users see instead of the matchups: the two headings and placeholder rows that
 * hold no real data (nothing to read in the DOM or the accessibility tree). Free users also get the
 * upsell; while the plan is unknown the placeholder stays neutral.
 */
function MatchupsPlaceholder({ blurred }: { blurred: boolean }) {
  const overdue = useAppSelector(selectPaymentOverdue);
  const { t } = useTranslation('deck');
  const dispatch = useAppDispatch();
  return (
    <div className={styles.locked}>
      <div className={styles.columns}>
        {KINDS.map((kind) => (
          <div key={kind} className={styles.column}>
            <h3 className={styles.columnTitle}>{kind === 'strong' ? t('strongAgainst') : t('weakAgainst')}</h3>
            <div className={blurred ? `${styles.placeholder} ${styles.blurred}` : styles.placeholder} aria-hidden="true">
              {PLACEHOLDER_WIDTHS.map((width, i) => (
                <div key={i} className={styles.placeholderRow}>
                  <span className={styles.placeholderName} style={{ width }} />
                  <span className={styles.placeholderRate} />
                </div>
              ))}
            </div>
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
 * Strong Against / Weak Against. `data-matchups` is a stable test hook: `visible` for premium users,
 * `blurred` for everyone else, `unknown` while the plan is not known yet.
 */
export function MatchupsSection({ deck, cards, currentScores }: { deck: DerivedDeck; cards: CardIndex; currentScores: ReadonlyMap<string, number> }) {
  const { t } = useTranslation('deck');
  const premium = useAppSelector(selectPremium);
  const state = premium === true ? 'visible' : premium === false ? 'blurred' : 'unknown';
  return (
    <section className={styles.section} aria-labelledby="deck-matchups" data-matchups={state}>
      <h2 id="deck-matchups">{t('matchups')}</h2>
      {state === 'visible' ? <MatchupLists deck={deck} cards={cards} currentScores={currentScores} /> : <MatchupsPlaceholder blurred={state === 'blurred'} />}
    </section>
  );
}
