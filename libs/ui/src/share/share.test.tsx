import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { decodeSharedView, encodeSharedView } from '@tcgp/collection';
import { selectMissingIds, selectSharedView, selectShownMissingIds, useNavigation } from 'shared-contracts';
import { DEFAULT_DECK_FILTERS, type DeckFilters } from '@tcgp/domain';
import type { CardIndex } from '@tcgp/rules';
import { renderUi } from '../testing/renderUi';
import { ShareButton } from './ShareButton';
import { SharedLinkPrompt } from './SharedLinkPrompt';
import { useFinderLink, withShareCode } from './shareLinks';

const FIRE: DeckFilters = { energy: 'Fire', includeEx: false, deckAmount: 50, sortBy: 'winRate' };
/** A catalogue of the given ids (the prompt only asks whether it knows an id). */
const catalogue = (...ids: string[]): CardIndex => new Map(ids.map((id) => [id, { id, name: id, type: 'Grass', ex: 'No', set: id.split('-')[0] ?? '' }]));
const codeOf = (missing: string[], filters: DeckFilters = FIRE, deck: string | null = null) => encodeSharedView({ missing, filters, deck }).code;

/** Shows where the page is (the prompt removes `s` from the address). */
function Address() {
  const { pathname, search } = useNavigation();
  return <span data-testid="address">{`${pathname}${search}`}</span>;
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('withShareCode', () => {
  it('adds the code as `s` and keeps the other parameters', () => {
    expect(withShareCode('/deck', 'abc')).toBe('/deck?s=abc');
    expect(withShareCode('/tier-list?x=1&s=old', 'new')).toBe('/tier-list?x=1&s=new');
  });
});

describe('ShareButton', () => {
  it('copies a link to this page with the missing cards and the filters in force (premium: their own)', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn<Promise<void>, [string]>(async () => undefined);
    mockClipboard(writeText);
    const { store } = await renderUi(<ShareButton />, { route: '/tier-list', missing: ['a1-001', 'a1-001', 'a2-010'], premium: true });
    act(() => {
      store.dispatch({ type: 'filters/filtersReplaced', payload: FIRE });
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    const link = new URL(writeText.mock.calls[0]?.[0] ?? '');
    expect(link.origin).toBe(window.location.origin);
    expect(link.pathname).toBe('/tier-list');
    const decoded = decodeSharedView(link.searchParams.get('s') ?? '');
    expect(decoded).toEqual({ ok: true, view: { missing: ['a1-001', 'a1-001', 'a2-010'], filters: FIRE, deck: null } });
    expect(screen.getByRole('status')).toHaveTextContent('Link copied: whoever opens it sees this page as you do.');
  });

  it('shares the free defaults for a free user whatever the stored filters', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn<Promise<void>, [string]>(async () => undefined);
    mockClipboard(writeText);
    const { store } = await renderUi(<ShareButton />, { route: '/deck', premium: false });
    act(() => {
      store.dispatch({ type: 'filters/filtersReplaced', payload: FIRE });
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const decoded = decodeSharedView(new URL(writeText.mock.calls[0]?.[0] ?? '').searchParams.get('s') ?? '');
    expect(decoded.ok && decoded.view.filters).toEqual(DEFAULT_DECK_FILTERS);
  });

  it('shows the link to copy by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    mockClipboard(async () => {
      throw new Error('NotAllowedError');
    });
    await renderUi(<ShareButton />, { route: '/deck', missing: ['a1-001'] });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const input = screen.getByRole('textbox', { name: 'Copy this link:' });
    expect((input as HTMLInputElement).value).toMatch(/\/deck\?s=2[A-Za-z0-9_-]+$/);
    expect(input).toHaveAttribute('readonly');
  });
});

describe('useFinderLink', () => {
  function FinderLink() {
    return <span data-testid="link">{useFinderLink('mewtwo-ex-a1-129')}</span>;
  }

  it('links to the finder with the player view and the deck', async () => {
    await renderUi(<FinderLink />, { missing: ['a1-001'] });
    const link = screen.getByTestId('link').textContent ?? '';
    expect(link).toMatch(/^\/deck\?s=/);
    const decoded = decodeSharedView(new URLSearchParams(link.split('?')[1]).get('s') ?? '');
    expect(decoded).toEqual({ ok: true, view: { missing: ['a1-001'], filters: DEFAULT_DECK_FILTERS, deck: 'mewtwo-ex-a1-129' } });
  });
});

