import { screen, within } from '@testing-library/react';
import { assignTiers } from '@tcgp/rules';
import { renderUi } from './testing/renderUi';
import { TierRows } from './TierRows';

const items = [
  { id: 'top', value: 1 },
  { id: 'mid', value: 0.5 },
  { id: 'low', value: 0 },
];

describe('TierRows', () => {
  it('shows the six labelled rows S..E with their items in order, and the empty text in empty rows', async () => {
    await renderUi(
      <TierRows
        rows={assignTiers(items, (i) => i.value)}
        itemKey={(i) => i.id}
        itemAttributes={(i) => ({ 'data-item-id': i.id })}
        renderItem={(i) => <span>Item {i.id}</span>}
        emptyText="Nothing here"
        layout="grid"
      />,
    );
    const rows = screen.getAllByRole('region', { name: /^Tier / });
    expect(rows.map((r) => r.getAttribute('data-tier'))).toEqual(['S', 'A', 'B', 'C', 'D', 'E']);
    expect(
      within(screen.getByRole('region', { name: 'Tier S' }))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-item-id')),
    ).toEqual(['top']);
    // 0.5 lies on the edge of B and C: the higher tier.
    expect(screen.getByRole('region', { name: 'Tier B' })).toHaveTextContent('Item mid');
    expect(screen.getByRole('region', { name: 'Tier E' })).toHaveTextContent('Item low');
    expect(screen.getByRole('region', { name: 'Tier A' })).toHaveTextContent('Nothing here');
    expect(within(screen.getByRole('region', { name: 'Tier A' })).queryByRole('list')).toBeNull();
  });

  it('names the rows in the page language', async () => {
    await renderUi(<TierRows rows={assignTiers(items, (i) => i.value)} itemKey={(i) => i.id} renderItem={(i) => i.id} emptyText="-" />, {
      language: 'ja',
    });
    expect(screen.getByRole('region', { name: 'Sティア' })).toHaveAttribute('data-tier', 'S');
  });
});
