import { createAppStore, LANGUAGE_CODES, rootReducer } from 'shared-contracts';
import { createI18n } from '@tcgp/i18n';
import setup from './setup';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';

describe('tierlist/setup', () => {
  it('declares its name and the contract version it was built against', () => {
    expect(setup.name).toBe('tierlist');
    // __CONTRACT_VERSION__ / __BUILD_LABEL__ come from the jest globals here, from DefinePlugin in builds.
    expect(setup.contractVersion).toBe('1.0.0');
    expect(setup.buildLabel).toBe('test');
  });

  it('registers the tierlist namespace in all nine languages', async () => {
    const i18n = createI18n('en');
    await setup.setup({ i18n, store: createAppStore(), rootReducer, config: LOCAL_DEFAULT_CONFIG });
    for (const lng of LANGUAGE_CODES) expect(i18n.hasResourceBundle(lng, 'tierlist')).toBe(true);
  });
});
