import { useId, useState } from 'react';
import { useTranslation, Link, deckPath, selectPremium, useAppSelector } from 'shared-contracts';
import type { StatsWindow, StatsWindowDays } from '@tcgp/domain';
import { FREE_MATRIX_SIZE, deckIdFromName, readableDeckName, type CardIndex, type MatrixSize } from '@tcgp/rules';
import { WinRate, formatCount, formatPercent } from '@tcgp/ui';
import { STATS_WINDOW_DAYS } from '@tcgp/schemas';
import { DEFAULT_WINDOW_DAYS, useWindowData } from './useStatistics';
import { MatchupMatrix } from './MatchupMatrix';
import { SectionBody } from './SectionBody';
import { useDateFormats } from './dates';
import styles from './Statistics.module.css';

/** How many of the window's most played decks the table lists. */
export const TOP_DECKS = 10;

/** The time window: last 7, 14 or 30 days (free for everyone). */
function WindowPicker({ days, onChange }: { days: StatsWindowDays; onChange: (days: StatsWindowDays) => void }) {
  const { t } = useTranslation('tierlist');
  const name = useId();
  return (
    <fieldset className={styles.windows} data-testid="statistics-window">
      <legend className={styles.windowsLegend}>{t('statistics.window.legend')}</legend>
      {STATS_WINDOW_DAYS.map((option) => (
        <label key={option} className={styles.windowOption}>
          <input type="radio" name={name} value={option} checked={option === days} onChange={() => onChange(option)} />
          <span>{t('statistics.window.option', { count: option })}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The window's most played decks: share of players and win rate (with its games and interval). */
function TopDecks({ stats, cards }: { stats: StatsWindow; cards: CardIndex }) {
  const { t, i18n } = useTranslation('tierlist');
  const { longDate } = useDateFormats();
  const lang = i18n.language;
  const decks = Object.entries(stats.decks).slice(0, TOP_DECKS);
  return (
    <>
      <p className={styles.muted} data-testid="statistics-window-summary">
        {t('statistics.window.summary', {
          from: longDate(stats.window.from),
          to: longDate(stats.window.to),
          players: formatCount(stats.entries, lang),
          games: formatCount(stats.games, lang),
        })}
      </p>
      {/* On a narrow phone the table scrolls sideways in its own box; the page keeps the screen's width. */}
      <div className={styles.tableScroll}>
        <table className={`${styles.table} ${styles.topDecks}`} data-testid="statistics-top-decks">
          <caption className={styles.caption}>{t('statistics.window.caption', { count: stats.window.days })}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.number}>
                #
              </th>
              <th scope="col">{t('statistics.window.deck')}</th>
              <th scope="col" className={styles.number}>
                {t('statistics.window.share')}
              </th>
              <th scope="col" className={styles.number}>
                {t('sort.winRate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {decks.map(([deck, share], i) => (
              <tr key={deck} data-deck={deck}>
                <td className={styles.number}>{i + 1}</td>
                <th scope="row">
                  <Link to={deckPath(deckIdFromName(deck))}>{readableDeckName(deck, cards)}</Link>
                </th>
                <td className={styles.number} data-share={share.share}>
                  {formatPercent(share.share, lang)}
                </td>
                <td className={styles.number}>
                  <WinRate rate={share.winRate} games={share.games} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * The window part of the page: the window picker, the window's most played decks and the matchup
 * matrix of its top decks, all from stats-<N>d.json. Another window keeps the last one on screen
 * (marked busy) until it arrives.
 */
export function WindowSection() {
  const { t } = useTranslation('tierlist');
  const premium = useAppSelector(selectPremium);
  const [days, setDays] = useState<StatsWindowDays>(DEFAULT_WINDOW_DAYS);
  const [size, setSize] = useState<MatrixSize>(FREE_MATRIX_SIZE);
  const data = useWindowData(days);
  const busy = data.updating || (data.stats !== undefined && data.stats.window.days !== days);
  return (
    <>
      <WindowPicker days={days} onChange={setDays} />
      <section
        className={styles.window}
        aria-labelledby="statistics-window"
        aria-busy={busy}
        data-testid="statistics-window-section"
        data-days={data.stats?.window.days}
      >
        <h2 id="statistics-window" className={styles.heading}>
          {t('statistics.window.title', { count: days })}
        </h2>
        <SectionBody state={data} missingText={t('statistics.window.notAvailable')}>
          {data.stats && data.cards ? <TopDecks stats={data.stats} cards={data.cards} /> : null}
        </SectionBody>
      </section>
      {data.status === 'ready' && data.stats && data.cards ? (
        <MatchupMatrix stats={data.stats} cards={data.cards} premium={premium} size={size} onSize={setSize} />
      ) : null}
    </>
  );
}
