import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * Words read whole: no word of the header or the page's content is ever broken across two lines (names
 * wrap at spaces, and a name too long for its box is ellipsized), and nothing is wider than the screen,
 * on a phone and a wide screen, in English and in German (the language with the longest words), and
 * on a phone in Japanese (lines break between phrases: `word-break: auto-phrase`, no spaces to split at).
 */
const VIEWPORTS = [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
];
interface Language {
  prefix: '' | '/de' | '/ja';
  name: string;
  /** The `<html lang>` of its pages. */
  lang: string;
  /** Only at these widths (all when absent). */
  widths?: readonly number[];
}
const LANGUAGES: readonly Language[] = [
  { prefix: '', name: 'English', lang: 'en' },
  { prefix: '/de', name: 'German', lang: 'de' },
  { prefix: '/ja', name: 'Japanese', lang: 'ja', widths: [360] },
];

interface BrokenWord {
  word: string;
  element: string;
  lines: number;
}

/**
 * Every visible word of the header and the main content whose line boxes do not share one top. Words
 * are split on white space; a run of Chinese or Japanese script has no spaces, so on a Japanese page
 * it is split into the words the browser's own segmenter finds (`Intl.Segmenter`, granularity
 * 'word'). On other pages such runs are skipped (Chinese and Korean break between any two characters).
 */
async function brokenWords(page: Page): Promise<{ broken: BrokenWord[]; words: number; cjkWords: number }> {
  return page.evaluate(() => {
    const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
    const japanese = document.documentElement.lang === 'ja';
    const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
    /** The words of a white-space token, with their offsets in it. */
    const wordsOf = (token: string): { word: string; at: number; cjk: boolean }[] => {
      if (!CJK.test(token)) return [{ word: token, at: 0, cjk: false }];
      if (!japanese) return [];
      // A one-character word cannot be broken; punctuation is not a word.
      return [...segmenter.segment(token)]
        .filter((s) => s.isWordLike && Array.from(s.segment).length > 1)
        .map((s) => ({ word: s.segment, at: s.index, cjk: true }));
    };
    const describe = (el: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = el; node && parts.length < 3; node = node.parentElement) {
        const cls = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
        parts.unshift(`${node.tagName.toLowerCase()}${cls}`);
      }
      return parts.join(' > ');
    };
    // Visually hidden text (a 1 px clipped box) is for assistive tech only: it has no lines to read.
    const clipped = (el: Element): boolean => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip !== 'auto' && style.clip !== '') return true;
        if (style.clipPath !== 'none' && style.clipPath !== '') return true;
      }
      return false;
    };
    const roots = [...document.querySelectorAll('header, main')];
    const broken: BrokenWord[] = [];
    let words = 0;
    let cjkWords = 0;
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || !text.trim()) continue;
        if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (clipped(parent)) continue;
        for (const match of text.matchAll(/\S+/g)) {
          for (const { word, at, cjk } of wordsOf(match[0])) {
            const range = document.createRange();
            range.setStart(node, match.index + at);
            range.setEnd(node, match.index + at + word.length);
            const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
            if (rects.length === 0) continue;
            words += 1;
            if (cjk) cjkWords += 1;
            const tops = new Set(rects.map((r) => Math.round(r.top)));
            const first = Math.min(...tops);
            if ([...tops].some((top) => Math.abs(top - first) > 2)) {
              broken.push({ word, element: describe(parent), lines: tops.size });
            }
          }
        }
      }
    }
    return { broken, words, cjkWords };
  });
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/** The first deck of the tier list, found through its links (the deck page to check). */
async function firstDeckPath(page: Page, prefix: string): Promise<string> {
  await page.goto(`${stack().shellUrl}${prefix}/tier-list`);
  await untilLive(page);
  const href = await page.locator('[data-remote="tierlist"] [data-deck-id] a').first().getAttribute('href');
  expect(href).toMatch(/\/deck\/[^/]+$/);
  return href!.replace(/^\/(de|ja)(?=\/)/, '');
}

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES.filter((l) => !l.widths || l.widths.includes(viewport.width))) {
    test.describe(`${language.name} at ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport });

      for (const route of ['/tier-list', '/deck', '/deck/<first>', '/cards-list']) {
        test(`${route}: no word is broken across two lines and nothing is wider than the screen`, async ({ page }) => {
          const errors = collectPageErrors(page);
          const path = route === '/deck/<first>' ? await firstDeckPath(page, language.prefix) : route;
          await page.goto(`${stack().shellUrl}${language.prefix}${path}`);
          await untilLive(page);
          await expect(page.locator('main [data-remote]').first()).toBeVisible();
          // The remote's content itself, not only its skeleton.
          await expect(page.locator('main [data-remote] a, main [data-remote] button').first()).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
          const { broken, words, cjkWords } = await brokenWords(page);
          expect(words, 'words checked').toBeGreaterThan(20);
          if (language.lang === 'ja') {
            expect(cjkWords, 'Japanese words checked').toBeGreaterThan(20);
            const breaking = await page.evaluate(() => getComputedStyle(document.querySelector('main') ?? document.body).wordBreak);
            expect(breaking, 'Japanese breaks between phrases').toBe('auto-phrase');
          }
          const report = broken.map((b) => `"${b.word}" on ${b.lines} lines in ${b.element}`);
          expect(report, `words broken across lines on ${language.prefix}${path}`).toEqual([]);
          const { scrollWidth, innerWidth } = await horizontalOverflow(page);
          expect(scrollWidth, 'document width').toBeLessThanOrEqual(innerWidth);
          expect(errors).toEqual([]);
        });
      }
    });
  }
}
