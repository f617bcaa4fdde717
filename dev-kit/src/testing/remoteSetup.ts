import {
  CONTRACT_VERSION,
  LANGUAGE_CODES,
  createAppStore,
  rootReducer,
  type AppStore,
  type LanguageCode,
  type RemoteName,
  type RemoteSetup,
} from 'shared-contracts';
import { createI18n } from '@tcgp/i18n';
import { UI_NAMESPACE } from '@tcgp/ui';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';
import { createMemoryAuthClient } from '../memoryAuth';

/** Runs a remote's setup as the shell does, in `language`, on a new store (or the one given). */
export async function runRemoteSetup(setup: RemoteSetup, language: LanguageCode = 'en', store: AppStore = createAppStore()) {
  const i18n = await createI18n(language);
  const config = LOCAL_DEFAULT_CONFIG;
  await setup.setup({ i18n, store, rootReducer, config, services: { auth: createMemoryAuthClient(), config } });
  return { i18n, store };
}

/**
 * What every remote's `./setup` promises the shell (the remote protocol): its name, the contract
 * version it was built against, and its texts and the UI kit's added in the page language only.
 */
export function describeRemoteSetup(name: RemoteName, setup: RemoteSetup): void {
  describe(`${name}/setup`, () => {
    it('declares its name and the contract version it was built against', () => {
      expect(setup.name).toBe(name);
      // __CONTRACT_VERSION__ / __BUILD_LABEL__ come from the jest globals here (the version from
      // shared-contracts/package.json, as DefinePlugin inlines it in builds).
      expect(setup.contractVersion).toBe(CONTRACT_VERSION);
      expect(setup.buildLabel).toBe('test');
    });

    it.each(LANGUAGE_CODES)('adds its texts and the UI kit texts in the page language (%s) only', async (language) => {
      const { i18n } = await runRemoteSetup(setup, language);
      expect(i18n.hasResourceBundle(language, name)).toBe(true);
      expect(i18n.hasResourceBundle(language, UI_NAMESPACE)).toBe(true);
      const others = LANGUAGE_CODES.filter((l) => l !== language);
      expect(others.filter((l) => i18n.hasResourceBundle(l, name))).toEqual([]);
    });
  });
}
