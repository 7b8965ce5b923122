/**
 * Acceptance: dump/load at every suspension point of a 50-call plan resumes to an
 * identical final result with identical labels, in this process and in a child process.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSandbox, loadSandbox, type PendingCall, type PlanRun } from '../../src/index.js';
import { CALLS, hostAnswer, planFor, snapshotOptions } from './replay-options.js';

type Mode = 'fixture' | 'compiler';
const here = dirname(fileURLToPath(import.meta.url));

function finish(run: PlanRun, mode: Mode) {
  while (run.status === 'suspended') run.resume(hostAnswer(run.call!, mode));
  expect(run.status).toBe('completed');
  return {
    value: run.result!.value,
    label: run.describeLabel(run.result!.label),
    deepLabel: run.describeLabel(run.result!.deepLabel),
  };
}

async function reference(mode: Mode) {
  const sandbox = await createSandbox(await snapshotOptions(mode));
  const run = sandbox.start(planFor(mode));
  const out = finish(run, mode);
  expect(run.counters.calls).toBe(CALLS);
  run.dispose();
  return out;
}

/** Dump at every suspension point (each snapshot taken from an uninterrupted run). */
const callsAtDump: Record<Mode, PendingCall[]> = { fixture: [], compiler: [] };

async function snapshots(mode: Mode): Promise<Uint8Array[]> {
  const sandbox = await createSandbox(await snapshotOptions(mode));
  const run = sandbox.start(planFor(mode));
  const out: Uint8Array[] = [];
  callsAtDump[mode] = [];
  while (run.status === 'suspended') {
    callsAtDump[mode].push(run.call!);
    out.push(run.dump(new Uint8Array([out.length & 255])));
    run.resume(hostAnswer(run.call!, mode));
  }
  run.dispose();
  return out;
}

for (const mode of ['fixture', 'compiler'] as const) {
  describe(`dump/load at every suspension point (${mode})`, () => {
    it('resumes to the identical result and labels in-process', { timeout: 120_000 }, async () => {
      const expected = await reference(mode);
      const dumps = await snapshots(mode);
      expect(dumps).toHaveLength(CALLS);
      const options = await snapshotOptions(mode);
      for (const [i, bytes] of dumps.entries()) {
        const run = await loadSandbox(bytes, options);
        expect(run.call?.callId).toBe(i + 1);
        // Same call, same argument values, label ids, value ids and pc label.
        expect(run.call).toEqual(callsAtDump[mode][i]);
        expect([...(run.extension ?? [])]).toEqual([i]);
        expect(finish(run, mode)).toEqual(expected);
        run.dispose();
      }
    });

    it('resumes to the identical result and labels in a child process', async () => {
      const expected = await reference(mode);
      const dumps = await snapshots(mode);
      const dir = mkdtempSync(join(tmpdir(), 'zamburak-vm-'));
      try {
        const files = dumps.map((bytes, i) => {
          const file = join(dir, `snap-${i}.bin`);
          writeFileSync(file, bytes);
          return file;
        });
        const child = spawnSync(
          process.execPath,
          ['--conditions=source', '--import', 'tsx', join(here, 'child-resume.ts'), mode, ...files],
          { encoding: 'utf8', timeout: 120_000 },
        );
        expect(child.status, child.stderr).toBe(0);
        const got = JSON.parse(child.stdout) as Record<string, unknown>[];
        expect(got).toHaveLength(CALLS);
        for (const [i, g] of got.entries()) {
          expect(g.resumedAt).toBe(i + 1);
          expect(g.extension).toEqual([i]);
          expect({ value: g.value, label: g.label, deepLabel: g.deepLabel }).toEqual(expected);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 120_000);
  });
}
