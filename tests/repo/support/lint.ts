// Lints a piece of code as if it were a file at `filePath` in the repository, with the project's own ESLint
// configuration, so a test can show that a rule refuses a fixture that breaks it (and accepts one that keeps it).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

let eslint: ESLint | undefined;

/** The messages ESLint gives `code` placed at `filePath` (relative to the repository's root). */
export async function lintAs(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  eslint ??= new ESLint({ cwd: repositoryRoot });
  const [result] = await eslint.lintText(code, { filePath: join(repositoryRoot, filePath) });
  return result?.messages ?? [];
}

/** The ids of the rules that `code` at `filePath` breaks. */
export async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  return (await lintAs(filePath, code)).map((message) => message.ruleId ?? message.message);
}
