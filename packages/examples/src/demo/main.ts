/**
 * `npm run demo [-- --locale de] [-- --no-keep]`: an email assistant on the vendored
 * AgentDojo workspace (see run.ts for what it shows). The audit log is kept in a fresh
 * folder under the system's temporary directory, and the demo prints the `zamburak-audit`
 * commands to look at it; `--no-keep` deletes the folder at the end instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDemo } from './run.js';

const argv = process.argv.slice(2);
const localeAt = argv.indexOf('--locale');
const locale = localeAt >= 0 ? argv[localeAt + 1] : undefined;
const keep = !argv.includes('--no-keep');
const dir = mkdtempSync(join(tmpdir(), 'zamburak-demo-'));
const out = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

runDemo({ dir, keep, out, ...(locale === undefined ? {} : { locale }) })
  .then((code) => {
    if (!keep) rmSync(dir, { recursive: true, force: true });
    process.exitCode = code;
  })
  .catch((e: unknown) => {
    if (!keep) rmSync(dir, { recursive: true, force: true });
    process.stderr.write(
      `demo failed: ${e instanceof Error ? `${e.name}: ${e.message}` : 'unknown error'}\n`,
    );
    process.exitCode = 1;
  });
