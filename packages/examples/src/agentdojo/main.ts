#!/usr/bin/env node
/** Entry of `npm run eval:agentdojo`: see cli.ts. */
import { runEvalCli } from './cli.js';

process.exitCode = await runEvalCli(process.argv.slice(2), {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  tty: process.stderr.isTTY === true,
});
