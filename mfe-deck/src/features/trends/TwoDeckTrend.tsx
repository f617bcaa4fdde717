import { useMemo } from 'react';
import { DataBoundary, formatPercent } from '@tcgp/ui';
import { maxShare, readableDeckName, trendSeries, type CardIndex } from '@tcgp/rules';
import { combineQueries, useGetMetaQuery } from '@tcgp/data-hooks';
import { isMissingFile, useGetTrendHistoryQuery } from './historyApi';
import { useCompareTranslation } from '../shared/compareTexts';
import styles from './TwoDeckTrend.module.css';

/** The chart's drawing box (scaled to the column's width; strokes keep their width). */
const WIDTH = 320;
const HEIGHT = 140;
const PAD = 6;

/** A week's start as a short date ("7 Sep"), in the page language. */
function shortDate(iso: string, language: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** The points of a line: one per week with entries (a week without any breaks the line). */
function segments(shares: readonly (number | null)[], top: number): string[] {
  const step = shares.length > 1 ? (WIDTH - 2 * PAD) / (shares.length - 1) : 0;
  const out: string[] = [];
  let current: string[] = [];
  shares.forEach((share, i) => {
    if (share === null) {
      if (current.length) out.push(current.join(' '));
      current = [];
      return;
    }
    const x = PAD + i * step;
    const y = HEIGHT - PAD - (top > 0 ? (share / top) * (HEIGHT - 2 * PAD) : 0);
    current.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  });
  if (current.length) out.push(current.join(' '));
  return out;
}

/**
 * Both decks' weekly share of games on one chart (the statistics page's trend, for two decks), from
 * `history.json`, read after the comparison's first view. The chart is drawn for the eye; the same
 * numbers are in a table for screen readers and anyone who wants them. A data set without the file says so.
 */
export function TwoDeckTrend({ nameA, nameB, cards }: { nameA: string; nameB: string; cards: CardIndex }) {
  const { t, i18n } = useCompareTranslation();
  const lang = i18n.language;
  const meta = useGetMetaQuery();
  const has = meta.data ? meta.data.statistics !== false : undefined;
  const query = useGetTrendHistoryQuery(undefined, { skip: has !== true });
  const missing = has === false || (query.isError && isMissingFile(query.error));
  const { status, error, retry } = combineQueries([query]);
  const view = useMemo(() => {
    if (!query.data) return undefined;
    const series = trendSeries(query.data, [nameA, nameB]);
    return { weeks: query.data.weeks, series, top: maxShare(series) };
  }, [query.data, nameA, nameB]);
  const names = [readableDeckName(nameA, cards), readableDeckName(nameB, cards)];
  return (
    <section className={styles.section} aria-labelledby="compare-trend" data-compare-trend>
      <h2 id="compare-trend">{t('trend')}</h2>
      {missing ? (
        <p className={styles.muted}>{t('trendNone')}</p>
      ) : (
        <DataBoundary status={has === undefined ? 'loading' : status} error={error} onRetry={retry}>
          {view ? (
            <>
              <ul className={styles.legend} aria-hidden="true">
                {names.map((name, i) => (
                  <li key={name} className={i === 0 ? styles.keyA : styles.keyB}>
                    {name}
                  </li>
                ))}
              </ul>
              <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <line className={styles.axis} x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} />
                {view.series.map((s, i) =>
                  segments(s.shares, view.top).map((points) => (
                    <polyline key={`${i}-${points}`} className={i === 0 ? styles.lineA : styles.lineB} points={points} vectorEffect="non-scaling-stroke" />
                  )),
                )}
              </svg>
              <p className={styles.muted}>
                {t('trendRange', {
                  from: shortDate(view.weeks[0]?.start ?? '', lang),
                  to: shortDate(view.weeks.at(-1)?.start ?? '', lang),
                  top: formatPercent(view.top, lang),
                })}
              </p>
              <details className={styles.numbers}>
                <summary>{t('trendTable')}</summary>
                <div className={styles.tableBox}>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">{t('week')}</th>
                        {names.map((name) => (
                          <th key={name} scope="col">
                            {name}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {view.weeks.map((week, w) => (
                        <tr key={week.start} data-week={week.start}>
                          <th scope="row">{shortDate(week.start, lang)}</th>
                          {view.series.map((s) => {
                            const share = s.shares[w];
                            return <td key={s.name}>{share === null || share === undefined ? '–' : formatPercent(share, lang)}</td>;
                          })}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </>
          ) : null}
        </DataBoundary>
      )}
    </section>
  );
}
