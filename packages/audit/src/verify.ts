// size: the chain checker and its three sources (live, archives, JSONL) share one Checker and its failure classification
/**
 * Verification of the hash chain: live database, archive segments and JSONL exports. The
 * verifier does not rely on the schema's triggers (an attacker may have dropped them); it
 * recomputes every hash and link, checks summaries against their content address, and
 * classifies the first failure.
 */
import { readFileSync } from 'node:fs';
import { sha256Hex, sha256Tagged } from '@zamburak/kernel';
import type Database from 'better-sqlite3';
import {
  CheckpointVerifier,
  checkpointAttrs,
  type KeyInput,
  loadPublicKey,
  type SignedCheckpoint,
} from './checkpoint.js';
import { type AuditSource, withDb } from './db.js';
import { AuditError, type AuditReasonCode } from './errors.js';
import { parseJsonl } from './jsonl.js';
import type { AuditHead } from './log.js';
import {
  canonicalRecordSql,
  GENESIS_PREV_HASH,
  type RecordRow,
  recordHash,
  recordHashArray,
  rowFromArray,
  rowToArray,
} from './record.js';
import { SELECT_COLUMNS, tamperedTriggers } from './schema.js';

export interface VerifyOptions {
  /** The head the host kept outside the file; detects a truncated tail. */
  readonly expectedHead?: AuditHead;
  /** Archive segment files (JSONL), oldest first: verified with the live chain as one chain. */
  readonly archives?: readonly string[];
  /** Called after each chunk of live records with (records checked, live records in total). */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * The host's Ed25519 public key (or its private key): every checkpoint record is checked
   * against it (`CHECKPOINT_INVALID` at the first that fails) and the result reports
   * `checkpoints`. Without it, checkpoint records are chained records like any other.
   */
  readonly publicKey?: KeyInput;
  /**
   * A signed checkpoint kept outside the log (`log.lastCheckpoint()`), checked with
   * `publicKey` and then like `expectedHead`: detects truncation after it.
   */
  readonly expectedCheckpoint?: SignedCheckpoint;
}

/** What the signed checkpoints cover (only when verified with a public key). */
export interface CheckpointReport {
  /** Checkpoint records whose signature verified. */
  readonly verified: number;
  /** The last checkpointed sequence number (the head the last checkpoint signs; 0: none). */
  readonly lastSeq: number;
  /**
   * Records after the last checkpoint record: chained, but not signed; whoever can write
   * the file could have rewritten or appended them (all records checked when there is none).
   */
  readonly unprotected: number;
  /** The key id the checkpoints were checked against (`sha256:` of the public key). */
  readonly keyId: string;
  /**
   * Records a checkpoint signs that its writer did not append itself: found in the file
   * when it opened it (left unsigned by a crash, or a log written without checkpoints).
   * Signed, but vouched for only as found; `firstAdoptedSeq` is the first of them (0: none).
   */
  readonly adopted: number;
  readonly firstAdoptedSeq: number;
}

export interface VerifyOk {
  readonly ok: true;
  /** Records checked (archives + live). */
  readonly records: number;
  /** First live sequence number. */
  readonly firstSeq: number;
  readonly head: AuditHead;
  /** Last archived sequence number (0 when nothing was archived). */
  readonly archivedThrough: number;
  /** Records after the expected head (appended since the host last saved it). */
  readonly beyondExpectedHead: number;
  /** With `publicKey`: what the signed checkpoints cover. */
  readonly checkpoints?: CheckpointReport;
}

export interface VerifyFailure {
  readonly ok: false;
  readonly reason: AuditReasonCode;
  /** The first bad sequence number (0 for SCHEMA_TAMPERED, which is not about a record). */
  readonly seq: number;
  readonly records: number;
  readonly detail: Readonly<Record<string, string | number>>;
}

export type VerifyResult = VerifyOk | VerifyFailure;

const REF_RE = /(?:sum|ctx)_[0-9a-f]{32}/g;
const WINDOW = 64;
const CHUNK = 4096;

/** The canonical record built by SQLite (generated from the column list, see record.ts). */
export const CANONICAL_SQL = canonicalRecordSql();

