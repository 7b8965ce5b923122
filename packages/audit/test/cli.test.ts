import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runAuditCli } from '../src/index.js';
import { fill, openTemp, tamper } from './helpers.js';

async function run(argv: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runAuditCli(argv, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    cwd,
  });
  return { code, stdout, stderr };
}

function sample() {
  const { log, dir } = openTemp();
  fill(log, 14);
  const head = log.flush();
  log.close();
  return { dir, head };
}

describe('zamburak-audit CLI', () => {
  it('prints help with exit 0', async () => {
    const r = await run(['--help'], '/');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: zamburak-audit');
    expect(r.stdout).toContain('Exit codes');
  });

  it('exits 1 on usage and I/O errors', async () => {
    const { dir } = sample();
    expect((await run([], dir)).code).toBe(1);
    expect((await run(['frobnicate', 'audit.db'], dir)).code).toBe(1);
    expect((await run(['verify'], dir)).code).toBe(1);
    expect((await run(['verify', 'audit.db', '--bogus', 'x'], dir)).code).toBe(1);
    expect((await run(['verify', 'audit.db', '--format', 'yaml'], dir)).code).toBe(1);
    expect((await run(['verify', 'audit.db', '--expected-head', 'nonsense'], dir)).code).toBe(1);
    const missing = await run(['verify', 'missing.db'], dir);
    expect(missing.code).toBe(1);
    // The localised sentence, the path and the reason; not a bare message id.
    expect(missing.stderr).toContain('missing.db');
    expect(missing.stderr).toContain('could not be opened');
    expect(missing.stderr).toContain('reason=no such file');
    expect(missing.stderr).not.toContain('audit-open-failed');
    const missingJson = await run(['verify', 'missing.db', '--format=json'], dir);
    expect(JSON.parse(missingJson.stdout)).toMatchObject({
      error: { code: 'OPEN_FAILED', data: { reason: 'no such file', path: 'missing.db' } },
    });
    const usageJson = await run(['verify', '--format', 'json', '--bogus'], dir);
    expect(usageJson.code).toBe(1);
    expect(JSON.parse(usageJson.stdout)).toMatchObject({ error: { code: 'USAGE' } });
    const version = await run(['--version'], dir);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('verify --store without @zamburak/postgres: exit 1 naming the package, URL never echoed', async () => {
    const url = 'postgresql://u:s3cret@db.example/audit';
    const r = await run(['verify', '--store', url, '--log', 'ops'], '/');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('@zamburak/postgres');
    const j = await run(['verify', '--store', url, '--format', 'json'], '/');
    expect(j.code).toBe(1);
    expect(JSON.parse(j.stdout)).toMatchObject({ error: { code: 'USAGE' } });
    expect(r.stdout + r.stderr + j.stdout + j.stderr).not.toContain('s3cret');
    // A store answers through io.verifyStore: its result is printed as a SQLite log's.
    let stdout = '';
    const code = await runAuditCli(['verify', '--store', url, '--log', 'ops'], {
      stdout: (t) => {
        stdout += t;
      },
      stderr: () => undefined,
      cwd: '/',
      verifyStore: async (req) => {
        expect(req).toEqual({ connection: url, log: 'ops' });
        return { ok: false, reason: 'EDITED', seq: 7, records: 9, detail: {} };
      },
    });
    expect(code).toBe(3);
    expect(stdout).toMatch(/^FAILED at seq 7: EDITED: /);
  });

  it('verify: 0 when intact, 3 naming the first bad sequence number when tampered', async () => {
    const { dir, head } = sample();
    const ok = await run(
      ['verify', 'audit.db', '--expected-head', `${head.seq}:${head.hash}`],
      dir,
    );
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^ok: 15 records verified/);
    tamper(join(dir, 'audit.db'), (db) =>
      db.prepare("UPDATE records SET tool = 'x' WHERE seq = 6").run(),
    );
    const bad = await run(['verify', 'audit.db'], dir);
    expect(bad.code).toBe(3);
    expect(bad.stdout).toBe(
      'FAILED at seq 6: EDITED: Record 6 was edited: its content no longer matches its hash.\n',
    );
    const json = await run(['verify', 'audit.db', '--format', 'json'], dir);
    expect(json.code).toBe(3);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, reason: 'EDITED', seq: 6 });
  });

  it('verify: TRUNCATED_TAIL with the expected head', async () => {
    const { dir, head } = sample();
    tamper(join(dir, 'audit.db'), (db) => db.prepare('DELETE FROM records WHERE seq > 12').run());
    const r = await run(
      ['verify', 'audit.db', '--expected-head', `${head.seq}:${head.hash}`, '--format', 'json'],
      dir,
    );
    expect(r.code).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({ reason: 'TRUNCATED_TAIL', seq: 13 });
  });

  it('export: JSONL to stdout or a file; 3 when refused', async () => {
    const { dir } = sample();
    const r = await run(['export', 'audit.db', '--from', '2', '--to', '4'], dir);
    expect(r.code).toBe(0);
    const records = r.stdout
      .trimEnd()
      .split('\n')
      .filter((l) => l.includes('"seq"'));
    expect(records.map((l) => (JSON.parse(l) as { seq: number }).seq)).toEqual([2, 3, 4]);
    expect((await run(['export', 'audit.db', '--out', 'out.jsonl'], dir)).code).toBe(0);
    expect(readFileSync(join(dir, 'out.jsonl'), 'utf8')).toContain('"event":"genesis"');
    const refused = await run(['export', 'audit.db', '--secret-pattern', 'exec_[0-9]'], dir);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('record 2 looks unredacted');
    expect(refused.stdout).toBe('');
  });

  it('tail and stats, text and json', async () => {
    const { dir, head } = sample();
    const tail = await run(['tail', 'audit.db', '-n', '3', '--format', 'json'], dir);
    expect(tail.code).toBe(0);
    expect((JSON.parse(tail.stdout) as { seq: number }[]).map((r) => r.seq)).toEqual([13, 14, 15]);
    const text = await run(['tail', 'audit.db', '-n', '2'], dir);
    expect(text.stdout.trimEnd().split('\n')).toHaveLength(2);
    const stats = await run(['stats', 'audit.db', '--format', 'json'], dir);
    expect(JSON.parse(stats.stdout)).toMatchObject({
      records: 15,
      firstSeq: 1,
      lastSeq: 15,
      head,
      byEvent: { genesis: 1, effect_allowed: 5, tool_result: 9 },
      summaries: 2,
      archiveSegments: 0,
    });
    const st = await run(['stats', 'audit.db'], dir);
    expect(st.stdout).toContain('records: 15 (seq 1..15)');
  });
});

