import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { premiumResolved, type User } from 'shared-contracts';
import { renderWithHost, type TestHostOptions } from '@tcgp/dev-kit/testing';
import setup from '../setup';
import StatisticsPage from './StatisticsPage';
import { BLASTOISE, CHARIZARD, PIKA_MEWTWO, VENUSAUR } from '../testing/fixtures';
import { FIXTURE_HISTORY, manyDecksStats, statisticsFiles } from '../testing/statistics';

const NOW = new Date('2026-06-30T00:00:00Z');

async function renderPage(options: TestHostOptions = {}) {
  return renderWithHost(<StatisticsPage now={NOW} />, { route: '/statistics', files: statisticsFiles(), premium: false, ...options, setups: [setup] });
}

const chart = () => screen.findByTestId('statistics-trend-chart');
const points = () => [...document.querySelectorAll<SVGCircleElement>('[data-testid="statistics-trend-chart"] circle')];
const matrix = () => screen.findByTestId('statistics-matrix');
/** The matrix cell of `row` against `column`. */
function cell(row: string, column: string): HTMLElement {
  const table = screen.getByTestId('statistics-matrix');
  const columns = [...table.querySelectorAll('thead th[data-deck]')].map((th) => th.getAttribute('data-deck'));
  const tr = table.querySelector(`tbody tr[data-deck="${row}"]`);
  return tr?.querySelectorAll('td')[columns.indexOf(column)] as HTMLElement;
}

