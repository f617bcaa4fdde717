import { render } from '@testing-library/react';
import { WholeWords } from './WholeWords';

describe('WholeWords', () => {
  it('keeps each hyphenated word in one unbreakable piece and the text unchanged', () => {
    const { container } = render(
      <p>
        <WholeWords text="Choc Spatio-Temporel · A2" />
      </p>,
    );
    expect(container.textContent).toBe('Choc Spatio-Temporel · A2');
    expect([...container.querySelectorAll('span')].map((s) => s.textContent)).toEqual(['Spatio-Temporel']);
  });

  it('wraps every hyphenated word, and nothing of a text without hyphens', () => {
    const { container: both } = render(<WholeWords text="Ho-Oh ex & Porygon-Z" />);
    expect(both.textContent).toBe('Ho-Oh ex & Porygon-Z');
    expect([...both.querySelectorAll('span')].map((s) => s.textContent)).toEqual(['Ho-Oh', 'Porygon-Z']);
    const { container: plain } = render(<WholeWords text="Giratina ex" />);
    expect(plain.innerHTML).toBe('Giratina ex');
  });
});
