/**
 * Child-process half of the dump/load test: reads snapshot files, loads each in this
 * fresh process, answers the remaining calls deterministically, and prints the final
 * result with its label descriptors as JSON on stdout.
 *
 * Usage: node --conditions=source --import tsx child-resume.ts <fixture|compiler> <snapshot>...
 */
import { readFileSync } from 'node:fs';
import { loadSandbox } from '../../src/index.js';
import { hostAnswer, snapshotOptions } from './replay-options.js';

const [mode, ...files] = process.argv.slice(2);
if (files.length === 0 || (mode !== 'fixture' && mode !== 'compiler')) {
  process.stderr.write('usage: child-resume.ts <fixture|compiler> <snapshot>...\n');
  process.exit(1);
}
const out: unknown[] = [];
for (const file of files) {
  const run = await loadSandbox(new Uint8Array(readFileSync(file)), await snapshotOptions(mode));
  const resumedAt = run.call?.callId ?? -1;
  const extension = [...(run.extension ?? [])];
  while (run.status === 'suspended') run.resume(hostAnswer(run.call!, mode));
  if (run.status !== 'completed' || run.result === undefined) {
    out.push({ status: run.status, error: run.error?.code });
  } else {
    out.push({
      status: run.status,
      resumedAt,
      extension,
      value: run.result.value,
      label: run.describeLabel(run.result.label),
      deepLabel: run.describeLabel(run.result.deepLabel),
    });
  }
  run.dispose();
}
process.stdout.write(JSON.stringify(out));
