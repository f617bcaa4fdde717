import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '@tcgp/domain';
import { renderUi } from './testing/renderUi';
import { CardTile, EnergyIcon, cardImageUrl } from './cards';

const pikachu: Card = { id: 'a1-096', name: 'Pikachu ex', type: 'Lightning', ex: 'Yes', set: 'a1' };

describe('cardImageUrl', () => {
  it('builds {base}/{set}/{NNN}.png and needs a base', () => {
    expect(cardImageUrl('https://img.example/cards/', 'a1-096')).toBe('https://img.example/cards/a1/096.png');
    expect(cardImageUrl(null, 'a1-096')).toBeNull();
    expect(cardImageUrl('https://img.example', 'not an id')).toBeNull();
  });
});

describe('CardTile', () => {
  it('shows the styled text tile with name, id and count when no image base is configured', async () => {
    await renderUi(<CardTile cardId="a1-096" card={pikachu} count={2} />);
    expect(screen.getByText('Pikachu ex')).toBeInTheDocument();
    expect(screen.getByText('A1-096')).toBeInTheDocument();
    expect(screen.getByText('×2')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pikachu ex' })).toBeNull();
  });

  it('shows the image, and falls back to the text tile when the image fails', async () => {
    await renderUi(<CardTile cardId="a1-096" card={pikachu} />, { config: { cardImageBaseUrl: 'https://img.example' } });
    const img = screen.getByRole('img', { name: 'Pikachu ex' });
    expect(img).toHaveAttribute('src', 'https://img.example/a1/096.png');
    fireEvent.error(img);
    expect(screen.queryByRole('img', { name: 'Pikachu ex' })).toBeNull();
    expect(screen.getByText('Pikachu ex')).toBeInTheDocument();
  });

  it('shows an unknown card clearly instead of crashing', async () => {
    await renderUi(<CardTile cardId="zz-999" card={undefined} />, { language: 'de' });
    expect(screen.getByText('Unbekannte Karte (zz-999)')).toBeInTheDocument();
  });

  it('is a button for mouse, Enter and Space when selectable, named by what it shows and described by the hint', async () => {
    const onSelect = jest.fn();
    await renderUi(
      <>
        <p id="hint">Click each card you do not have.</p>
        <CardTile cardId="a1-096" card={pikachu} count={2} onSelect={onSelect} describedBy="hint" />
      </>,
    );
    // The visible text is the name (WCAG 2.5.3 label in name: a voice user says what they see).
    const button = screen.getByRole('button', { name: 'Pikachu ex A1-096 ×2' });
    expect(button).toHaveAccessibleDescription('Click each card you do not have.');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(3);
  });
});

describe('EnergyIcon', () => {
  it('names the energy type in the page language', async () => {
    await renderUi(<EnergyIcon type="Fire" />, { language: 'ja' });
    expect(screen.getByRole('img', { name: '炎' })).toBeInTheDocument();
  });
});
