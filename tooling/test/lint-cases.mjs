// Lints one-line files given on stdin as JSON [{file, code}] with the repository's ESLint config and
// prints, for each, the messages of the boundary rules and of no-restricted-syntax (used by
// boundaries.test.ts and lintRules.test.ts, which run in Jest where ESLint cannot load its ES-module config).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repoRoot });
let input = '';
for await (const chunk of process.stdin) input += chunk;
const out = [];
for (const { file, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(repoRoot, file) });
  out.push(
    (result?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message),
  );
}
process.stdout.write(JSON.stringify(out));
