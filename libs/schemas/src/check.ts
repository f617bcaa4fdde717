/**
 * Runs a valibot schema and turns its issues into plain problems with a JSON path and a readable
 * reason, the form every user of the schemas reports (the browser's data error, `data:validate`).
 */
import * as v from 'valibot';
import { timeSlicer, type SliceOptions } from '@tcgp/scheduling';

export interface SchemaProblem {
  /** JSON path of the offending value, e.g. `$[3].lists[0].cards[5]` or `$["deck-a1-001"][2].winRate`. */
  path: string;
  reason: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; problems: SchemaProblem[] };

/** Appends a property or index to a JSON path (identifier keys as `.key`, others as `["key"]`). */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** A value as a reason names it: `null`, `an array`, `the string "x"`, `number 3`, `NaN`. Long strings are cut. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function pathOf(issue: v.BaseIssue<unknown>): string {
  let path = '$';
  for (const item of issue.path ?? []) {
    const key = (item as { key: unknown }).key;
    path = childPath(path, typeof key === 'number' ? key : String(key));
  }
  return path;
}

/** Checks `input` against `schema`, reporting every problem (not only the first). */
export function check<T>(schema: v.GenericSchema<unknown, T>, input: unknown): ParseResult<T> {
  const result = v.safeParse(schema, input, { abortEarly: false, abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, problems: result.issues.map((issue) => ({ path: pathOf(issue), reason: issue.message })) };
}

/**
 * {@link check} of an array schema, item by item in slices of about `sliceMs` milliseconds with
 * `pause()` between them: a real `best-decks.json` has thousands of lists, and checking it in one go is
 * a long task on a phone. The result is the one `check(schema, input)` gives: the same value, or the
 * same problems with the same paths (`$[12].lists[0]...`).
 */
export async function checkInSlices<T>(
  schema: v.GenericSchema<unknown, T[]> & { readonly item: v.GenericSchema<unknown, T> },
  input: unknown,
  slices: SliceOptions = {},
): Promise<ParseResult<T[]>> {
  if (!Array.isArray(input)) return check(schema, input);
  const items: readonly unknown[] = input;
  const value: T[] = [];
  const problems: SchemaProblem[] = [];
  const slicer = timeSlicer(slices);
  for (let index = 0; index < items.length; index += 1) {
    if (slicer.due()) await slicer.pause();
    const result = check(schema.item, items[index]);
    if (result.ok) value.push(result.value);
    else for (const problem of result.problems) problems.push({ path: childPath('$', index) + problem.path.slice(1), reason: problem.reason });
  }
  return problems.length === 0 ? { ok: true, value } : { ok: false, problems };
}

// ---------------------------------------------------------------------------------------------
// Building blocks with the messages the reports use.

type Issue = v.BaseIssue<unknown>;

/** `expected <what>, got <value>`; for a value that is not there at all, `missing` (or `missing; expected <what>`). */
export const expected =
  (what: string, missing = `missing; expected ${what}`) =>
  (issue: Issue) =>
    issue.input === undefined ? missing : `expected ${what}, got ${describeValue(issue.input)}`;

/** An object (not an array, not null) whose every value matches `value`. */
export function keyedBy<T extends v.GenericSchema>(value: T, what = 'an object') {
  return v.pipe(
    v.unknown(),
    v.check((input) => typeof input === 'object' && input !== null && !Array.isArray(input), expected(what)),
    v.record(v.string(), value, expected(what)),
  );
}

/**
 * An object whose unknown keys are kept (newer data may add fields). A missing key is reported with
 * `missing[key]` ("missing required number"), a value that is not an object as such.
 */
export function record<const E extends v.ObjectEntries>(entries: E, missing: Partial<Record<keyof E, string>> = {}) {
  return v.pipe(
    v.unknown(),
    v.check((input) => !Array.isArray(input), expected('an object')),
    v.looseObject(entries, (issue) => {
      const key = issue.path?.[issue.path.length - 1]?.key;
      if (issue.expected?.startsWith('"') && typeof key === 'string') {
        return missing[key as keyof E] ?? 'missing required value';
      }
      return expected('an object')(issue);
    }),
  );
}

export const finiteNumber = v.pipe(v.number(expected('a finite number', 'missing required number')), v.finite(expected('a finite number')));
export const string = (what = 'a string') => v.string(expected(what, what === 'a string' ? 'missing required string' : undefined));
export const nonEmptyString = v.pipe(
  string(),
  v.check((s) => s.trim() !== '', 'must not be empty'),
);

/** A string matching `pattern`; the reason says what it should look like. */
export function patterned(pattern: RegExp, format: string, what = 'a string') {
  return v.pipe(
    string(what),
    v.regex(pattern, (issue) => `${JSON.stringify(issue.input)} is not ${format}`),
  );
}

export const optionalString = v.optional(string('a string when present'));

export function oneOf<const T extends readonly string[]>(options: T) {
  return v.picklist(options, expected(`one of ${options.join(', ')}`));
}
