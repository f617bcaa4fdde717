import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGetBestDecksQuery, combineQueries } from '@tcgp/data-hooks';
import { renderUi } from './testing/renderUi';
import { DataBoundary, SkippedListsNote } from './DataStates';

function BestDecksCount() {
  const q = useGetBestDecksQuery();
  const state = combineQueries([q]);
  return (
    <DataBoundary status={state.status} error={state.error} onRetry={state.retry}>
      <p>{q.data?.length} decks</p>
    </DataBoundary>
  );
}

const archetype = { name: 'a-a1-001', lists: [{ cards: ['2:a1-001'], score: 0.4, strength: 0.5 }], popularity: 0.1, percentOfGames: 0.1 };

describe('DataBoundary', () => {
  it('shows Loading... then the content', async () => {
    await renderUi(<BestDecksCount />, { files: { 'best-decks.json': [archetype] } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('1 decks')).toBeInTheDocument();
  });

  it('shows a localized error for a damaged file, and Retry loads again', async () => {
    const files: Record<string, unknown> = { 'best-decks.json': { not: 'a list' } };
    const host = await renderUi(<BestDecksCount />, { files, language: 'fr' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Les données n’ont pas pu être chargées');
    expect(alert).toHaveTextContent('Le fichier de données best-decks.json est endommagé ou incomplet.');
    files['best-decks.json'] = [archetype];
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('1 decks')).toBeInTheDocument();
    expect(host.requests).toHaveLength(2);
  });

  it('shows the network message when the file cannot be fetched', async () => {
    await renderUi(<BestDecksCount />, { files: { 'best-decks.json': { status: 404 } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The data server did not answer.');
  });
});

describe('SkippedListsNote', () => {
  it('says how many lists were left out, with plurals', async () => {
    const { rerender } = await renderUi(<SkippedListsNote count={1} />);
    expect(screen.getByRole('note')).toHaveTextContent('1 deck list was left out because it uses a card we do not know.');
    rerender(<SkippedListsNote count={3} />);
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent('3 deck lists were left out'));
  });

  it('renders nothing when no list was left out', async () => {
    await renderUi(<SkippedListsNote count={0} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