describe('export --out never destroys a log', () => {
  it('refuses the database itself, under any spelling, and any other SQLite file', async () => {
    const { dir, head } = sample();
    const other = sample();
    for (const out of [
      'audit.db',
      './audit.db',
      join(dir, 'audit.db'),
      join(other.dir, 'audit.db'),
    ]) {
      const r = await run(['export', 'audit.db', '--out', out], dir);
      expect(r.code, out).toBe(1);
      expect(r.stderr).toContain('--out names a database');
    }
    const ok = await run(
      ['verify', 'audit.db', '--expected-head', `${head.seq}:${head.hash}`],
      dir,
    );
    expect(ok.code).toBe(0);
    expect((await run(['verify', 'audit.db'], other.dir)).code).toBe(0);
  });

  it('replaces an existing export whole', async () => {
    const { dir } = sample();
    writeFileSync(join(dir, 'out.jsonl'), 'old content that is longer than nothing\n'.repeat(1000));
    expect((await run(['export', 'audit.db', '--to', '2', '--out', 'out.jsonl'], dir)).code).toBe(
      0,
    );
    const text = readFileSync(join(dir, 'out.jsonl'), 'utf8');
    expect(text).not.toContain('old content');
    expect(
      text
        .trimEnd()
        .split('\n')
        .filter((l) => l.includes('"seq"')),
    ).toHaveLength(2);
  });
});

describe('any argv (property)', () => {
  const word = fc.constantFrom(
    'verify',
    'export',
    'tail',
    'stats',
    'help',
    '--help',
    '--format',
    'json',
    'yaml',
    '--expected-head',
    '1:sha256:' + '0'.repeat(64),
    '--archive',
    '--from',
    '--to',
    '-n',
    '2',
    '-1',
    'x',
    '--out',
    'out.jsonl',
    '--secret-pattern',
    'exec_[0-9]',
    '(',
    'audit.db',
    'missing.db',
    'constructor',
    '__proto__',
    '',
    '--',
  );

  it('never throws, exits 0, 1 or 3, prints no JavaScript built-in and keeps the log intact', async () => {
    const { dir, head } = sample();
    await fc.assert(
      fc.asyncProperty(fc.array(word, { maxLength: 6 }), async (argv) => {
        const r = await run(argv, dir);
        expect([0, 1, 3]).toContain(r.code);
        expect(r.stdout + r.stderr).not.toMatch(/\[object Object\]|function Object\(|undefined/);
      }),
      { numRuns: 150 },
    );
    const ok = await run(
      ['verify', 'audit.db', '--expected-head', `${head.seq}:${head.hash}`],
      dir,
    );
    expect(ok.code).toBe(0);
  });
});
