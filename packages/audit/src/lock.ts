/**
 * The single-writer lock of an audit database: `<database path>-lock`, holding the writing
 * process's pid. Two writers on one database would fork the chain, and with
 * `durability: 'batched'` the second would even acknowledge security events that the first
 * then overwrites, or commit and truncate the first one's intent file. Readers
 * (`verifyAuditLog`, `exportJsonl`, the CLI) take no lock.
 *
 * A lock whose process is gone (killed, crashed) is stale and taken over. The lock file is
 * created whole (written aside, then hard-linked into place), so a half-written lock is never
 * mistaken for a stale one.
 */
import { closeSync, linkSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { AuditError } from './errors.js';

export const LOCK_SUFFIX = '-lock';

/** Lock files this process holds (a second handle in the same process is a second writer). */
const held = new Set<string>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to someone else; ESRCH: gone.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lock: string): number | undefined {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the lock file in place, whole: a hard link of the file written aside. On a file
 * system without hard links, an exclusive create and a write (a starting writer may then
 * be briefly seen with an empty lock file).
 */
function placeLock(aside: string, lock: string): void {
  try {
    linkSync(aside, lock);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') {
      throw e;
    }
    const fd = openSync(lock, 'wx');
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
  }
}

const locked = () =>
  new AuditError('LOG_LOCKED', 'another writer has the audit log open', { option: 'path' });

/** Takes the writer lock of `dbPath`; returns its release function (idempotent). */
export function acquireWriterLock(dbPath: string): () => void {
  const lock = resolve(dbPath) + LOCK_SUFFIX;
  if (held.has(lock)) throw locked();
  const aside = `${lock}.${process.pid}.${Date.now()}`;
  try {
    const fd = openSync(aside, 'wx');
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    for (let attempt = 0; ; attempt++) {
      try {
        placeLock(aside, lock);
        break;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) {
          throw (e as NodeJS.ErrnoException).code === 'EEXIST' ? locked() : e;
        }
        const owner = ownerOf(lock);
        if (owner !== undefined && owner !== process.pid && processAlive(owner)) throw locked();
        // Stale: its writer is gone (or was a handle of this process that was never closed).
        rmSync(lock, { force: true });
      }
    }
  } catch (e) {
    if (e instanceof AuditError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new AuditError('OPEN_FAILED', 'cannot create the audit log lock file', {
      reason: typeof code === 'string' && /^E[A-Z]+$/.test(code) ? code : 'lock failed',
    });
  } finally {
    // Cleanup must not replace the coded error (EACCES when the directory cannot be searched).
    try {
      rmSync(aside, { force: true });
    } catch {
      // nothing was created there
    }
  }
  held.add(lock);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(lock);
    try {
      if (ownerOf(lock) === process.pid) rmSync(lock, { force: true });
    } catch {
      // a lock file that cannot be removed is stale for the next writer, which takes it over
    }
  };
}

/**
 * @internal Tests only: forget that this process holds the lock of `dbPath`, as if the
 * handle's process had died (the lock file stays, so the next writer must take it over).
 */
export function forgetHeldLock(dbPath: string): void {
  held.delete(resolve(dbPath) + LOCK_SUFFIX);
}