describe('StatisticsPage: meta-share trend', () => {
  it('shows the title, the intro and the last update, then a point per deck and week with entries', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Meta Statistics' })).toBeInTheDocument();
    expect(screen.getByText('Meta-share trends, a matchup matrix and how sure each number is.')).toBeInTheDocument();
    await chart();
    expect(screen.getByTestId('tierlist-last-updated')).toHaveTextContent('Last updated: June 29, 2026');
    // 4 decks; weeks with entries: 3 (the empty week has no points); Charizard was not played in the
    // last week (0 %), Pikachu not in the first (0 %).
    expect(points()).toHaveLength(4 * 3);
    const values = points().map((p) => [p.getAttribute('data-deck'), p.getAttribute('data-week'), Number(p.getAttribute('data-share'))]);
    expect(values.filter(([deck]) => deck === VENUSAUR)).toEqual([
      [VENUSAUR, '2026-06-01', 0.3],
      [VENUSAUR, '2026-06-15', 0.28],
      [VENUSAUR, '2026-06-22', 0.32],
    ]);
    expect(values.find(([deck, week]) => deck === CHARIZARD && week === '2026-06-22')?.[2]).toBe(0);
    expect(screen.getByRole('img', { name: 'Venusaur ex, week of Jun 1, 2026: 30.0%' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Share of players of the 4 most played decks over the last 4 weeks' })).toBeInTheDocument();
    // The legend names the decks, most played first.
    expect(
      within(screen.getByRole('list', { name: 'Decks in the chart' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['Venusaur ex', 'Blastoise', 'Charizard ex', 'Pikachu ex & Mewtwo ex']);
    expect(screen.getByText('The last week has only 3 days so far.')).toBeInTheDocument();
  });

  it('shows the same numbers as a table at the press of a button', async () => {
    const user = userEvent.setup();
    await renderPage();
    await chart();
    const fromChart = points().map((p) => `${p.getAttribute('data-deck')}|${p.getAttribute('data-week')}|${p.getAttribute('data-share')}`);
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Share of players per week' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.trim()),
    ).toEqual(['Week of', 'Venusaur ex', 'Blastoise', 'Charizard ex', 'Pikachu ex & Mewtwo ex']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Jun 1, 2026', 'Jun 8, 2026', 'Jun 15, 2026', 'Jun 22, 2026 (3 days)']);
    const cells = [...table.querySelectorAll('td[data-share]')];
    const fromTable = cells
      .filter((td) => td.getAttribute('data-share') !== '')
      .map((td) => `${td.getAttribute('data-deck')}|${td.closest('tr')?.getAttribute('data-week')}|${td.getAttribute('data-share')}`);
    expect(fromTable.sort()).toEqual(fromChart.sort());
    // The week without tournaments has no values.
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Jun 8, 2026––––');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Jun 1, 202630.0%20.0%15.0%0.0%');
    expect(screen.queryByTestId('statistics-trend-chart')).toBeNull();
  });

  it('marks the current week, not over yet, instead of plotting it as a full week', async () => {
    // The last week of the history has 3 of its 7 days.
    await renderPage();
    const svg = await chart();
    const lines = [...svg.querySelectorAll('path.line')];
    const dotted = [...svg.querySelectorAll('path[data-partial]')];
    expect(lines).toHaveLength(4);
    const partialPoints = points().filter((p) => p.getAttribute('data-partial') === 'true');
    // Each series' line stops at the last full week: none of its points is a point of the partial week.
    for (const line of lines) {
      for (const point of partialPoints) expect(line.getAttribute('d')).not.toContain(`${Number(point.getAttribute('cx')).toFixed(1)},`);
    }
    // A dotted segment leads from the last full week to the partial week, for each deck (Charizard, not
    // played in the partial week, drops to 0 % there).
    expect(dotted).toHaveLength(4);
    const venusaur = points().filter((p) => p.getAttribute('data-deck') === VENUSAUR);
    const [full, partial] = venusaur.slice(-2).map((p) => `${Number(p.getAttribute('cx')).toFixed(1)},${Number(p.getAttribute('cy')).toFixed(1)}`);
    expect(svg.querySelector(`g[style] path[data-partial]`)?.getAttribute('d')).toBe(`M${full} L${partial}`);
    // Its points say "so far", as the note above the chart does; the full weeks' do not.
    expect(screen.getByText('The last week has only 3 days so far.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Venusaur ex, week of Jun 22, 2026: 32.0%, so far' })).toHaveAttribute('data-partial', 'true');
    expect(screen.getByRole('img', { name: 'Venusaur ex, week of Jun 15, 2026: 28.0%' })).not.toHaveAttribute('data-partial');
  });

  it('draws a last week that is over as the rest of the line', async () => {
    const weeks = FIXTURE_HISTORY.weeks.map((week) => ({ ...week, days: 7 }));
    await renderPage({ files: statisticsFiles({ 'history.json': { ...FIXTURE_HISTORY, weeks } }) });
    const svg = await chart();
    expect(svg.querySelectorAll('path[data-partial]')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Venusaur ex, week of Jun 22, 2026: 32.0%' })).toBeInTheDocument();
    expect(screen.queryByText(/so far/)).toBeNull();
  });

  it('moves between the points with the arrow keys (one tab stop) and shows the focused value', async () => {
    const user = userEvent.setup();
    await renderPage();
    await chart();
    const tabbable = points().filter((p) => p.getAttribute('tabindex') === '0');
    expect(tabbable).toHaveLength(1);
    // The tab stop is the first deck's last week.
    screen.getByRole('button', { name: 'Show as table' }).focus();
    await user.tab();
    expect(document.activeElement).toHaveAttribute('data-week', '2026-06-22');
    expect(document.activeElement).toHaveAttribute('data-deck', VENUSAUR);
    expect(screen.getByTestId('statistics-trend-tip')).toHaveTextContent('32.0% Venusaur exJun 22, 2026');
    // Left skips the week without tournaments.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-week', '2026-06-15');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-week', '2026-06-01');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-deck', BLASTOISE);
    expect(document.activeElement).toHaveAccessibleName('Blastoise, week of Jun 1, 2026: 20.0%');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAttribute('data-week', '2026-06-22');
    expect(screen.getByTestId('statistics-trend-tip')).toHaveTextContent('25.0% Blastoise');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('statistics-trend-tip')).toBeNull();
  });
});

describe('StatisticsPage: windows and the matchup matrix', () => {
  it('shows the last 14 days by default: the most played decks with share and an honest win rate', async () => {
    await renderPage();
    const table = await screen.findByTestId('statistics-top-decks');
    expect(screen.getByRole('radio', { name: '14 days' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Last 14 days' })).toBeInTheDocument();
    expect(screen.getByTestId('statistics-window-summary')).toHaveTextContent('Jun 11, 2026 to Jun 24, 2026: 400 players, 1,180 games');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-deck'))).toEqual([VENUSAUR, BLASTOISE, CHARIZARD, PIKA_MEWTWO]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Venusaur ex' })).toHaveAttribute('href', `/deck/${VENUSAUR}`);
    expect(rows[0]).toHaveTextContent('30.0%');
    // Charizard ex: 45 % over 15 games is uncertain; Pikachu has no games, so no win rate.
    expect(within(rows[2] as HTMLElement).getByText('uncertain')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByTitle(/^15 games · 95% interval 23\.5% to 68\.5% · fewer than 20 games, so uncertain$/)).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('–');
  });

  it('shows Premium users each matrix cell with win rate and games; 20 games or fewer are marked, never coloured', async () => {
    await renderPage({ premium: true });
    await matrix();
    const table = screen.getByRole('table', { name: 'Win rate of the deck in the row against the deck in the column, and their games' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['1 Venusaur ex', '2 Blastoise', '3 Charizard ex', '4 Pikachu ex & Mewtwo ex']);
    const good = cell(VENUSAUR, BLASTOISE);
    expect(good).toHaveAttribute('data-enough', 'true');
    expect(good).toHaveClass('cellGood');
    expect(good.style.getPropertyValue('--heat')).toBe('21.6%');
    expect(good).toHaveAttribute('title', 'Venusaur ex against Blastoise: 62.0% · 21 games · 95% interval 41.0% to 79.3%');
    expect(within(good).getByText('62%')).toBeInTheDocument();
    expect(within(good).getByText('21')).toBeInTheDocument();
    expect(cell(BLASTOISE, VENUSAUR)).toHaveClass('cellBad');
    // 20 games: not enough (hatched, no colour), said in words.
    const few = cell(VENUSAUR, CHARIZARD);
    expect(few).toHaveAttribute('data-enough', 'false');
    expect(few).toHaveClass('cellFew');
    expect(few).not.toHaveClass('cellBad');
    expect(few.style.getPropertyValue('--heat')).toBe('');
    expect(within(few).getByText(/^Venusaur ex against Charizard ex: 40\.0% · 20 games · .* · not enough games \(20 or fewer\)$/)).toBeInTheDocument();
    // Never met: a dash and "no games".
    expect(cell(CHARIZARD, BLASTOISE)).toHaveTextContent('–no games');
    expect(screen.getByRole('list', { name: 'Colours' })).toHaveTextContent('not enough games (20 or fewer)');
  });

  it('changes the values when another window is chosen', async () => {
    const user = userEvent.setup();
    const host = await renderPage({ premium: true });
    await matrix();
    expect(cell(VENUSAUR, BLASTOISE)).toHaveAttribute('data-win-rate', '0.62');
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(await screen.findByRole('heading', { name: 'Last 7 days' })).toBeInTheDocument();
    await screen.findByText('Jun 18, 2026 to Jun 24, 2026: 150 players, 420 games');
    expect(cell(VENUSAUR, BLASTOISE)).toHaveAttribute('data-win-rate', '0.7');
    expect(within(screen.getByTestId('statistics-top-decks')).getAllByRole('row')[1]).toHaveTextContent('34.0%');
    expect(host.requests.filter((url) => url.includes('stats-'))).toEqual(['http://data.test/data/stats-14d.json', 'http://data.test/data/stats-7d.json']);
  });

  it('shows free users a blurred placeholder with no matchup numbers and what Premium adds, as the deck page does', async () => {
    const user = userEvent.setup();
    const free = await renderPage();
    const section = await matrix();
    expect(section).toHaveAttribute('data-matrix', 'blurred');
    expect(within(section).getByRole('heading', { name: 'Matchup matrix' })).toBeInTheDocument();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(section.querySelector('[data-win-rate], td')).toBeNull();
    // Venusaur ex against Blastoise is 62 % over 21 games: neither on screen nor for assistive technology.
    expect(section).not.toHaveTextContent(/62|21|Blastoise/);
    expect(within(section).getByText('Premium shows how the top decks do against each other: the matchup win rates of up to 30 decks.')).toBeVisible();
    expect(screen.queryByTestId('statistics-matrix-size')).toBeNull();
    // The most played decks with their win rates stay free.
    expect(within(await screen.findByTestId('statistics-top-decks')).getAllByRole('row')[1]).toHaveTextContent('30.0%');
    await user.click(within(section).getByTestId('statistics-matrix-upsell'));
    expect(free.store.getState().ui.modal).toBe('premium');
  });

  it('shows a neutral placeholder, no numbers and no upsell, while the plan is not known', async () => {
    await renderPage({ premium: null });
    const section = await matrix();
    expect(section).toHaveAttribute('data-matrix', 'unknown');
    expect(within(section).getByRole('status')).toHaveTextContent('Checking your plan...');
    expect(section.querySelector('[data-win-rate], td')).toBeNull();
    expect(screen.queryByTestId('statistics-matrix-upsell')).toBeNull();
  });

  it('shows the matrix when the same user goes Premium; Premium users choose 10, 20 or 30 decks', async () => {
    const user = userEvent.setup();
    const many = manyDecksStats(30);
    const host = await renderPage({ files: statisticsFiles({ 'stats-14d.json': many }) });
    expect(await matrix()).toHaveAttribute('data-matrix', 'blurred');
    act(() => {
      host.store.dispatch(premiumResolved(true));
    });
    expect(screen.getByTestId('statistics-matrix')).toHaveAttribute('data-matrix', 'visible');
    expect(screen.getByTestId('statistics-matrix').querySelector('table')).toHaveAttribute('data-size', '10');
    await user.selectOptions(await screen.findByLabelText('Decks in the matrix'), '30');
    await screen.findByText('30', { selector: 'thead th span' });
    expect(screen.getByTestId('statistics-matrix').querySelector('table')).toHaveAttribute('data-size', '30');
    expect(screen.queryByTestId('statistics-matrix-upsell')).toBeNull();
  });

  it('reads the premium data set for premium users', async () => {
    const ash: User = { uid: 'u-ash', displayName: 'Ash', email: null, photoURL: null };
    const premiumFiles = Object.fromEntries(Object.entries(statisticsFiles()).map(([name, body]) => [`http://premium.test/p/${name}`, body]));
    const host = await renderPage({
      user: ash,
      premium: true,
      files: premiumFiles,
      config: { premiumData: { urlTemplate: 'http://premium.test/p/{file}', authScheme: 'Bearer' } },
    });
    await matrix();
    expect(host.requests).toEqual(expect.arrayContaining(['http://premium.test/p/history.json', 'http://premium.test/p/stats-14d.json']));
    expect(host.requests.some((url) => url.startsWith('http://data.test/'))).toBe(false);
  });
});

describe('StatisticsPage: data without statistics files', () => {
  it('says "not available for this data" for each missing file, never an error', async () => {
    const files = statisticsFiles();
    for (const name of ['history.json', 'stats-7d.json', 'stats-14d.json', 'stats-30d.json']) delete files[name];
    await renderPage({ files });
    expect(await screen.findByText('The meta-share trend is not available for this data.')).toBeInTheDocument();
    expect(await screen.findByText('Statistics for this period are not available for this data.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('statistics-matrix')).toBeNull();
    // The window can still be changed (another file may exist).
    expect(screen.getByRole('radio', { name: '30 days' })).toBeEnabled();
  });

  it('asks for no statistics file when meta.json says the set has none (a published drop)', async () => {
    const files = statisticsFiles();
    files['meta.json'] = { ...(files['meta.json'] as object), statistics: false };
    const host = await renderPage({ files });
    expect(await screen.findByText('The meta-share trend is not available for this data.')).toBeInTheDocument();
    expect(await screen.findByText('Statistics for this period are not available for this data.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(host.requests.filter((url) => /history\.json|stats-\d+d\.json/.test(url))).toEqual([]);
  });

  it('shows the data error with Retry for a damaged file', async () => {
    await renderPage({ files: statisticsFiles({ 'history.json': { asOf: 'yesterday', weeks: 3 } }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data file history.json is damaged or incomplete.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The window part is unaffected.
    expect(await screen.findByTestId('statistics-matrix')).toBeInTheDocument();
  });
});

describe('StatisticsPage: languages', () => {
  it('speaks German: texts, numbers and dates', async () => {
    await renderPage({ language: 'de', premium: true });
    await matrix();
    expect(screen.getByRole('heading', { level: 1, name: 'Meta-Statistiken' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Letzte 14 Tage' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '7 Tage' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Venusaur ex, Woche ab 01.06.2026: 30,0\u00a0%' })).toBeInTheDocument();
    expect(cell(VENUSAUR, CHARIZARD)).toHaveAttribute('title', expect.stringContaining('zu wenige Spiele (20 oder weniger)') as string);
  });

  it('speaks Japanese', async () => {
    await renderPage({ language: 'ja' });
    await matrix();
    expect(screen.getByRole('heading', { level: 1, name: 'メタ統計' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '相性表' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '期間' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30日' })).toBeInTheDocument();
  });
});
