import { createAppStore } from 'shared-contracts';
import { describeRemoteSetup, runRemoteSetup } from '@tcgp/dev-kit/testing';
import setup from './setup';

describeRemoteSetup('cards', setup);

describe('cards/setup injects the cards pages slice into the one store', () => {
  it('starts with All expansions and keeps the choice', async () => {
    const { selectExpansion, setExpansion } = await import('./features/cards-list/cardsPage');
    const store = createAppStore();
    expect(selectExpansion(store.getState())).toBeNull();
    await runRemoteSetup(setup, 'en', store);
    store.dispatch(setExpansion('a2'));
    expect(selectExpansion(store.getState())).toBe('a2');
  });
});
