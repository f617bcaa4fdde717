import { formatPercent, formatReleaseDate, formatScore } from './format';
import { expansionName, setCode } from './i18n/expansionNames';

describe('formatting', () => {
  it('formats scores with two decimals and shares as percent in the language', () => {
    expect(formatScore(Math.sqrt(0.7737677296390948), 'en')).toBe('0.88');
    expect(formatScore(0.5, 'fr')).toBe('0,50');
    expect(formatPercent(0.9815345536225011, 'en')).toBe('98.2%');
  });

  it('keeps the calendar day of a release date and rejects null or invalid dates', () => {
    expect(formatReleaseDate('2024-10-30', 'en')).toBe('October 30, 2024');
    expect(formatReleaseDate('2025-01-29', 'de-AT')).toBe('29. Jänner 2025');
    expect(formatReleaseDate('2025-01-29', 'de')).toBe('29. Januar 2025');
    expect(formatReleaseDate(null, 'en')).toBeNull();
    expect(formatReleaseDate('2025-02-30', 'en')).toBeNull();
    expect(formatReleaseDate('soon', 'en')).toBeNull();
  });
});

describe('expansion names', () => {
  it('writes set codes as printed', () => {
    expect(setCode('a1')).toBe('A1');
    expect(setCode('a2b')).toBe('A2b');
    expect(setCode('pa')).toBe('PA');
  });

  it('uses the localized name when known, else the data name, else the code', () => {
    const apex = { id: 'a1', name: 'Genetic Apex', releaseDate: '2024-10-30' };
    expect(expansionName('a1', apex, 'en')).toBe('Genetic Apex');
    expect(expansionName('a1', apex, 'fr')).toBe('Puissance Génétique');
    expect(expansionName('a1', apex, 'de-AT')).toBe('Unschlagbare Gene');
    expect(expansionName('a1', apex, 'zh-Hans')).toBe('Genetic Apex');
    const future = { id: 'c9', name: 'Future Set', releaseDate: null };
    expect(expansionName('c9', future, 'ja')).toBe('Future Set');
    expect(expansionName('c9', undefined, 'ja')).toBe('C9');
  });
});
