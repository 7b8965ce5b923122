/**
 * Child-process half of the dump/load test: reads a snapshot file, loads it in this
 * fresh process, answers the remaining calls deterministically, and prints the final
 * result with its label descriptors as JSON on stdout.
 *
 * Usage: node --conditions=source --import tsx child-resume.ts <snapshot> <fixture|compiler>
 */
import { readFileSync } from 'node:fs';
import { loadSandbox } from '../../src/index.js';
import { hostAnswer, snapshotOptions } from './replay-options.js';

const [file, mode] = process.argv.slice(2);
if (file === undefined || (mode !== 'fixture' && mode !== 'compiler')) {
  process.stderr.write('usage: child-resume.ts <snapshot> <fixture|compiler>\n');
  process.exit(1);
}
const run = await loadSandbox(new Uint8Array(readFileSync(file)), await snapshotOptions(mode));
const resumedAt = run.call?.callId ?? -1;
while (run.status === 'suspended') run.resume(hostAnswer(run.call!, mode));
if (run.status !== 'completed' || run.result === undefined) {
  process.stdout.write(JSON.stringify({ status: run.status, error: run.error?.code }));
} else {
  process.stdout.write(
    JSON.stringify({
      status: run.status,
      resumedAt,
      value: run.result.value,
      label: run.describeLabel(run.result.label),
      deepLabel: run.describeLabel(run.result.deepLabel),
    }),
  );
}
run.dispose();
