import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'shared-contracts';
import { MATRIX_SIZES, MIN_GAMES, matrixSizeFor, matrixView, readableDeckName, type CardIndex, type MatrixSize, type MatrixViewCell } from '@tcgp/rules';
import { formatCount, formatPercent, useWinRateDetails } from '@tcgp/ui';
import type { StatsWindow } from '@tcgp/domain';
import { Upsell } from '../shared/Upsell';
import styles from './Statistics.module.css';

/**
 * How strongly a cell is coloured, 0..100: its distance from 50 %, full at 25 points away (75 % or 25 %).
 * The colour is mixed in at up to 45 %, so the text keeps its contrast in both themes.
 */
export function heatStrength(winRate: number): number {
  return Math.round(Math.min(1, Math.abs(winRate - 0.5) / 0.25) * 100);
}

function cellStyle(cell: MatrixViewCell): CSSProperties & { '--heat'?: string } {
  return { '--heat': `${heatStrength(cell.winRate) * 0.45}%` };
}

function Cell({ cell, row, column }: { cell: MatrixViewCell | null; row: string; column: string }) {
  const { t, i18n } = useTranslation('tierlist');
  const details = useWinRateDetails();
  const lang = i18n.language;
  const versus = t('statistics.matrix.versus', { row, column });
  if (!cell) {
    return (
      <td className={styles.cellEmpty} title={`${versus}: ${t('statistics.matrix.noGames')}`} data-games="0">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('statistics.matrix.noGames')}</span>
      </td>
    );
  }
  const text = `${versus}: ${formatPercent(cell.winRate, lang)} · ${details(cell.winRate, cell.games)}${cell.enough ? '' : ` · ${t('statistics.matrix.few', { min: MIN_GAMES })}`}`;
  const kind = !cell.enough ? styles.cellFew : cell.winRate > 0.5 ? styles.cellGood : cell.winRate < 0.5 ? styles.cellBad : styles.cellEven;
  return (
    <td
      className={`${styles.cell} ${kind}`}
      style={cell.enough ? cellStyle(cell) : undefined}
      title={text}
      data-win-rate={cell.winRate}
      data-games={cell.games}
      data-enough={String(cell.enough)}
    >
      <span aria-hidden="true">
        <span className={styles.cellRate}>{formatPercent(cell.winRate, lang, 0)}</span>
        <span className={styles.cellGames}>{formatCount(cell.games, lang)}</span>
      </span>
      <span className="visually-hidden">{text}</span>
    </td>
  );
}

/** Premium users choose 10, 20 or 30 decks. */
function SizeControl({ size, onSize }: { size: MatrixSize; onSize: (size: MatrixSize) => void }) {
  const { t } = useTranslation('tierlist');
  const id = useId();
  return (
    <p className={styles.field}>
      <label htmlFor={id}>{t('statistics.matrix.size')}</label>
      <select
        id={id}
        className={styles.select}
        value={size}
        onChange={(e) => onSize(Number(e.target.value) as MatrixSize)}
        data-testid="statistics-matrix-size"
      >
        {MATRIX_SIZES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </p>
  );
}

const PLACEHOLDER_ROWS = 5;
const PLACEHOLDER_COLUMNS = 6;

/**
 * What everyone but Premium users sees instead of the matrix, as on the deck page's matchups: a
 * placeholder grid that holds no data (nothing to read in the markup or the accessibility tree),
 * blurred, with what Premium adds for free users; neutral ("Checking your plan...") while the plan is
 * unknown, which is also what a published page carries.
 */
function MatrixPlaceholder({ blurred }: { blurred: boolean }) {
  const { t } = useTranslation('tierlist');
  return (
    <div className={styles.locked}>
      <div className={blurred ? `${styles.placeholder} ${styles.blurred}` : styles.placeholder} aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_ROWS * PLACEHOLDER_COLUMNS }, (_, i) => (
          <span key={i} className={i % PLACEHOLDER_COLUMNS === 0 ? styles.placeholderName : styles.placeholderCell} />
        ))}
      </div>
      {blurred ? (
        <Upsell text={t('statistics.matrix.premium', { max: MATRIX_SIZES[MATRIX_SIZES.length - 1] })} testId="statistics-matrix-upsell" />
      ) : (
        <p className={styles.muted} role="status">
          {t('statistics.matrix.checking')}
        </p>
      )}
    </div>
  );
}

