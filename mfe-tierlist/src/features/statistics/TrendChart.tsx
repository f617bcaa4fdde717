import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'shared-contracts';
import { maxShare, type TrendSeries } from '@tcgp/rules';
import { formatPercent } from '@tcgp/ui';
import type { HistoryWeek } from '@tcgp/domain';
import { labelEvery, shareAxis } from './chartScale';
import { SERIES_DASHES, seriesStyle } from './series';
import styles from './TrendChart.module.css';

/** Height of the chart in px (fixed, so the page keeps its layout while the width follows the screen). */
export const CHART_HEIGHT = 240;
const MARGIN = { top: 14, right: 14, bottom: 28, left: 44 };
/** Width before the first measurement (and in tests): a phone's. */
const DEFAULT_WIDTH = 328;
/** Widest tooltip (px). */
const TIP_WIDTH = 192;

export interface TrendChartProps {
  weeks: readonly HistoryWeek[];
  series: readonly TrendSeries[];
  /** Readable deck name of a series. */
  nameOf: (deck: string) => string;
  /** A week's start as a short date ("7 Sep"), and as a long one for the points' labels. */
  shortDate: (iso: string) => string;
  longDate: (iso: string) => string;
}

interface Point {
  series: number;
  week: number;
}

/** Follows the width of an element (ResizeObserver where there is one). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      if (el.clientWidth > 0) setWidth(el.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The meta-share trend as a plain SVG line chart: one line per deck (colour and dash pattern, the same
 * as the legend), a point per week with entries. The points are one tab stop: the arrow keys move
 * between weeks (left/right) and decks (up/down), Home/End jump to the first/last week. The focused or
 * hovered point shows its value; every point also has its value as its accessible name.
 * Test hooks: `data-deck`, `data-week`, `data-share` on each point.
 */