const FAST_SQL =
  `SELECT seq, prev_hash, hash, ${CANONICAL_SQL}, event, arg_refs, context_ref, attrs, ts ` +
  `FROM records WHERE seq > ? ORDER BY seq LIMIT ${CHUNK}`;

interface Fail {
  reason: AuditReasonCode;
  seq: number;
  detail: Record<string, string | number>;
}

function fail(reason: AuditReasonCode, seq: number, detail: Record<string, string | number> = {}) {
  return { reason, seq, detail };
}

function safeHash(r: RecordRow, seq?: number): string | undefined {
  try {
    return recordHash(r, seq);
  } catch {
    return undefined;
  }
}

/** Classifies the first failure; `rest` starts with the failing row, in seq order. */
function classify(p: number, H: string, rest: readonly RecordRow[]): Fail {
  const r = rest[0]!;
  if (r.seq > p + 1) return fail('DELETED', p + 1, { missing: r.seq - p - 1 });
  const selfOk = safeHash(r) === r.hash;
  const insertedBefore = (): number => {
    for (let i = 1; i < rest.length; i++) {
      const t = rest[i]!;
      if (t.prevHash === H && safeHash(t, p + 1) === t.hash) return t.seq - r.seq;
    }
    return 0;
  };
  if (r.prevHash === H && !selfOk) {
    const n = insertedBefore();
    return n > 0 ? fail('INSERTED', r.seq, { count: n }) : fail('EDITED', r.seq);
  }
  if (selfOk) {
    return p === 0 ? fail('BAD_GENESIS', r.seq) : fail('BROKEN_LINK', r.seq, { previousSeq: p });
  }
  let orig: number | undefined;
  for (let d = 1; d <= WINDOW && orig === undefined; d++) {
    if (r.seq - d >= 1 && safeHash(r, r.seq - d) === r.hash) orig = r.seq - d;
    else if (safeHash(r, r.seq + d) === r.hash) orig = r.seq + d;
  }
  if (orig === undefined) {
    const n = insertedBefore();
    return n > 0 ? fail('INSERTED', r.seq, { count: n }) : fail('EDITED', r.seq);
  }
  if (orig < r.seq) return fail('INSERTED', orig, { count: r.seq - orig });
  for (let i = 1; i < rest.length; i++) {
    if (rest[i]!.hash === r.prevHash) return fail('REORDERED', r.seq, { originalSeq: orig });
  }
  return fail('DELETED', r.seq, { missing: orig - r.seq });
}

type SummaryState = 'ok' | 'edited';

/**
 * Content-address check of summaries. A ref held by several sources (the database and
 * archive segments) is 'edited' when any copy is: a genuine copy elsewhere does not excuse
 * an altered one.
 */
function checkSummaries(entries: Iterable<[string, string, string]>): Map<string, SummaryState> {
  const out = new Map<string, SummaryState>();
  for (const [ref, kind, body] of entries) {
    const prefix = kind === 'context' ? 'ctx_' : kind === 'dependency' ? 'sum_' : undefined;
    const ok = prefix !== undefined && ref === prefix + sha256Hex(body).slice(0, 32);
    if (out.get(ref) !== 'edited') out.set(ref, ok ? 'ok' : 'edited');
  }
  return out;
}

/** Walks rows in order, keeping the chain state. */
class Checker {
  p: number;
  H: string;
  count = 0;
  sealedThrough = 0;
  sealHead: string | undefined;
  /** `firstSeq:lastSeq:fileSha256` of every archive_sealed record in the chain. */
  readonly seals = new Set<string>();
  headAt = new Map<number, string>();
  /** Verified checkpoints, the seq the last one signs, and that checkpoint record's seq. */
  cpCount = 0;
  cpSigned = 0;
  cpRecord = 0;
  adopted = 0;
  firstAdopted = 0;
  constructor(
    p: number,
    H: string,
    /** Summaries the records being checked may reference (switched for the live part). */
    public summaries: Map<string, SummaryState>,
    readonly expectedSeqs: readonly number[],
    readonly verifier?: CheckpointVerifier,
  ) {
    this.p = p;
    this.H = H;
    this.startSeq = p;
  }
  /** The sequence number before the first one checked. */
  startSeq: number;

