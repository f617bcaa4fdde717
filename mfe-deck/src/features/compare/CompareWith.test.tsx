import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '@tcgp/dev-kit/testing';
import setup from '../../setup';
import { CompareWith } from './CompareWith';

const decks = [
  { id: 'gamma-a1-003', name: 'gamma-a1-003' },
  { id: 'alpha-a1-001', name: 'alpha-a1-001' },
  { id: 'beta-a1-002', name: 'beta-a1-002' },
];

describe('Compare with…', () => {
  it('offers the other decks of the tier list by name, in its order, and links to the canonical comparison', async () => {
    await renderWithHost(<CompareWith deckId="beta-a1-002" decks={decks} cards={new Map()} />, { setups: [setup] });
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

  it('shows nothing when the tier list has no other deck', async () => {
    await renderWithHost(<CompareWith deckId="beta-a1-002" decks={[decks[2]!]} cards={new Map()} />, { setups: [setup] });
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
