import { CONTRACT_VERSION, LANGUAGE_CODES, createAppStore, rootReducer } from 'shared-contracts';
import { createI18n } from '@tcgp/i18n';
import { UI_NAMESPACE } from '@tcgp/ui';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';
import { createMemoryAuthClient } from '@tcgp/dev-kit/testing';
import setup from './setup';

describe('account/setup', () => {
  it('declares its name and the contract version it was built against', () => {
    expect(setup.name).toBe('account');
    // __CONTRACT_VERSION__ / __BUILD_LABEL__ come from the jest globals here (the version from
    // shared-contracts/package.json, as DefinePlugin inlines it in builds).
    expect(setup.contractVersion).toBe(CONTRACT_VERSION);
    expect(setup.buildLabel).toBe('test');
  });

  it.each(LANGUAGE_CODES)('adds its texts and the UI kit texts in the page language (%s) only', async (language) => {
    const i18n = await createI18n(language);
    const config = LOCAL_DEFAULT_CONFIG;
    await setup.setup({ i18n, store: createAppStore(), rootReducer, config, services: { auth: createMemoryAuthClient(), config } });
    expect(i18n.hasResourceBundle(language, 'account')).toBe(true);
    expect(i18n.hasResourceBundle(language, UI_NAMESPACE)).toBe(true);
    const others = LANGUAGE_CODES.filter((l) => l !== language);
    expect(others.filter((l) => i18n.hasResourceBundle(l, 'account'))).toEqual([]);
  });
});
