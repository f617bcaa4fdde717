import { useMemo, useState } from 'react';
import { useTranslation } from 'shared-contracts';
import { readableDeckName, trendDecks, trendSeries, type CardIndex } from '@tcgp/rules';
import { formatPercent } from '@tcgp/ui';
import type { MetaHistory } from '@tcgp/domain';
import { useTrendData } from './useStatistics';
import { SectionBody } from './SectionBody';
import { TrendChart } from './TrendChart';
import { SERIES_DASHES, seriesStyle } from './series';
import { useDateFormats } from './dates';
import styles from './Statistics.module.css';

function LegendSample({ index }: { index: number }) {
  return (
    <svg className={styles.sample} width="28" height="10" aria-hidden="true" style={seriesStyle(index)}>
      <line x1="1" x2="27" y1="5" y2="5" strokeDasharray={SERIES_DASHES[index % SERIES_DASHES.length]} />
    </svg>
  );
}

/** The trend's numbers as a table: a row per week, a column per deck (the chart's alternative). */
function TrendTable({ history, decks, nameOf }: { history: MetaHistory; decks: readonly string[]; nameOf: (deck: string) => string }) {
  const { t, i18n } = useTranslation('tierlist');
  const { longDate } = useDateFormats();
  const series = trendSeries(history, decks);
  return (
    <div className={styles.scroll} role="region" aria-label={t('statistics.trend.tableCaption')} tabIndex={0}>
      <table className={styles.table} data-testid="statistics-trend-table">
        <caption className="visually-hidden">{t('statistics.trend.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.sticky}>
              {t('statistics.trend.week')}
            </th>
            {decks.map((deck, i) => (
              <th key={deck} scope="col" data-deck={deck}>
                <LegendSample index={i} /> {nameOf(deck)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {history.weeks.map((week, wi) => (
            <tr key={week.start} data-week={week.start}>
              <th scope="row" className={styles.sticky}>
                {longDate(week.start)}
                {week.days < 7 ? <span className={styles.muted}> {t('statistics.trend.days', { count: week.days })}</span> : null}
              </th>
              {series.map((s) => {
                const share = s.shares[wi] ?? null;
                return (
                  <td key={s.name} className={styles.number} data-deck={s.name} data-share={share ?? ''}>
                    {share === null ? '–' : formatPercent(share, i18n.language)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TrendView({ history, cards }: { history: MetaHistory; cards: CardIndex }) {
  const { t } = useTranslation('tierlist');
  const [asTable, setAsTable] = useState(false);
  const { shortDate, longDate } = useDateFormats();
  const decks = useMemo(() => trendDecks(history), [history]);
  const series = useMemo(() => trendSeries(history, decks), [history, decks]);
  const nameOf = (deck: string) => readableDeckName(deck, cards);
  const last = history.weeks[history.weeks.length - 1];
  if (decks.length === 0) return <p className={styles.notice}>{t('statistics.trend.empty')}</p>;
  return (
    <div className={styles.trendBody}>
      <div className={styles.toolbar}>
        <button type="button" className={styles.toggle} aria-pressed={asTable} onClick={() => setAsTable((v) => !v)} data-testid="statistics-trend-toggle">
          {t('statistics.trend.showTable')}
        </button>
        {last && last.days < 7 ? <p className={styles.muted}>{t('statistics.trend.partial', { count: last.days })}</p> : null}
      </div>
      {asTable ? (
        <TrendTable history={history} decks={decks} nameOf={nameOf} />
      ) : (
        <div className={styles.trendView}>
          <TrendChart weeks={history.weeks} series={series} nameOf={nameOf} shortDate={shortDate} longDate={longDate} />
          <ul className={styles.legend} aria-label={t('statistics.trend.legend')}>
            {decks.map((deck, i) => (
              <li key={deck} title={nameOf(deck)}>
                <LegendSample index={i} /> <span className={styles.legendName}>{nameOf(deck)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * "Meta share, week by week": the weekly share of the most played decks of history.json as a chart
 * or, at the press of a button, as a table with the same numbers. A fixed height either way.
 */
export function TrendSection() {
  const { t } = useTranslation('tierlist');
  const data = useTrendData();
  return (
    <section className={styles.trend} aria-labelledby="statistics-trend" data-testid="statistics-trend">
      <h2 id="statistics-trend" className={styles.heading}>
        {t('statistics.trend.title')}
      </h2>
      <SectionBody state={data} missingText={t('statistics.trend.notAvailable')}>
        {data.history && data.cards ? <TrendView history={data.history} cards={data.cards} /> : null}
      </SectionBody>
    </section>
  );
}
