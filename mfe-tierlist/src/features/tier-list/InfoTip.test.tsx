import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '@tcgp/dev-kit/testing';
import setup from '../../setup';
import TierListPage from '../../pages/TierListPage';
import { fixtureFiles } from '../../testing/fixtures';

const SCORE_HELP =
  /^Score rates a deck's best list by its tournament games, as a percent: it is the lower end of the 95% confidence interval \(Wilson\) of the list's win rate/;

async function renderHelp() {
  const host = await renderWithHost(<TierListPage now={new Date('2026-06-30T00:00:00Z')} />, {
    route: '/tier-list',
    files: fixtureFiles(),
    premium: false,
    setups: [setup],
  });
  await screen.findByTestId('tierlist-metric-help');
  return host;
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('metric tooltips', () => {
  it('explain how score, popularity, strength and win rate are computed, and the rank arrows', async () => {
    const user = userEvent.setup();
    await renderHelp();
    const texts: Record<string, RegExp> = {
      'What is Score?': SCORE_HELP,
      'What is Popularity?':
        /^Popularity is the share of tournament players who played the deck .* on a scale from 0 to 10: the most played deck in the list has 10\.0\.$/,
      'What is Strength?':
        /^Strength is the win rate of the deck's strongest list \(wins plus half the ties, divided by its games\), on a scale from 0 to 10: the strongest deck in the list has 10\.0\.$/,
      'What is Win rate?':
        /^Win rate is the share of its tournament games a deck won against other decks .* a tie counts as half a win, games against the same deck are left out\. Its tooltip shows the number of games and the 95% interval; below 20 games it is marked as uncertain\.$/,
      'What do the arrows mean?': /^The arrows show how many places a deck moved since last week in the current sort order/,
    };
    for (const [name, text] of Object.entries(texts)) {
      await user.click(trigger(name));
      expect(screen.getByRole('tooltip')).toHaveTextContent(text);
      expect(trigger(name)).toHaveAccessibleDescription(text);
      await user.click(trigger(name));
      expect(screen.queryByRole('tooltip')).toBeNull();
    }
  });

  it('show their label as their only text, which their accessible name contains (label in name)', async () => {
    await renderHelp();
    const labels: Record<string, string> = {
      'What is Score?': 'Score',
      'What is Popularity?': 'Popularity',
      'What is Strength?': 'Strength',
      'What is Win rate?': 'Win rate',
      'What do the arrows mean?': 'Arrows',
    };
    for (const [name, label] of Object.entries(labels)) {
      expect(trigger(name).textContent).toBe(label);
      expect(name.toLowerCase()).toContain(label.toLowerCase());
    }
  });

  it('open on hover and close when the pointer leaves', async () => {
    const user = userEvent.setup();
    await renderHelp();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(trigger('What is Score?'));
    expect(screen.getByRole('tooltip')).toHaveTextContent(SCORE_HELP);
    await user.unhover(trigger('What is Score?'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('open on click, stay open when the pointer leaves, and close on a click outside', async () => {
    const user = userEvent.setup();
    await renderHelp();
    await user.click(trigger('What is Score?'));
    expect(trigger('What is Score?')).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(trigger('What is Score?'));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    // A click inside the tooltip keeps it open.
    await user.click(screen.getByRole('tooltip'));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger('What is Score?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('open with Enter or Space from the keyboard and close with Escape', async () => {
    const user = userEvent.setup();
    await renderHelp();
    trigger('What is Strength?').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tooltip')).toHaveTextContent(/strongest deck/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard(' ');
    expect(screen.getByRole('tooltip')).toHaveTextContent(/strongest deck/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('are reachable with Tab', async () => {
    const user = userEvent.setup();
    await renderHelp();
    trigger('What is Score?').focus();
    await user.tab();
    expect(trigger('What is Popularity?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tooltip')).toHaveTextContent(/most played deck/);
  });

  it('close when the page scrolls (the trigger moves)', async () => {
    const user = userEvent.setup();
    await renderHelp();
    const button = trigger('What is Win rate?');
    let top = 200;
    jest
      .spyOn(button, 'getBoundingClientRect')
      .mockImplementation(() => ({ top, left: 40, bottom: top + 30, right: 140, width: 100, height: 30, x: 40, y: top, toJSON: () => ({}) }));
    await user.click(button);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    // A scroll event that moved nothing (the late event of a scroll-into-view) keeps it open.
    fireEvent.scroll(window);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    top = 80;
    fireEvent.scroll(window);
    expect(screen.queryByRole('tooltip')).toBeNull();
    // A scrolling container inside the page closes it too.
    await user.click(button);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    top = 20;
    fireEvent.scroll(document.body);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  describe('placement', () => {
    const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
    beforeAll(() => {
      // jsdom has no layout: the tooltip is 480 px (30rem) wide, the window 1024 px.
      Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
        configurable: true,
        get(this: HTMLElement) {
          return this.getAttribute('role') === 'tooltip' ? 480 : 0;
        },
      });
    });
    afterAll(() => {
      if (offsetWidth) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', offsetWidth);
    });

    it.each([
      ['near the left edge', 4, '8px'],
      ['in the middle', 400, '200px'],
      ['near the right edge', 1000, '536px'],
    ])('sits under the trigger, inside the screen (%s)', async (_where, left, expectedLeft) => {
      const user = userEvent.setup();
      await renderHelp();
      const button = trigger('What is Score?');
      jest
        .spyOn(button, 'getBoundingClientRect')
        .mockReturnValue({ top: 100, left, bottom: 130, right: left + 80, width: 80, height: 30, x: left, y: 100, toJSON: () => ({}) });
      await user.click(button);
      const tip = screen.getByRole('tooltip');
      expect(tip.style.top).toBe('138px');
      expect(tip.style.left).toBe(expectedLeft);
    });
  });

  it('are 30rem wide (the --tooltip-width token), never wider than the screen', () => {
    const css = readFileSync(path.join(__dirname, 'InfoTip.module.css'), 'utf8');
    const tip = /\.tip\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(tip).toMatch(/(^|\s)width:\s*var\(--tooltip-width\);/);
    expect(tip).toMatch(/max-width:\s*calc\(100vw/);
    const tokens = readFileSync(path.join(__dirname, '../../../../libs/ui/src/styles/tokens.css'), 'utf8');
    expect(tokens).toMatch(/--tooltip-width:\s*30rem;/);
  });
});
