/**
 * Throws, naming `file`, when the copy `actual` and its source `expected` do not hold the same entries:
 * a failure says which file to change and which list it copies.
 */
export function expectSameEntries(file: string, what: string, actual: readonly string[], expected: readonly string[], source: string): void {
  const missing = expected.filter((entry) => !actual.includes(entry));
  const extra = actual.filter((entry) => !expected.includes(entry));
  if (missing.length === 0 && extra.length === 0) return;
  const problems = [missing.length > 0 && `lacks ${missing.join(', ')}`, extra.length > 0 && `has ${extra.join(', ')}, unknown to ${source}`];
  throw new Error(`${file}: ${what} ${problems.filter(Boolean).join('; ')} (${source} is the one list: change the copy)`);
}
