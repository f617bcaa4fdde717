/**
 * storage.rules against the Storage emulator: premium/ objects readable only with the
 * Stripe extension's custom claim stripeRole == 'premium', nothing writable by clients.
 * Run with `npm run test:rules` (needs the emulators); skipped elsewhere.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { PROJECT_ID, describeWithEmulator, rulesSource } from './rulesEnvironment';

let env: RulesTestEnvironment;

/** An upload task as a promise (assertFails / assertSucceeds take promises). */
const done = (task: PromiseLike<unknown>) => Promise.resolve(task);

const OBJECTS = ['premium/best-decks.json', 'premium/matchups/a1-pikachu.json', 'free/best-decks.json', 'best-decks.json'];

describeWithEmulator('FIREBASE_STORAGE_EMULATOR_HOST', 'storage.rules', () => {
  beforeAll(async () => {
    env = await initializeTestEnvironment({ projectId: PROJECT_ID, storage: { rules: rulesSource('storage.rules') } });
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (ctx) => {
      for (const name of OBJECTS) await ctx.storage().ref(name).putString('{"decks":[]}');
    });
  });

  const premium = () => env.authenticatedContext('alice', { stripeRole: 'premium' }).storage();

  it('a user with stripeRole premium reads every object under premium/', async () => {
    await assertSucceeds(premium().ref('premium/best-decks.json').getDownloadURL());
    await assertSucceeds(premium().ref('premium/matchups/a1-pikachu.json').getMetadata());
  });

  it.each([
    ['a signed-in user without the claim', () => env.authenticatedContext('bob').storage()],
    ['a user whose claim is not premium', () => env.authenticatedContext('bob', { stripeRole: 'free' }).storage()],
    ['a visitor', () => env.unauthenticatedContext().storage()],
  ])('%s reads nothing under premium/', async (_label, storage) => {
    await assertFails(storage().ref('premium/best-decks.json').getDownloadURL());
    await assertFails(storage().ref('premium/matchups/a1-pikachu.json').getMetadata());
  });

  it('nobody writes or deletes, premium or not', async () => {
    await assertFails(done(premium().ref('premium/best-decks.json').putString('{}')));
    await assertFails(done(premium().ref('premium/new.json').putString('{}')));
    await assertFails(premium().ref('premium/best-decks.json').delete());
    await assertFails(done(env.unauthenticatedContext().storage().ref('premium/x.json').putString('{}')));
  });

  it('everything outside premium/ is closed (free data is public hosting, not Storage)', async () => {
    await assertFails(premium().ref('free/best-decks.json').getDownloadURL());
    await assertFails(premium().ref('best-decks.json').getMetadata());
    await assertFails(done(premium().ref('free/new.json').putString('{}')));
  });
});
