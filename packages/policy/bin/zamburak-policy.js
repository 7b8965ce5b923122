#!/usr/bin/env node
// Thin wrapper around runPolicyCli (see packages/policy/src/cli.ts). Needs `npm run build`.
import { runPolicyCli } from '../dist/index.js';

process.exitCode = await runPolicyCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
});
