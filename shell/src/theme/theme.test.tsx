import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY, useTheme } from './theme';
import { mockMatchMedia, type MatchMediaMock } from '../testing/helpers';

function ThemeProbe() {
  const { theme, toggle } = useTheme();
  return (
    <button type="button" onClick={toggle}>
      theme: {theme}
    </button>
  );
}

describe('useTheme', () => {
  let media: MatchMediaMock | null = null;
  beforeEach(() => {
    window.localStorage.clear();
    delete document.documentElement.dataset.theme;
  });
  afterEach(() => {
    media?.restore();
    media = null;
  });

  it('follows a dark system setting', () => {
    media = mockMatchMedia(true);
    render(<ThemeProbe />);
    expect(screen.getByRole('button')).toHaveTextContent('theme: dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('follows a light system setting', () => {
    media = mockMatchMedia(false);
    render(<ThemeProbe />);
    expect(screen.getByRole('button')).toHaveTextContent('theme: light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('is light when the browser cannot tell (no matchMedia)', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    Reflect.deleteProperty(window, 'matchMedia');
    try {
      render(<ThemeProbe />);
      expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    } finally {
      if (original) Object.defineProperty(window, 'matchMedia', original);
    }
  });

  it('follows a change of the system setting while the user has not chosen', () => {
    media = mockMatchMedia(false);
    render(<ThemeProbe />);
    act(() => media?.setDark(true));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    act(() => media?.setDark(false));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('the toggle flips <html data-theme> both ways', async () => {
    const user = userEvent.setup();
    media = mockMatchMedia(false);
    render(<ThemeProbe />);
    await user.click(screen.getByRole('button'));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await user.click(screen.getByRole('button'));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('remembers the choice on this device, over the system setting', async () => {
    const user = userEvent.setup();
    media = mockMatchMedia(true);
    const first = render(<ThemeProbe />);
    await user.click(screen.getByRole('button'));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    // A later change of the system setting does not override the explicit choice.
    act(() => media?.setDark(true));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');

    // Next visit: the system is still dark, the remembered choice wins.
    first.unmount();
    delete document.documentElement.dataset.theme;
    render(<ThemeProbe />);
    expect(screen.getByRole('button')).toHaveTextContent('theme: light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('ignores a damaged stored value', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    media = mockMatchMedia(true);
    render(<ThemeProbe />);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('stops listening to the system setting after unmount', () => {
    media = mockMatchMedia(false);
    const { unmount } = render(<ThemeProbe />);
    unmount();
    act(() => media?.setDark(true));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it("makes the browser's theme-color follow the reader's choice, not the system's", async () => {
    media = mockMatchMedia(false);
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff"><meta name="theme-color" media="(prefers-color-scheme: dark)" content="#111111">',
    );
    const applying = () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].filter((m) => m.getAttribute('media') === 'all').map((m) => m.content);
    try {
      render(<ThemeProbe />);
      expect(applying()).toEqual(['#ffffff']);
      await userEvent.click(screen.getByRole('button'));
      expect(screen.getByRole('button')).toHaveTextContent('theme: dark');
      expect(applying()).toEqual(['#111111']);
      expect(document.querySelectorAll('meta[name="theme-color"][media="not all"]')).toHaveLength(1);
      await userEvent.click(screen.getByRole('button'));
      expect(applying()).toEqual(['#ffffff']);
    } finally {
      document.head.querySelectorAll('meta[name="theme-color"]').forEach((m) => m.remove());
    }
  });
});
