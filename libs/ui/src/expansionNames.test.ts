import { expansionName, expansionNameLanguage, setCode } from './expansionNames';

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

  it('marks an English name shown on a page in another language as English', () => {
    expect(expansionNameLanguage('a1', 'en')).toBeUndefined();
    expect(expansionNameLanguage('a1', 'de')).toBeUndefined();
    expect(expansionNameLanguage('a1', 'de-AT')).toBeUndefined();
    expect(expansionNameLanguage('a1', 'zh-Hans')).toBe('en');
    expect(expansionNameLanguage('a4a', 'de')).toBe('en');
    expect(expansionNameLanguage('a4a', 'ja')).toBeUndefined();
  });
});
