import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads, renderWithHost, snapshotFiles } from '@tcgp/dev-kit/testing';
import { DEFAULT_DECK_FILTERS, type Archetype, type Card } from '@tcgp/domain';
import { decodeSharedView, encodeSharedView } from '@tcgp/collection';
import { selectMissingIds, selectShownMissingIds } from 'shared-contracts';
import setup from '../setup';
import CollectionPage, { PAGE_SIZE } from './CollectionPage';
import { card, meta } from '../testing/fixtures';

type Options = Parameters<typeof renderWithHost>[1];
const renderPage = (options: Options = {}) => renderWithHost(<CollectionPage />, { route: '/collection', setups: [setup], ...options });

const CARDS: Card[] = [
  card('x1-001', 'Bulbasaur', { type: 'Grass' }),
  card('x1-002', 'Poké Ball', { type: 'Trainer' }),
  card('x1-003', 'Unused', { type: 'Fire' }),
  card('x2-010', 'Charizard ex', { type: 'Fire', ex: 'Yes' }),
];
const DECKS: Archetype[] = [
  { name: 'bulbasaur-x1-001', popularity: 0.2, percentOfGames: 0.2, lists: [{ cards: ['2:x1-001', '2:x1-002', '1:zz-999'], score: 0.5, strength: 0.5 }] },
  { name: 'charizard-ex-x2-010', popularity: 0.1, percentOfGames: 0.1, lists: [{ cards: ['2:x2-010', '2:x1-002'], score: 0.6, strength: 0.6 }] },
];
const fixtureFiles = () => ({ 'cards.json': CARDS, 'best-decks.json': DECKS, 'meta.json': meta() });

const rows = () => [...document.querySelectorAll('[data-collection-card]')].map((e) => e.getAttribute('data-collection-card'));
const copiesOf = (name: string) => screen.getByRole('spinbutton', { name: `Copies of ${name} you miss` });
/** The list and the count line above it (the page fills in as a transition, the count right after). */
const ready = async () => {
  const list = await screen.findByRole('list', { name: 'Cards of the current decks' });
  await waitFor(() => expect(document.querySelector('[data-shown-cards]')).not.toBeNull());
  return list;
};