  /**
   * Checks one row given as an array in RECORD_COLUMNS order. Returns 'chain' for a
   * failure needing classification, a direct failure, or undefined.
   */
  step(a: readonly unknown[]): 'chain' | Fail | undefined {
    const seq = a[0] as number;
    const hash = a[18];
    if (seq !== this.p + 1 || a[17] !== this.H || typeof hash !== 'string') return 'chain';
    let computed: string;
    try {
      computed = recordHashArray(a);
    } catch {
      return 'chain';
    }
    if (computed !== hash) return 'chain';
    return this.accept(seq, hash, a[2], a[9], a[10], a[15], a[1]);
  }

  /**
   * Fast path: `[seq, prevHash, hash, canonical, event, argRefs, contextRef, attrs]` with the
   * canonical record built by SQLite (FAST_SQL). 'slow' means "check this row with the
   * JavaScript path", which alone decides failures.
   */
  stepFast(a: readonly unknown[]): 'slow' | Fail | undefined {
    const seq = a[0] as number;
    const prev = a[1];
    const hash = a[2];
    const canonical = a[3];
    if (seq !== this.p + 1 || prev !== this.H || typeof canonical !== 'string') return 'slow';
    if (typeof hash !== 'string' || sha256Tagged(prev + canonical) !== hash) return 'slow';
    return this.accept(seq, hash, a[4], a[5], a[6], a[7], a[8]);
  }

  /** Checks that do not depend on the hash: genesis, summaries, seals, the expected head. */
  accept(
    seq: number,
    hash: string,
    event: unknown,
    argRefs: unknown,
    contextRef: unknown,
    attrs: unknown,
    ts: unknown,
  ): Fail | undefined {
    if (seq === 1 && (event !== 'genesis' || this.H !== GENESIS_PREV_HASH)) {
      return fail('BAD_GENESIS', 1);
    }
    if (argRefs !== null || contextRef !== null) {
      const text = String(argRefs ?? '') + ' ' + String(contextRef ?? '');
      for (const m of text.matchAll(REF_RE)) {
        const st = this.summaries.get(m[0]);
        if (st === undefined) return fail('SUMMARY_MISSING', seq, { ref: m[0] });
        if (st === 'edited') return fail('SUMMARY_EDITED', seq, { ref: m[0] });
      }
    }
    if (event === 'archive_sealed' && typeof attrs === 'string') {
      try {
        const at = JSON.parse(attrs) as {
          firstSeq?: unknown;
          lastSeq?: unknown;
          headHash?: unknown;
          fileSha256?: unknown;
        };
        if (typeof at.lastSeq === 'number' && typeof at.headHash === 'string') {
          this.sealedThrough = at.lastSeq;
          this.sealHead = at.headHash;
          this.seals.add(`${String(at.firstSeq)}:${at.lastSeq}:${String(at.fileSha256)}`);
        }
      } catch {
        // the hash covered it; a malformed seal simply does not count as a seal
      }
    }
    if (event === 'checkpoint' && this.verifier !== undefined) {
      // Signs the head before it: (seq - 1, this.H, its own timestamp). The chain check
      // above established that this.H is its prevHash.
      const at = checkpointAttrs(attrs);
      const ok =
        at !== undefined &&
        typeof ts === 'string' &&
        at.from <= seq &&
        this.verifier.check(seq - 1, this.H, ts, at.from, at.keyId, at.signature);
      if (!ok) {
        // The chain before it (after the last good checkpoint) was rewritten, or the
        // checkpoint was forged or signed with another key.
        return fail('CHECKPOINT_INVALID', seq, { lastValidSeq: this.cpSigned });
      }
      this.cpCount++;
      // Records after the previous checkpoint (or the start of what is checked) that the
      // signer found rather than wrote.
      const start = (this.cpRecord === 0 ? this.startSeq : this.cpRecord) + 1;
      if (at.from > start) {
        this.adopted += at.from - start;
        if (this.firstAdopted === 0) this.firstAdopted = start;
      }
      this.cpSigned = seq - 1;
      this.cpRecord = seq;
    }
    if (this.expectedSeqs.includes(seq)) this.headAt.set(seq, hash);
    this.p = seq;
    this.H = hash;
    this.count++;
    return undefined;
  }
}

