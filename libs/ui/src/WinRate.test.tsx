import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import type { LanguageCode } from 'shared-contracts';
import { renderUi } from './testing/renderUi';
import { WinRate } from './WinRate';

function shownOf(el: HTMLElement): HTMLElement {
  return el.querySelector('[aria-hidden="true"][title]') ?? (el.querySelector('[aria-hidden="true"]') as HTMLElement);
}

/** Renders one win rate in its own container and returns its element. */
async function renderRate(ui: ReactElement, language: LanguageCode = 'en'): Promise<HTMLElement> {
  const { container } = await renderUi(ui, { language });
  return container.firstElementChild as HTMLElement;
}

describe('WinRate', () => {
  it('shows the percent, with games and the 95 % Wilson interval in the tooltip and for screen readers', async () => {
    const el = await renderRate(<WinRate rate={0.587} games={1000} />);
    expect(el).toHaveAttribute('data-win-rate', '0.587');
    expect(el).toHaveAttribute('data-games', '1000');
    expect(el).not.toHaveAttribute('data-uncertain');
    // 58.7 % over 1,000 games: 55.6 %..61.7 %.
    expect(shownOf(el)).toHaveTextContent(/^58\.7%$/);
    expect(shownOf(el)).toHaveAttribute('title', '1,000 games · 95% interval 55.6% to 61.7%');
    expect(screen.getByText('58.7% (1,000 games · 95% interval 55.6% to 61.7%)')).toBeInTheDocument();
    expect(screen.queryByText('uncertain')).toBeNull();
  });

  it('marks a win rate from fewer than 20 games as uncertain (19), not one from 20', async () => {
    const el = await renderRate(<WinRate rate={0.75} games={19} />);
    expect(el).toHaveAttribute('data-uncertain', 'true');
    expect(el.className).toContain('uncertain');
    expect(screen.getByText('uncertain')).toBeVisible();
    expect(shownOf(el).getAttribute('title')).toMatch(/^19 games · 95% interval .* · fewer than 20 games, so uncertain$/);
    const twenty = await renderRate(<WinRate rate={0.75} games={20} />);
    expect(twenty).not.toHaveAttribute('data-uncertain');
    // 75 % over 20 games: 53.1 %..88.8 %.
    expect(shownOf(twenty)).toHaveAttribute('title', '20 games · 95% interval 53.1% to 88.8%');
  });

  it('says when the games are an estimate, and that a rate without known games is uncertain', async () => {
    const about = await renderRate(<WinRate rate={0.6} games={21} approximate />);
    expect(shownOf(about)).toHaveAttribute('title', 'about 21 games · 95% interval 39.1% to 77.8%');
    const unknown = await renderRate(<WinRate rate={0.6} games={null} />);
    expect(unknown).toHaveAttribute('data-uncertain', 'true');
    expect(shownOf(unknown)).toHaveAttribute('title', 'number of games unknown');
  });

  it('has no interval without games (0 games: uncertain) and shows "–" for an unknown rate', async () => {
    const none = await renderRate(<WinRate rate={0} games={0} />);
    expect(shownOf(none)).toHaveAttribute('title', '0 games · fewer than 20 games, so uncertain');
    const dash = await renderRate(<WinRate rate={null} games={12} />);
    expect(dash).toHaveTextContent('–');
    expect(dash).not.toHaveAttribute('data-uncertain');
    expect(dash.querySelector('[title]')).toBeNull();
  });

  it('can show the details on a visible line (phones cannot hover)', async () => {
    await renderRate(<WinRate rate={0.5} games={21} details="visible" />);
    expect(screen.getByText('21 games · 95% interval 30.3% to 69.7%')).toBeVisible();
  });

  it("speaks the reader's language", async () => {
    const de = await renderRate(<WinRate rate={0.75} games={19} />, 'de');
    expect(shownOf(de).getAttribute('title')).toBe('19 Spiele · 95\u2011%\u2011Intervall 52,5\u00a0% bis 89,0\u00a0% · weniger als 20 Spiele, daher unsicher');
    expect(within(de).getByText('unsicher')).toBeInTheDocument();
    const ja = await renderRate(<WinRate rate={0.5} games={1} />, 'ja');
    expect(shownOf(ja).getAttribute('title')).toBe('1試合 · 95%区間 5.5%〜94.5% · 20試合未満のため不確か');
  });
});