describe('CollectionPage on hand-made data', () => {
  it('lists every card the decks play (and only those), in catalogue order, with 0 copies missing', async () => {
    await renderPage({ files: fixtureFiles() });
    await ready();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Collection');
    expect(rows()).toEqual(['x1-001', 'x1-002', 'x2-010']);
    expect(document.querySelector('[data-shown-cards]')).toHaveTextContent('3 of 3 cards shown');
    const bulbasaur = copiesOf('Bulbasaur');
    expect(bulbasaur).toHaveAttribute('aria-valuenow', '0');
    expect(bulbasaur).toHaveAttribute('aria-valuetext', '0 missing, 2 owned');
    expect(bulbasaur).toHaveAttribute('aria-valuemin', '0');
    expect(bulbasaur).toHaveAttribute('aria-valuemax', '2');
  });

  it('searches by name without minding case, accents and spaces; filters by expansion, energy type and missing', async () => {
    const user = userEvent.setup();
    await renderPage({ files: fixtureFiles(), missing: ['x2-010'] });
    await ready();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'pokeball');
    expect(rows()).toEqual(['x1-002']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'nothing like it');
    expect(screen.getByText('No card matches your search.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expansion' }), 'x1');
    expect(rows()).toEqual(['x1-001', 'x1-002']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Energy type' }), 'Trainer');
    expect(rows()).toEqual(['x1-002']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expansion' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Energy type' }), '');
    await user.click(screen.getByRole('checkbox', { name: 'Only cards I miss' }));
    expect(rows()).toEqual(['x2-010']);
  });

  it('sets missing copies 0..2 with the keyboard: + and −, arrows, Home and End, digits', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ files: fixtureFiles() });
    await ready();
    const spin = copiesOf('Bulbasaur');
    spin.focus();
    await user.keyboard('+');
    expect(store.getState().missingCards.ids).toEqual(['x1-001']);
    expect(spin).toHaveAttribute('aria-valuetext', '1 missing, 1 owned');
    await user.keyboard('{ArrowUp}');
    expect(store.getState().missingCards.ids).toEqual(['x1-001', 'x1-001']);
    // Never more than 2.
    await user.keyboard('{ArrowRight}+');
    expect(store.getState().missingCards.ids).toEqual(['x1-001', 'x1-001']);
    await user.keyboard('-');
    expect(store.getState().missingCards.ids).toEqual(['x1-001']);
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(store.getState().missingCards.ids).toEqual([]);
    await user.keyboard('{End}');
    expect(copiesOf('Bulbasaur')).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{Home}');
    expect(store.getState().missingCards.ids).toEqual([]);
    await user.keyboard('1');
    expect(store.getState().missingCards.ids).toEqual(['x1-001']);
    expect(spin).toHaveFocus();
  });

  it('changes copies with the − and + buttons, shows 3 marks as 2, and Undo takes the last change back', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ files: fixtureFiles(), missing: ['x1-002', 'x1-002', 'x1-002'] });
    await ready();
    expect(copiesOf('Poké Ball')).toHaveAttribute('aria-valuenow', '2');
    await user.click(screen.getByRole('button', { name: 'One more copy missing: Charizard ex' }));
    expect(store.getState().missingCards.ids).toEqual(['x1-002', 'x1-002', 'x1-002', 'x2-010']);
    await user.click(screen.getByRole('button', { name: 'One copy fewer missing: Poké Ball' }));
    expect(store.getState().missingCards.ids).toEqual(['x1-002', 'x2-010']);
    expect(screen.getByRole('button', { name: 'One copy fewer missing: Bulbasaur' })).toBeDisabled();
    const panel = screen.getByTestId('collection-missing');
    expect(panel).toHaveAccessibleName('Your missing cards (2)');
    await user.click(within(panel).getByRole('button', { name: 'Undo the change to Poké Ball' }));
    expect(store.getState().missingCards.ids).toEqual(['x1-002', 'x1-002', 'x1-002', 'x2-010']);
  });

  it('has Share: the link opens this page with the player list as a shared view', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    try {
      await renderPage({ files: fixtureFiles(), missing: ['x1-002', 'x2-010'] });
      await ready();
      await user.click(within(screen.getByTestId('collection-missing')).getByRole('button', { name: 'Share' }));
      expect(writeText).toHaveBeenCalledTimes(1);
      const link = new URL(writeText.mock.calls[0]?.[0] ?? '');
      expect(link.pathname).toBe('/collection');
      expect(decodeSharedView(link.searchParams.get('s') ?? '')).toMatchObject({ ok: true, view: { missing: ['x1-002', 'x2-010'] } });
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('opens a shared link as a view: the page shows the sender list, the reader own list is not touched', async () => {
    const code = encodeSharedView({ missing: ['x2-010', 'x2-010'], filters: { ...DEFAULT_DECK_FILTERS }, deck: null }).code;
    const { store } = await renderPage({ files: fixtureFiles(), missing: ['x1-001'], route: `/collection?s=${code}` });
    await ready();
    await waitFor(() => expect(copiesOf('Charizard ex')).toHaveAttribute('aria-valuenow', '2'));
    expect(copiesOf('Bulbasaur')).toHaveAttribute('aria-valuenow', '0');
    expect(selectMissingIds(store.getState())).toEqual(['x1-001']);
    // An edit while the shared list is shown changes the shown list only.
    await userEvent.click(screen.getByRole('button', { name: 'One copy fewer missing: Charizard ex' }));
    expect(selectShownMissingIds(store.getState())).toEqual(['x2-010']);
    expect(selectMissingIds(store.getState())).toEqual(['x1-001']);
  });

  it('refuses a damaged shared link with a message and keeps the list', async () => {
    const { store } = await renderPage({ files: fixtureFiles(), missing: ['x1-001'], route: '/collection?s=2garbage' });
    await ready();
    expect(await screen.findByRole('alert')).toHaveTextContent('This shared link is damaged or incomplete');
    expect(selectShownMissingIds(store.getState())).toEqual(['x1-001']);
  });

  it('drops a missing card the data no longer knows, with a notice naming it', async () => {
    const { store } = await renderPage({ files: fixtureFiles(), missing: ['x1-001', 'gone-001'] });
    await ready();
    expect(store.getState().missingCards.ids).toEqual(['x1-001']);
    expect(screen.getByText("This card is no longer in the site's data and was removed from your missing cards: gone-001.")).toBeInTheDocument();
  });

  it('speaks the page language', async () => {
    await renderPage({ files: fixtureFiles(), language: 'ko' });
    await screen.findByRole('list', { name: '현재 덱의 카드' });
    expect(screen.getByRole('spinbutton', { name: 'Bulbasaur의 없는 장수' })).toHaveAttribute('aria-valuetext', '0장 없음, 2장 보유');
  });
});