export function TrendChart({ weeks, series, nameOf, shortDate, longDate }: TrendChartProps) {
  const { t, i18n } = useTranslation('tierlist');
  const lang = i18n.language;
  const hintId = useId();
  const { ref, width } = useWidth();
  const [active, setActive] = useState<Point>({ series: 0, week: Math.max(0, weeks.length - 1) });
  const [shown, setShown] = useState(false);
  const points = useRef(new Map<string, SVGCircleElement>());

  const plotW = Math.max(40, width - MARGIN.left - MARGIN.right);
  const plotH = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const axis = shareAxis(maxShare(series));
  const x = (week: number) => MARGIN.left + (weeks.length > 1 ? (week * plotW) / (weeks.length - 1) : plotW / 2);
  const y = (share: number) => MARGIN.top + plotH * (1 - share / axis.top);
  const every = labelEvery(weeks.length, plotW);
  // The current week, not over yet (fewer than 7 days), is marked rather than plotted as a full week:
  // its share is of a few days only and often lies far from the trend. The series' line stops at the
  // last full week; a faint dotted segment leads to the week's hollow point, whose name and tooltip say
  // "so far", as the note above the chart does. (Kept, not left out: the table shows it too, with its days.)
  const lastWeek = weeks.length - 1;
  const partialLast = weeks.length > 1 && (weeks[lastWeek]?.days ?? 7) < 7;
  const soFar = (text: string) => t('statistics.trend.soFar', { text });

  const exists = (p: Point) => series[p.series]?.shares[p.week] !== null && series[p.series]?.shares[p.week] !== undefined;
  const focusPoint = (p: Point) => {
    if (!exists(p)) return;
    setActive(p);
    setShown(true);
    points.current.get(`${p.series}:${p.week}`)?.focus();
  };
  /** The next point with a value from `p` in steps of (ds, dw), if any. */
  const step = (p: Point, ds: number, dw: number): Point | undefined => {
    let next = { series: p.series + ds, week: p.week + dw };
    while (next.series >= 0 && next.series < series.length && next.week >= 0 && next.week < weeks.length) {
      if (exists(next)) return next;
      next = { series: next.series + ds, week: next.week + dw };
    }
    return undefined;
  };
  const onKeyDown = (e: KeyboardEvent<SVGElement>) => {
    const moves: Record<string, () => Point | undefined> = {
      ArrowRight: () => step(active, 0, 1),
      ArrowLeft: () => step(active, 0, -1),
      ArrowDown: () => step(active, 1, 0),
      ArrowUp: () => step(active, -1, 0),
      Home: () => step({ ...active, week: -1 }, 0, 1),
      End: () => step({ ...active, week: weeks.length }, 0, -1),
    };
    if (e.key === 'Escape') {
      setShown(false);
      return;
    }
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move();
    if (next) focusPoint(next);
  };

  const activeShare = series[active.series]?.shares[active.week];
  const activeWeek = weeks[active.week];
  // The tooltip (at most TIP_WIDTH wide) is centred on its point, inside the chart, above the point
  // unless the point is near the top.
  const tipLeft = Math.min(Math.max(x(active.week), TIP_WIDTH / 2), width - TIP_WIDTH / 2);
  const tipBelow = activeShare !== null && activeShare !== undefined && y(activeShare) < 90;

  return (
    <div ref={ref} className={styles.chart}>
      <svg
        width={width}
        height={CHART_HEIGHT}
        role="group"
        aria-label={t('statistics.trend.chartLabel', { count: series.length, weeks: weeks.length })}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        data-testid="statistics-trend-chart"
      >
        <g aria-hidden="true">
          {axis.ticks.map((tick) => (
            <g key={tick}>
              <line className={styles.grid} x1={MARGIN.left} x2={MARGIN.left + plotW} y1={y(tick)} y2={y(tick)} />
              <text className={styles.axisLabel} x={MARGIN.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {formatPercent(tick, lang, 0)}
              </text>
            </g>
          ))}
          {weeks.map((week, i) =>
            i % every === (weeks.length - 1) % every ? (
              <text
                key={week.start}
                className={styles.axisLabel}
                x={x(i)}
                y={CHART_HEIGHT - 8}
                // The last label ends at its week, so it stays inside the chart.
                textAnchor={i === weeks.length - 1 && weeks.length > 1 ? 'end' : 'middle'}
              >
                {shortDate(week.start)}
              </text>
            ) : null,
          )}
        </g>
        {series.map((s, si) => {
          const at = (wi: number, share: number) => `${x(wi).toFixed(1)},${y(share).toFixed(1)}`;
          const path = s.shares
            .map((share, wi) => (share === null || (partialLast && wi === lastWeek) ? null : at(wi, share)))
            .reduce<string[]>((parts, point, wi) => {
              if (point === null) return parts;
              const gap = wi > 0 && s.shares[wi - 1] === null;
              parts.push(`${parts.length === 0 || gap ? 'M' : 'L'}${point}`);
              return parts;
            }, [])
            .join(' ');
          const [before, partial] = [s.shares[lastWeek - 1], s.shares[lastWeek]];
          const partialPath =
            partialLast && before !== null && before !== undefined && partial !== null && partial !== undefined
              ? `M${at(lastWeek - 1, before)} L${at(lastWeek, partial)}`
              : null;
          return (
            <g key={s.name} className={styles.series} style={seriesStyle(si)}>
              <path className={styles.line} d={path} strokeDasharray={SERIES_DASHES[si % SERIES_DASHES.length]} aria-hidden="true" />
              {partialPath ? <path className={styles.partialLine} d={partialPath} data-partial="true" aria-hidden="true" /> : null}
              {s.shares.map((share, wi) => {
                const week = weeks[wi];
                if (share === null || !week) return null;
                const isActive = active.series === si && active.week === wi;
                return (
                  <circle
                    key={week.start}
                    // A week that is not over yet (fewer than 7 days) has a hollow point.
                    data-partial={week.days < 7 ? 'true' : undefined}
                    ref={(el) => {
                      if (el) points.current.set(`${si}:${wi}`, el);
                      else points.current.delete(`${si}:${wi}`);
                    }}
                    className={styles.point}
                    cx={x(wi)}
                    cy={y(share)}
                    r={isActive && shown ? 5.5 : 3.5}
                    tabIndex={isActive ? 0 : -1}
                    role="img"
                    aria-label={(wi === lastWeek && partialLast ? soFar : (text: string) => text)(
                      t('statistics.trend.point', { deck: nameOf(s.name), week: longDate(week.start), share: formatPercent(share, lang) }),
                    )}
                    data-deck={s.name}
                    data-week={week.start}
                    data-share={share}
                    onFocus={() => {
                      setActive({ series: si, week: wi });
                      setShown(true);
                    }}
                    onBlur={() => setShown(false)}
                    onMouseEnter={() => {
                      setActive({ series: si, week: wi });
                      setShown(true);
                    }}
                    onMouseLeave={() => setShown(false)}
                  />
                );
              })}
            </g>
          );
        })}
      </svg>
      {shown && activeShare !== null && activeShare !== undefined && activeWeek ? (
        <div
          className={`${styles.tip} ${tipBelow ? styles.tipBelow : ''}`}
          style={{ left: tipLeft, top: tipBelow ? y(activeShare) + 12 : y(activeShare) - 12, maxWidth: TIP_WIDTH }}
          aria-hidden="true"
          data-testid="statistics-trend-tip"
        >
          <strong>{formatPercent(activeShare, lang)}</strong> {nameOf(series[active.series]?.name ?? '')}
          <br />
          {active.week === lastWeek && partialLast ? soFar(longDate(activeWeek.start)) : longDate(activeWeek.start)}
        </div>
      ) : null}
      <p id={hintId} className="visually-hidden">
        {t('statistics.trend.keyboardHint')}
      </p>
    </div>
  );
}