describe('SharedLinkPrompt', () => {
  it('shows the sender view at once without saving anything, and removes `s` from the address', async () => {
    const onView = jest.fn();
    const code = codeOf(['a1-001', 'a1-001', 'a2-010'], FIRE, 'some-deck');
    const { store } = await renderUi(
      <>
        <SharedLinkPrompt onView={onView} />
        <Address />
      </>,
      { route: `/deck?x=1&s=${code}` },
    );
    expect(selectShownMissingIds(store.getState())).toEqual(['a1-001', 'a1-001', 'a2-010']);
    // The player's own list (what is kept and synced) is untouched until they keep the shared one.
    expect(selectMissingIds(store.getState())).toEqual([]);
    expect(selectSharedView(store.getState())).toEqual({ ids: ['a1-001', 'a1-001', 'a2-010'], filtersBefore: DEFAULT_DECK_FILTERS });
    expect(store.getState().filters).toEqual(FIRE);
    expect(onView).toHaveBeenCalledWith({ missing: ['a1-001', 'a1-001', 'a2-010'], filters: FIRE, deck: 'some-deck' });
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/deck\?x=1$/);
  });

  it('shows it over a list of the reader own without asking and without replacing it', async () => {
    const { store } = await renderUi(<SharedLinkPrompt />, { route: `/tier-list?s=${codeOf(['a1-001', 'a2-010', 'a2-010'])}`, missing: ['b1-100', 'b1-101'] });
    expect(screen.queryByRole('region')).toBeNull();
    expect(selectShownMissingIds(store.getState())).toEqual(['a1-001', 'a2-010', 'a2-010']);
    expect(selectMissingIds(store.getState())).toEqual(['b1-100', 'b1-101']);
    expect(selectSharedView(store.getState())?.filtersBefore).toEqual(DEFAULT_DECK_FILTERS);
    expect(store.getState().filters).toEqual(FIRE);
  });

  it('does not open a shared view when the link holds the reader own list', async () => {
    const { store } = await renderUi(<SharedLinkPrompt />, { route: `/deck?s=${codeOf(['b1-100', 'a1-001'])}`, missing: ['a1-001', 'b1-100'] });
    expect(selectSharedView(store.getState())).toBeNull();
    expect(selectMissingIds(store.getState())).toEqual(['a1-001', 'b1-100']);
    expect(store.getState().filters).toEqual(FIRE);
  });

  it.each([
    ['damaged', `${codeOf(['a1-001']).slice(0, -2)}`, 'This shared link is damaged or incomplete, so it cannot be shown. Ask for a new link.'],
    [
      'outdated',
      `0${codeOf(['a1-001']).slice(1)}`,
      'This shared link was made by an older version of the site and can no longer be opened. Ask for a new link.',
    ],
    ['newer', `7${codeOf(['a1-001']).slice(1)}`, 'This shared link was made by a newer version of the site. Reload the page to open it.'],
  ])('says clearly when a link is %s, and changes nothing', async (kind, code, message) => {
    const user = userEvent.setup();
    const { store } = await renderUi(
      <>
        <SharedLinkPrompt />
        <Address />
      </>,
      { route: `/deck?s=${code}`, missing: ['b1-100'] },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveAttribute('data-shared-link-error', kind);
    expect(store.getState().missingCards.ids).toEqual(['b1-100']);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/deck$/);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a link naming a card the catalogue does not know as damaged, and changes nothing', async () => {
    const cards = catalogue('a1-001');
    const { store } = await renderUi(
      <>
        <SharedLinkPrompt cards={cards} />
        <Address />
      </>,
      { route: `/tier-list?s=${codeOf(['a1-001', 'zz-404'])}`, missing: [] },
    );
    expect(screen.getByRole('alert')).toHaveAttribute('data-shared-link-error', 'damaged');
    expect(store.getState().missingCards.ids).toEqual([]);
    expect(selectSharedView(store.getState())).toBeNull();
    expect(store.getState().filters).toEqual(DEFAULT_DECK_FILTERS);
  });

  it('waits for the catalogue before it opens a link (the address keeps it meanwhile)', async () => {
    const code = codeOf(['a1-001']);
    let arrive: (cards: CardIndex) => void = () => undefined;
    function Page() {
      const [cards, setCards] = useState<CardIndex | null>(null);
      arrive = setCards;
      return (
        <>
          <SharedLinkPrompt cards={cards} />
          <Address />
        </>
      );
    }
    const { store } = await renderUi(<Page />, { route: `/tier-list?s=${code}`, missing: [] });
    expect(store.getState().missingCards.ids).toEqual([]);
    expect(screen.getByTestId('address')).toHaveTextContent(`/tier-list?s=${code}`);
    act(() => arrive(catalogue('a1-001')));
    await waitFor(() => expect(selectShownMissingIds(store.getState())).toEqual(['a1-001']));
    expect(selectMissingIds(store.getState())).toEqual([]);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/tier-list$/);
  });

  it('says in the page language why a link cannot be shown', async () => {
    await renderUi(<SharedLinkPrompt />, { route: `/deck?s=${codeOf(['a1-001']).slice(0, -2)}`, missing: ['b1-100'], language: 'ja' });
    expect(screen.getByRole('alert')).toHaveTextContent('この共有リンク');
  });
});
