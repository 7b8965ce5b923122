/**
 * SQLite schema. Records, summaries and archive segments are append-only: triggers reject
 * UPDATE and DELETE. The one controlled exception is retention: a record may be deleted
 * only once an archive segment covering its sequence number has been registered (and the
 * archive_segments table is itself append-only and contiguous).
 */
import Database from 'better-sqlite3';

export const FORMAT_VERSION = 1;

export const TRIGGER_NAMES = [
  'records_no_update',
  'records_delete_only_archived',
  'records_append_only',
  'summaries_no_update',
  'summaries_no_delete',
  'segments_no_update',
  'segments_no_delete',
  'segments_contiguous',
] as const;

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS records (
  seq INTEGER PRIMARY KEY,
  ts TEXT NOT NULL,
  event TEXT NOT NULL,
  execution_id TEXT,
  call_id INTEGER,
  tool TEXT,
  decision TEXT,
  reason_code TEXT,
  rule_path TEXT,
  arg_refs TEXT,
  context_ref TEXT,
  witness_hash TEXT,
  payload_hash TEXT,
  policy_hash TEXT,
  subject TEXT,
  attrs TEXT,
  redacted INTEGER NOT NULL,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL
);
-- The decision explorer's queries (zamburak-audit serve): an execution's records, finished
-- executions by status, records by reason code (the latter two partial, so small and cheap to
-- write). Logs created before they existed lack them and stay readable: those queries then
-- scan the records table (costs in docs/audit.md).
CREATE INDEX IF NOT EXISTS records_execution ON records (execution_id) WHERE execution_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS records_finished ON records (decision, execution_id) WHERE event = 'execution_finished';
CREATE INDEX IF NOT EXISTS records_reason ON records (reason_code) WHERE reason_code IS NOT NULL;
CREATE TABLE IF NOT EXISTS summaries (
  ref TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS archive_segments (
  first_seq INTEGER PRIMARY KEY,
  last_seq INTEGER NOT NULL,
  head_hash TEXT NOT NULL,
  file_name TEXT NOT NULL,
  file_sha256 TEXT NOT NULL,
  record_count INTEGER NOT NULL,
  ts TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS records_no_update BEFORE UPDATE ON records
BEGIN SELECT RAISE(ABORT, 'zamburak-audit: records are append-only'); END;
CREATE TRIGGER IF NOT EXISTS records_delete_only_archived BEFORE DELETE ON records
WHEN NOT EXISTS (SELECT 1 FROM archive_segments WHERE OLD.seq BETWEEN first_seq AND last_seq)
BEGIN SELECT RAISE(ABORT, 'zamburak-audit: only archived records may be deleted'); END;
CREATE TRIGGER IF NOT EXISTS records_append_only BEFORE INSERT ON records
WHEN NEW.seq <> COALESCE((SELECT MAX(seq) FROM records),
                         (SELECT MAX(last_seq) FROM archive_segments), 0) + 1
BEGIN SELECT RAISE(ABORT, 'zamburak-audit: records are appended in sequence'); END;
CREATE TRIGGER IF NOT EXISTS summaries_no_update BEFORE UPDATE ON summaries
BEGIN SELECT RAISE(ABORT, 'zamburak-audit: summaries are append-only'); END;
CREATE TRIGGER IF NOT EXISTS summaries_no_delete BEFORE DELETE ON summaries
BEGIN SELECT RAISE(ABORT, 'zamburak-audit: summaries are append-only'); END;
CREATE TRIGGER IF NOT EXISTS segments_no_update BEFORE UPDATE ON archive_segments
BEGIN SELECT RAISE(ABORT, 'zamburak-audit: archive segments are append-only'); END;
CREATE TRIGGER IF NOT EXISTS segments_no_delete BEFORE DELETE ON archive_segments
BEGIN SELECT RAISE(ABORT, 'zamburak-audit: archive segments are append-only'); END;
CREATE TRIGGER IF NOT EXISTS segments_contiguous BEFORE INSERT ON archive_segments
WHEN NEW.first_seq <> COALESCE((SELECT MAX(last_seq) FROM archive_segments), 0) + 1
  OR NEW.last_seq < NEW.first_seq
BEGIN SELECT RAISE(ABORT, 'zamburak-audit: archive segments are contiguous'); END;
`;

/** Indexes the explorer (`openAuditReader`) uses; `missingIndexes()` names absent ones. */
export const EXPLORER_INDEXES: readonly string[] = [
  'records_execution',
  'records_finished',
  'records_reason',
];

let expected: Map<string, string> | undefined;

/** Trigger name -> SQL text as SQLite stores it for SCHEMA_SQL (from a scratch database). */
function expectedTriggers(): Map<string, string> {
  if (expected === undefined) {
    const db = new Database(':memory:');
    try {
      db.exec(SCHEMA_SQL);
      expected = triggerSql(db);
    } finally {
      db.close();
    }
  }
  return expected;
}

function triggerSql(db: Database.Database): Map<string, string> {
  const rows = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").all() as {
    name: string;
    sql: string | null;
  }[];
  return new Map(rows.map((r) => [r.name, r.sql ?? '']));
}

/** How many append-only triggers are missing or differ from the ones this schema creates. */
export function tamperedTriggers(db: Database.Database): number {
  const want = expectedTriggers();
  const have = triggerSql(db);
  let n = 0;
  for (const name of TRIGGER_NAMES) if (have.get(name) !== want.get(name)) n++;
  return n;
}

export const SELECT_COLUMNS =
  'seq, ts, event, execution_id, call_id, tool, decision, reason_code, rule_path, arg_refs, ' +
  'context_ref, witness_hash, payload_hash, policy_hash, subject, attrs, redacted, prev_hash, hash';
