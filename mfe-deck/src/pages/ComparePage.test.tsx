import { screen, waitFor, within } from '@testing-library/react';
import { useNavigation } from 'shared-contracts';
import type { Matchup, MetaHistory } from '@tcgp/domain';
import { DATA_FILES } from '@tcgp/schemas';
import { renderWithHost } from '@tcgp/dev-kit/testing';
import setup from '../setup';
import { fixtureArchetype, fixtureDeckName, fixtureFiles, fixtureList } from '../testing/fixtures';
import ComparePage from './ComparePage';

const alpha = fixtureDeckName(1); // alpha-tst-001
const beta = fixtureDeckName(2); // beta-tst-002
const gamma = fixtureDeckName(3);

const row = (name: string, winRate: number, totalGames: number): Matchup => ({ name, winRate, totalGames });

// Alpha and Beta share Poké Ball ×2 and Professor's Research ×2; Potion and X Speed are Alpha's own,
// Red Card and Sabrina Beta's. Gamma is the most played, so first in the tier list.
const archetypes = [
  fixtureArchetype(gamma, [fixtureList('tst-003', 0.7)], 0.3),
  fixtureArchetype(alpha, [fixtureList('tst-001', 0.6)], 0.2),
  fixtureArchetype(beta, [fixtureList('tst-002', 0.5, ['2:tst-101', '1:tst-102', '1:tst-105', '2:tst-106'])], 0.1),
];
const withGames = () =>
  fixtureFiles(archetypes, {
    [alpha]: [row('Total', 0.55, 1000), row(beta, 0.6, 50)],
    [beta]: [row('Total', 0.48, 400), row(alpha, 0.4, 50)],
  });
const withoutGames = () => fixtureFiles(archetypes, { [alpha]: [row('Total', 0.55, 1000)], [beta]: [row('Total', 0.48, 400)] });

/** The address the page is at (what the address bar shows). */
function Address() {
  return <p data-testid="address">{useNavigation().pathname}</p>;
}

const render = (a: string, b: string, options: Parameters<typeof renderWithHost>[1] = {}) =>
  renderWithHost(
    <>
      <ComparePage />
      <Address />
    </>,
    {
      route: `/compare/${a}/${b}`,
      path: '/compare/:deckA/:deckB',
      setups: [setup],
      premium: false,
      files: withGames(),
      ...options,
    },
  );

/** An element's text as it reads on screen (a win rate's text for screen readers left out). */
function visibleText(el: Element | null | undefined): string | null {
  if (!el) return null;
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('[data-sr-only]').forEach((e) => e.remove());
  return copy.textContent;
}

const statRow = (key: string) => [...document.querySelectorAll(`[data-compare-stat="${key}"] td`)].map((td) => visibleText(td));

