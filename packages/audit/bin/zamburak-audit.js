#!/usr/bin/env node
// Thin wrapper: the CLI is the library function runAuditCli (see docs/audit.md).
import { runAuditCli } from '../dist/index.js';

const code = await runAuditCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  stderrIsTTY: process.stderr.isTTY === true,
});
process.exitCode = code;
