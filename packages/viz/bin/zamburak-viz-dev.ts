/**
 * zamburak-viz from the TypeScript sources (no build needed), for working in this repo:
 *   npx tsx --conditions=source packages/viz/bin/zamburak-viz-dev.ts render --prune docs/examples/policies/*.yaml
 */
import { runVizCli } from '../src/index.js';

process.exitCode = await runVizCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
});