function runRows(checker: Checker, rows: readonly RecordRow[]): Fail | undefined {
  for (let i = 0; i < rows.length; i++) {
    const res = checker.step(rowToArray(rows[i]!));
    if (res === 'chain') return classify(checker.p, checker.H, rows.slice(i, i + 4 * WINDOW));
    if (res !== undefined) return res;
  }
  return undefined;
}

function sortAndDedupe(rows: RecordRow[]): Fail | undefined {
  rows.sort((a, b) => a.seq - b.seq);
  for (let i = 1; i < rows.length; i++) {
    if (rows[i]!.seq === rows[i - 1]!.seq) return fail('INSERTED', rows[i]!.seq, { duplicate: 1 });
  }
  return undefined;
}

function failure(f: Fail, records: number): VerifyFailure {
  return { ok: false, reason: f.reason, seq: f.seq, records, detail: f.detail };
}

/** The public key's verifier, and the external checkpoint checked with it. */
function checkpointSetup(options: {
  publicKey?: KeyInput;
  expectedCheckpoint?: SignedCheckpoint;
  expectedHead?: AuditHead;
}): { verifier?: CheckpointVerifier; heads: AuditHead[]; fail?: Fail } {
  const verifier =
    options.publicKey === undefined
      ? undefined
      : new CheckpointVerifier(loadPublicKey(options.publicKey, 'publicKey'));
  const heads: AuditHead[] = options.expectedHead === undefined ? [] : [options.expectedHead];
  const c = options.expectedCheckpoint;
  if (c !== undefined) {
    if (verifier === undefined) {
      throw new AuditError('INVALID_OPTIONS', 'expectedCheckpoint needs publicKey', {
        option: 'publicKey',
      });
    }
    if (!verifier.checkSigned(c)) {
      const seq = typeof c?.seq === 'number' ? c.seq : 0;
      return { verifier, heads, fail: fail('CHECKPOINT_INVALID', seq, { external: 1 }) };
    }
    heads.push({ seq: c.seq, hash: c.hash });
  }
  return verifier === undefined ? { heads } : { verifier, heads };
}

function checkpointReport(checker: Checker): CheckpointReport | undefined {
  const v = checker.verifier;
  if (v === undefined) return undefined;
  return {
    verified: checker.cpCount,
    lastSeq: checker.cpSigned,
    unprotected: checker.cpRecord === 0 ? checker.count : checker.p - checker.cpRecord,
    keyId: v.keyId,
    adopted: checker.adopted,
    firstAdoptedSeq: checker.firstAdopted,
  };
}

/** Every expected head (kept head, external checkpoint) holds; the first failure otherwise. */
function finishHeads(
  checker: Checker,
  heads: readonly AuditHead[],
): { fail?: Fail; beyond: number } {
  let beyond = 0;
  for (const h of [...heads].sort((a, b) => a.seq - b.seq)) {
    const r = finishHead(checker, h);
    if (r.fail) return r;
    beyond = r.beyond;
  }
  // Reported against the latest of them.
  return { beyond };
}

function finishHead(
  checker: Checker,
  expected: AuditHead | undefined,
): { fail?: Fail; beyond: number } {
  if (expected === undefined) return { beyond: 0 };
  if (checker.p < expected.seq) {
    return {
      fail: fail('TRUNCATED_TAIL', checker.p + 1, { expectedSeq: expected.seq }),
      beyond: 0,
    };
  }
  const at = checker.headAt.get(expected.seq);
  if (at !== expected.hash) {
    return { fail: fail('HEAD_MISMATCH', expected.seq), beyond: 0 };
  }
  return { beyond: checker.p - expected.seq };
}

/** Verifies a live audit database (and, given `archives`, its archive segments). */
export function verifyAuditLog(source: AuditSource, options: VerifyOptions = {}): VerifyResult {
  return withDb(source, (db) => {
    try {
      return verifyDb(db, options);
    } catch (e) {
      if (e instanceof AuditError) throw e;
      // A table or column the verifier needs is gone or unreadable: the file was altered.
      return failure(fail('MALFORMED_RECORD', 0, { stage: 'schema' }), 0);
    }
  });
}

