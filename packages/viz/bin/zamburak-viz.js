#!/usr/bin/env node
// Thin wrapper around runVizCli (the CLI is a library function; see src/cli.ts).
import { runVizCli } from '../dist/index.js';

const code = await runVizCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
});
process.exitCode = code;
