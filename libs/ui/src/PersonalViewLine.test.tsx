import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMissing, clearMissing, selectFullMeta, selectMissingIds, sharedViewOpened } from 'shared-contracts';
import { DEFAULT_DECK_FILTERS } from '@tcgp/domain';
import { renderUi } from './testing/renderUi';
import { PersonalViewLine } from './PersonalViewLine';

const line = () => screen.queryByTestId('line');

describe('PersonalViewLine', () => {
  it('is not there without missing cards, and comes with the first one', async () => {
    const { store } = await renderUi(<PersonalViewLine testId="line" />);
    expect(line()).toBeNull();
    act(() => {
      store.dispatch(addMissing('a2-150'));
    });
    expect(line()).toHaveTextContent('Your view: 1 card left out');
    act(() => {
      store.dispatch(clearMissing());
    });
    expect(line()).toBeNull();
  });

  it('counts distinct cards, with the plural of the language', async () => {
    await renderUi(<PersonalViewLine testId="line" />, { missing: ['a2-150', 'pa-005', 'a2-150'] });
    expect(line()).toHaveTextContent('Your view: 2 cards left out');
    expect(line()).toHaveAttribute('data-personal-view', 'personal');
  });

  it('toggles the full meta in the store without touching the list, and back', async () => {
    const user = userEvent.setup();
    const { store } = await renderUi(<PersonalViewLine testId="line" />, { missing: ['a2-150', 'pa-005'] });
    await user.click(screen.getByRole('button', { name: 'Show the full meta' }));
    expect(selectFullMeta(store.getState())).toBe(true);
    expect(selectMissingIds(store.getState())).toEqual(['a2-150', 'pa-005']);
    expect(line()).toHaveAttribute('data-personal-view', 'full');
    expect(line()).toHaveTextContent('Showing the full meta');
    expect(line()).not.toHaveTextContent('left out');
    await user.click(screen.getByRole('button', { name: 'Show your view' }));
    expect(selectFullMeta(store.getState())).toBe(false);
    expect(line()).toHaveTextContent('Your view: 2 cards left out');
    expect(selectMissingIds(store.getState())).toEqual(['a2-150', 'pa-005']);
  });

  it('links to the collection page to edit the list', async () => {
    await renderUi(<PersonalViewLine testId="line" />, { missing: ['a2-150'] });
    expect(within(line() as HTMLElement).getByRole('link', { name: 'Edit the list' })).toHaveAttribute('href', '/collection');
  });

  it('counts the list on screen: a shared list while it is shown', async () => {
    const { store } = await renderUi(<PersonalViewLine testId="line" />, { missing: ['a2-150'] });
    act(() => {
      store.dispatch(sharedViewOpened({ ids: ['a2-150', 'pa-005', 'a1-001'], filtersBefore: DEFAULT_DECK_FILTERS }));
    });
    expect(line()).toHaveTextContent('Your view: 3 cards left out');
  });

  it('speaks the page language', async () => {
    await renderUi(<PersonalViewLine testId="line" />, { missing: ['a2-150'], language: 'fr' });
    expect(line()).toHaveTextContent('Votre vue : 1 carte exclue');
    expect(screen.getByRole('button', { name: 'Afficher le méta complet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier la liste' })).toBeInTheDocument();
  });
});
