/**
 * The record code of the SQLite log for other stores (e.g. @zamburak/postgres): an event is
 * validated, tokenised and scrubbed exactly as `openAuditLog` does it, then linked after a
 * head the store read (inside its own transaction) into the same record, hash and JSONL line
 * the SQLite log and `exportJsonl` produce. A store that keeps these lines and summaries
 * verifies with `verifyAuditJsonl`. Nothing here is a second canonical form or hash.
 */
import type { AuditEvent } from './events.js';
import { EventPreparer } from './events.js';
import { recordLine, summaryLine } from './jsonl.js';
import { type AuditHead, IsoFormatter } from './log.js';
import { GENESIS_PREV_HASH, type RecordRow, recordHash, systemRow } from './record.js';
import { compilePatterns, normaliseKey, Redactor, type SecretPatternInput } from './redaction.js';
import { FORMAT_VERSION } from './schema.js';

export interface ChainKitOptions {
  /** Key for tokenising sensitive identifiers (HMAC-SHA-256), at least 16 bytes. */
  readonly tokenKey: string | Uint8Array;
  /** Injected clock, epoch milliseconds (the record's `ts`). */
  readonly clock: () => number;
  /** Extra secret patterns for the scrubber (in addition to the built-ins). */
  readonly secretPatterns?: readonly SecretPatternInput[];
}

/** A content-addressed summary a record refers to (`sum_…` / `ctx_…`). */
export interface ChainSummary {
  readonly ref: string;
  readonly kind: 'dependency' | 'context';
  /** Canonical JSON of the summary (what the ref addresses). */
  readonly body: string;
  /** The summary's JSONL line, as `exportJsonl` writes it. */
  readonly line: string;
}

/** A record linked into a chain: its position, links and JSONL line. */
export interface LinkedRecord {
  readonly seq: number;
  readonly prevHash: string;
  readonly hash: string;
  /** Canonical JSONL line of the record, as `exportJsonl` writes it. */
  readonly line: string;
}

/** An event ready to be linked: validated, tokenised and scrubbed, with its timestamp. */
export interface ChainEvent {
  readonly event: string;
  /** True for a security event (its store must commit it before acknowledging). */
  readonly security: boolean;
  readonly summaries: readonly ChainSummary[];
  /** The record at `head.seq + 1` after `head`. Pure: may be called again for another head. */
  link(head: AuditHead): LinkedRecord;
}

export interface ChainKit {
  /** `AuditError('INVALID_EVENT')` for an event the SQLite log would refuse. */
  prepare(event: AuditEvent): ChainEvent;
  /** The genesis record of a new chain (seq 1), as `openAuditLog` writes it. */
  genesis(): ChainEvent;
}

/** The genesis head: what seq 1 links to. */
export const GENESIS_HEAD: AuditHead = Object.freeze({ seq: 0, hash: GENESIS_PREV_HASH });

function linker(row: Omit<RecordRow, 'seq' | 'prevHash' | 'hash'>): (h: AuditHead) => LinkedRecord {
  return (head) => {
    const full: RecordRow = { ...row, seq: head.seq + 1, prevHash: head.hash, hash: '' };
    full.hash = recordHash(full);
    return { seq: full.seq, prevHash: full.prevHash, hash: full.hash, line: recordLine(full) };
  };
}

/** The record code of `openAuditLog` for a store of another kind. */
export function createChainKit(options: ChainKitOptions): ChainKit {
  const red = new Redactor(normaliseKey(options.tokenKey), compilePatterns(options.secretPatterns));
  const prep = new EventPreparer(red);
  const iso = new IsoFormatter();
  const clock = options.clock;
  return {
    prepare(event) {
      const p = prep.prepare(event, iso.format(clock()));
      const summaries = p.summaries.map((s) => ({
        ref: s.ref,
        kind: s.kind,
        body: s.body,
        line: summaryLine({
          ref: s.ref,
          kind: s.kind,
          summary: JSON.parse(s.body) as unknown,
        }),
      }));
      return { event: p.row.event, security: p.security, summaries, link: linker(p.row) };
    },
    genesis() {
      const row = systemRow('genesis', iso.format(clock()), `{"format":${FORMAT_VERSION}}`);
      return { event: 'genesis', security: true, summaries: [], link: linker(row) };
    },
  };
}
