/**
 * Checks the bundled Fluent catalogues (`locales/`): junk, duplicate ids, and variable
 * or attribute drift between a translation and en-US. Prints one line per problem and
 * exits 3 when there is any (validation failed), 0 otherwise.
 *
 *   npx tsx --conditions=source packages/l10n/bin/check-catalogues.ts [locales-dir]
 */
import { resolve } from 'node:path';
import { checkBundledCatalogues } from '../src/index.js';

const dir = process.argv[2];
const problems = checkBundledCatalogues(dir === undefined ? undefined : { root: resolve(dir) });
for (const p of problems) {
  const where = p.line > 0 ? `:${p.line}:${p.column}` : '';
  process.stdout.write(`${p.locale}/${p.file}${where}: ${p.kind} ${p.code}\n`);
}
process.stdout.write(`${problems.length} problem(s)\n`);
process.exitCode = problems.length === 0 ? 0 : 3;
