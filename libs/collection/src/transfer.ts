/**
 * Export and import of the collection as a JSON file: the saved format ({@link SavedCollection}),
 * pretty-printed. An import names the first thing wrong with the file, in codes the UI words.
 */
import type { CardId } from '@tcgp/domain';
import { parseSavedCollection, toSavedCollection, type CollectionProblem, type SavedCollection } from './saved';

/** Files larger than this are refused before they are read (2000 ids take about 30 KB). */
export const MAX_IMPORT_BYTES = 256 * 1024;

/** The file name of an export made at `now`, e.g. `tcgp-collection-2026-03-01.json`. */
export function exportFileName(now: Date = new Date()): string {
  return `tcgp-collection-${now.toISOString().slice(0, 10)}.json`;
}

/** The text of an export file. */
export function exportCollection(missing: readonly CardId[], now: Date = new Date()): string {
  return `${JSON.stringify(toSavedCollection(missing, now), null, 2)}\n`;
}

export type ImportProblem = CollectionProblem | { code: 'tooLarge'; bytes: number; max: number } | { code: 'empty' } | { code: 'notJson' };

export type ImportResult = { ok: true; value: SavedCollection } | { ok: false; problem: ImportProblem };

/** Reads an import file's text (its size in bytes is checked first when given). */
export function parseImport(text: string, bytes: number = text.length): ImportResult {
  if (bytes > MAX_IMPORT_BYTES) return { ok: false, problem: { code: 'tooLarge', bytes, max: MAX_IMPORT_BYTES } };
  if (text.trim() === '') return { ok: false, problem: { code: 'empty' } };
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, problem: { code: 'notJson' } };
  }
  return parseSavedCollection(json);
}
