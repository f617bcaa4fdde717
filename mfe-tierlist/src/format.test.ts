import { formatLastUpdated, formatMetric, parseLastUpdated } from './format';

describe('formatMetric', () => {
  it('shows score and win rate as percents with one decimal', () => {
    expect(formatMetric(0.5869, 'score', 'en')).toBe('58.7%');
    expect(formatMetric(0.6, 'winRate', 'en')).toBe('60.0%');
  });

  it('shows popularity and strength on a 0 to 10 scale with one decimal', () => {
    expect(formatMetric(1, 'popularity', 'en')).toBe('10.0');
    expect(formatMetric(0.434, 'strength', 'en')).toBe('4.3');
    expect(formatMetric(0, 'strength', 'en')).toBe('0.0');
  });

  it("follows the reader's locale", () => {
    expect(formatMetric(0.5869, 'score', 'de')).toMatch(/^58,7\s%$/);
    expect(formatMetric(0.75, 'popularity', 'fr')).toBe('7,5');
  });

  it('shows an unknown value as a dash', () => {
    expect(formatMetric(Number.NaN, 'winRate', 'en')).toBe('–');
  });

  it('falls back to English for a language Intl does not accept', () => {
    expect(formatMetric(0.5, 'score', 'not a locale!')).toBe('50.0%');
  });
});

describe('formatLastUpdated', () => {
  it('writes a plain date as that calendar day in every time zone', () => {
    expect(formatLastUpdated('2026-06-29', parseLastUpdated('2026-06-29'), 'en')).toBe('June 29, 2026');
    expect(formatLastUpdated('2026-06-29', parseLastUpdated('2026-06-29'), 'ja')).toBe('2026年6月29日');
  });

  it('keeps an unparsable value as it is', () => {
    expect(formatLastUpdated('soon', parseLastUpdated('soon'), 'en')).toBe('soon');
  });
});