describe('CollectionPage: export and import', () => {
  const upload = (text: string, name = 'collection.json') => {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([text], name, { type: 'application/json' });
    fireEvent.change(input, { target: { files: [file] } });
  };

  it('exports the missing cards as the saved collection JSON', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    await renderPage({ files: fixtureFiles(), missing: ['x1-001', 'x1-001'] });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Export (JSON)' }));
    const files = await downloads.files();
    downloads.restore();
    expect(files).toHaveLength(1);
    const saved = JSON.parse(files[0]?.text ?? 'null');
    expect(saved).toEqual({ version: 1, missing: ['x1-001', 'x1-001'], updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) });
    expect(screen.getByText(/^Your collection was saved as tcgp-collection-\d{4}-\d{2}-\d{2}\.json\.$/)).toBeInTheDocument();
  });

  it('imports a collection file: the list is replaced, Undo brings the old one back', async () => {
    const { store } = await renderPage({ files: fixtureFiles(), missing: ['x1-001'] });
    await ready();
    await act(async () => upload(JSON.stringify({ version: 1, missing: ['x2-010', 'x2-010'], updatedAt: '2026-03-01T12:00:00.000Z' })));
    expect(await screen.findByText('Imported 2 missing cards from collection.json. Undo brings your previous list back.')).toBeInTheDocument();
    expect(store.getState().missingCards.ids).toEqual(['x2-010', 'x2-010']);
    expect(copiesOf('Charizard ex')).toHaveAttribute('aria-valuenow', '2');
    expect(store.getState().missingCards.lastChange).toMatchObject({ kind: 'replace', previous: ['x1-001'] });
  });

  it.each([
    ['not JSON', 'hello', 'notJson', 'It is not JSON. Choose a collection file exported from this site.'],
    [
      'of another version',
      '{"version":2,"missing":[],"updatedAt":"2026-03-01T12:00:00Z"}',
      'version',
      'It is a collection of version 2; this site reads version 1.',
    ],
    [
      'with a bad card id',
      '{"version":1,"missing":["x1-001","Pikachu"],"updatedAt":"2026-03-01T12:00:00Z"}',
      'cardId',
      'Entry 2 of the missing cards, “Pikachu”, is not a card id like a1-084.',
    ],
    ['empty', '', 'empty', 'It is empty.'],
    [
      'with a third copy of a card',
      '{"version":1,"missing":["x1-001","x1-001","x1-001"],"updatedAt":"2026-03-01T12:00:00Z"}',
      'tooManyCopies',
      'It lists 3 copies of x1-001; a list holds at most 2 of a card.',
    ],
  ])('refuses a file %s with a clear error and changes nothing', async (_, text, code, message) => {
    const { store } = await renderPage({ files: fixtureFiles(), missing: ['x1-001'] });
    await ready();
    await act(async () => upload(text, 'bad.json'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-import-error', code);
    expect(alert).toHaveTextContent('The file bad.json could not be imported; your list is unchanged.');
    expect(alert).toHaveTextContent(message);
    expect(store.getState().missingCards.ids).toEqual(['x1-001']);
  });

  it('refuses a file over 256 KB without reading it', async () => {
    await renderPage({ files: fixtureFiles() });
    await ready();
    const big = new File(['x'], 'big.json');
    Object.defineProperty(big, 'size', { value: 300 * 1024 });
    const read = jest.spyOn(FileReader.prototype, 'readAsText');
    await act(async () => {
      fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [big] } });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('It is too large (300 KB); a collection file is at most 256 KB.');
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });
});

