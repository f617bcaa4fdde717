import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderUi } from './testing/renderUi';
import { NotEnoughCards } from './NotEnoughCards';

describe('NotEnoughCards', () => {
  it('says there are not enough cards, with the hints and a link to the tier list', async () => {
    const user = userEvent.setup();
    const onTryAnother = jest.fn();
    await renderUi(<NotEnoughCards hints={['Remove a card.', 'Or change the filters.']} onTryAnother={onTryAnother} testId="ne" />, {
      route: '/deck',
      path: '/deck',
    });
    const message = screen.getByRole('region', { name: 'Not enough cards' });
    expect(message).toBe(screen.getByTestId('ne'));
    expect(message).toHaveAttribute('data-not-enough-cards');
    expect(message).toHaveTextContent('No deck can be built without the cards you marked as missing.Remove a card.Or change the filters.');
    const link = screen.getByRole('link', { name: 'Try another deck' });
    expect(link).toHaveAttribute('href', '/tier-list');
    await user.click(link);
    expect(onTryAnother).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('navigated-elsewhere')).toBeInTheDocument();
  });

  it('takes another text, a focusable heading and the page language', async () => {
    const headingRef = createRef<HTMLHeadingElement>();
    await renderUi(<NotEnoughCards text="Keine Liste dieses Decks." headingRef={headingRef} />, { language: 'fr' });
    expect(headingRef.current).toHaveTextContent('Pas assez de cartes');
    expect(headingRef.current).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Keine Liste dieses Decks.')).toBeInTheDocument();
    expect(screen.queryByText(/Aucun deck ne peut être construit/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Essayer un autre deck' })).toBeInTheDocument();
  });
});
