/**
 * Where each durability mode calls fsync, observed with strace on a real child process
 * (no seam: SQLite's own fsyncs are native). For each acknowledged security event
 * (`A <seq>` written to stdout) the trace shows whether an fsync/fdatasync of the WAL or
 * the intent file that started after the record was written ended before the
 * acknowledgement. That is what "survives a machine crash" rests on (docs/audit.md,
 * "Durability modes"). Skipped where strace cannot run (no binary, ptrace not allowed).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers.js';

const CHILD = fileURLToPath(new URL('./fixtures/fsync-child.ts', import.meta.url));

const straceWorks = (() => {
  try {
    return spawnSync('strace', ['-o', '/dev/null', 'true']).status === 0;
  } catch {
    return false;
  }
})();

interface Sync {
  file: 'wal' | 'intent' | 'other';
  start: number;
  end: number;
}

interface Trace {
  /** Trace line index of the intent-file write that holds each seq. */
  written: Map<number, number>;
  /** Trace line index of each acknowledgement. */
  acked: Map<number, number>;
  syncs: Sync[];
  /** Trace line indexes of the `R` (opened) and `C` (closed) lines. */
  opened: number;
  closed: number;
}

function fileOf(path: string): Sync['file'] {
  if (path.endsWith('-wal')) return 'wal';
  if (path.endsWith('-intent')) return 'intent';
  return 'other';
}

function parseTrace(text: string, db: string): Trace {
  const lines = text.split('\n');
  const t: Trace = { written: new Map(), acked: new Map(), syncs: [], opened: -1, closed: -1 };
  const pending = new Map<string, { file: Sync['file']; start: number }>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const pid = line.split(/\s+/, 1)[0]!;
    const sync = /^\d+\s+(fsync|fdatasync)\(\d+<([^>]*)>\)?(.*)$/.exec(line);
    if (sync !== null && sync[2]!.startsWith(db)) {
      const file = fileOf(sync[2]!);
      if (sync[3]!.includes('<unfinished ...>'))
        pending.set(`${pid}:${sync[1]}`, { file, start: i });
      else if (/= 0$/.test(line)) t.syncs.push({ file, start: i, end: i });
      continue;
    }
    const resumed = /^\d+\s+<\.\.\. (fsync|fdatasync) resumed>.*= 0$/.exec(line);
    if (resumed !== null) {
      const p = pending.get(`${pid}:${resumed[1]}`);
      if (p !== undefined) {
        pending.delete(`${pid}:${resumed[1]}`);
        t.syncs.push({ file: p.file, start: p.start, end: i });
      }
      continue;
    }
    if (line.includes(`${db}-intent>`) && /^\d+\s+write\(/.test(line)) {
      for (const m of line.matchAll(/\\"seq\\":(\d+)/g)) t.written.set(Number(m[1]), i);
      continue;
    }
    const out = /^\d+\s+write\(1<[^>]*>, "([ARC])( \d+)?\\n"/.exec(line);
    if (out !== null) {
      if (out[1] === 'A') t.acked.set(Number(out[2]), i);
      else if (out[1] === 'R') t.opened = i;
      else t.closed = i;
    }
  }
  return t;
}

function traced(mode: string, count: number, width: number): Trace {
  const dir = tempDir();
  const db = join(dir, 'f.db');
  const log = join(dir, 'strace.txt');
  const res = spawnSync(
    'strace',
    [
      '-f',
      '-y',
      '-s',
      '8192',
      '-e',
      'trace=write,fsync,fdatasync',
      '-o',
      log,
      process.execPath,
      '--conditions=source',
      '--import',
      'tsx',
      CHILD,
      db,
      mode,
      String(count),
      String(width),
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  expect(res.status, res.stderr).toBe(0);
  return parseTrace(readFileSync(log, 'utf8'), db);
}

/** Syncs that ran while the log was appending (not the open's or the close's). */
const during = (t: Trace) =>
  t.syncs.filter((s) => s.start > t.opened && s.end < Math.max(...t.acked.values()));

/** For each ack: a sync of the WAL or intent file started after the write and ended before. */
function unsyncedAcks(t: Trace, viaIntent: boolean): number[] {
  const out: number[] = [];
  for (const [seq, ackAt] of t.acked) {
    const writtenAt = viaIntent ? t.written.get(seq) : undefined;
    if (viaIntent && writtenAt === undefined) {
      out.push(seq);
      continue;
    }
    const lower = writtenAt ?? -1;
    const covered = t.syncs.some(
      (s) => s.file !== 'other' && s.start > lower && s.end < ackAt && s.start > t.opened,
    );
    if (!covered) out.push(seq);
  }
  return out;
}

const N = 64;

describe.skipIf(!straceWorks)('fsync placement per durability mode (strace)', () => {
  it("'full': one WAL fsync per security append, before it returns", () => {
    const t = traced('full', N, 1);
    expect(t.acked.size).toBe(N);
    expect(during(t).filter((s) => s.file === 'wal').length).toBeGreaterThanOrEqual(N - 1);
    // Each ack after the previous one has a WAL fsync between them.
    const acks = [...t.acked.values()].sort((a, b) => a - b);
    let prev = t.opened;
    for (const at of acks) {
      expect(t.syncs.some((s) => s.file === 'wal' && s.start > prev && s.end < at)).toBe(true);
      prev = at;
    }
  }, 90_000);

  it("'normal' and 'batched': no fsync before an acknowledgement", () => {
    for (const mode of ['normal', 'batched']) {
      const t = traced(mode, N, 1);
      expect(t.acked.size).toBe(N);
      expect(during(t), mode).toEqual([]);
      if (mode === 'batched') expect(t.written.size).toBe(N);
    }
  }, 90_000);

  it("'group': every acknowledgement after an fsync that covers it; concurrent appends share it", () => {
    const one = traced('group', 16, 1);
    expect(one.acked.size).toBe(16);
    expect(unsyncedAcks(one, true)).toEqual([]);
    const wide = traced('group', N, N);
    expect(wide.acked.size).toBe(N);
    expect(unsyncedAcks(wide, true)).toEqual([]);
    // 64 security events appended in one turn: one fdatasync of the intent file.
    const intentSyncs = during(wide).filter((s) => s.file === 'intent').length;
    expect(intentSyncs).toBeGreaterThanOrEqual(1);
    expect(intentSyncs).toBeLessThanOrEqual(2);
  }, 90_000);
});
