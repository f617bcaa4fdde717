import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tier } from '@tcgp/domain';
import { renderUi } from '../testing/renderUi';
import { ShareDeckButton } from './ShareDeckButton';
import { addressOf, languageOfAddress, shareOrCopy } from './shareOrCopy';

const DECK = 'espeon-b3a-020&swablu-b1-196';

function stubShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
}
function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}
const domError = (name: string) => Object.assign(new Error(name), { name });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  window.history.replaceState(null, '', '/');
});

/** Renders the button; `stub` runs after user-event has set up (it installs a clipboard of its own). */
async function renderDeckButton(stub: () => void, tier: Tier | null = 'A', language?: 'ja') {
  const user = userEvent.setup();
  stub();
  await renderUi(<ShareDeckButton deckId={DECK} name="Espeon & Swablu" tier={() => tier} />, { route: `/deck/${DECK}`, ...(language ? { language } : {}) });
  return { user, button: screen.getByRole('button', { name: language === 'ja' ? 'デッキを共有' : 'Share deck' }) };
}

describe('ShareDeckButton', () => {
  it("gives the share sheet the deck's name, a short text with its tier, and the deck page's address", async () => {
    const share = jest.fn<Promise<void>, [ShareData]>(async () => undefined);
    const writeText = jest.fn<Promise<void>, [string]>(async () => undefined);
    const { user, button } = await renderDeckButton(() => {
      stubShare(share);
      stubClipboard(writeText);
    }, 'A');
    await user.click(button);
    expect(share).toHaveBeenCalledWith({
      title: 'Espeon & Swablu',
      text: 'Espeon & Swablu – tier A on the TCG Pocket tier list',
      url: `${window.location.origin}/deck/${DECK}`,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps the language prefix of the page it is on', async () => {
    window.history.replaceState(null, '', `/zh-hant/deck/${DECK}`);
    const share = jest.fn<Promise<void>, [ShareData]>(async () => undefined);
    const { user, button } = await renderDeckButton(() => {
      stubShare(share);
    }, null);
    await user.click(button);
    expect(share.mock.calls[0]?.[0]).toMatchObject({
      url: `${window.location.origin}/zh-hant/deck/${DECK}`,
      text: 'Espeon & Swablu on the TCG Pocket tier list',
    });
  });

  it('says nothing and copies nothing when the player closes the share sheet', async () => {
    const writeText = jest.fn<Promise<void>, [string]>(async () => undefined);
    const { user, button } = await renderDeckButton(() => {
      stubShare(async () => {
        throw domError('AbortError');
      });
      stubClipboard(writeText);
    });
    await user.click(button);
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('copies the link and says so in a polite live region where the device has no share sheet', async () => {
    const writeText = jest.fn<Promise<void>, [string]>(async () => undefined);
    const { user, button } = await renderDeckButton(() => {
      stubShare(undefined);
      stubClipboard(writeText);
    });
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/deck/${DECK}`);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Link copied');
    expect(status).not.toHaveAttribute('aria-live', 'assertive');
  });

  it('copies the link when the share sheet refuses it', async () => {
    const writeText = jest.fn<Promise<void>, [string]>(async () => undefined);
    const { user, button } = await renderDeckButton(() => {
      stubShare(async () => {
        throw domError('NotAllowedError');
      });
      stubClipboard(writeText);
    });
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/deck/${DECK}`);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('shows the link to copy by hand when neither the share sheet nor the clipboard works', async () => {
    const { user, button } = await renderDeckButton(() => {
      stubShare(async () => {
        throw domError('NotAllowedError');
      });
      stubClipboard(async () => {
        throw domError('NotAllowedError');
      });
    });
    await user.click(button);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Copy this link:' });
    expect(input.value).toBe(`${window.location.origin}/deck/${DECK}`);
    expect(input).toHaveAttribute('readonly');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('speaks the page language', async () => {
    const share = jest.fn<Promise<void>, [ShareData]>(async () => undefined);
    const { user, button } = await renderDeckButton(
      () => {
        stubShare(share);
      },
      'S',
      'ja',
    );
    await user.click(button);
    expect(share.mock.calls[0]?.[0]?.text).toBe('Espeon & Swablu：TCG Pocket ティアリストでティア S');
  });
});

describe('shareOrCopy', () => {
  it('does not offer the share sheet for data the device says it cannot share', async () => {
    const share = jest.fn(async () => undefined);
    const writeText = jest.fn(async () => undefined);
    const outcome = await shareOrCopy(
      { url: 'http://127.0.0.1/deck/x' },
      { nav: { share, canShare: () => false, clipboard: { writeText } as unknown as Clipboard } },
    );
    expect(outcome).toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('copies without the share sheet when asked to', async () => {
    const share = jest.fn(async () => undefined);
    const writeText = jest.fn(async () => undefined);
    expect(await shareOrCopy({ url: 'u' }, { webShare: false, nav: { share, clipboard: { writeText } as unknown as Clipboard } })).toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });
});

describe('the address of a page', () => {
  it.each([
    ['/de/deck/a', 'de'],
    ['/de-at/tier-list', 'de-AT'],
    ['/zh-hans', 'zh-Hans'],
    ['/en/', 'en'],
    ['/deck/de', null],
    ['/dex', null],
    ['/xx/tier-list', null],
    ['/de-xx/tier-list', null],
    ['/', null],
  ])('%s names the language %s', (pathname, language) => {
    expect(languageOfAddress(pathname)).toBe(language);
  });

  it('keeps the prefix of the page it is on, and leaves it out when the page has none', () => {
    expect(addressOf('/deck/a', { origin: 'https://tcgp.example', pathname: '/de-at/tier-list' })).toBe('https://tcgp.example/de-at/deck/a');
    expect(addressOf('/deck/a', { origin: 'https://tcgp.example', pathname: '/tier-list' })).toBe('https://tcgp.example/deck/a');
    expect(addressOf('/', { origin: 'https://tcgp.example', pathname: '/ja/deck/a' })).toBe('https://tcgp.example/ja');
  });
});
