/**
 * Test helper (not a test itself): checks that one i18n namespace is complete in every language of LANGUAGES.
 * Every part's texts test calls `describeTextsCompleteness` with its namespace's loader.
 */
import { LANGUAGE_CODES, type LanguageCode, type Texts, type TextsLoader } from 'shared-contracts';

/** Flattens nested texts to dotted keys (`landing.features.tiers.title`). Leaves are kept as-is. */
export function flattenTexts(texts: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flattenTexts(value as Record<string, unknown>, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** The sorted, de-duplicated `{{name}}` placeholders of a text (formats like `{{n, number}}` count by name). */
export function placeholdersOf(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*-?\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}

const LANGUAGES_COMPARED_WITH_ENGLISH: readonly LanguageCode[] = LANGUAGE_CODES.filter((l) => l !== 'en' && l !== 'de-AT');

export function describeTextsCompleteness(namespace: string, load: TextsLoader): void {
  describe(`i18n namespace "${namespace}" is complete in all ${LANGUAGE_CODES.length} languages`, () => {
    const texts = new Map<LanguageCode, Map<string, unknown>>();
    const flat = (lng: LanguageCode): Map<string, unknown> => texts.get(lng) ?? new Map();

    beforeAll(async () => {
      for (const lng of LANGUAGE_CODES) texts.set(lng, flattenTexts((await load(lng)) as Texts));
    });

    it('loads texts for each of the nine languages, each its own module', async () => {
      const loaded = await Promise.all(LANGUAGE_CODES.map((lng) => load(lng)));
      expect(new Set(loaded).size).toBe(LANGUAGE_CODES.length);
      expect(flat('en').size).toBeGreaterThan(0);
    });

    describe.each(LANGUAGE_CODES)('%s', (lng) => {
      it('has exactly the same keys as English', () => {
        expect([...flat(lng).keys()].sort()).toEqual([...flat('en').keys()].sort());
      });

      it('has only non-empty strings', () => {
        const bad = [...flat(lng)].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
        expect(bad).toEqual([]);
      });

      it('uses the same {{placeholders}} as English in every text', () => {
        const mismatches = [...flat('en')]
          .filter(([key, en]) => {
            const value = flat(lng).get(key);
            return typeof en === 'string' && typeof value === 'string' && placeholdersOf(value).join() !== placeholdersOf(en).join();
          })
          .map(([key]) => key);
        expect(mismatches).toEqual([]);
      });
    });

    it.each(LANGUAGES_COMPARED_WITH_ENGLISH)('%s is translated: most of its texts differ from English', (lng) => {
      const english = flat('en');
      const identical = [...english].filter(([key, en]) => flat(lng).get(key) === en).map(([key]) => key);
      // "Most keys" translated: strictly fewer than half of the texts may equal the English text.
      expect(identical.length * 2).toBeLessThan(english.size);
    });
  });
}
