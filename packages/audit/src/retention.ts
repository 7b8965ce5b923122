/**
 * Retention: old records move to a JSONL archive segment; the database registers the
 * segment (append-only `archive_segments`), deletes exactly the archived rows (the only
 * deletion the triggers allow) and appends an `archive_sealed` security record carrying
 * the segment's head hash and file hash, all in one transaction.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { sha256Tagged } from '@zamburak/kernel';
import { type Db, queryRows, readSummaries, rowRefs } from './db.js';
import { AuditError } from './errors.js';
import type { AuditEvent } from './events.js';
import { recordLine, summaryLine } from './jsonl.js';

export interface RetentionOptions {
  /** Directory for segment files (`audit-<first>-<last>.jsonl`). */
  readonly archiveDir: string;
  /** Archive records whose timestamp is older than now - maxAgeMs. */
  readonly maxAgeMs?: number;
  /** Keep at most this many live records (the seal record comes on top). */
  readonly maxRecords?: number;
  /**
   * Keep the database's used size (pages in use, summaries included) under about this many
   * bytes: the live records are cut in proportion (an estimate from the average record size).
   */
  readonly maxBytes?: number;
}

export interface RetentionResult {
  readonly file: string;
  readonly firstSeq: number;
  readonly lastSeq: number;
  readonly records: number;
  readonly headHash: string;
  readonly fileSha256: string;
  /** Sequence number of the `archive_sealed` record. */
  readonly sealSeq: number;
}

export interface RetentionHooks {
  now(): number;
  seal(event: AuditEvent): { seq: number };
  head(): { seq: number; hash: string };
}

function pad(n: number): string {
  return String(n).padStart(12, '0');
}

function writeDurably(file: string, text: string): void {
  const tmp = file + '.tmp';
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
}

export function applyRetention(
  db: Db,
  options: RetentionOptions,
  hooks: RetentionHooks,
): RetentionResult | undefined {
  if (typeof options?.archiveDir !== 'string' || options.archiveDir.length === 0) {
    throw new AuditError('INVALID_OPTIONS', 'archiveDir is required', { option: 'archiveDir' });
  }
  for (const name of ['maxAgeMs', 'maxRecords', 'maxBytes'] as const) {
    const v = options[name];
    if (v !== undefined && (typeof v !== 'number' || !Number.isFinite(v) || v < 0)) {
      throw new AuditError('INVALID_OPTIONS', `${name} must be a non-negative number`, {
        option: name,
      });
    }
  }
  const head = hooks.head();
  const first = (db.prepare('SELECT MIN(seq) AS s FROM records').get() as { s: number | null }).s;
  if (first === null) return undefined;
  let cut = first - 1;
  if (options.maxAgeMs !== undefined) {
    const cutoff = new Date(hooks.now() - options.maxAgeMs).toISOString();
    const r = db.prepare('SELECT MAX(seq) AS s FROM records WHERE ts < ?').get(cutoff) as {
      s: number | null;
    };
    if (r.s !== null) cut = Math.max(cut, r.s);
  }
  if (options.maxRecords !== undefined) {
    const live = head.seq - first + 1;
    if (live > options.maxRecords) cut = Math.max(cut, head.seq - options.maxRecords);
  }
  if (options.maxBytes !== undefined) {
    const pages =
      (db.pragma('page_count', { simple: true }) as number) -
      (db.pragma('freelist_count', { simple: true }) as number);
    const used = pages * (db.pragma('page_size', { simple: true }) as number);
    if (used > options.maxBytes) {
      const live = head.seq - first + 1;
      const keep = Math.floor((live * options.maxBytes) / used);
      cut = Math.max(cut, head.seq - keep);
    }
  }
  cut = Math.min(cut, head.seq);
  if (cut < first) return undefined;
  const rows = queryRows(db, { fromSeq: first, toSeq: cut });
  const refs = rows.flatMap(rowRefs);
  const lines = [...readSummaries(db, refs).map(summaryLine), ...rows.map(recordLine)];
  const text = lines.join('\n') + '\n';
  const fileName = `audit-${pad(first)}-${pad(cut)}.jsonl`;
  const file = join(options.archiveDir, fileName);
  const fileSha256 = sha256Tagged(text);
  const headHash = rows[rows.length - 1]!.hash;
  try {
    mkdirSync(options.archiveDir, { recursive: true });
    writeDurably(file, text);
  } catch {
    throw new AuditError('ARCHIVE_FAILED', 'cannot write the archive segment', {
      firstSeq: first,
      lastSeq: cut,
    });
  }
  let sealSeq = 0;
  db.transaction(() => {
    db.prepare('INSERT INTO archive_segments VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      first,
      cut,
      headHash,
      fileName,
      fileSha256,
      rows.length,
      new Date(hooks.now()).toISOString(),
    );
    db.prepare('DELETE FROM records WHERE seq <= ?').run(cut);
    sealSeq = hooks.seal({
      type: 'archive_sealed',
      hashes: { headHash, fileSha256 },
      counts: { firstSeq: first, lastSeq: cut, records: rows.length },
    }).seq;
  })();
  return {
    file,
    firstSeq: first,
    lastSeq: cut,
    records: rows.length,
    headHash,
    fileSha256,
    sealSeq,
  };
}
