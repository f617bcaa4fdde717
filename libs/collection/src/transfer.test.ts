import { MAX_IMPORT_BYTES, exportCollection, exportFileName, parseImport } from './transfer';

const NOW = new Date('2026-03-01T12:30:00Z');

describe('JSON export and import', () => {
  it('exports the saved format, readable, named by the day', () => {
    const text = exportCollection(['a1-001', 'a1-001', 'a2-010'], NOW);
    expect(JSON.parse(text)).toEqual({ version: 1, missing: ['a1-001', 'a1-001', 'a2-010'], updatedAt: '2026-03-01T12:30:00.000Z' });
    expect(text).toContain('\n  "missing"');
    expect(exportFileName(NOW)).toBe('tcgp-collection-2026-03-01.json');
  });

  it('imports what it exported, copies included (and a byte-order mark is fine)', () => {
    const text = exportCollection(['a1-001', 'a1-001', 'a2-010'], NOW);
    expect(parseImport(text)).toEqual({ ok: true, value: { version: 1, missing: ['a1-001', 'a1-001', 'a2-010'], updatedAt: '2026-03-01T12:30:00.000Z' } });
    expect(parseImport(`\uFEFF${text}`).ok).toBe(true);
  });

  it.each([
    ['an empty file', '  \n', { code: 'empty' }],
    ['a file that is not JSON', 'missing: a1-001', { code: 'notJson' }],
    ['cut-off JSON', '{"version": 1, "missing": ["a1-0', { code: 'notJson' }],
    ['a JSON list', '["a1-001"]', { code: 'notObject' }],
    ['another version', '{"version": 3, "missing": [], "updatedAt": "2026-03-01T12:30:00Z"}', { code: 'version', found: '3' }],
    ['a bad card id', '{"version": 1, "missing": ["a1-001", "Pikachu"], "updatedAt": "2026-03-01T12:30:00Z"}', { code: 'cardId', index: 1, value: 'Pikachu' }],
    ['a field too many', '{"version": 1, "missing": [], "updatedAt": "2026-03-01T12:30:00Z", "x": 1}', { code: 'unknownField', field: 'x' }],
  ])('refuses %s with a clear reason', (_, text, problem) => {
    expect(parseImport(text)).toEqual({ ok: false, problem });
  });

  it('refuses a file over 256 KiB before reading it', () => {
    expect(MAX_IMPORT_BYTES).toBe(262144);
    expect(parseImport('{}', MAX_IMPORT_BYTES + 1)).toEqual({ ok: false, problem: { code: 'tooLarge', bytes: MAX_IMPORT_BYTES + 1, max: MAX_IMPORT_BYTES } });
    expect(parseImport(exportCollection([], NOW), MAX_IMPORT_BYTES).ok).toBe(true);
  });
});
