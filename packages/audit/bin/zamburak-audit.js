#!/usr/bin/env node
// Thin wrapper: the CLI is the library function runAuditCli (see docs/audit.md).
// `serve` (the decision explorer) is @zamburak/viz's runAuditServeCli, loaded only for that
// command and only when viz is installed (an optional peer: the runtime never needs it).
// `verify --store <url>` (a log in PostgreSQL) is verified by @zamburak/postgres's
// verifyPostgresAuditLog, loaded the same way (an optional peer).
import { runAuditCli } from '../dist/index.js';

let serve;
if (process.argv[2] === 'serve') {
  try {
    ({ runAuditServeCli: serve } = await import('@zamburak/viz'));
  } catch {
    serve = undefined;
  }
}
let verifyStore;
if (
  process.argv[2] === 'verify' &&
  process.argv.some((a) => a === '--store' || a.startsWith('--store='))
) {
  try {
    const { verifyPostgresAuditLog } = await import('@zamburak/postgres');
    verifyStore = ({ connection, log, expectedHead }) =>
      verifyPostgresAuditLog({ connection, log, ...(expectedHead ? { expectedHead } : {}) });
  } catch {
    verifyStore = undefined;
  }
}
const io = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  stderrIsTTY: process.stderr.isTTY === true,
  ...(verifyStore === undefined ? {} : { verifyStore }),
};
if (serve !== undefined) {
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  io.serve = (argv, cliIo) => serve(argv, { ...cliIo, signal: stop.signal });
}
const code = await runAuditCli(process.argv.slice(2), io);
process.exitCode = code;
