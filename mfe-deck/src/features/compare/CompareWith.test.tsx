import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '@tcgp/dev-kit/testing';
import setup from '../../setup';
import { CompareWith } from './CompareWith';

const decks = [
  { id: 'gamma-a1-003', name: 'gamma-a1-003' },
  { id: 'alpha-a1-001', name: 'alpha-a1-001' },
  { id: 'beta-a1-002', name: 'beta-a1-002' },
];

const render = (deckList = decks, language?: 'de') =>
  renderWithHost(<CompareWith deckId="beta-a1-002" decks={deckList} cards={new Map()} />, { setups: [setup], ...(language ? { language } : {}) });

describe('Compare with…', () => {
  it('shows only a closed button at first: no picker, no select, no link', async () => {
    await render();
    const button = await screen.findByRole('button', { name: 'Compare with…' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens the picker on a click, with the focus in its select, and closes it on a second click', async () => {
    await render();
    const button = await screen.findByRole('button', { name: 'Compare with…' });
    await userEvent.click(button);
    const select = await screen.findByRole('combobox', { name: 'Compare with…' });
    await waitFor(() => expect(select).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The button names the picker it controls.
    const picker = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(picker).toContainElement(select);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('opens from the keyboard: Tab to the button, Enter, and the focus is in the select; Space opens it too', async () => {
    await render();
    await screen.findByRole('button', { name: 'Compare with…' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Compare with…' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const select = await screen.findByRole('combobox', { name: 'Compare with…' });
    await waitFor(() => expect(select).toHaveFocus());
    // Tab goes on from the select to the comparison's link.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveFocus();

    // Closed with Enter on the button, opened again with Space.
    screen.getByRole('button', { name: 'Compare with…' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Compare with…' })).toHaveFocus());
  });

  it('offers the other decks of the tier list by name, in its order, and links to the canonical comparison', async () => {
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Compare with…' }));
    const select = await screen.findByRole('combobox', { name: 'Compare with…' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gamma', 'Alpha']);
    const link = screen.getByRole('link', { name: 'Compare' });
    // Beta with Gamma: the ids in alphabetical order.
    expect(link).toHaveAttribute('href', '/compare/beta-a1-002/gamma-a1-003');
    await userEvent.selectOptions(select, 'Alpha');
    expect(link).toHaveAttribute('href', '/compare/alpha-a1-001/beta-a1-002');
  });

  it('speaks the page language, the picker too (its texts are loaded with it)', async () => {
    await render(decks, 'de');
    await userEvent.click(await screen.findByRole('button', { name: 'Vergleichen mit…' }));
    expect(await screen.findByRole('combobox', { name: 'Vergleichen mit…' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Vergleichen' })).toHaveAttribute('href', '/compare/beta-a1-002/gamma-a1-003');
  });

  it('shows nothing when the tier list has no other deck', async () => {
    await render([decks[2]!]);
    expect(screen.queryByRole('button', { name: 'Compare with…' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
