/**
 * The shared PostgreSQL chain as `createRuntime`'s `audit` option. The runtime calls
 * `append` synchronously and awaits `whenDurable` before the effect an `effect_allowed`
 * record authorises (the group-commit contract of @zamburak/audit's `AppendResult`): here
 * `whenDurable` settles when the record's transaction committed. The record's place in the
 * chain is assigned at that commit, so the `seq` and `hash` returned at once are placeholders
 * (0 and ''). Fails closed: an event the log refuses throws at once, and after any failed
 * commit every later `append` throws `WRITE_FAILED`, as a failed SQLite log refuses appends.
 */
import type { AppendResult, AuditEvent } from '@zamburak/audit';
import type { PostgresAuditLog } from './audit.js';
import { PostgresError } from './errors.js';

export interface RuntimeAuditLog {
  append(event: AuditEvent): AppendResult;
}

export function runtimeAuditLog(log: PostgresAuditLog): RuntimeAuditLog {
  let failed = false;
  return {
    append(event) {
      if (failed) {
        throw new PostgresError(
          'WRITE_FAILED',
          'an earlier audit commit failed; appends are refused',
          {
            log: log.log,
            firstSeq: 0,
            lastSeq: 0,
            sqlState: 'unknown',
          },
        );
      }
      const whenDurable = log.enqueue(event).then(
        () => undefined,
        (e: unknown) => {
          failed = true;
          throw e;
        },
      );
      // The runtime awaits it where an effect depends on it; elsewhere the failure is kept
      // (the next append throws) rather than left as an unhandled rejection.
      whenDurable.catch(() => undefined);
      return { seq: 0, hash: '', durable: false, persisted: 'buffer', whenDurable };
    },
  };
}
