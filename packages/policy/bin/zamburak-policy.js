#!/usr/bin/env node
// Thin wrapper around runPolicyCli (see packages/policy/src/cli.ts). Needs `npm run build`.
// `trial` reads audit logs through @zamburak/audit when it is installed (an optional peer:
// the policy package itself never imports the audit package).
import { runPolicyCli } from '../dist/index.js';

let readAuditDecisions;
if (process.argv[2] === 'trial') {
  try {
    ({ readRecordedDecisions: readAuditDecisions } = await import('@zamburak/audit'));
  } catch {
    readAuditDecisions = undefined;
  }
}

process.exitCode = await runPolicyCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  ...(readAuditDecisions === undefined ? {} : { readAuditDecisions }),
});
