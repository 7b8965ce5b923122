#!/usr/bin/env node
// Thin wrapper: the CLI is the library function runPostgresCli (see docs/postgres.md).
import { runPostgresCli } from '../dist/index.js';

const code = await runPostgresCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
});
process.exitCode = code;
