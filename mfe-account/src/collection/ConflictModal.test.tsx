import { screen, waitFor, within } from '@testing-library/react';
import { selectMissingIds } from 'shared-contracts';
import { ash, renderAccount } from '../testing/renderAccount';
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

describe('the sync in the header', () => {
  it('says "Not saved, retrying…" while saves fail, and nothing once saved', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const collectionStore = createMemoryCollectionStore();
    // Offline until the test says otherwise.
    collectionStore.failNext(Number.POSITIVE_INFINITY);
    await renderAccount({ signedIn: true, missing: ['a1-001'], collectionStore });
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Not saved, retrying…')).toBeInTheDocument();
    collectionStore.failNext(0);
    await waitFor(() => expect(collectionStore.docs.get(ash.uid)?.missing).toEqual(['a1-001']));
    await waitFor(() => expect(within(header).queryByText('Not saved, retrying…')).toBeNull());
  });
});
