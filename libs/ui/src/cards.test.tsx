import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { Card } from '@tcgp/domain';
import { renderUi } from './testing/renderUi';
import { CardTile, EnergyIcon, MonogramScope } from './cards';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const pikachu: Card = { id: 'a1-096', name: 'Pikachu ex', type: 'Lightning', ex: 'Yes', set: 'a1' };

const cardImages = { urlTemplate: 'https://img.example/{lang}/{set}/{number}/{size}.webp', languages: ['en', 'de'], fallbackLanguage: 'en' };

describe('CardTile', () => {
  it('shows the styled text tile with name, id and count when no card images are configured', async () => {
    await renderUi(<CardTile cardId="a1-096" card={pikachu} count={2} />);
    expect(screen.getByText('Pikachu ex')).toBeInTheDocument();
    expect(screen.getByText('A1-096')).toBeInTheDocument();
    expect(screen.getByText('×2')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pikachu ex' })).toBeNull();
  });

  it('shows the art in the page language over the text tile, lazy, sized, named as the text tile is', async () => {
    await renderUi(<CardTile cardId="a1-096" card={pikachu} count={2} onSelect={() => undefined} />, { config: { cardImages }, language: 'de-AT' });
    const img = screen.getByRole('img', { name: 'Pikachu ex' });
    expect(img).toHaveAttribute('src', 'https://img.example/de/A1/096/low.webp');
    expect(img).toHaveAttribute('srcset', 'https://img.example/de/A1/096/low.webp 245w, https://img.example/de/A1/096/high.webp 600w');
    expect(img).toHaveAttribute('sizes', '6.5rem');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '245');
    expect(img).toHaveAttribute('height', '342');
    expect(screen.getByRole('button', { name: /^Pikachu ex A1-096 ×2$/ })).toBeInTheDocument();
    fireEvent.load(img);
    expect(img.closest('[data-card-id]')?.className).toMatch(/art/);
  });

  it('asks for the art at the large size a card page shows', async () => {
    await renderUi(<CardTile cardId="a1-096" card={pikachu} size="lg" />, { config: { cardImages }, language: 'en' });
    // 12rem wide: the browser picks the 600 px image from the srcset on most screens.
    expect(screen.getByRole('img', { name: 'Pikachu ex' })).toHaveAttribute('sizes', '12rem');
  });

  it('falls back to the fallback language, then to the text tile, keeping the tile', async () => {
    await renderUi(<CardTile cardId="a1-096" card={pikachu} />, { config: { cardImages }, language: 'de' });
    fireEvent.error(screen.getByRole('img', { name: 'Pikachu ex' }));
    const fallback = screen.getByRole('img', { name: 'Pikachu ex' });
    expect(fallback).toHaveAttribute('src', 'https://img.example/en/A1/096/low.webp');
    fireEvent.error(fallback);
    expect(screen.queryByRole('img', { name: 'Pikachu ex' })).toBeNull();
    expect(screen.getByText('Pikachu ex')).toBeVisible();
    expect(screen.getByText('A1-096')).toBeInTheDocument();
  });

  it("starts again from the new language's first image when the language changes", async () => {
    const { i18n } = await renderUi(<CardTile cardId="a1-096" card={pikachu} />, { config: { cardImages }, language: 'de' });
    fireEvent.error(screen.getByRole('img', { name: 'Pikachu ex' }));
    expect(screen.getByRole('img', { name: 'Pikachu ex' })).toHaveAttribute('src', 'https://img.example/en/A1/096/low.webp');
    await act(() => i18n.changeLanguage('fr'));
    // French is not on the host: its first (and only) image is the English one, shown again.
    expect(screen.getByRole('img', { name: 'Pikachu ex' })).toHaveAttribute('src', 'https://img.example/en/A1/096/low.webp');
  });

  it('shows the text tile for a card id the image host does not know', async () => {
    await renderUi(<CardTile cardId="zz-9" card={{ ...pikachu, id: 'zz-9' }} />, { config: { cardImages } });
    expect(screen.queryByRole('img', { name: 'Pikachu ex' })).toBeNull();
  });

  it('shows an unknown card clearly instead of crashing', async () => {
    await renderUi(<CardTile cardId="zz-999" card={undefined} />, { language: 'de' });
    const tile = document.querySelector('[data-card-id="zz-999"]');
    expect(tile).toHaveAttribute('title', 'Unbekannte Karte (zz-999)');
    expect(tile).toHaveTextContent('Unbekannte Karte (zz-999) ZZ-999');
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

  it("keeps a long name whole in the tooltip and the accessible name, however the tile's text is clamped", async () => {
    const long: Card = { id: 'pa-007', name: "Professor's Research", type: 'Trainer', ex: 'No', set: 'pa' };
    await renderUi(<CardTile cardId="pa-007" card={long} size="sm" />);
    const tile = document.querySelector('[data-card-id="pa-007"]');
    expect(tile).toHaveAttribute('title', "Professor's Research");
    expect(screen.getByText("Professor's Research")).toBeInTheDocument();
  });
});

describe('CardTile as an icon', () => {
  const giratina: Card = { id: 'a2b-035', name: 'Giratina ex', type: 'Psychic', ex: 'Yes', set: 'a2b' };

  it('shows a monogram, no name or id, and is an image named and titled with the full name', async () => {
    await renderUi(<CardTile cardId="a2b-035" card={giratina} size="icon" />);
    const icon = screen.getByRole('img', { name: 'Giratina ex' });
    expect(icon).toHaveAttribute('title', 'Giratina ex');
    expect(icon).toHaveTextContent(/^Gi$/);
    expect(screen.queryByText('A2B-035')).toBeNull();
  });

  it("shows the card's art when an image host is configured, sized for the icon, still named in full", async () => {
    await renderUi(<CardTile cardId="a2b-035" card={giratina} size="icon" />, { config: { cardImages } });
    const icon = document.querySelector('[data-card-id="a2b-035"]') as HTMLElement;
    expect(icon).toHaveAccessibleName('Giratina ex');
    const img = icon.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('src', 'https://img.example/en/A2b/035/low.webp');
    expect(img).toHaveAttribute('sizes', '2.5rem');
    fireEvent.load(img);
    expect(icon.className).toMatch(/art/);
  });

  it('says the count in its name, and names a selectable icon by the card', async () => {
    const onSelect = jest.fn();
    await renderUi(<CardTile cardId="a2b-035" card={giratina} size="icon" count={2} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Giratina ex ×2' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('shows an unknown card as a monogram of its localized name', async () => {
    await renderUi(<CardTile cardId="zz-999" card={undefined} size="icon" />, { language: 'de' });
    const icon = screen.getByRole('img', { name: 'Unbekannte Karte (zz-999)' });
    expect(icon).toHaveTextContent(/^UK$/);
  });
});

describe('MonogramScope', () => {
  const cards: Card[] = [
    { id: 'a3-062', name: 'Lunala ex', type: 'Psychic', ex: 'Yes', set: 'a3' },
    { id: 'a2b-044', name: 'Lugia ex', type: 'Colorless', ex: 'Yes', set: 'a2b' },
    { id: 'a2-092', name: 'Lucario', type: 'Fighting', ex: 'No', set: 'a2' },
  ];

  it('gives the icon tiles of one view monograms that tell them apart, each still named in full', async () => {
    await renderUi(
      <MonogramScope cards={cards}>
        {cards.map((card) => (
          <CardTile key={card.id} cardId={card.id} card={card} size="icon" />
        ))}
      </MonogramScope>,
    );
    expect(screen.getByRole('img', { name: 'Lunala ex' })).toHaveTextContent(/^Lun$/);
    expect(screen.getByRole('img', { name: 'Lugia ex' })).toHaveTextContent(/^Lug$/);
    expect(screen.getByRole('img', { name: 'Lucario' })).toHaveTextContent(/^Luc$/);
  });

  it('leaves a tile outside the scope its own monogram', async () => {
    await renderUi(<CardTile cardId="a2-092" card={cards[2]} size="icon" />);
    expect(screen.getByRole('img', { name: 'Lucario' })).toHaveTextContent(/^Lu$/);
  });
});

describe('EnergyIcon', () => {
  it('names the energy type in the page language', async () => {
    await renderUi(<EnergyIcon type="Fire" />, { language: 'ja' });
    expect(screen.getByRole('img', { name: '炎' })).toBeInTheDocument();
  });

  it('shows letters that tell the German types apart (Feuer, Finsternis, Farblos; Pflanze, Psycho)', async () => {
    await renderUi(
      <>
        {(['Fire', 'Darkness', 'Colorless', 'Grass', 'Psychic'] as const).map((type) => (
          <EnergyIcon key={type} type={type} />
        ))}
      </>,
      { language: 'de' },
    );
    const shown = ['Feuer', 'Finsternis', 'Farblos', 'Pflanze', 'Psycho'].map((name) => screen.getByRole('img', { name }).textContent);
    expect(shown).toEqual(['Fe', 'Fi', 'Fa', 'Pf', 'Ps']);
  });
});

describe('CardTile markup', () => {
  const validator = new HtmlValidate(JSON.parse(readFileSync(path.join(__dirname, '../../../.htmlvalidate.json'), 'utf8')) as ConfigData);
  /** What html-validate (the site's configuration) finds in `markup` inside a minimal valid document. */
  async function problems(markup: string): Promise<string[]> {
    const report = await validator.validateString(`<!doctype html><html lang="en"><head><title>Tile</title></head><body>${markup}</body></html>`);
    return report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
  }

  const tiles: { label: string; tile: ReactElement; options?: Parameters<typeof renderUi>[1] }[] = [
    { label: 'a text tile with a count', tile: <CardTile cardId="a1-096" card={pikachu} count={2} /> },
    { label: 'a selectable tile with a count', tile: <CardTile cardId="a1-096" card={pikachu} count={2} onSelect={() => undefined} /> },
    { label: 'an icon with a count', tile: <CardTile cardId="a1-096" card={pikachu} size="icon" count={2} /> },
    { label: 'a tile with art', tile: <CardTile cardId="a1-096" card={pikachu} count={2} />, options: { config: { cardImages } } },
  ];
  it.each(tiles)('is valid HTML with accessible names the validator accepts: $label', async ({ tile, options }) => {
    const { container } = await renderUi(tile, options);
    expect(container.querySelector('[data-card-id]')).not.toBeNull();
    expect(await problems(container.innerHTML)).toEqual([]);
  });
});
