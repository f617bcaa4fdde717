import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeSharedView } from '@tcgp/collection';
import { selectMissingIds, selectShownMissingIds } from 'shared-contracts';
import { afterPaint, cardName, renderWithHost, snapshotFiles } from '@tcgp/dev-kit/testing';
import { DATA_FILES } from '@tcgp/schemas';
import { DEFAULT_DECK_FILTERS, type DataMeta } from '@tcgp/domain';
import setup from '../setup';
import { FIXTURE_CARDS, fixtureArchetype, fixtureFiles, fixtureList } from '../testing/fixtures';
import { afterHold } from '../testing/afterHold';
import DeckFinderPage from './DeckFinderPage';

const render = (options: Parameters<typeof renderWithHost>[1] = {}) =>
  renderWithHost(<DeckFinderPage />, { route: '/deck', path: '/deck', setups: [setup], premium: false, ...options });

const alpha = fixtureArchetype('alpha-tst-001', [fixtureList('tst-001', 0.6)], 0.3);
const beta = fixtureArchetype('beta-tst-002', [fixtureList('tst-002', 0.5)], 0.2);
const META: DataMeta = { lastUpdated: '2026-06-29', expansions: [{ id: 'tst', name: 'Test Set', releaseDate: '2026-01-01' }] };
const A1_META: DataMeta = { lastUpdated: '2026-06-29', expansions: [{ id: 'a1', name: 'Genetic Apex', releaseDate: '2024-10-30' }] };
const files = () => ({ ...fixtureFiles([alpha, beta]), [DATA_FILES.meta]: META });
const nextPanel = () => screen.getByRole('region', { name: 'What to get next' });

