### @zamburak/audit: errors (AUDIT_ERROR_CODES) and verification findings
### (AUDIT_REASON_CODES, reported for the first bad record; record-specific findings
### take `seq`, the VerifyFailure's first bad sequence number).

## Errors

audit-invalid-options = The { -audit-log } option { $option } is invalid.
    .help = Check the options given to openAuditLog: path, clock, durability and the batch limits.
audit-invalid-event = The audit event field { $field } has the wrong type.
    .help = Record events with the fields and types the audit record schema defines.
audit-open-failed = The { -audit-log } database could not be opened.
    .help = Check the path, the directory's permissions and free disk space.
audit-not-an-audit-log = The database is not a { -zamburak } { -audit-log }.
    .help = Point the log at a new file or at a file { -zamburak } created.
audit-unsupported-format = The { -audit-log } has format { $found }, but this version supports { $supported }.
    .help = Open the log with the { -zamburak } version that wrote it, or export and archive it.
audit-corrupt-head = The last record of the { -audit-log } (number { $seq }) does not match its hash.
    .help = The log was altered or damaged; run `zamburak-audit verify` and keep the file for investigation. No records are appended to it.
audit-write-failed = The { -audit-log } could not commit records { $firstSeq } to { $lastSeq }.
    .help = Check free disk space and permissions; the effect was not run because its record was not durable.
audit-log-closed = The { -audit-log } is closed.
    .help = Open a new log before recording events.
audit-log-locked = Another writer has the { -audit-log } open.
    .help = Use one writer per audit database (one runtime or process); readers such as zamburak-audit verify need no lock. A lock left by a process that is gone is taken over.
audit-log-failed = The { -audit-log } failed earlier and refuses further appends.
    .help = Fix the cause of the earlier failure and open the log again.
audit-read-failed = The audit records could not be read.
    .help = Check that the file is a readable { -zamburak } { -audit-log }.
audit-archive-failed = The { -audit-log } segment could not be archived.
    .help = Check free disk space and the archive directory's permissions.
audit-unredacted-record = A record would store text that was not redacted.
    .help = Pass record fields through the redactor; raw untrusted text and secrets never enter the log.
audit-invalid-jsonl = The exported log is not valid JSON Lines.
    .help = Verify only files that `zamburak-audit export` wrote, one record per line.
audit-intent-log-corrupt = The write-ahead intent file of the { -audit-log } does not continue the chain at record { $seq }.
    .help = Acknowledged records may be missing or the file was altered; keep the database and its -intent file for investigation. The log was not opened.
audit-log-unverified = The { -audit-log } does not verify ({ $reason } at record { $seq }), so its decisions are not replayed.
    .help = Run zamburak-audit verify to find out what changed; a trial needs an intact chain.

## Verification findings

audit-edited = Record { $seq } was edited: its content no longer matches its hash.
    .help = The log was tampered with; keep the file and investigate from this record on.
audit-deleted = One or more records are missing from the chain.
    .help = The log was tampered with; compare with an archive or export to see what was removed.
audit-inserted = Record { $seq } was never part of the chain; it was inserted.
    .help = The log was tampered with; keep the file and investigate the inserted record.
audit-reordered = Record { $seq } appears before where it belongs in the chain.
    .help = The log was tampered with; keep the file and investigate.
audit-truncated-tail = The chain ends before the head the host kept.
    .help = Records at the end of the log were removed; compare with the kept head and any archive.
audit-head-mismatch = The record at the kept head's position has another hash.
    .help = The end of the log was rewritten; keep the file and investigate.
audit-broken-link = Record { $seq } does not link to the record before it.
    .help = The chain was cut and rejoined; keep the file and investigate.
audit-bad-genesis = The first record is not a well-formed genesis record.
    .help = The log's start was altered or the file is not a { -zamburak } { -audit-log }.
audit-summary-edited = A summary that record { $seq } refers to was altered.
    .help = The log was tampered with; keep the file and investigate.
audit-summary-missing = A summary that record { $seq } refers to is missing.
    .help = The log was tampered with or partly copied; keep the file and investigate.
audit-archive-mismatch = An archive segment does not join the live chain.
    .help = Verify the segments in order; a segment from another log or an altered one does not join.
audit-schema-tampered = The chain verifies, but the append-only protection of the database was removed.
    .help = Someone changed the database schema; treat the log as untrusted from now on and investigate.
audit-malformed-record = Record { $seq } is not a record of this format.
    .help = Verify only logs and exports { -zamburak } wrote.
audit-checkpoint-invalid = The signed checkpoint at record { $seq } does not verify with the host's public key.
    .help = The records before it (after the last valid checkpoint) were rewritten, or the checkpoint was forged or signed with another key; keep the file and investigate.
