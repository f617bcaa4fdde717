// Where the page renderer writes: every file of its output (pages, their compressed copies, preview
// images, sitemap.xml, robots.txt, the shell's skeleton copies) is named through `outputPath`, which
// keeps it inside the output folder, away from the names the site's own files use, and within the
// length a file system takes. Site paths and deck ids come from the remotes' server builds and the
// data: nothing in them may pick a file the renderer did not mean to write.
import path from 'node:path';

/** The most characters of one folder or file name taken from a site path or a deck id. */
export const MAX_SEGMENT_CHARS = 120;
/** The most bytes of one name (UTF-8): file systems take 255; `.png`, `.br`, `.gz` come on top. */
export const MAX_SEGMENT_BYTES = 200;
/** The most bytes of a path inside the output folder. */
export const MAX_RELATIVE_BYTES = 1024;
/**
 * Names a page or deck never takes: `_` is the skeleton page of every deck not rendered
 * (`deck/_/index.html`, what the `/deck/**` rewrite serves).
 */
export const RESERVED_SEGMENTS = new Set(['_']);

/** A name the renderer writes as a folder or file: a route name, a deck id (Unicode letters and digits, a few marks). */
const SAFE_SEGMENT = /^[\p{L}\p{N}_&+,;=()'@~!$-][\p{L}\p{N}_&+,;=()'@~!$.-]*$/u;

/** A path the renderer refuses to write, and why. */
export class OutputPathError extends Error {
  /** @param {string} what  the path or name, as given @param {string} reason */
  constructor(what, reason) {
    super(`${what.length > 80 ? `${what.slice(0, 80)}…` : what} ${reason}`);
    this.name = 'OutputPathError';
    this.reason = reason;
  }
}

/**
 * Why a name from a site path or a deck id cannot be a folder or file name of the output, or null.
 * @param {string} segment
 */
export function segmentProblem(segment) {
  if (RESERVED_SEGMENTS.has(segment)) return `is a name the site's own files use`;
  if (!SAFE_SEGMENT.test(segment)) return 'is not a plain name';
  if (segment.length > MAX_SEGMENT_CHARS) return `is longer than ${MAX_SEGMENT_CHARS} characters`;
  if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) return `is longer than ${MAX_SEGMENT_BYTES} bytes`;
  return null;
}

/**
 * The decoded names of a site path (`/deck/a%26b` -> ['deck', 'a&b']), each checked by
 * {@link segmentProblem}.
 * @param {string} sitePath
 * @returns {string[]}
 * @throws {OutputPathError}
 */
export function siteSegments(sitePath) {
  /** @type {string[]} */
  let segments;
  try {
    segments = sitePath.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    throw new OutputPathError(sitePath, 'has a malformed escape');
  }
  for (const segment of segments) {
    const problem = segmentProblem(segment);
    if (problem) throw new OutputPathError(sitePath, `cannot be a file name: "${segment.length > 40 ? `${segment.slice(0, 40)}…` : segment}" ${problem}`);
  }
  return segments;
}

/**
 * The absolute file `segments` name inside `root`: each name plain (no separators, no `.`/`..`, no
 * NUL), the whole within {@link MAX_RELATIVE_BYTES} and, resolved, inside `root`. The shell's own
 * files (`shellFile`) may use the reserved names; names from data never do (see {@link siteSegments}).
 * @param {string} root
 * @param {readonly string[]} segments
 * @param {{ shellFile?: boolean }} [o]
 * @returns {string}
 * @throws {OutputPathError}
 */
export function outputPath(root, segments, { shellFile = false } = {}) {
  const relative = segments.join('/');
  if (segments.length === 0) throw new OutputPathError('(nothing)', 'names no file');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) throw new OutputPathError(relative, 'is not a path of plain names');
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES + 16) throw new OutputPathError(relative, `has a name longer than ${MAX_SEGMENT_BYTES} bytes`);
    if (!shellFile && RESERVED_SEGMENTS.has(segment)) throw new OutputPathError(relative, "uses a name the site's own files use");
  }
  if (Buffer.byteLength(relative) > MAX_RELATIVE_BYTES) throw new OutputPathError(relative, `is longer than ${MAX_RELATIVE_BYTES} bytes`);
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  if (!file.startsWith(base + path.sep)) throw new OutputPathError(relative, 'leaves the output folder');
  return file;
}

/**
 * The folder names and file of a page: `/deck/a&b` -> ['deck', 'a&b', 'index.html'].
 * @param {string} sitePath
 * @throws {OutputPathError}
 */
export const pageSegments = (sitePath) => [...siteSegments(sitePath), 'index.html'];

/**
 * The names of a deck's preview image: ['og', 'deck', '<deck id>.png'].
 * @param {string} deckId
 * @throws {OutputPathError}
 */
export function previewSegments(deckId) {
  const problem = typeof deckId === 'string' ? segmentProblem(deckId) : 'is not a text';
  if (problem) throw new OutputPathError(String(deckId), `cannot name a preview image: it ${problem}`);
  return ['og', 'deck', `${deckId}.png`];
}

/**
 * Where the render report of an output folder is written: beside the folder, never inside it (the
 * folder is published; the report names internal addresses and failure reasons).
 * `.runtime/pages` -> `.runtime/pages.report.json`.
 * @param {string} outDir
 */
export const reportFileOf = (outDir) => `${path.resolve(outDir)}.report.json`;
