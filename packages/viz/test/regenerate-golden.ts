/**
 * Regenerates the golden `.mmd` files of the viz fixture policies (run from anywhere):
 *   npx tsx --conditions=source packages/viz/test/regenerate-golden.ts
 * Review the diff before committing: the golden test exists to catch unintended changes.
 */
import { runVizCli } from '../src/index.js';
import { FIXTURE_POLICIES, GOLDEN_DIR, policyFiles, REPO_ROOT } from './helpers.js';

const code = await runVizCli(
  ['render', '--format', 'mmd', '--prune', '--out', GOLDEN_DIR, ...policyFiles(FIXTURE_POLICIES)],
  {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    cwd: REPO_ROOT,
  },
);
process.exitCode = code;
