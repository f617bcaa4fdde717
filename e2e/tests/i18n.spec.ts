import { expect, test } from '@playwright/test';
import { offlineGoogle, stack } from '../support/stack';

/** Browser language -> expected <html lang> and landing title (texts from shell/src/i18n/texts.ts). */
const CASES = [
  { locale: 'en-US', lang: 'en', title: 'Pokémon TCG Pocket Tier List', tierList: 'Tier List' },
  { locale: 'de-DE', lang: 'de', title: 'Pokémon TCG Pocket Tier-Liste', tierList: 'Tier-Liste' },
  { locale: 'de-AT', lang: 'de-AT', title: 'Pokémon TCG Pocket Tier-Liste', tierList: 'Tier-Liste' },
  { locale: 'es-ES', lang: 'es', title: 'Tier list de Pokémon TCG Pocket', tierList: 'Tier list' },
  { locale: 'fr-FR', lang: 'fr', title: 'Tier list Pokémon TCG Pocket', tierList: 'Tier list' },
  { locale: 'ja-JP', lang: 'ja', title: 'ポケモンTCGポケット ティアリスト', tierList: 'ティアリスト' },
  { locale: 'ko-KR', lang: 'ko', title: '포켓몬 TCG 포켓 티어 리스트', tierList: '티어 리스트' },
  { locale: 'zh-CN', lang: 'zh-Hans', title: '宝可梦集换式卡牌游戏 Pocket 强度榜', tierList: '强度榜' },
  { locale: 'zh-TW', lang: 'zh-Hant', title: '寶可夢集換式卡牌遊戲 Pocket 強度榜', tierList: '強度榜' },
] as const;

for (const c of CASES) {
  test(`browser language ${c.locale} -> ${c.lang}, in the shell and in a remote`, async ({ browser }) => {
    const context = await browser.newContext({ locale: c.locale });
    await offlineGoogle(context);
    const page = await context.newPage();
    const { shellUrl } = stack();
    await page.goto(shellUrl);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
    // The remote registers its own namespace in the same language.
    await page.goto(`${shellUrl}/tier-list`);
    await expect(page.locator('[data-remote="tierlist"] h1')).toHaveText(c.tierList);
    await context.close();
  });
}

test('an unsupported browser language falls back to English, nothing is remembered', async ({ browser }) => {
  const { shellUrl } = stack();
  const context = await browser.newContext({ locale: 'pt-BR' });
  await offlineGoogle(context);
  const page = await context.newPage();
  await page.goto(shellUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pokémon TCG Pocket Tier List');
  // Choosing a language in the footer applies at once...
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tier list Pokémon TCG Pocket');
  // ...and is not cached: a reload follows the browser setting again.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(stored).not.toMatch(/i18next|lng|"fr"/);
  await context.close();
});

test('the footer selector offers all nine languages', async ({ page, context }) => {
  await offlineGoogle(context);
  await page.goto(stack().shellUrl);
  const select = page.getByLabel('Language');
  await expect(select).toBeVisible();
  const options = await select.locator('option').allTextContents();
  expect(options).toEqual(['English', 'Deutsch', 'Deutsch (Österreich)', 'Español', 'Français', '日本語', '한국어', '简体中文', '繁體中文']);
});