/** The archive segments' records, seals and summaries, or the first failure in them. */
function readArchives(paths: readonly string[]):
  | { fail: Fail }
  | {
      rows: RecordRow[][];
      /** Per segment: the seal it needs in the chain (`firstSeq:lastSeq:fileSha256`). */
      seals: { key: string; firstSeq: number; index: number }[];
      summaryRows: [string, string, string][];
    } {
  const archiveRows: RecordRow[][] = [];
  const archiveSeals: { key: string; firstSeq: number; index: number }[] = [];
  const archiveSummaryRows: [string, string, string][] = [];
  for (const [i, path] of paths.entries()) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      throw new AuditError('READ_FAILED', 'cannot read an archive segment', { index: i });
    }
    const parsed = parseJsonl(text);
    if (parsed.malformedLine !== undefined) {
      return { fail: fail('MALFORMED_RECORD', 0, { archive: i, line: parsed.malformedLine }) };
    }
    for (const [ref, s] of parsed.summaries) archiveSummaryRows.push([ref, s.kind, s.body]);
    const dup = sortAndDedupe(parsed.rows);
    if (dup) return { fail: dup };
    archiveRows.push(parsed.rows);
    const firstSeq = parsed.rows[0]?.seq ?? 0;
    const lastSeq = parsed.rows[parsed.rows.length - 1]?.seq ?? 0;
    archiveSeals.push({ key: `${firstSeq}:${lastSeq}:${sha256Tagged(text)}`, firstSeq, index: i });
  }
  return { rows: archiveRows, seals: archiveSeals, summaryRows: archiveSummaryRows };
}

/**
 * Scans the live records in chunks after the checker's position: the first failure it
 * reports (`direct`), or the sequence number where the chain broke (`chainSeq`, classified
 * by the caller), or neither.
 */
function scanLive(
  db: Database.Database,
  checker: Checker,
  onProgress: VerifyOptions['onProgress'],
): { direct: Fail | undefined; chainSeq: number | undefined } {
  // Chunked reads: `.all()` on ranges is much cheaper per row than `.iterate()`. The fast
  // path lets SQLite build the canonical record; any row it does not confirm is checked
  // by the JavaScript path, which alone reports failures.
  const full = db
    .prepare(`SELECT ${SELECT_COLUMNS} FROM records WHERE seq > ? ORDER BY seq LIMIT ${CHUNK}`)
    .raw(true);
  const one = db.prepare(`SELECT ${SELECT_COLUMNS} FROM records WHERE seq = ?`).raw(true);
  let fast: Database.Statement | undefined;
  try {
    fast = db.prepare(FAST_SQL).raw(true);
  } catch {
    fast = undefined;
  }
  let chainSeq: number | undefined;
  let direct: Fail | undefined;
  let after = -1;
  const total =
    onProgress === undefined
      ? 0
      : (db.prepare('SELECT COUNT(*) AS n FROM records').get() as { n: number }).n;
  let done = 0;
  scan: for (;;) {
    let chunk: unknown[][] | undefined;
    let isFast = false;
    if (fast !== undefined) {
      try {
        chunk = fast.all(after) as unknown[][];
        isFast = true;
      } catch {
        fast = undefined; // e.g. a BLOB planted in a text column: JavaScript path only
      }
    }
    if (chunk === undefined) chunk = full.all(after) as unknown[][];
    for (const a of chunk) {
      const seq = a[0] as number;
      let res: 'chain' | 'slow' | Fail | undefined = isFast ? checker.stepFast(a) : 'slow';
      if (res === 'slow') res = checker.step(isFast ? (one.get(seq) as unknown[]) : a);
      if (res === 'chain') {
        chainSeq = seq;
        break scan;
      }
      if (res !== undefined) {
        direct = res;
        break scan;
      }
      after = seq;
    }
    done += chunk.length;
    if (onProgress !== undefined) {
      try {
        onProgress(Math.min(done, total), total);
      } catch {
        // A failing progress display must not change the verdict.
      }
    }
    if (chunk.length < CHUNK) break;
  }
  return { direct, chainSeq };
}