describe('DeckFinderPage: what to get next', () => {
  it('asks for marks while nothing is missing', async () => {
    await render({ files: files() });
    await screen.findByRole('heading', { level: 2, name: 'Alpha' });
    expect(nextPanel()).toHaveTextContent('Mark the cards you do not have: this part then shows which card and which pack would help you most.');
  });

  it('ranks the marked card by its gain with the deck it unlocks, and its pack by expected gain, after a mark', async () => {
    await render({ files: files() });
    await screen.findByRole('heading', { level: 2, name: 'Alpha' });
    await userEvent.click(screen.getByRole('button', { name: cardName('Alpha') }));
    await afterPaint();
    const panel = nextPanel();
    const card = panel.querySelector('[data-next-card="tst-001"]') as HTMLElement;
    // Beta is best now (83.3%); Alpha back makes Alpha best again (100%): +16.7 points.
    expect(card).toHaveTextContent('Alpha');
    expect(card).toHaveTextContent('+16.7 points');
    expect(card).toHaveTextContent('Unlocks, at 100.0%:');
    expect(within(card).getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/deck/alpha-tst-001');
    // 16 known ◊ cards in the set, three ◊ slots: chance 1 - (15/16)^3 = 17.6%, × 16.67 points = 2.93.
    const pack = panel.querySelector('[data-next-pack="tst"]') as HTMLElement;
    expect(pack).toHaveTextContent('Test Set (TST)');
    expect(pack).toHaveTextContent('+2.93 points per pack (expected)');
    expect(pack).toHaveTextContent('17.6% chance per pack of the 1 card you miss from it');
    // The pack model is stated in plain words.
    expect(within(panel).getByText('How is this counted?')).toBeInTheDocument();
    expect(panel).toHaveTextContent('we assume a pack holds 5 cards. Cards 1 to 3 are always ◊');
  });

  it('says so when no single card would make the best deck stronger', async () => {
    await render({ files: files(), missing: ['tst-009'] });
    await screen.findByRole('heading', { level: 2, name: 'Alpha' });
    expect(nextPanel()).toHaveTextContent('Getting back any single card you miss would not make your best deck stronger.');
    expect(nextPanel().querySelector('[data-next-pack="tst"]')).toHaveTextContent('+0.00 points per pack (expected)');
  });

  it('changes after a mark on the real snapshot', async () => {
    await render({ files: snapshotFiles() });
    await screen.findByRole('heading', { level: 2, name: 'Espeon & Swablu' });
    await userEvent.click(screen.getByRole('button', { name: cardName('Cyrus') }));
    await afterHold();
    const first = () => [...nextPanel().querySelectorAll('[data-next-card]')].map((e) => `${e.getAttribute('data-next-card')}:${e.getAttribute('data-gain')}`);
    const afterOne = first();
    expect(afterOne[0]).toMatch(/^a2-150:/);
    await userEvent.click(screen.getByRole('button', { name: cardName('Baxcalibur') }));
    await afterPaint();
    expect(first()).not.toEqual(afterOne);
    expect(nextPanel().querySelectorAll('[data-next-pack]').length).toBeGreaterThan(0);
  });

  it('names the packs to open in the page language, as the cards pages do', async () => {
    // The fixture cards moved into set A1, whose German name is "Unschlagbare Gene".
    const a1 = { ...files(), [DATA_FILES.cards]: FIXTURE_CARDS.map((c) => ({ ...c, set: 'a1' })), [DATA_FILES.meta]: A1_META };
    await render({ files: a1, missing: ['tst-001'], language: 'de' });
    await screen.findByRole('heading', { level: 2, name: 'Beta' });
    const panel = screen.getByRole('region', { name: 'Was du als Nächstes holen solltest' });
    expect(within(panel).getByRole('heading', { level: 3, name: 'Booster-Packs zum Öffnen' })).toBeInTheDocument();
    expect(panel.querySelector('[data-next-pack="a1"]')).toHaveTextContent('Unschlagbare Gene (A1)');
    expect(panel).not.toHaveTextContent('Genetic Apex');
  });

  it('speaks the page language', async () => {
    await render({ files: files(), missing: ['tst-001'], language: 'de' });
    await screen.findByRole('heading', { level: 2, name: 'Beta' });
    const panel = screen.getByRole('region', { name: 'Was du als Nächstes holen solltest' });
    expect(panel.querySelector('[data-next-card="tst-001"]')).toHaveTextContent('+16,7 Punkte');
  });
});

describe('DeckFinderPage: shared links and a deck from a link', () => {
  const code = (missing: string[], deck: string | null) => encodeSharedView({ missing, filters: { ...DEFAULT_DECK_FILTERS }, deck }).code;

  it('shows the deck of the link while it can be built, and the best deck on request', async () => {
    await render({ files: files(), route: `/deck?s=${code([], 'beta-tst-002')}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Beta' })).toBeInTheDocument();
    expect(screen.getByText('Deck from a link')).toBeInTheDocument();
    expect(screen.getByText('Showing Beta, the deck of the link you opened.')).toBeInTheDocument();
    expect(screen.getByText('Relative strength: 83.3%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show my best deck' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Alpha' })).toBeInTheDocument();
    expect(screen.getByText('Relative strength: 100.0%')).toBeInTheDocument();
  });

  it('says when the deck of the link cannot be built and shows the best deck instead', async () => {
    const { store } = await render({ files: files(), route: `/deck?s=${code(['tst-001'], 'alpha-tst-001')}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Beta' })).toBeInTheDocument();
    expect(selectShownMissingIds(store.getState())).toEqual(['tst-001']);
    expect(
      screen.getByText('Alpha, the deck of the link you opened, cannot be built without your missing cards: here is the best deck you can build.'),
    ).toBeInTheDocument();
  });

  it('shows the sender view over the reader list without replacing it', async () => {
    const { store } = await render({ files: files(), route: `/deck?s=${code(['tst-001'], null)}`, missing: ['tst-002'] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Beta' })).toBeInTheDocument();
    expect(selectShownMissingIds(store.getState())).toEqual(['tst-001']);
    expect(selectMissingIds(store.getState())).toEqual(['tst-002']);
  });

  it('has Share under the missing cards', async () => {
    await render({ files: files(), missing: ['tst-001'] });
    await screen.findByRole('heading', { level: 2, name: 'Beta' });
    expect(within(screen.getByRole('region', { name: 'Your missing cards (1)' })).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});
