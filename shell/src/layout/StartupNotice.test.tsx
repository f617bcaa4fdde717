import { act, screen } from '@testing-library/react';
import { StartupNotice } from './StartupNotice';
import { createFakeLoader, renderInShell } from '../testing/helpers';

describe('StartupNotice', () => {
  it('names a refused ?remote= override, in the reader’s language', async () => {
    const fake = createFakeLoader();
    await renderInShell(<StartupNotice />, { loader: fake.loader, lang: 'de' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => fake.setRegistryState({ status: 'ready', rejected: [], refusedOverrides: [{ name: 'deck', value: '9.9.9+0000000', reason: 'not-listed' }] }));
    expect(screen.getByRole('status')).toHaveTextContent('Die in der Adresse angefragte Version „deck@9.9.9+0000000“ ist nicht verfügbar');
  });

  it('shows both a refused override and refused parts', async () => {
    const fake = createFakeLoader();
    await renderInShell(<StartupNotice />, { loader: fake.loader });
    act(() =>
      fake.setRegistryState({
        status: 'ready',
        rejected: [{ name: 'cards', url: 'https://evil.example/m.json', reason: 'origin-not-allowed' }],
        refusedOverrides: [{ name: 'deck', value: 'https://evil.example/x.json', reason: 'origin-not-allowed' }],
      }),
    );
    const notices = screen.getAllByRole('status').map((n) => n.textContent);
    expect(notices).toEqual([
      'The version “deck@https://evil.example/x.json” asked for in the address is not available, so the usual one is shown.',
      '1 site part was ignored because its address is not allowed.',
    ]);
  });
});