describe('ComparePage', () => {
  it('shows both decks key stats side by side, in canonical order', async () => {
    await render(alpha, beta);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Alpha', 'Beta']);
    expect(within(table).getByRole('rowheader', { name: 'Win rate' })).toBeInTheDocument();
    // Gamma (70 %) is S; Alpha 60 % and Beta 50 %: the range 0.5..0.7 cut in six bands.
    expect(statRow('tier')).toEqual(['B', 'E']);
    expect(statRow('winRate')).toEqual(['55.0%1,000 games · 95% interval 51.9% to 58.1%', '48.0%400 games · 95% interval 43.1% to 52.9%']);
    expect(statRow('share')).toEqual(['20.0%', '10.0%']);
    expect(statRow('score')).toEqual(['60.0%', '50.0%']);
    expect(statRow('games')).toEqual(['1,000', '400']);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('replaces an address in the other order with the canonical one', async () => {
    await render(beta, alpha);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/compare/alpha-tst-001/beta-tst-002'));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Alpha', 'Beta']);
  });

  it('leaves the canonical address as it is', async () => {
    await render(alpha, beta);
    await screen.findByRole('table');
    expect(screen.getByTestId('address')).toHaveTextContent('/compare/alpha-tst-001/beta-tst-002');
  });

  it('shows Premium users the head-to-head: win rate of A against B, games and 95 % interval', async () => {
    await render(alpha, beta, { premium: true });
    const section = await screen.findByRole('region', { name: 'Head-to-head' });
    await waitFor(() => expect(section.querySelector('[data-head-to-head]')).not.toBeNull());
    expect(visibleText(section.querySelector('[data-head-to-head]'))).toBe('Alpha against Beta: 60.0%50 games · 95% interval 46.2% to 72.4%');
  });

  it('says so when the decks have no games against each other', async () => {
    await render(alpha, beta, { premium: true, files: withoutGames() });
    const section = await screen.findByRole('region', { name: 'Head-to-head' });
    expect(await within(section).findByText('No games between these decks.')).toBeInTheDocument();
  });

  it('gives free players the placeholder and the upsell, never the numbers', async () => {
    const host = await render(alpha, beta, { premium: false });
    const section = await screen.findByRole('region', { name: 'Head-to-head' });
    expect(section).toHaveAttribute('data-head-to-head-state', 'blurred');
    expect(within(section).getByRole('button', { name: 'Get Premium' })).toBeInTheDocument();
    expect(section.textContent).not.toMatch(/60\.0%|46\.2%/);
    expect(host.requests.some((r) => r.includes('matchups/'))).toBe(false);
  });

  it('lists the cards in common and the cards only in each deck, with copies', async () => {
    await render(alpha, beta);
    const common = await screen.findByRole('list', { name: 'In both decks' });
    expect(
      within(common)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Poké Ball×2', "Professor's Research×2 / ×1"]);
    const onlyA = screen.getByRole('list', { name: 'Only in Alpha' });
    expect(
      within(onlyA)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alpha×2', 'Potion×1', 'X Speed×1']);
    const onlyB = screen.getByRole('list', { name: 'Only in Beta' });
    expect(
      within(onlyB)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Beta×2', 'Red Card×1', 'Sabrina×2']);
  });

  it('tells a player with missing cards which deck they can build and what the other still needs', async () => {
    // Both copies of Sabrina marked missing: every Beta list goes; Alpha plays none.
    await render(alpha, beta, { missing: ['tst-106', 'tst-106'] });
    const section = await screen.findByRole('region', { name: 'Can you build them?' });
    const alphaSide = section.querySelector('[data-deck-id="alpha-tst-001"]') as HTMLElement;
    const betaSide = section.querySelector('[data-deck-id="beta-tst-002"]') as HTMLElement;
    expect(within(alphaSide).getByText('You can build this deck.')).toBeInTheDocument();
    expect(within(betaSide).getByText('You still need 2 copies:')).toBeInTheDocument();
    expect(
      within(within(betaSide).getByRole('list', { name: 'Missing for Beta' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sabrina×2']);
  });

  it('charts both decks weekly share, with the same numbers in a table (a week without entries shows none)', async () => {
    const week = (start: string, entries: number, decks: MetaHistory['weeks'][number]['decks']) => ({
      start,
      end: start,
      days: 7,
      entries,
      games: entries,
      decks,
    });
    const history: MetaHistory = {
      asOf: '2026-06-29',
      weeks: [
        week('2026-06-08', 100, { [alpha]: { share: 0.12, winRate: 0.5, games: 40 }, [beta]: { share: 0.05, winRate: 0.5, games: 20 } }),
        week('2026-06-15', 0, {}),
        week('2026-06-22', 100, { [alpha]: { share: 0.2, winRate: 0.5, games: 40 } }),
      ],
    };
    await render(alpha, beta, { files: { ...withGames(), [DATA_FILES.history]: history } });
    const section = await screen.findByRole('region', { name: 'Share of games, week by week' });
    const table = await within(section).findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [...tr.children].map((c) => c.textContent));
    // Beta absent in the last week counts 0; the week without entries has no value for either.
    expect(rows).toEqual([
      ['Jun 8', '12.0%', '5.0%'],
      ['Jun 15', '–', '–'],
      ['Jun 22', '20.0%', '0.0%'],
    ]);
    expect(within(section).getByText('Jun 8 to Jun 22; the top of the chart is 20.0%.')).toBeInTheDocument();
    // Alpha's line breaks at the empty week: two pieces; Beta's too.
    expect(section.querySelectorAll('polyline')).toHaveLength(4);
  });

  it('says the trend is not available when the data set has no history', async () => {
    await render(alpha, beta);
    const section = await screen.findByRole('region', { name: 'Share of games, week by week' });
    expect(await within(section).findByText('Not available for this data.')).toBeInTheDocument();
  });

  it('says which deck id is unknown, with a way back', async () => {
    await render(alpha, 'zz-no-such-deck');
    expect(await screen.findByRole('heading', { level: 2, name: 'These decks cannot be compared.' })).toBeInTheDocument();
    expect(screen.getByText('There is no deck called “zz-no-such-deck”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the tier list' })).toHaveAttribute('href', '/tier-list');
    expect(screen.getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/deck/alpha-tst-001');
  });

  it('says so when the same deck is named twice', async () => {
    await render(alpha, alpha);
    expect(await screen.findByRole('heading', { level: 2, name: 'These are the same deck twice.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the deck page' })).toHaveAttribute('href', '/deck/alpha-tst-001');
  });
});
