import { LANGUAGES } from 'shared-contracts';
import { currencyFor, formatPrice } from './prices';

describe('currencyFor', () => {
  // docs/product-rules.md: prices are in euros or dollars, per language (`currency` of LANGUAGES).
  it.each(LANGUAGES.map((l) => [l.code, l] as const))('%s has prices in euros or dollars', (code, language) => {
    expect(['EUR', 'USD']).toContain(language.currency);
    expect(currencyFor(code)).toBe(language.currency);
    expect(formatPrice(6, code)).toMatch(/6/);
  });

  it('is euros in German, Austrian German and French', () => {
    expect(currencyFor('de')).toBe('EUR');
    expect(currencyFor('de-AT')).toBe('EUR');
    expect(currencyFor('fr')).toBe('EUR');
    expect(currencyFor('en')).toBe('USD');
  });
});