describe('CollectionPage: lists put aside', () => {
  const KEY = 'tcgp.collection.backup.2026-03-01T12:00:00.000Z';
  const DAMAGED = '{"version":1,"missing":["x1-001","x2-010","x2-010","x2-010","Pikachu"],"updatedAt":"2026-02-31T00:00:00Z"}';
  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.localStorage.clear());

  it('shows nothing when no list was put aside', async () => {
    await renderPage({ files: fixtureFiles() });
    await ready();
    expect(screen.queryByRole('heading', { name: 'Lists put aside' })).toBeNull();
  });

  it('offers a list put aside for download exactly as it was stored', async () => {
    window.localStorage.setItem(KEY, DAMAGED);
    const user = userEvent.setup();
    const downloads = captureDownloads();
    await renderPage({ files: fixtureFiles() });
    const section = await screen.findByRole('region', { name: 'Lists put aside' });
    expect(section).toHaveTextContent('3 missing cards can be restored. 2 entries cannot be read and are left out.');
    await user.click(within(section).getByRole('button', { name: 'Download' }));
    const files = await downloads.files();
    downloads.restore();
    expect(files).toEqual([{ name: 'tcgp-collection-put-aside-2026-03-01T12-00-00.json', text: DAMAGED }]);
  });

  it('restores the cards that can be read (Undo brings the list back) and keeps the backup', async () => {
    window.localStorage.setItem(KEY, DAMAGED);
    const user = userEvent.setup();
    const { store } = await renderPage({ files: fixtureFiles(), missing: ['x1-002'] });
    const section = await screen.findByRole('region', { name: 'Lists put aside' });
    await user.click(within(section).getByRole('button', { name: 'Restore' }));
    expect(store.getState().missingCards.ids).toEqual(['x1-001', 'x2-010', 'x2-010']);
    expect(store.getState().missingCards.lastChange).toMatchObject({ kind: 'replace', previous: ['x1-002'] });
    expect(within(section).getByRole('status')).toHaveTextContent('Restored 3 missing cards. Undo brings your previous list back.');
    expect(window.localStorage.getItem(KEY)).toBe(DAMAGED);
  });

  it('removes a list put aside only after the player confirms', async () => {
    window.localStorage.setItem(KEY, DAMAGED);
    const user = userEvent.setup();
    await renderPage({ files: fixtureFiles() });
    const section = await screen.findByRole('region', { name: 'Lists put aside' });
    await user.click(within(section).getByRole('button', { name: 'Remove' }));
    await user.click(within(section).getByRole('button', { name: 'Keep it' }));
    expect(window.localStorage.getItem(KEY)).toBe(DAMAGED);
    await user.click(within(section).getByRole('button', { name: 'Remove' }));
    await user.click(within(section).getByRole('button', { name: 'Remove for good' }));
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(within(section).getByRole('status')).toHaveTextContent('The list was removed.');
  });

  it('is there when the site data does not load', async () => {
    window.localStorage.setItem(KEY, DAMAGED);
    await renderPage({ files: {} });
    expect(await screen.findByRole('region', { name: 'Lists put aside' })).toBeInTheDocument();
  });

  it('speaks the page language', async () => {
    window.localStorage.setItem(KEY, DAMAGED);
    await renderPage({ files: fixtureFiles(), language: 'de' });
    const section = await screen.findByRole('region', { name: 'Beiseitegelegte Listen' });
    expect(within(section).getByRole('button', { name: 'Wiederherstellen' })).toBeInTheDocument();
  });
});