function verifyDb(db: Database.Database, options: VerifyOptions): VerifyResult {
  const cps = checkpointSetup(options);
  if (cps.fail) return failure(cps.fail, 0);
  const triggersIntact = tamperedTriggers(db) === 0;
  const summaryRows = db.prepare('SELECT ref, kind, body FROM summaries').raw(true).all() as [
    string,
    string,
    string,
  ][];
  const segments = readArchives(options.archives ?? []);
  if ('fail' in segments) return failure(segments.fail, 0);
  const { rows: archiveRows, seals: archiveSeals, summaryRows: archiveSummaryRows } = segments;
  // Live records find their summaries in the database (retention never deletes one);
  // archived records in their segments or the database. Every copy must be intact.
  const liveSummaries = checkSummaries(summaryRows);
  const summaries = checkSummaries([...summaryRows, ...archiveSummaryRows]);
  const firstLive = (db.prepare('SELECT MIN(seq) AS s FROM records').get() as { s: number | null })
    .s;
  const lastSegment = db
    .prepare(
      'SELECT last_seq AS lastSeq, head_hash AS headHash FROM archive_segments ORDER BY first_seq DESC LIMIT 1',
    )
    .get() as { lastSeq: number; headHash: string } | undefined;
  const checker = new Checker(
    0,
    GENESIS_PREV_HASH,
    summaries,
    cps.heads.map((h) => h.seq),
    cps.verifier,
  );
  for (const rows of archiveRows) {
    const f = runRows(checker, rows);
    if (f) return failure(f, checker.count);
  }
  const archived = options.archives !== undefined && options.archives.length > 0;
  if (firstLive === null) {
    const seq = archived ? checker.p + 1 : (lastSegment?.lastSeq ?? 0) + 1;
    return failure(fail('DELETED', seq, { missing: 'all' }), checker.count);
  }
  if (typeof firstLive === 'number' && firstLive < 1) {
    // The chain starts at 1: a row below it is not part of it (and outside the scan).
    return failure(fail('INSERTED', firstLive, { belowGenesis: 1 }), checker.count);
  }
  let firstPrev: string | undefined;
  if (!archived && firstLive > 1) {
    // Without the segments, take the first live link provisionally; after the scan it must
    // match both the segment registry and the latest archive_sealed record in the chain.
    firstPrev = (
      db.prepare('SELECT prev_hash AS h FROM records WHERE seq = ?').get(firstLive) as {
        h: string;
      }
    ).h;
    checker.p = firstLive - 1;
    checker.H = firstPrev;
    checker.startSeq = firstLive - 1;
  }
  checker.summaries = liveSummaries;
  const archivedThrough = checker.p;
  const archivedCount = checker.count;
  if (archived && firstLive !== checker.p + 1) {
    return failure(
      fail(firstLive > checker.p + 1 ? 'DELETED' : 'ARCHIVE_MISMATCH', checker.p + 1),
      checker.count,
    );
  }
  const { direct, chainSeq } = scanLive(db, checker, options.onProgress);
  if (direct) return failure(direct, checker.count);
  if (chainSeq !== undefined) {
    const rest = (
      db
        .prepare(`SELECT ${SELECT_COLUMNS} FROM records WHERE seq >= ? ORDER BY seq LIMIT ?`)
        .raw(true)
        .all(chainSeq, 4 * WINDOW) as unknown[][]
    ).map(rowFromArray);
    return failure(classify(checker.p, checker.H, rest), checker.count);
  }
  // Each segment must be the file retention sealed: a seal record in the chain names its
  // range and file hash (else records were moved out of the database some other way, or
  // the file was altered beyond its records).
  for (const a of archiveSeals) {
    if (!checker.seals.has(a.key)) {
      return failure(
        fail('ARCHIVE_MISMATCH', a.firstSeq, { archive: a.index, unsealed: 1 }),
        checker.count,
      );
    }
  }
  // The scan visits one row per sequence number. Rows it skipped - a duplicate sequence
  // number (a table rebuilt without its key) or none at all - are in the file all the same.
  const rowCount = db.prepare('SELECT COUNT(*) FROM records').pluck().get() as number;
  if (rowCount !== checker.count - archivedCount) {
    const dup = db
      .prepare(
        'SELECT seq FROM records WHERE seq IS NOT NULL GROUP BY seq HAVING COUNT(*) > 1 ORDER BY seq LIMIT 1',
      )
      .pluck()
      .get();
    return failure(
      fail('INSERTED', typeof dup === 'number' ? dup : 0, {
        unscanned: rowCount - (checker.count - archivedCount),
      }),
      checker.count,
    );
  }
  if (firstPrev !== undefined) {
    // Archived records must be covered by the registry and a seal record in the chain.
    const sealed =
      checker.sealedThrough === firstLive - 1 &&
      checker.sealHead === firstPrev &&
      lastSegment?.lastSeq === firstLive - 1 &&
      lastSegment.headHash === firstPrev;
    if (!sealed) {
      const seq = Math.min(checker.sealedThrough + 1, firstLive - 1);
      return failure(fail('DELETED', Math.max(seq, 1), { unsealed: 1 }), checker.count);
    }
  }
  const end = finishHeads(checker, cps.heads);
  if (end.fail) return failure(end.fail, checker.count);
  if (!triggersIntact) return failure(fail('SCHEMA_TAMPERED', 0), checker.count);
  const report = checkpointReport(checker);
  return {
    ok: true,
    records: checker.count,
    firstSeq: firstLive,
    head: { seq: checker.p, hash: checker.H },
    archivedThrough,
    beyondExpectedHead: end.beyond,
    ...(report === undefined ? {} : { checkpoints: report }),
  };
}

