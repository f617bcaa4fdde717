import { createTestHost } from '@tcgp/dev-kit/testing';
import type { LanguageCode, Texts } from 'shared-contracts';
import { UI_NAMESPACE, addUiTexts } from './namespace';
import en from './en';

/** A part's copy of the kit's texts loader, recording the languages it was asked for. */
function recordingLoader() {
  const asked: LanguageCode[] = [];
  const loader = async (language: LanguageCode): Promise<Texts> => {
    asked.push(language);
    return en;
  };
  return { asked, loader };
}

describe('addUiTexts', () => {
  it("loads the kit's texts once for the first part that asks", async () => {
    const { i18n } = await createTestHost({ language: 'de' });
    const first = recordingLoader();
    await addUiTexts(i18n, first.loader);
    expect(first.asked).toEqual(['de']);
    expect(i18n.hasLoadedNamespace(UI_NAMESPACE)).toBe(true);
  });

  it("has a later part fetch its own copy of the page language's texts too (kept for a page opened offline)", async () => {
    const { i18n } = await createTestHost({ language: 'ja' });
    const first = recordingLoader();
    const second = recordingLoader();
    await addUiTexts(i18n, first.loader);
    await addUiTexts(i18n, second.loader);
    expect(first.asked).toEqual(['ja']);
    expect(second.asked).toEqual(['ja']);
  });

  it("keeps the page's texts when a later part's own copy cannot be fetched (offline)", async () => {
    const { i18n } = await createTestHost({ language: 'en' });
    await addUiTexts(i18n, recordingLoader().loader);
    await expect(addUiTexts(i18n, () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(i18n.getResource('en', UI_NAMESPACE, 'share.copied')).toBe(en.share.copied);
  });
});
