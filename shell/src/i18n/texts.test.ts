import { LANGUAGE_CODES } from 'shared-contracts';
import { describeTextsCompleteness } from '@tcgp/dev-kit/testing';
import { loadShellTexts } from './index';

describeTextsCompleteness('shell', loadShellTexts);

describe("the pages' texts of remotes.manifest.json", () => {
  it.each(LANGUAGE_CODES)("%s: its texts module carries its own language's, and the loader puts them under meta", async (code) => {
    const module = (await import(`./${code}`)) as { pages: unknown };
    expect(module.pages).toEqual(__SITE_PAGE_TEXTS__[code]);
    const texts = (await loadShellTexts(code)) as { meta: Record<string, unknown> };
    for (const [id, page] of Object.entries(__SITE_PAGE_TEXTS__[code])) expect(texts.meta[id]).toEqual(page);
    // The comparison's page has texts of its own in every language.
    expect(Object.keys(__SITE_PAGE_TEXTS__[code])).toContain('compare');
  });
});
