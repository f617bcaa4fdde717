import { formatCount, formatDate, formatDecimal, formatMetric, formatPercent, formatTenScale, parseIsoDate } from './format';

describe('formatPercent (shares, scores, win rates)', () => {
  it('writes a fraction as a percent with exactly one decimal', () => {
    expect(formatPercent(0.5869, 'en')).toBe('58.7%');
    expect(formatPercent(0.6, 'en')).toBe('60.0%');
    expect(formatPercent(0.9815345536225011, 'en')).toBe('98.2%');
    expect(formatPercent(0.98831, 'en')).toBe('98.8%');
  });

  it('takes another number of decimals when told (a discount)', () => {
    expect(formatPercent(0.5, 'en', 0)).toBe('50%');
    expect(formatPercent(0.5, 'fr', 0)).toMatch(/^50\s%$/);
  });

  it("follows the reader's locale and falls back to English", () => {
    expect(formatPercent(0.5869, 'de')).toMatch(/^58,7\s%$/);
    expect(formatPercent(0.5, 'not a locale!')).toBe('50.0%');
  });

  it('shows an unknown value as a dash', () => {
    expect(formatPercent(Number.NaN, 'en')).toBe('–');
  });
});

describe('formatTenScale, formatDecimal, formatCount, formatMetric', () => {
  it('writes popularity and strength on a 0 to 10 scale with one decimal', () => {
    expect(formatTenScale(1, 'en')).toBe('10.0');
    expect(formatTenScale(0.434, 'en')).toBe('4.3');
    expect(formatTenScale(0, 'en')).toBe('0.0');
    expect(formatTenScale(0.75, 'fr')).toBe('7,5');
  });

  it('writes decimals and counts in the language', () => {
    expect(formatDecimal(Math.sqrt(0.7737677296390948), 'en', 2)).toBe('0.88');
    expect(formatDecimal(0.5, 'fr', 2)).toBe('0,50');
    expect(formatCount(12345.4, 'en')).toBe('12,345');
    expect(formatCount(12345, 'de')).toBe('12.345');
  });

  it('chooses the scale by metric', () => {
    expect(formatMetric(0.5869, 'score', 'en')).toBe('58.7%');
    expect(formatMetric(0.6, 'winRate', 'en')).toBe('60.0%');
    expect(formatMetric(1, 'popularity', 'en')).toBe('10.0');
    expect(formatMetric(0.434, 'strength', 'en')).toBe('4.3');
    expect(formatMetric(Number.NaN, 'winRate', 'en')).toBe('–');
  });
});

describe('formatDate', () => {
  it('keeps the calendar day of a plain date in every time zone', () => {
    expect(formatDate('2026-06-29', 'en')).toBe('June 29, 2026');
    expect(formatDate('2026-06-29', 'ja')).toBe('2026年6月29日');
    expect(formatDate('2024-10-30', 'en')).toBe('October 30, 2024');
    expect(formatDate('2025-01-29', 'de-AT')).toBe('29. Jänner 2025');
    expect(formatDate('2025-01-29', 'de')).toBe('29. Januar 2025');
  });

  it('gives null for null and for values that are not real dates', () => {
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDate('2025-02-30', 'en')).toBeNull();
    expect(formatDate('soon', 'en')).toBeNull();
    expect(Number.isNaN(parseIsoDate('2025-02-30').getTime())).toBe(true);
    expect(parseIsoDate('2025-12-22').toISOString()).toBe('2025-12-22T00:00:00.000Z');
  });
});

describe('formatters are built once per language and style (building one costs far more than using it)', () => {
  it('reuses the formatter of a language and style, and keeps languages and styles apart', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect([formatPercent(0.1, 'nb'), formatPercent(0.25, 'nb'), formatPercent(0.5, 'nb')]).toEqual(['10,0\u00a0%', '25,0\u00a0%', '50,0\u00a0%']);
      expect(made).toHaveBeenCalledTimes(1);
      expect(formatTenScale(0.5, 'nb')).toBe('5,0');
      expect(formatPercent(0.1, 'en')).toBe('10.0%');
      expect(formatPercent(0.1, 'nb', 0)).toBe('10\u00a0%');
      expect(made.mock.calls.length).toBeLessThanOrEqual(4);
      const before = made.mock.calls.length;
      formatTenScale(0.7, 'nb');
      formatPercent(0.3, 'nb', 0);
      expect(made).toHaveBeenCalledTimes(before);
    } finally {
      made.mockRestore();
    }
  });
});