describe('CollectionPage in German', () => {
  it("names each card's expansion, in its row and the expansion filter, as the other pages do", async () => {
    const apex = [card('a1-001', 'Bulbasaur', { type: 'Grass' })];
    const decks: Archetype[] = [
      { name: 'bulbasaur-a1-001', popularity: 0.2, percentOfGames: 0.2, lists: [{ cards: ['2:a1-001'], score: 0.5, strength: 0.5 }] },
    ];
    const expansions = [{ id: 'a1', name: 'Genetic Apex', releaseDate: '2024-10-30' }];
    await renderPage({ files: { 'cards.json': apex, 'best-decks.json': decks, 'meta.json': meta(expansions) }, language: 'de' });
    const list = await screen.findByRole('list', { name: 'Karten der aktuellen Decks' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Unschlagbare Gene · A1-001');
    expect(screen.getByRole('option', { name: 'Unschlagbare Gene (A1)' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Genetic Apex');
  });
});

describe('CollectionPage on the real snapshot', () => {
  it('shows the first cards of all played cards, more on request', async () => {
    const user = userEvent.setup();
    await renderPage({ files: snapshotFiles() });
    await ready();
    const total = Number(document.querySelector('[data-shown-cards]')?.getAttribute('data-shown-cards'));
    expect(total).toBeGreaterThan(PAGE_SIZE * 2);
    expect(rows()).toHaveLength(PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: `Show ${PAGE_SIZE} more` }));
    expect(rows()).toHaveLength(PAGE_SIZE * 2);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'cyrus');
    expect(rows()).toEqual(['a2-150']);
    // Hundreds of cards in jsdom: slow when every project's tests run at once.
  }, 30_000);
});

describe('CollectionPage in another language', () => {
  const named = CARDS.map((c) => (c.id === 'x2-010' ? { ...c, names: { de: 'Glurak-ex', ja: 'リザードンex' } } : c));
  const files = () => ({ ...fixtureFiles(), 'cards.json': named });

  it('shows the German name and finds the card by it and by its English name', async () => {
    const user = userEvent.setup();
    await renderPage({ files: files(), language: 'de' });
    await screen.findByRole('list', { name: 'Karten der aktuellen Decks' });
    await waitFor(() => expect(document.querySelector('[data-shown-cards]')).not.toBeNull());
    const search = screen.getByRole('searchbox', { name: 'Nach Namen suchen' });
    await user.type(search, 'Glurak');
    await waitFor(() => expect(rows()).toEqual(['x2-010']));
    expect(document.querySelector('[data-collection-card="x2-010"]')).toHaveTextContent('Glurak-ex');
    await user.clear(search);
    await user.type(search, 'charizard');
    await waitFor(() => expect(rows()).toEqual(['x2-010']));
  });

  it('finds リザードンex by "リザードン" on a Japanese page', async () => {
    const user = userEvent.setup();
    await renderPage({ files: files(), language: 'ja' });
    await waitFor(() => expect(document.querySelector('[data-shown-cards]')).not.toBeNull());
    await user.type(screen.getByRole('searchbox'), 'リザードン');
    await waitFor(() => expect(rows()).toEqual(['x2-010']));
    expect(document.querySelector('[data-collection-card="x2-010"]')).toHaveTextContent('リザードンex');
  });
});
