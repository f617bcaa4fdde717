import { screen } from '@testing-library/react';
import { renderUi } from './testing/renderUi';
import { FewGamesMark } from './FewGamesMark';

describe('FewGamesMark', () => {
  it('says "Few games" in a frame below 100 games (99), with the threshold in its tooltip', async () => {
    await renderUi(<FewGamesMark games={99} />);
    const mark = screen.getByText('Few games');
    expect(mark).toHaveAttribute('data-few-games');
    expect(mark).toHaveAttribute('title', "Fewer than 100 games: a small sample, so this deck's place may still change.");
  });

  it('shows nothing from 100 games, nor when the games are unknown', async () => {
    const { container } = await renderUi(
      <>
        <FewGamesMark games={100} />
        <FewGamesMark games={null} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks the page language', async () => {
    await renderUi(<FewGamesMark games={0} />, { language: 'de' });
    expect(screen.getByText('Wenige Spiele')).toHaveAttribute(
      'title',
      'Weniger als 100 Spiele: eine kleine Stichprobe, der Platz des Decks kann sich noch ändern.',
    );
  });
});
