import { act, screen, waitFor, within } from '@testing-library/react';
import { addMissing, selectMissingIds } from 'shared-contracts';
import { changesReplaced } from './collectionSyncSlice';
import { captureDownloads } from '@tcgp/dev-kit/testing';
import { ash, renderAccount } from '../../testing/renderAccount';
import { createMemoryCollectionStore } from './memoryCollectionStore';

const saved = (missing: string[]) => ({ version: 1 as const, missing, updatedAt: '2026-02-01T08:00:00.000Z' });
const conflictDialog = () => screen.findByRole('dialog', { name: 'Which missing cards should we keep?' });

describe('after sign-in, when this device and the account hold different missing cards', () => {
  it('asks which to keep, with both counts, and merges on request', async () => {
    const collectionStore = createMemoryCollectionStore({ [ash.uid]: saved(['a2-010', 'a2-010', 'a3-003']) });
    const { user, store } = await renderAccount({ signedIn: true, missing: ['a1-001'], collectionStore });
    const dialog = await conflictDialog();
    expect(dialog).toHaveTextContent('The missing cards on this device differ from the ones saved to your account. Nothing is overwritten until you choose.');
    expect(dialog).toHaveTextContent('On this device: 1 card');
    expect(dialog).toHaveTextContent('Saved to your account on February 1, 2026: 2 cards');
    expect(within(dialog).getByRole('button', { name: 'Merge both' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Merge both' }));
    await waitFor(() => expect(collectionStore.docs.get(ash.uid)?.missing).toEqual(['a1-001', 'a2-010', 'a2-010', 'a3-003']));
    expect(selectMissingIds(store.getState())).toEqual(['a1-001', 'a2-010', 'a2-010', 'a3-003']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the saved ones on request', async () => {
    const collectionStore = createMemoryCollectionStore({ [ash.uid]: saved(['a2-010']) });
    const { user, store } = await renderAccount({ signedIn: true, missing: ['a1-001'], collectionStore });
    await user.click(within(await conflictDialog()).getByRole('button', { name: 'Keep the saved ones' }));
    await waitFor(() => expect(selectMissingIds(store.getState())).toEqual(['a2-010']));
    expect(collectionStore.docs.get(ash.uid)?.missing).toEqual(['a2-010']);
  });

  it('can be put off ("Decide later"): nothing is saved, and the header offers the question again', async () => {
    const collectionStore = createMemoryCollectionStore({ [ash.uid]: saved(['a2-010']) });
    const { user } = await renderAccount({ signedIn: true, missing: ['a1-001'], collectionStore });
    await user.click(within(await conflictDialog()).getByRole('button', { name: 'Decide later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose which missing cards to keep' }));
    await user.click(within(await conflictDialog()).getByRole('button', { name: "Keep this device's" }));
    await waitFor(() => expect(collectionStore.docs.get(ash.uid)?.missing).toEqual(['a1-001']));
  });

  it('speaks the page language', async () => {
    const collectionStore = createMemoryCollectionStore({ [ash.uid]: saved(['a2-010']) });
    await renderAccount({ signedIn: true, missing: ['a1-001'], collectionStore, lang: 'fr' });
    const dialog = await screen.findByRole('dialog', { name: 'Quelles cartes manquantes garder ?' });
    expect(within(dialog).getByRole('button', { name: 'Fusionner les deux' })).toBeInTheDocument();
  });
});

describe("after sign-in, when this browser's list was made signed out (perhaps by someone else)", () => {
  const signedOutDialog = () => screen.findByRole('dialog', { name: 'This browser holds another list' });

  it("asks with the three choices; keeping the account's list saves nothing and shows the account's cards", async () => {
    const collectionStore = createMemoryCollectionStore({ [ash.uid]: saved(['a2-010', 'a2-011']) });
    const { user, store } = await renderAccount({ signedIn: true, ownsList: false, missing: ['a1-001'], collectionStore });
    const dialog = await signedOutDialog();
    expect(dialog).toHaveTextContent('On this browser: 1 card');
    expect(dialog).toHaveTextContent('Saved to your account on February 1, 2026: 2 cards');
    expect(within(dialog).getByRole('button', { name: "Add this browser's cards" })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: "Replace my account's list with this browser's" })).toBeInTheDocument();
    const keep = within(dialog).getByRole('button', { name: "Keep my account's list" });
    expect(keep).toHaveFocus();
    await user.click(keep);
    await waitFor(() => expect(selectMissingIds(store.getState())).toEqual(['a2-010', 'a2-011']));
    expect(collectionStore.calls.filter((c) => c.method === 'save')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks the page language', async () => {
    const collectionStore = createMemoryCollectionStore({ [ash.uid]: saved(['a2-010']) });
    await renderAccount({ signedIn: true, ownsList: false, missing: ['a1-001'], collectionStore, lang: 'de' });
    const dialog = await screen.findByRole('dialog', { name: 'Dieser Browser hat eine andere Liste' });
    expect(within(dialog).getByRole('button', { name: 'Liste meines Kontos behalten' })).toBeInTheDocument();
  });
});

describe('when the saved copy cannot be read (updatedAt 2026-02-31 passes the rules, not the saved format)', () => {
  const UNREADABLE = { version: 1, missing: ['a2-010'], updatedAt: '2026-02-31T00:00:00Z' };
  const unreadableDialog = () => screen.findByRole('dialog', { name: 'The list saved to your account cannot be read' });

  it('offers the raw document as a download first, then to keep this device’s list over it', async () => {
    const downloads = captureDownloads();
    const collectionStore = createMemoryCollectionStore();
    collectionStore.plant(ash.uid, UNREADABLE);
    const { user } = await renderAccount({ signedIn: true, missing: ['a1-001'], collectionStore });
    const dialog = await unreadableDialog();
    expect(dialog).toHaveTextContent('Nothing is deleted: download it to keep a copy');
    expect(dialog).toHaveTextContent('On this device: 1 card');
    const downloadButton = within(dialog).getByRole('button', { name: 'Download the unreadable copy (JSON)' });
    expect(downloadButton).toHaveFocus();
    await user.click(downloadButton);
    const [file, ...more] = await downloads.files();
    downloads.restore();
    expect(more).toEqual([]);
    expect(file?.name).toBe('tcgp-account-collection-unreadable.json');
    expect(JSON.parse(file?.text ?? 'null')).toEqual(UNREADABLE);
    // Still there: downloading decides nothing.
    expect(collectionStore.docs.get(ash.uid)).toEqual(UNREADABLE);
    await user.click(within(dialog).getByRole('button', { name: "Keep this device's list (overwrites the unreadable copy)" }));
    await waitFor(() => expect(collectionStore.docs.get(ash.uid)?.missing).toEqual(['a1-001']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(screen.getByRole('banner')).findByText('Saved')).toBeInTheDocument();
  });

  it('can be put off: nothing is written over it, and the header offers the question again', async () => {
    const collectionStore = createMemoryCollectionStore();
    collectionStore.plant(ash.uid, UNREADABLE);
    const { user } = await renderAccount({ signedIn: true, missing: ['a1-001'], collectionStore, lang: 'de' });
    const dialog = await screen.findByRole('dialog', { name: 'Die Liste in deinem Konto kann nicht gelesen werden' });
    await user.click(within(dialog).getByRole('button', { name: 'Später entscheiden' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(collectionStore.docs.get(ash.uid)).toEqual(UNREADABLE);
    await user.click(screen.getByRole('button', { name: 'Wählen, welche fehlenden Karten bleiben' }));
    expect(await screen.findByRole('dialog', { name: 'Die Liste in deinem Konto kann nicht gelesen werden' })).toBeInTheDocument();
  });
});

describe('the sync in the header', () => {
  it('says "Could not save — retrying" while saves fail, then "Saved"', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const collectionStore = createMemoryCollectionStore();
    // Offline until the test says otherwise.
    collectionStore.failNext(Number.POSITIVE_INFINITY);
    await renderAccount({ signedIn: true, missing: ['a1-001'], collectionStore });
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Could not save — retrying')).toBeInTheDocument();
    collectionStore.failNext(0);
    await waitFor(() => expect(collectionStore.docs.get(ash.uid)?.missing).toEqual(['a1-001']));
    expect(await within(header).findByText('Saved')).toHaveAttribute('role', 'status');
    expect(within(header).queryByText('Could not save — retrying')).toBeNull();
  });

  it('says "Saving…" while a change waits to be saved, and "Offline — will save" while the browser is offline', async () => {
    const collectionStore = createMemoryCollectionStore();
    const { store } = await renderAccount({ signedIn: true, missing: ['a1-001'], collectionStore });
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Saved')).toBeInTheDocument();
    act(() => {
      store.dispatch(addMissing('a1-002'));
    });
    expect(within(header).getByText('Saving…')).toBeInTheDocument();
    await waitFor(() => expect(collectionStore.docs.get(ash.uid)?.missing).toEqual(['a1-001', 'a1-002']));
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await within(header).findByText('Offline — will save')).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await within(header).findByText('Saved')).toBeInTheDocument();
  });

  it('speaks the page language', async () => {
    await renderAccount({ signedIn: true, missing: ['a1-001'], lang: 'ja' });
    expect(await within(screen.getByRole('banner')).findByText('保存済み')).toBeInTheDocument();
  });
});

describe("when another device's change replaced one of this device's", () => {
  it("says so in the header, and Undo applies this device's value again as a new change, which is saved", async () => {
    const collectionStore = createMemoryCollectionStore({ [ash.uid]: saved(['a1-001', 'a1-001']) });
    const { user, store } = await renderAccount({ signedIn: true, missing: ['a1-001', 'a1-001'], collectionStore });
    act(() => {
      store.dispatch(changesReplaced([{ cardId: 'a1-001', copies: 1 }]));
    });
    const notice = within(screen.getByRole('banner')).getByText("Your change to a1-001 was replaced by your other device's.", { exact: false });
    expect(notice).toHaveAttribute('role', 'status');
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(selectMissingIds(store.getState())).toEqual(['a1-001']);
    await waitFor(() => expect(collectionStore.docs.get(ash.uid)?.missing).toEqual(['a1-001']));
    expect(within(screen.getByRole('banner')).queryByText(/was replaced/)).toBeNull();
  });

  it('can be dismissed, and speaks the page language', async () => {
    const { user, store } = await renderAccount({ signedIn: true, missing: ['a1-001'], lang: 'fr' });
    act(() => {
      store.dispatch(
        changesReplaced([
          { cardId: 'a1-001', copies: 2 },
          { cardId: 'a2-010', copies: 0 },
        ]),
      );
    });
    expect(screen.getByText(/Vos modifications de 2 cartes \(a1-001, a2-010\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText(/Vos modifications/)).toBeNull();
    expect(selectMissingIds(store.getState())).toEqual(['a1-001']);
  });
});
