import { useEffect, useId, useMemo } from 'react';
import { Link, deckPath, selectFollowedDecks, useAppSelector, useTranslation } from 'shared-contracts';
import type { Archetype, DeckFilters, MatchupSummary, Tier } from '@tcgp/domain';
import { assignTiers, deriveDecks, metricValue, readableDeckName, type CardIndex } from '@tcgp/rules';
import { useGetLastWeekQuery } from '../shared/statisticsApi';
import { isQuietVisit, previousTiers, summarizeVisit, tierByName, visitMarks, type TierMove, type VisitSummary } from './lastVisit';
import styles from './LastVisit.module.css';

export interface LastVisitProps {
  archetypes: readonly Archetype[];
  cards: CardIndex;
  filters: DeckFilters;
  summary: MatchupSummary | undefined;
  /** The player dismissed the summary, or it had nothing to tell: the current data set counts as seen. */
  onSeen: () => void;
  /** Hands the page the marks for the tiles (deck id -> its previous tier, null: new). */
  onMarks: (marks: ReadonlyMap<string, Tier | null>) => void;
}

/** The summary for the meta's tier list (no missing cards) with the filters in force, once last-week.json is there. */
function useVisitSummary({ archetypes, cards, filters, summary }: Omit<LastVisitProps, 'onSeen' | 'onMarks'>): VisitSummary | null {
  const lastWeek = useGetLastWeekQuery(undefined).data;
  const follows = useAppSelector(selectFollowedDecks);
  return useMemo(() => {
    if (!lastWeek) return null;
    const all = deriveDecks({ archetypes: [...archetypes], cards, missing: [], filters: { ...filters, deckAmount: archetypes.length } });
    const eligible = new Set(all.decks.map((deck) => deck.name));
    const current = deriveDecks({ archetypes: [...archetypes], cards, missing: [], filters, summary });
    const now = tierByName(assignTiers(current.decks, (deck) => metricValue(deck, filters.sortBy)));
    const before = previousTiers(lastWeek, { sortBy: filters.sortBy, deckAmount: filters.deckAmount, eligible });
    return summarizeVisit(now, before, follows);
  }, [lastWeek, archetypes, cards, filters, summary, follows]);
}

/**
 * "Since your last visit": shown when the data set is newer than the one the player last saw (a lazy
 * chunk, loaded only then): the followed decks that moved, the decks that entered or left S and A, the
 * new decks, each a link to its page; "Dismiss" marks the data set seen.
 */
export default function LastVisit(props: LastVisitProps) {
  const { t } = useTranslation('tierlist');
  const titleId = useId();
  const visit = useVisitSummary(props);
  const { onSeen, onMarks, cards } = props;
  const quiet = visit !== null && isQuietVisit(visit);
  useEffect(() => {
    if (quiet) onSeen();
  }, [quiet, onSeen]);
  useEffect(() => {
    if (visit) onMarks(visitMarks(visit));
  }, [visit, onMarks]);
  if (!visit || quiet) return null;
  const tierWord = (tier: TierMove['from']) => tier ?? t('lastVisit.notListed');
  const group = (key: 'moved' | 'entered' | 'left' | 'added', moves: TierMove[]) =>
    moves.length === 0 ? null : (
      <div className={styles.group} data-last-visit={key}>
        <h3 className={styles.groupTitle}>{t(`lastVisit.${key}`)}</h3>
        <ul className={styles.list}>
          {moves.map((move) => (
            <li key={move.id}>
              <Link to={deckPath(move.id)}>{readableDeckName(move.name, cards)}</Link>{' '}
              <span className={styles.move}>{t('lastVisit.move', { from: tierWord(move.from), to: tierWord(move.to) })}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="last-visit">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('lastVisit.title')}
        </h2>
        <button type="button" className={styles.dismiss} onClick={onSeen}>
          {t('lastVisit.dismiss')}
        </button>
      </div>
      <div className={styles.groups}>
        {group('moved', visit.moved)}
        {group('entered', visit.entered)}
        {group('left', visit.left)}
        {group('added', visit.added)}
      </div>
    </section>
  );
}
