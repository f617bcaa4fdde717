import { isUncertain, wilsonInterval, UNCERTAIN_BELOW_GAMES } from '@tcgp/rules';
import { formatCount, formatPercent } from './format';
import { useUiTranslation } from './texts/namespace';
import styles from './WinRate.module.css';

export interface WinRateProps {
  /** The win rate (0..1); null when unknown ("–"). */
  rate: number | null;
  /** The games it rests on; null when the data does not say. */
  games: number | null;
  /** The games are an estimate (e.g. recovered from a list's score): "about 35 games". */
  approximate?: boolean;
  /**
   * Where games and interval go besides the tooltip (`title`) and the text for assistive technology:
   * `tooltip` (default) nowhere else; `visible` on a small line under the value (roomy places, phones).
   */
  details?: 'tooltip' | 'visible';
  className?: string;
}

/** Details of a win rate in words: games, the 95 % interval and, under 20 games, that it is uncertain. */
export function useWinRateDetails(): (rate: number | null, games: number | null, approximate?: boolean) => string {
  const { t, i18n } = useUiTranslation();
  const lang = i18n.language;
  return (rate, games, approximate = false) => {
    if (games === null) return t('winRate.gamesUnknown');
    const parts = [t(approximate ? 'winRate.gamesAbout' : 'winRate.games', { count: games, games: formatCount(games, lang) })];
    const interval = rate === null ? null : wilsonInterval(rate, games);
    if (interval) parts.push(t('winRate.interval', { lower: formatPercent(interval.lower, lang), upper: formatPercent(interval.upper, lang) }));
    if (isUncertain(games)) parts.push(t('winRate.few', { min: UNCERTAIN_BELOW_GAMES }));
    return parts.join(' · ');
  };
}

/**
 * A win rate as the site shows it everywhere: the percent, its games and 95 % Wilson interval in the
 * tooltip (`title`) and in text for assistive technology, and, from fewer than 20 games (or unknown
 * games), a dotted underline and a visible "uncertain" label. Test hooks: `data-win-rate`,
 * `data-games`, `data-uncertain`, and `data-sr-only` on the text for assistive technology only.
 */
export function WinRate({ rate, games, approximate = false, details = 'tooltip', className }: WinRateProps) {
  const { t, i18n } = useUiTranslation();
  const describe = useWinRateDetails();
  const value = formatPercent(rate ?? Number.NaN, i18n.language);
  const uncertain = rate !== null && (games === null || isUncertain(games));
  const text = rate === null ? '' : describe(rate, games, approximate);
  const classes = [styles.winRate, uncertain ? styles.uncertain : '', details === 'visible' ? styles.stacked : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} data-win-rate={rate ?? ''} data-games={games ?? ''} data-uncertain={uncertain ? 'true' : undefined}>
      <span className={styles.shown} aria-hidden="true" title={text || undefined}>
        <span className={styles.value}>{value}</span>
        {uncertain ? <span className={styles.flag}>{t('winRate.uncertain')}</span> : null}
      </span>
      {details === 'visible' && text ? (
        <span className={styles.details} aria-hidden="true">
          {text}
        </span>
      ) : null}
      <span className="visually-hidden" data-sr-only>
        {text ? `${value} (${text})` : value}
      </span>
    </span>
  );
}
