import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { openAuditLog } from '../src/index.js';

const mode = process.argv[2];
for (const f of ['r', 'o'])
  for (const x of ['', '-wal', '-shm']) rmSync(`/tmp/aud/${f}.db${x}`, { force: true });
let t = 1;
if (mode === 'ours') {
  const log = openAuditLog({ path: '/tmp/aud/o.db', tokenKey: 'k'.repeat(32), clock: () => t++ });
  for (let k = 0; k < 200; k++)
    log.append({
      type: 'effect_allowed',
      executionId: 'exec_1',
      callId: k,
      tool: 'send_email',
      decision: 'Allow',
    });
  log.close();
} else {
  const raw = new Database('/tmp/aud/r.db');
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.exec('CREATE TABLE r (seq INTEGER PRIMARY KEY, a TEXT, b TEXT, c TEXT)');
  const ins = raw.prepare('INSERT INTO r VALUES (?, ?, ?, ?)');
  const tx = raw.transaction((i: number) =>
    ins.run(i, 'x'.repeat(70), 'y'.repeat(70), 'z'.repeat(40)),
  );
  for (let k = 0; k < 200; k++) tx(k + 1);
  raw.close();
}