export interface MatchupMatrixProps {
  stats: StatsWindow;
  cards: CardIndex;
  premium: boolean | null;
  size: MatrixSize;
  onSize: (size: MatrixSize) => void;
}

/**
 * The matchup matrix of a window as a heat-map table: the row deck's win rate against the column deck
 * and their games. Green when the row deck wins more often, red when it loses more often, deeper the
 * further from 50 %; cells with 20 games or fewer are hatched and marked "not enough games", never
 * coloured as a result. Scrolls sideways with the deck names kept in view (sticky first column).
 * Premium only, like the deck page's matchups: everyone else gets a placeholder (`MatrixPlaceholder`).
 * Test hook: `data-matrix` is `visible` for Premium users, `blurred` for free users and visitors,
 * `unknown` while the plan is not known.
 */
export function MatchupMatrix({ stats, cards, premium, size, onSize }: MatchupMatrixProps) {
  const { t } = useTranslation('tierlist');
  const state = premium === true ? 'visible' : premium === false ? 'blurred' : 'unknown';
  return (
    <section className={styles.matrixSection} aria-labelledby="statistics-matrix" data-testid="statistics-matrix" data-matrix={state}>
      <h2 id="statistics-matrix" className={styles.heading}>
        {t('statistics.matrix.title')}
      </h2>
      {state === 'visible' ? <MatrixTable stats={stats} cards={cards} size={size} onSize={onSize} /> : <MatrixPlaceholder blurred={state === 'blurred'} />}
    </section>
  );
}

/** The matrix itself (Premium): the size choice, the colour key and the table. */
function MatrixTable({ stats, cards, size, onSize }: { stats: StatsWindow; cards: CardIndex; size: MatrixSize; onSize: (size: MatrixSize) => void }) {
  const { t } = useTranslation('tierlist');
  const view = matrixView(stats, matrixSizeFor(true, size));
  const nameOf = (deck: string) => readableDeckName(deck, cards);
  return (
    <>
      <SizeControl size={size} onSize={onSize} />
      <ul className={styles.key} aria-label={t('statistics.matrix.key')}>
        <li>
          <span className={`${styles.swatch} ${styles.cellGood}`} aria-hidden="true" /> {t('statistics.matrix.keyGood')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.cellBad}`} aria-hidden="true" /> {t('statistics.matrix.keyBad')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.cellFew}`} aria-hidden="true" /> {t('statistics.matrix.keyFew', { min: MIN_GAMES })}
        </li>
      </ul>
      <p className={styles.muted} aria-hidden="true">
        {t('statistics.matrix.caption')}
      </p>
      {view.decks.length === 0 ? (
        <p className={styles.notice}>{t('statistics.matrix.empty')}</p>
      ) : (
        <div className={styles.scroll} role="region" aria-label={t('statistics.matrix.caption')} tabIndex={0}>
          <table className={`${styles.table} ${styles.matrix}`} data-size={view.decks.length}>
            <caption className="visually-hidden">{t('statistics.matrix.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.sticky}>
                  {t('statistics.matrix.corner')}
                </th>
                {view.decks.map((deck, i) => (
                  <th key={deck} scope="col" title={nameOf(deck)} data-deck={deck}>
                    <span aria-hidden="true">{i + 1}</span>
                    <span className="visually-hidden">{nameOf(deck)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.decks.map((row, ri) => (
                <tr key={row} data-deck={row}>
                  <th scope="row" className={`${styles.sticky} ${styles.rowName}`}>
                    <span className={styles.rank} aria-hidden="true">
                      {ri + 1}
                    </span>{' '}
                    {nameOf(row)}
                  </th>
                  {view.cells[ri]?.map((cell, ci) => {
                    const column = view.decks[ci] ?? '';
                    return <Cell key={column} cell={cell} row={nameOf(row)} column={nameOf(column)} />;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
