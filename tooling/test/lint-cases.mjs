// Lints one-line files given on stdin as JSON [{file, code, onDisk?}] with the repository's ESLint
// config and prints, for each, the messages of the boundary rules, the import-cycle rule and
// no-restricted-syntax. A case marked `onDisk` is also written to its path while the cases are linted,
// so that another case can import it, and removed afterwards. Used by boundaries.test.ts and
// lintRules.test.ts, which run in Jest, where ESLint cannot load its ES-module config.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repoRoot });
let input = '';
for await (const chunk of process.stdin) input += chunk;
const cases = JSON.parse(input);
const written = cases.filter((c) => c.onDisk).map((c) => path.join(repoRoot, c.file));
const RULES = new Set([
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-syntax',
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
]);
const out = [];
try {
  for (const c of cases) if (c.onDisk) writeFileSync(path.join(repoRoot, c.file), `${c.code}\n`);
  for (const { file, code } of cases) {
    const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(repoRoot, file) });
    out.push((result?.messages ?? []).filter((m) => RULES.has(m.ruleId)).map((m) => m.message));
  }
} finally {
  for (const file of written) rmSync(file, { force: true });
}
process.stdout.write(JSON.stringify(out));
