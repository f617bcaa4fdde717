import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from 'shared-contracts';
import { Footer } from './Footer';
import { createFakeLoader, renderInShell } from '../testing/helpers';

describe('Footer', () => {
  it('shows the footer header: title and tagline', async () => {
    await renderInShell(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('TCG Pocket Tier List')).toBeInTheDocument();
    expect(within(footer).getByText('Competitive decks ranked from tournament results.')).toBeInTheDocument();
  });

  it('has a language selector listing the nine languages in order, with the current one selected', async () => {
    await renderInShell(<Footer />, { lang: 'ko' });
    const select = screen.getByRole('combobox', { name: '언어' });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(LANGUAGES.map((l) => l.label));
    expect(options.map((o) => o.getAttribute('value'))).toEqual(LANGUAGES.map((l) => l.code));
    expect(select).toHaveValue('ko');
  });

  it('changes the page language when another language is chosen', async () => {
    const user = userEvent.setup();
    const { i18n } = await renderInShell(<Footer />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zh-Hant');
    expect(i18n.language).toBe('zh-Hant');
    expect(screen.getByRole('combobox', { name: '語言' })).toHaveValue('zh-Hant');
    expect(screen.getByText('TCG Pocket 強度榜')).toBeInTheDocument();
  });

  it('lists the build of each loaded remote for maintainers', async () => {
    const fake = createFakeLoader();
    await renderInShell(<Footer />, { loader: fake.loader });
    expect(screen.queryByTestId('loaded-parts')).not.toBeInTheDocument();
    act(() =>
      fake.setLoaded([
        { name: 'tierlist', buildLabel: '1.4.0', contractVersion: '1.0.0' },
        { name: 'account', buildLabel: 'pr-17', contractVersion: '1.0.0' },
      ]),
    );
    const parts = screen.getByTestId('loaded-parts');
    expect(parts).toHaveTextContent('Site parts:');
    expect(parts).toHaveTextContent('tierlist 1.4.0');
    expect(parts).toHaveTextContent('account pr-17');
  });
});
