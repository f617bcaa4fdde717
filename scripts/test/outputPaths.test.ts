/**
 * scripts/pages/output.mjs: every file the page renderer writes is named through `outputPath`; site
 * paths and deck ids from the server builds and the data cannot pick a file outside the output
 * folder, the skeleton page of the decks (`deck/_`), or a name too long for the file system.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import {
  MAX_RELATIVE_BYTES,
  MAX_SEGMENT_BYTES,
  OutputPathError,
  outputPath,
  pageSegments,
  previewSegments,
  reportFileOf,
  siteSegments,
} from '../pages/output.mjs';

let root = '';
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'output-paths-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('pages and previews of decks', () => {
  it('names the page and preview of an ordinary deck', () => {
    expect(pageSegments('/deck/espeon-b3a-020&swablu-b1-196')).toEqual(['deck', 'espeon-b3a-020&swablu-b1-196', 'index.html']);
    expect(outputPath(root, previewSegments('espeon-b3a-020'))).toBe(path.join(root, 'og', 'deck', 'espeon-b3a-020.png'));
  });

  it('refuses a deck called _ (the skeleton page of every deck not rendered)', () => {
    expect(() => pageSegments('/deck/_')).toThrow(OutputPathError);
    expect(() => pageSegments('/deck/%5F')).toThrow(/name the site's own files use/);
    expect(() => previewSegments('_')).toThrow(OutputPathError);
    expect(() => outputPath(root, ['deck', '_', 'index.html'])).toThrow(/name the site's own files use/);
    // The shell's own skeleton copies may be written there.
    expect(outputPath(root, ['de', 'deck', '_', 'index.html'], { shellFile: true })).toBe(path.join(root, 'de', 'deck', '_', 'index.html'));
  });

  it('refuses a deck id too long for a file name (ENAMETOOLONG), in characters or bytes', () => {
    const long = `${'a'.repeat(252)}-a1-001`;
    expect(() => pageSegments(`/deck/${long}`)).toThrow(/longer than 120 characters/);
    expect(() => previewSegments(long)).toThrow(/longer than 120 characters/);
    expect(() => previewSegments('é'.repeat(110))).toThrow(`longer than ${MAX_SEGMENT_BYTES} bytes`);
  });

  it('refuses a deck id that leaves the folder or is not a plain name', () => {
    for (const id of ['../../etc/x', '..', '.hidden', 'a/b', 'a\\b', 'a\0b', '']) expect(() => previewSegments(id)).toThrow(OutputPathError);
    for (const p of ['/deck/..', '/deck/%2e%2e', '/deck/a%2Fb', '/deck/%E0%A4%A']) expect(() => siteSegments(p)).toThrow(OutputPathError);
    expect(() => outputPath(root, ['og', '..', '..', 'x'])).toThrow(/plain names/);
    expect(() => outputPath(root, [])).toThrow(OutputPathError);
  });

  it('never names a file outside the folder or over the limits, whatever the path (seeded, bounded)', () => {
    const piece = fc.oneof(
      fc.constantFrom('..', '.', '_', '/', '\\', '%2e', '%2F', 'deck', 'a&b', '\0', 'é', '%'),
      fc.string({ maxLength: 30 }),
      fc.string({ minLength: 100, maxLength: 300 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const sitePath = `/${pieces.join('')}`;
        let file: string;
        try {
          file = outputPath(root, pageSegments(sitePath));
        } catch (error) {
          expect(error).toBeInstanceOf(OutputPathError);
          return;
        }
        expect(file.startsWith(root + path.sep)).toBe(true);
        const relative = path.relative(root, file);
        expect(Buffer.byteLength(relative)).toBeLessThanOrEqual(MAX_RELATIVE_BYTES);
        for (const name of relative.split(path.sep)) {
          expect(Buffer.byteLength(name)).toBeLessThanOrEqual(MAX_SEGMENT_BYTES + 16);
          expect(name).not.toBe('_');
          expect(name.startsWith('.')).toBe(false);
        }
      }),
      { seed: 20261128, numRuns: 1000 },
    );
  });
});

describe('the render report', () => {
  it('is written beside the output folder, not inside it', () => {
    const out = path.join(root, '.runtime', 'pages');
    const report = reportFileOf(out);
    expect(report).toBe(path.join(root, '.runtime', 'pages.report.json'));
    expect(path.relative(out, report).startsWith('..')).toBe(true);
  });
});