export interface VerifyJsonlOptions {
  readonly expectedHead?: AuditHead;
  /** As for `verifyAuditLog`. */
  readonly publicKey?: KeyInput;
  readonly expectedCheckpoint?: SignedCheckpoint;
  /** The record just before the first exported one, for a partial export. */
  readonly anchor?: AuditHead;
}

export interface VerifyJsonlOk extends Omit<VerifyOk, 'archivedThrough'> {
  /** False when the export starts after seq 1 and no anchor was given (first link trusted). */
  readonly anchored: boolean;
}

/** Verifies a JSONL export or archive segment given as text. */
export function verifyAuditJsonl(
  text: string,
  options: VerifyJsonlOptions = {},
): VerifyJsonlOk | VerifyFailure {
  const cps = checkpointSetup(options);
  if (cps.fail) return failure(cps.fail, 0);
  const parsed = parseJsonl(text);
  if (parsed.malformedLine !== undefined) {
    return failure(fail('MALFORMED_RECORD', 0, { line: parsed.malformedLine }), 0);
  }
  const rows = parsed.rows;
  const dup = sortAndDedupe(rows);
  if (dup) return failure(dup, 0);
  const first = rows[0];
  if (first === undefined) return failure(fail('DELETED', 1, { missing: 'all' }), 0);
  let p = 0;
  let H = GENESIS_PREV_HASH;
  let anchored = true;
  if (options.anchor !== undefined) {
    p = options.anchor.seq;
    H = options.anchor.hash;
  } else if (first.seq > 1) {
    p = first.seq - 1;
    H = first.prevHash;
    anchored = false;
  }
  const summaries = checkSummaries(
    [...parsed.summaries].map(([ref, s]) => [ref, s.kind, s.body] as [string, string, string]),
  );
  const checker = new Checker(
    p,
    H,
    summaries,
    cps.heads.map((h) => h.seq),
    cps.verifier,
  );
  const f = runRows(checker, rows);
  if (f) return failure(f, checker.count);
  const end = finishHeads(checker, cps.heads);
  if (end.fail) return failure(end.fail, checker.count);
  const report = checkpointReport(checker);
  return {
    ok: true,
    records: checker.count,
    firstSeq: first.seq,
    head: { seq: checker.p, hash: checker.H },
    beyondExpectedHead: end.beyond,
    anchored,
    ...(report === undefined ? {} : { checkpoints: report }),
  };
}
