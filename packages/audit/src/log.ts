// size: the single writer (append, batching, intent file, retention, checkpoints) shares one open database's state
/**
 * The writer: `openAuditLog`. One writer per database file. Security events commit (with
 * `durability: 'full'`, fsynced) before `append` returns; operational events are buffered
 * and flushed on an interval, on size, on `flush()` and on `close()`. With
 * `durability: 'batched'` security events are written to an append-only intent file before
 * `append` returns and committed in batches like operational events.
 */
import {
  closeSync,
  existsSync,
  fdatasync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  statSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { sha256Tagged } from '@zamburak/kernel';
import Database from 'better-sqlite3';
import {
  type CheckpointOptions,
  CheckpointSigner,
  checkpointAttrs,
  checkpointAttrsText,
  loadPrivateKey,
  type SignedCheckpoint,
} from './checkpoint.js';
import { checkFormat, type Db, openReason, queryRows, type RecordQuery } from './db.js';
import { AuditError } from './errors.js';
import { type AuditEvent, EventPreparer, type PreparedSummary } from './events.js';
import { intentLine, intentPathFor, planRecovery } from './intent.js';
import { acquireWriterLock } from './lock.js';
import {
  type AuditRecord,
  canonicalRecord,
  GENESIS_PREV_HASH,
  type RecordRow,
  recordHash,
  rowToRecord,
  systemRow,
  writeParams,
} from './record.js';
import { compilePatterns, normaliseKey, Redactor, type SecretPatternInput } from './redaction.js';
import { applyRetention, type RetentionOptions, type RetentionResult } from './retention.js';
import { FORMAT_VERSION, SCHEMA_SQL, tamperedTriggers } from './schema.js';

/** Records per multi-row INSERT statement in a batched commit. */
const MULTI_ROW = 32;

export interface AuditHead {
  readonly seq: number;
  readonly hash: string;
}

/** Where the record was when `append` returned. */
export type Persisted = 'sqlite' | 'intent' | 'buffer';

export interface AppendResult extends AuditHead {
  /** True when the record was committed to SQLite before `append` returned. */
  readonly durable: boolean;
  /**
   * 'sqlite': committed; 'intent': written to the intent file (batched security events:
   * survives a process crash, committed with the next batch); 'buffer': in memory only
   * (operational events until their batch commits).
   */
  readonly persisted: Persisted;
  /**
   * `durability: 'group'`, security events only: settles once the record is on stable
   * storage (the intent file fsynced by a group commit, or the database committed with
   * fsync); rejects with `WRITE_FAILED` when that fsync fails. Await it before the effect
   * the record authorises. Absent in the other modes (there `append` returns when the
   * record is as durable as the mode makes it).
   */
  readonly whenDurable?: Promise<void>;
}

export type Durability = 'full' | 'normal' | 'batched' | 'group';

export interface OpenAuditLogOptions {
  /** Database file. `:memory:` only when you ask for a throw-away log. */
  readonly path: string;
  /** Key for tokenising sensitive identifiers (HMAC-SHA-256), at least 16 bytes. */
  readonly tokenKey: string | Uint8Array;
  /** Injected clock, epoch milliseconds. */
  readonly clock: () => number;
  /** Flush buffered operational events at most this long after the first one. Default 200. */
  readonly flushIntervalMs?: number;
  /** Flush when this many records are buffered. Default 512. */
  readonly maxBuffered?: number;
  /** Extra secret patterns for the scrubber (in addition to the built-ins). */
  readonly secretPatterns?: readonly SecretPatternInput[];
  /**
   * 'full' (default): every commit is fsynced (synchronous=FULL); an acknowledged security
   * event survives power loss. 'normal': synchronous=NORMAL; it survives a process crash
   * but not an OS crash or power loss. 'batched': a security event is written to the
   * intent file (`<path>-intent`, no fsync) before `append` returns and committed with the
   * next batch (synchronous=NORMAL); it survives a process crash, not an OS crash or
   * power loss. 'group': like 'batched', and the intent file is fsynced by group commit
   * (one `fdatasync` for every security event written since the previous one); `append`
   * returns `whenDurable`, which settles after that fsync: an acknowledged record survives
   * an OS crash or power loss. See docs/audit.md, "Durability modes".
   */
  readonly durability?: Durability;
  /**
   * Signed checkpoints (docs/audit.md, "Signed checkpoints"): the host's Ed25519 key signs
   * the head every `everyRecords` records or `everyMs` and at close, in a `checkpoint`
   * record. The key is used in memory only.
   */
  readonly checkpoint?: CheckpointOptions;
}

export interface AuditLog {
  readonly path: string;
  /**
   * Appends an event; security events are committed before this returns ('full',
   * 'normal') or written to the intent file ('batched': `persisted: 'intent'`).
   */
  append(event: AuditEvent): AppendResult;
  /** Commits buffered operational events; returns the committed head. */
  flush(): AuditHead;
  /** Head including buffered records. */
  head(): AuditHead;
  /** Head of what is committed in the database. */
  durableHead(): AuditHead;
  /** Flushes, then reads records. */
  records(query?: RecordQuery): AuditRecord[];
  /** A stored summary by ref (`sum_…` / `ctx_…`), or undefined. */
  summary(ref: string): unknown;
  /** Moves old records to a JSONL archive segment; see docs/audit.md. */
  applyRetention(options: RetentionOptions): RetentionResult | undefined;
  /**
   * Writes a signed checkpoint of the current head now (committed before it returns) and
   * returns it; with the head already checkpointed, returns that one. Keep the latest
   * outside the log to detect truncation. INVALID_OPTIONS without `checkpoint` options.
   */
  checkpoint(): SignedCheckpoint;
  /** The latest checkpoint this writer signed or found at open, if any. */
  lastCheckpoint(): SignedCheckpoint | undefined;
  /** Flushes (and checkpoints, with `checkpoint` options) and closes; idempotent; no timer survives it. */
  close(): void;
  /** The underlying handle, for read-side functions (`verifyAuditLog`, `exportJsonl`). */
  readonly db: Db;
}

function checkOptions(o: OpenAuditLogOptions): void {
  if (typeof o !== 'object' || o === null) {
    throw new AuditError('INVALID_OPTIONS', 'options are required', { option: 'options' });
  }
  if (typeof o.path !== 'string' || o.path.length === 0) {
    throw new AuditError('INVALID_OPTIONS', 'path is required', { option: 'path' });
  }
  if (typeof o.clock !== 'function') {
    throw new AuditError('INVALID_OPTIONS', 'clock is required', { option: 'clock' });
  }
  const posInt = (v: number | undefined, name: string) => {
    if (v !== undefined && (!Number.isSafeInteger(v) || v < 1)) {
      throw new AuditError('INVALID_OPTIONS', `${name} must be a positive integer`, {
        option: name,
      });
    }
  };
  posInt(o.flushIntervalMs, 'flushIntervalMs');
  posInt(o.maxBuffered, 'maxBuffered');
  if (o.checkpoint !== undefined) {
    if (typeof o.checkpoint !== 'object' || o.checkpoint === null) {
      throw new AuditError('INVALID_OPTIONS', 'checkpoint must be an object', {
        option: 'checkpoint',
      });
    }
    posInt(o.checkpoint.everyRecords, 'checkpoint.everyRecords');
    posInt(o.checkpoint.everyMs, 'checkpoint.everyMs');
  }
  if (
    o.durability !== undefined &&
    o.durability !== 'full' &&
    o.durability !== 'normal' &&
    o.durability !== 'batched' &&
    o.durability !== 'group'
  ) {
    throw new AuditError('INVALID_OPTIONS', 'durability is full, normal, batched or group', {
      option: 'durability',
    });
  }
}

const DAY_MS = 86_400_000;

const pad2 = (n: number) => (n < 10 ? '0' : '') + n;
const pad3 = (n: number) => (n < 10 ? '00' : n < 100 ? '0' : '') + n;

/** `Date#toISOString` with the date part cached per UTC day (same output, less work). */
/** True when `path` is an existing file of 0 bytes. */
function emptyFile(path: string): boolean {
  try {
    const st = statSync(path);
    return st.isFile() && st.size === 0;
  } catch {
    return false;
  }
}

export class IsoFormatter {
  #dayStart = Number.NaN;
  #prefix = '';

  format(ms: number): string {
    if (!Number.isFinite(ms)) {
      throw new AuditError('INVALID_OPTIONS', 'the clock returned a non-finite time', {
        option: 'clock',
      });
    }
    const r = ms - this.#dayStart;
    if (r >= 0 && r < DAY_MS && Number.isInteger(ms)) {
      const h = Math.floor(r / 3_600_000);
      const m = Math.floor((r % 3_600_000) / 60_000);
      const sec = Math.floor((r % 60_000) / 1000);
      return `${this.#prefix}${pad2(h)}:${pad2(m)}:${pad2(sec)}.${pad3(r % 1000)}Z`;
    }
    const iso = new Date(ms).toISOString();
    if (Number.isInteger(ms)) {
      this.#dayStart = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
      this.#prefix = iso.slice(0, iso.indexOf('T') + 1);
    }
    return iso;
  }
}

export function isoTimestamp(clock: () => number): string {
  const t = clock();
  if (typeof t !== 'number' || !Number.isFinite(t)) {
    throw new AuditError('INVALID_OPTIONS', 'the clock returned a non-finite time', {
      option: 'clock',
    });
  }
  return new Date(t).toISOString();
}

class SqliteAuditLog implements AuditLog {
  readonly path: string;
  readonly db: Db;
  readonly #clock: () => number;
  readonly #red: Redactor;
  /** The scrubber's patterns (built-ins and `secretPatterns`). */
  readonly #patterns: readonly RegExp[];
  readonly #prep: EventPreparer;
  /** durability 'batched': security events are buffered too (behind the intent file). */
  readonly #batched: boolean;
  /** durability 'group': the intent file is fsynced by group commit (see #scheduleSync). */
  readonly #group: boolean;
  /** Highest seq written to the intent file (group mode). */
  #writtenSeq = 0;
  /** An fdatasync of the intent file is running / scheduled (group mode). */
  #syncing = false;
  #syncScheduled = false;
  /** The intent descriptor is closed when the running fdatasync ends (close() during it). */
  #closeFdAfterSync = false;
  /** Security appends waiting for their fsync, in seq order (group mode). */
  #waiters: { seq: number; resolve: () => void; reject: (e: unknown) => void }[] = [];
  /** The intent file's descriptor (batched mode with a file), opened once for appending. */
  #intentFd: number | undefined;
  /** Releases the single-writer lock (see lock.ts); called by close and failed opens. */
  readonly #release: () => void;
  /** True when the intent file may hold records (truncated after the commit that covers them). */
  #intentDirty = false;
  /** Intent lines of buffered operational records not yet in the intent file. */
  #pendingLines: string[] = [];
  readonly #interval: number;
  readonly #maxBuffered: number;
  #buffer: RecordRow[] = [];
  #pendingSummaries: PreparedSummary[] = [];
  #knownSummaries = new Set<string>();
  #head: AuditHead;
  #durable: AuditHead;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  #securitySync: 'FULL' | 'NORMAL' = 'FULL';
  #sync: 'FULL' | 'NORMAL' = 'FULL';
  readonly #iso = new IsoFormatter();
  /** Signed checkpoints (undefined without `checkpoint` options). */
  readonly #signer: CheckpointSigner | undefined;
  readonly #cpEvery: number;
  readonly #cpEveryMs: number;
  /** Seq of the last checkpoint record (0: none), and the clock value it was written at. */
  #cpSeq = 0;
  #cpAt = 0;
  /** The first seq this writer appended itself (records before it were found at open). */
  #sessionFrom = 1;
  #lastCheckpoint: SignedCheckpoint | undefined;
  #genesisWritten = false;
  #failed = false;
  readonly #insertRecord: Database.Statement;
  readonly #insertSummary: Database.Statement;
  readonly #commitTx: (rows: RecordRow[], sums: PreparedSummary[]) => void;

  constructor(o: OpenAuditLogOptions) {
    checkOptions(o);
    const key = normaliseKey(o.tokenKey);
    this.#patterns = compilePatterns(o.secretPatterns);
    this.#red = new Redactor(key, this.#patterns);
    this.#prep = new EventPreparer(this.#red);
    this.#group = o.durability === 'group';
    this.#batched = o.durability === 'batched' || this.#group;
    this.path = o.path;
    this.#clock = o.clock;
    this.#interval = o.flushIntervalMs ?? 200;
    this.#signer =
      o.checkpoint === undefined
        ? undefined
        : new CheckpointSigner(loadPrivateKey(o.checkpoint.privateKey, 'checkpoint.privateKey'));
    this.#cpEvery = o.checkpoint?.everyRecords ?? 1000;
    this.#cpEveryMs = o.checkpoint?.everyMs ?? 60_000;
    this.#maxBuffered = o.maxBuffered ?? 512;
    // One writer per database, enforced (see lock.ts); an in-memory log needs none.
    // A 0-byte file is not silently made a new log: it may be a log whose content was lost.
    if (o.path !== ':memory:' && emptyFile(o.path)) {
      throw new AuditError('NOT_AN_AUDIT_LOG', 'the file is empty; delete it to start a new log', {
        reason: 'empty file',
      });
    }
    this.#release = o.path === ':memory:' ? () => {} : acquireWriterLock(o.path);
    try {
      this.db = new Database(o.path);
    } catch (e) {
      this.#release();
      throw new AuditError('OPEN_FAILED', 'cannot open the audit database', {
        reason: openReason(o.path, e),
      });
    }
    try {
      // 'group' commits with fsync: a commit truncates the intent file, which must not
      // reach the disk before the records it held.
      const d = o.durability ?? 'full';
      this.#securitySync = d === 'full' || d === 'group' ? 'FULL' : 'NORMAL';
      this.db.pragma(`synchronous = ${this.#securitySync}`);
      this.#sync = this.#securitySync;
      this.db.pragma('busy_timeout = 5000');
      this.db.transaction(() => {
        const hasMeta = this.db
          .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
          .get();
        if (hasMeta === undefined) {
          const tables = this.db
            .prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table'")
            .get() as { n: number };
          if (tables.n > 0) {
            throw new AuditError('NOT_AN_AUDIT_LOG', 'the database is not a zamburak audit log');
          }
          this.db.exec(SCHEMA_SQL);
          this.db
            .prepare("INSERT INTO meta (key, value) VALUES ('format', ?)")
            .run(String(FORMAT_VERSION));
        } else {
          checkFormat(this.db);
          // Missing append-only triggers mean someone edited the schema: refuse to write
          // (re-creating them would erase that evidence). Run verifyAuditLog to investigate.
          const missing = tamperedTriggers(this.db);
          if (missing > 0) {
            throw new AuditError('SCHEMA_TAMPERED', 'the append-only triggers were removed', {
              missing,
            });
          }
        }
      })();
      // Only now, once the file is known to be ours: a refused open never changes a file
      // (another application's SQLite database keeps its journal mode).
      this.db.pragma('journal_mode = WAL');
    } catch (e) {
      this.db.close();
      this.#release();
      if (e instanceof AuditError) throw e;
      throw new AuditError('OPEN_FAILED', 'cannot initialise the audit database', {
        reason: openReason(o.path, e),
      });
    }
    this.#insertRecord = this.db.prepare(
      'INSERT INTO records VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.#insertSummary = this.db.prepare(
      'INSERT OR IGNORE INTO summaries (ref, kind, body) VALUES (?, ?, ?)',
    );
    const placeholders = `(${new Array(19).fill('?').join(', ')})`;
    const insertMany = this.db.prepare(
      `INSERT INTO records VALUES ${new Array(MULTI_ROW).fill(placeholders).join(', ')}`,
    );
    const many: unknown[] = new Array(19 * MULTI_ROW);
    const one: unknown[] = new Array(19);
    const insertSummaries = this.db.prepare(
      `INSERT OR IGNORE INTO summaries (ref, kind, body) VALUES ${new Array(MULTI_ROW).fill('(?, ?, ?)').join(', ')}`,
    );
    const sumParams: unknown[] = new Array(3 * MULTI_ROW);
    this.#commitTx = this.db.transaction((rows: RecordRow[], sums: PreparedSummary[]) => {
      let k = 0;
      for (; k + MULTI_ROW <= sums.length; k += MULTI_ROW) {
        for (let j = 0; j < MULTI_ROW; j++) {
          const s = sums[k + j]!;
          sumParams[3 * j] = s.ref;
          sumParams[3 * j + 1] = s.kind;
          sumParams[3 * j + 2] = s.body;
        }
        insertSummaries.run(sumParams);
      }
      for (; k < sums.length; k++) {
        const s = sums[k]!;
        this.#insertSummary.run(s.ref, s.kind, s.body);
      }
      let i = 0;
      // Multi-row statements: one native crossing per MULTI_ROW records.
      for (; i + MULTI_ROW <= rows.length; i += MULTI_ROW) {
        for (let j = 0; j < MULTI_ROW; j++) writeParams(rows[i + j]!, many, 19 * j);
        insertMany.run(many);
      }
      for (; i < rows.length; i++) {
        writeParams(rows[i]!, one, 0);
        this.#insertRecord.run(one);
      }
    });
    try {
      this.#head = this.#start();
      this.#durable = this.#head;
      // Only a signing log reads the clock at open (the checkpoint timer starts here).
      if (this.#signer !== undefined) this.#cpAt = this.#clock();
      if (o.path !== ':memory:') {
        // Whatever the mode: records a batched writer acknowledged before a crash.
        const file = intentPathFor(o.path);
        this.#recoverIntent(file);
        if (this.#batched) this.#intentFd = openSync(file, 'a');
        // A new file's directory entry must be on disk too, or an fsynced intent file can
        // vanish with an OS crash.
        if (this.#group) syncDirectory(dirname(file));
      }
      this.#findCheckpoint();
      // Genesis written just now counts as this session's; recovered records do not.
      this.#sessionFrom = this.#head.seq === 1 && this.#genesisWritten ? 1 : this.#head.seq + 1;
    } catch (e) {
      this.db.close();
      this.#release();
      if (e instanceof AuditError) throw e;
      throw new AuditError('OPEN_FAILED', 'cannot open the audit intent file');
    }
  }

  /**
   * Commits the records of an intent file that continue the committed chain (checked line
   * by line: parses, links, hash), then truncates it. INTENT_LOG_CORRUPT otherwise.
   */
  #recoverIntent(file: string): void {
    if (!existsSync(file)) return;
    const text = readFileSync(file, 'utf8');
    if (text.length === 0) return;
    const stored = this.db.prepare('SELECT hash FROM records WHERE seq = ?').pluck();
    const archived = this.db
      .prepare('SELECT 1 FROM archive_segments WHERE ? BETWEEN first_seq AND last_seq')
      .pluck();
    const summary = this.db.prepare('SELECT 1 FROM summaries WHERE ref = ?').pluck();
    const entries = planRecovery(text, {
      head: this.#head,
      storedHash: (seq) => {
        const h = stored.get(seq) as string | undefined;
        if (h !== undefined) return h;
        return archived.get(seq) === undefined ? undefined : 'archived';
      },
      hasSummary: (ref) => summary.get(ref) !== undefined,
      secretPatterns: this.#patterns,
    });
    if (entries.length > 0) {
      for (const e of entries) {
        this.#buffer.push(e.row);
        for (const s of e.summaries) this.#pendingSummaries.push(s);
      }
      this.#commit(true);
      this.#head = this.#durable;
    }
    truncateSync(file, 0);
  }

  /**
   * The last checkpoint record among the newest records (a bounded scan: `event` has no
   * index): where the record count starts. None found there: the next append checkpoints.
   */
  #findCheckpoint(): void {
    if (this.#signer === undefined) return;
    const row = this.db
      .prepare(
        "SELECT seq, ts, prev_hash AS prevHash, attrs FROM records WHERE seq > ? AND event = 'checkpoint' ORDER BY seq DESC LIMIT 1",
      )
      .get(this.#head.seq - 2 * this.#cpEvery) as
      | { seq: number; ts: string; prevHash: string; attrs: string }
      | undefined;
    if (row === undefined) return;
    this.#cpSeq = row.seq;
    const a = checkpointAttrs(row.attrs);
    if (a !== undefined) {
      this.#lastCheckpoint = Object.freeze({
        seq: row.seq - 1,
        hash: row.prevHash,
        ts: row.ts,
        from: a.from,
        keyId: a.keyId,
        signature: a.signature,
      });
    }
  }

  /** The checkpoint record that signs the head `prev` (seq, hash) at `ts`. */
  #checkpointRow(prev: AuditHead, ts: string): { row: RecordRow; canon: string } {
    const signer = this.#signer!;
    const from = Math.max(this.#sessionFrom, this.#cpSeq + 1);
    const signature = signer.sign(prev.seq, prev.hash, ts, from);
    const row: RecordRow = {
      ...systemRow('checkpoint', ts, checkpointAttrsText(from, signer.keyId, signature)),
      seq: prev.seq + 1,
      prevHash: prev.hash,
    };
    const canon = canonicalRecord(row);
    row.hash = sha256Tagged(row.prevHash + canon);
    this.#lastCheckpoint = Object.freeze({
      seq: prev.seq,
      hash: prev.hash,
      ts,
      from,
      keyId: signer.keyId,
      signature,
    });
    return { row, canon };
  }

  /** True when a checkpoint is due after the record at `seq` (appended at clock `now`). */
  #checkpointDue(seq: number, now: number): boolean {
    return (
      this.#signer !== undefined &&
      (seq - this.#cpSeq >= this.#cpEvery || now - this.#cpAt >= this.#cpEveryMs)
    );
  }

  /** Writes a checkpoint of the current head (buffered; the caller commits). */
  #appendCheckpoint(now: number): void {
    const { row, canon } = this.#checkpointRow(this.#head, this.#iso.format(now));
    if (this.#intentFd !== undefined) {
      this.#pendingLines.push(intentLine(canon, row.prevHash, row.hash, []));
    }
    this.#buffer.push(row);
    this.#head = { seq: row.seq, hash: row.hash };
    this.#cpSeq = row.seq;
    this.#cpAt = now;
  }

  /** Writes the genesis record of a new chain, or checks the head of an existing one. */
  #start(): AuditHead {
    const last = queryRows(this.db, { last: 1 })[0];
    if (last === undefined) {
      const ts = isoTimestamp(this.#clock);
      const row: RecordRow = {
        ...systemRow('genesis', ts, `{"format":${FORMAT_VERSION}}`),
        seq: 1,
        prevHash: GENESIS_PREV_HASH,
      };
      row.hash = recordHash(row);
      this.#buffer.push(row);
      this.#commit();
      this.#genesisWritten = true;
      return { seq: 1, hash: row.hash };
    }
    let lastOk = false;
    try {
      lastOk = recordHash(last) === last.hash;
    } catch {
      lastOk = false;
    }
    if (!lastOk) {
      throw new AuditError('CORRUPT_HEAD', 'the last audit record does not match its hash', {
        seq: last.seq,
      });
    }
    return { seq: last.seq, hash: last.hash };
  }

  #usable(): void {
    if (this.#closed) throw new AuditError('LOG_CLOSED', 'the audit log is closed');
    if (this.#failed) {
      throw new AuditError('LOG_FAILED', 'the audit log failed to write and refuses appends');
    }
  }

  #setSync(level: 'FULL' | 'NORMAL'): void {
    if (level !== this.#sync) {
      this.db.pragma(`synchronous = ${level}`);
      this.#sync = level;
    }
  }

  #commit(security = true): void {
    if (this.#timer !== undefined) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    if (this.#buffer.length === 0) return;
    const rows = this.#buffer;
    const sums = this.#pendingSummaries;
    try {
      // Operational-only batches commit with synchronous=NORMAL (they survive a process
      // crash); a batch holding a security record commits with the configured level (FULL:
      // fsync). WAL is sequential, so the fsync also covers every earlier batch.
      // (SQLite refuses to change it inside a transaction: retention sets it beforehand.)
      if (!this.db.inTransaction) {
        this.#setSync(security || this.#group ? this.#securitySync : 'NORMAL');
      }
      this.#commitTx(rows, sums);
    } catch {
      this.#failed = true;
      this.#rejectWaiters(rows[0]?.seq ?? 0);
      throw new AuditError('WRITE_FAILED', 'the audit log could not commit records', {
        firstSeq: rows[0]?.seq ?? 0,
        lastSeq: rows[rows.length - 1]?.seq ?? 0,
      });
    }
    this.#buffer = [];
    this.#pendingSummaries = [];
    this.#pendingLines = [];
    const last = rows[rows.length - 1]!;
    this.#durable = { seq: last.seq, hash: last.hash };
    // Group mode commits with fsync: everything committed is on stable storage.
    if (this.#waiters.length > 0 && this.#sync === 'FULL') this.#resolveThrough(last.seq);
    // Everything the intent file holds is committed now: empty it (cheap, no fsync).
    if (this.#intentDirty && this.#intentFd !== undefined && !this.db.inTransaction) {
      try {
        ftruncateSync(this.#intentFd, 0);
        this.#intentDirty = false;
      } catch {
        // Harmless: on open, intent records already committed are checked and skipped.
      }
    }
  }

  /** One write of `text` (whole lines) to the intent file; any failure fails the log. */
  #writeIntent(text: string, firstSeq: number, lastSeq: number): void {
    let ok = false;
    try {
      this.#intentDirty = true;
      ok = writeSync(this.#intentFd!, text) === Buffer.byteLength(text);
    } catch {
      ok = false;
    }
    if (ok) this.#writtenSeq = lastSeq;
    if (!ok) {
      // A torn line must stay the last one in the file: refuse every later append.
      this.#failed = true;
      throw new AuditError('WRITE_FAILED', 'the audit log could not write its intent file', {
        firstSeq,
        lastSeq,
      });
    }
  }

  append(event: AuditEvent): AppendResult {
    this.#usable();
    return this.#append(event, false);
  }

  /** `commitNow`: commit before returning whatever the mode (retention's seal record). */
  #append(event: AuditEvent, commitNow: boolean): AppendResult {
    const now = this.#clock();
    const prepared = this.#prep.prepare(event, this.#iso.format(now));
    const seq = this.#head.seq + 1;
    const row = prepared.row as RecordRow;
    row.seq = seq;
    row.prevHash = this.#head.hash;
    const canon = canonicalRecord(row);
    row.hash = sha256Tagged(row.prevHash + canon);
    let fresh: PreparedSummary[] | undefined;
    for (const s of prepared.summaries) {
      if (!this.#knownSummaries.has(s.ref)) {
        if (this.#knownSummaries.size >= 65536) this.#knownSummaries.clear();
        this.#knownSummaries.add(s.ref);
        if (fresh === undefined) fresh = [s];
        else fresh.push(s);
      }
    }
    let inIntent = false;
    // A checkpoint due after this record follows it in the chain, in the same write and
    // the same commit (never for retention's seal, which commits inside its transaction).
    const cp =
      !commitNow && this.#checkpointDue(seq, now)
        ? this.#checkpointRow({ seq, hash: row.hash }, this.#iso.format(now))
        : undefined;
    if (this.#intentFd !== undefined && !commitNow) {
      let line = intentLine(canon, row.prevHash, row.hash, fresh ?? []);
      if (cp !== undefined) line += intentLine(cp.canon, cp.row.prevHash, cp.row.hash, []);
      if (prepared.security) {
        // One write: the buffered records it follows in the chain, then the record itself.
        const pending = this.#pendingLines;
        const text = pending.length === 0 ? line : pending.join('') + line;
        this.#writeIntent(text, seq - pending.length, seq);
        this.#pendingLines = [];
        inIntent = true;
      } else {
        this.#pendingLines.push(line);
      }
    }
    if (fresh !== undefined) for (const s of fresh) this.#pendingSummaries.push(s);
    this.#buffer.push(row);
    this.#head = { seq, hash: row.hash };
    if (cp !== undefined) {
      this.#buffer.push(cp.row);
      this.#head = { seq: cp.row.seq, hash: cp.row.hash };
      this.#cpSeq = cp.row.seq;
      this.#cpAt = now;
    }
    if (commitNow || (prepared.security && !this.#batched)) {
      this.#commit(true);
    } else if (this.#buffer.length >= this.#maxBuffered) {
      this.#commit(false);
    } else if (this.#timer === undefined) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        try {
          this.#commit(false);
        } catch {
          // #commit marked the log failed; the next call reports LOG_FAILED.
        }
      }, this.#interval);
      this.#timer.unref();
    }
    const durable = this.#durable.seq >= seq;
    if (this.#group && prepared.security && !commitNow) {
      return {
        seq,
        hash: row.hash,
        durable,
        persisted: durable ? 'sqlite' : inIntent ? 'intent' : 'buffer',
        whenDurable: durable ? Promise.resolve() : this.#waitForSync(seq),
      };
    }
    return {
      seq,
      hash: row.hash,
      durable,
      persisted: durable ? 'sqlite' : inIntent ? 'intent' : 'buffer',
    };
  }

  /**
   * Group commit: a promise that settles once `seq` (already written to the intent file)
   * is on stable storage. One fdatasync covers every line written before it starts, so the
   * security events of concurrent executions appended while one runs (or in the same
   * event-loop turn) share the next one. Never settles before its fsync or a FULL commit.
   */
  #waitForSync(seq: number): Promise<void> {
    const p = new Promise<void>((resolve, reject) => {
      this.#waiters.push({ seq, resolve, reject });
    });
    // A caller that drops the promise must not crash the host with an unhandled rejection
    // (the failure also fails the log: the next append throws LOG_FAILED).
    p.catch(() => {});
    this.#scheduleSync();
    return p;
  }

  #scheduleSync(): void {
    if (this.#syncing || this.#syncScheduled) return;
    this.#syncScheduled = true;
    setImmediate(() => {
      this.#syncScheduled = false;
      this.#runSync();
    });
  }

  #runSync(): void {
    const fd = this.#intentFd;
    if (this.#waiters.length === 0 || fd === undefined || this.#syncing) return;
    const target = this.#writtenSeq;
    this.#syncing = true;
    fdatasync(fd, (err) => {
      this.#syncing = false;
      if (this.#closeFdAfterSync) {
        this.#closeFdAfterSync = false;
        try {
          closeSync(fd);
        } catch {
          // nothing left to do with it
        }
      }
      if (err) {
        // After a failed fsync the page cache may no longer hold what was written: nothing
        // written since the last good sync can be acknowledged. Fail closed.
        this.#failed = true;
        this.#rejectWaiters(this.#durable.seq + 1);
        return;
      }
      this.#resolveThrough(target);
      if (this.#waiters.length > 0) this.#runSync();
    });
  }

  #resolveThrough(seq: number): void {
    let i = 0;
    while (i < this.#waiters.length && this.#waiters[i]!.seq <= seq) this.#waiters[i++]!.resolve();
    if (i > 0) this.#waiters = this.#waiters.slice(i);
  }

  #rejectWaiters(firstSeq: number): void {
    const waiters = this.#waiters;
    if (waiters.length === 0) return;
    this.#waiters = [];
    const lastSeq = waiters[waiters.length - 1]!.seq;
    for (const w of waiters) {
      w.reject(
        new AuditError('WRITE_FAILED', 'the audit log could not make its records durable', {
          firstSeq,
          lastSeq,
        }),
      );
    }
  }

  flush(): AuditHead {
    this.#usable();
    this.#commit();
    return this.#durable;
  }

  checkpoint(): SignedCheckpoint {
    this.#usable();
    if (this.#signer === undefined) {
      throw new AuditError('INVALID_OPTIONS', 'the log was opened without checkpoint options', {
        option: 'checkpoint',
      });
    }
    if (this.#cpSeq !== this.#head.seq || this.#lastCheckpoint === undefined) {
      this.#appendCheckpoint(this.#clock());
    }
    this.#commit(true);
    return this.#lastCheckpoint!;
  }

  lastCheckpoint(): SignedCheckpoint | undefined {
    return this.#lastCheckpoint;
  }

  head(): AuditHead {
    return this.#head;
  }

  durableHead(): AuditHead {
    return this.#durable;
  }

  records(query: RecordQuery = {}): AuditRecord[] {
    this.flush();
    return queryRows(this.db, query).map(rowToRecord);
  }

  summary(ref: string): unknown {
    this.flush();
    const row = this.db.prepare('SELECT body FROM summaries WHERE ref = ?').get(ref) as
      | { body: string }
      | undefined;
    if (row === undefined) return undefined;
    try {
      return JSON.parse(row.body) as unknown;
    } catch {
      throw new AuditError('READ_FAILED', 'a stored summary is malformed', { ref });
    }
  }

  applyRetention(options: RetentionOptions): RetentionResult | undefined {
    this.flush();
    const before = this.#head;
    try {
      // The retention transaction ends with a security record: commit it at that level.
      this.#setSync(this.#securitySync);
      return applyRetention(this.db, options, {
        now: this.#clock,
        seal: (event) => {
          this.#usable();
          return this.#append(event, true);
        },
        head: () => this.#durable,
      });
    } catch (e) {
      // A seal appended inside a rolled-back transaction leaves the in-memory head ahead
      // of the database: refuse further appends rather than fork the chain.
      if (this.#head !== before) this.#failed = true;
      if (e instanceof AuditError) throw e;
      throw new AuditError('ARCHIVE_FAILED', 'retention could not complete');
    }
  }

  close(): void {
    if (this.#closed) return;
    try {
      if (!this.#failed && this.#signer !== undefined && this.#head.seq > this.#cpSeq) {
        this.#appendCheckpoint(this.#clock());
      }
      if (!this.#failed) this.#commit();
    } finally {
      if (this.#timer !== undefined) clearTimeout(this.#timer);
      this.#timer = undefined;
      this.#closed = true;
      this.db.close();
      // Whatever no commit covered (a failed log) is not durable: say so.
      this.#rejectWaiters(this.#durable.seq + 1);
      if (this.#intentFd !== undefined) {
        // An fdatasync still running on it: close when it ends (never reuse the number).
        if (this.#syncing) this.#closeFdAfterSync = true;
        else {
          try {
            closeSync(this.#intentFd);
          } catch {
            // nothing left to do with it
          }
        }
        this.#intentFd = undefined;
      }
      this.#release();
    }
  }
}

/** fsyncs a directory (its entries), where the platform allows it. */
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Not supported on this platform (e.g. Windows): nothing more can be done here.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Opens (creating if needed) an audit log; writes the genesis record of a new chain. */
export function openAuditLog(options: OpenAuditLogOptions): AuditLog {
  return new SqliteAuditLog(options);
}
