import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureDataSource, createAppStore, premiumResolved } from 'shared-contracts';
import { OfflineNotice, UpdatePrompt } from './OfflineNotice';
import { updateState } from './updateState';
import { renderInShell } from '../testing/helpers';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineNotice', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  });

  it('says nothing online, and the date of the data offline', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ lastUpdated: '2026-11-23' }), { status: 200 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await renderInShell(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    setOnline(false);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Offline — showing data from November 23, 2026'));
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/meta\.json$/));
    setOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("gives a Premium player the date of the Premium data, read with the player's token", async () => {
    configureDataSource({
      baseUrl: '/data',
      premium: { urlTemplate: 'https://storage.example/premium%2F{file}?alt=media', authScheme: 'Firebase' },
      getIdToken: () => Promise.resolve('token-p'),
    });
    const fetchMock = jest.fn(
      async (url: string) => new Response(JSON.stringify({ lastUpdated: url.includes('premium') ? '2026-11-27' : '2026-11-23' }), { status: 200 }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const store = createAppStore();
    store.dispatch(premiumResolved(true));
    try {
      await renderInShell(<OfflineNotice />, { store });
      setOnline(false);
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Offline — showing data from November 27, 2026'));
      expect(fetchMock).toHaveBeenCalledWith('https://storage.example/premium%2Fmeta.json?alt=media', { headers: { Authorization: 'Firebase token-p' } });
    } finally {
      configureDataSource({ baseUrl: '/data' });
    }
  });

  it('still says the site is offline when the data has no readable date, in the page language', async () => {
    global.fetch = jest.fn(async () => new Response('not json', { status: 200 })) as unknown as typeof fetch;
    await renderInShell(<OfflineNotice />, { lang: 'de' });
    setOnline(false);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Offline – die auf diesem Gerät gespeicherten Daten'));
  });
});

describe('UpdatePrompt', () => {
  it('appears when a new version is announced and applies it only on the click', async () => {
    await renderInShell(<UpdatePrompt />);
    expect(screen.queryByRole('button', { name: 'Reload to update' })).toBeNull();
    const apply = jest.fn();
    act(() => updateState.announce(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of the site is ready.');
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload to update' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
