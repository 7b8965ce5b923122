/**
 * Controlled export to JSONL with a re-redaction check: every stored string of every
 * exported record and summary must look redacted (identifier- or hash-like, no secret
 * pattern, principals tokenised). One offending record refuses the whole export.
 */
import { type AuditSource, queryRows, readSummaries, rowRefs, withDb } from './db.js';
import { AuditError } from './errors.js';
import { recordLine, summaryLine } from './jsonl.js';
import type { AuditLog } from './log.js';
import type { RecordRow } from './record.js';
import { compilePatterns, type SecretPatternInput } from './redaction.js';
import { recordLooksUnredacted, summaryOk } from './redaction-check.js';

export interface ExportOptions {
  readonly fromSeq?: number;
  readonly toSeq?: number;
  /** Extra secret patterns for the re-redaction check. */
  readonly secretPatterns?: readonly SecretPatternInput[];
  /** Include the summaries the records reference (default true). */
  readonly includeSummaries?: boolean;
  /** Called as records are written out with (records written, records in total). */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * Exports records (and the summaries they reference) as JSONL text. Throws
 * `AuditError('UNREDACTED_RECORD', { seq })` if any record looks unredacted.
 */
export function exportJsonl(source: AuditSource | AuditLog, options: ExportOptions = {}): string {
  const patterns = compilePatterns(options.secretPatterns);
  let src: AuditSource;
  if (typeof source === 'object' && 'append' in source) {
    source.flush();
    src = source.db;
  } else {
    src = source;
  }
  return withDb(src, (db) => {
    const query: { fromSeq?: number; toSeq?: number } = {};
    if (options.fromSeq !== undefined) query.fromSeq = options.fromSeq;
    if (options.toSeq !== undefined) query.toSeq = options.toSeq;
    const rows = queryRows(db, query);
    for (const r of rows) {
      if (recordLooksUnredacted(r, patterns)) {
        throw new AuditError('UNREDACTED_RECORD', 'a record looks unredacted; export refused', {
          seq: r.seq,
        });
      }
    }
    const lines: string[] = [];
    if (options.includeSummaries !== false) {
      const refs = rows.flatMap(rowRefs);
      for (const s of readSummaries(db, refs)) {
        if (!summaryOk(s.summary, patterns)) {
          const r = rows.find((x) => rowRefs(x).includes(s.ref));
          throw new AuditError('UNREDACTED_RECORD', 'a summary looks unredacted; export refused', {
            seq: r?.seq ?? 0,
            ref: s.ref,
          });
        }
        lines.push(summaryLine(s));
      }
    }
    const onProgress = options.onProgress;
    for (let i = 0; i < rows.length; i++) {
      lines.push(recordLine(rows[i] as RecordRow));
      if (onProgress !== undefined && ((i + 1) % 4096 === 0 || i + 1 === rows.length)) {
        try {
          onProgress(i + 1, rows.length);
        } catch {
          // A failing progress display must not fail the export.
        }
      }
    }
    return lines.length === 0 ? '' : lines.join('\n') + '\n';
  });
}
