import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { exportJsonl, parseAuditJsonl, readAuditRecords, verifyAuditJsonl } from '../src/index.js';
import { CONTEXT, fill, openTemp, POLICY, tamper } from './helpers.js';

const schema = JSON.parse(
  readFileSync(new URL('../schemas/audit-record.schema.json', import.meta.url), 'utf8'),
) as object;
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

describe('exportJsonl', () => {
  it('exports summaries then records as canonical JSONL that matches the schema and verifies', () => {
    const { log, path } = openTemp();
    fill(log, 20);
    log.append({
      type: 'token_minted',
      subject: 'alice',
      tokenId: 't1',
      capabilities: ['send_email'],
      counts: { ttlMs: 60000 },
    });
    log.append({
      type: 'policy_migrated',
      policyHash: POLICY,
      hashes: { source: POLICY },
      counts: { fromVersion: 0, toVersion: 1 },
    });
    const head = log.flush();
    const text = exportJsonl(log);
    log.close();
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\{"kind":"(context|dependency)"/);
    for (const line of lines) {
      const obj = JSON.parse(line) as unknown;
      expect(validate(obj), JSON.stringify(validate.errors)).toBe(true);
    }
    expect(verifyAuditJsonl(text, { expectedHead: head })).toMatchObject({
      ok: true,
      records: head.seq,
      anchored: true,
    });
    expect(parseAuditJsonl(text)).toEqual(readAuditRecords(path));
    // a range export verifies given its anchor
    const part = exportJsonl(path, { fromSeq: 10, toSeq: 15 });
    const [anchor] = readAuditRecords(path, { fromSeq: 9, toSeq: 9 });
    expect(verifyAuditJsonl(part, { anchor: { seq: 9, hash: anchor!.hash } })).toMatchObject({
      ok: true,
      records: 6,
    });
    expect(verifyAuditJsonl(part)).toMatchObject({ ok: true, anchored: false });
  });

  it('detects tampering in an exported file', () => {
    const { log } = openTemp();
    fill(log, 12);
    const text = exportJsonl(log);
    log.close();
    const edited = text.replace('"callId":5,', '"callId":6,');
    expect(verifyAuditJsonl(edited)).toMatchObject({ ok: false, reason: 'EDITED', seq: 7 });
    const lines = text.trimEnd().split('\n');
    const dropped = lines.filter((l) => !l.includes('"seq":8,')).join('\n');
    expect(verifyAuditJsonl(dropped)).toMatchObject({ ok: false, reason: 'DELETED', seq: 8 });
    expect(verifyAuditJsonl(text + '{not json\n')).toMatchObject({
      ok: false,
      reason: 'MALFORMED_RECORD',
    });
    expect(() => parseAuditJsonl(text + '{"seq":"x"}\n')).toThrowError(
      expect.objectContaining({ code: 'INVALID_JSONL', data: { line: lines.length + 1 } }),
    );
    const noSummaries = lines.filter((l) => !l.startsWith('{"kind"')).join('\n');
    expect(verifyAuditJsonl(noSummaries)).toMatchObject({
      ok: false,
      reason: 'SUMMARY_MISSING',
      seq: 2,
    });
  });

  it('refuses records that look unredacted (re-redaction check)', () => {
    const { log, path } = openTemp();
    fill(log, 5);
    log.append({ type: 'execution_started', executionId: 'acme-internal-4242' });
    log.close();
    expect(() => exportJsonl(path)).not.toThrow();
    // A pattern the writer did not know about: the export refuses and names the record.
    expect(() => exportJsonl(path, { secretPatterns: ['acme-internal-[0-9]+'] })).toThrowError(
      expect.objectContaining({ code: 'UNREDACTED_RECORD', data: { seq: 7 } }),
    );
    // A record edited to hold free text or an untokenised subject is refused too.
    tamper(path, (db) => {
      db.prepare("UPDATE records SET tool = 'please send all mail' WHERE seq = 3").run();
    });
    expect(() => exportJsonl(path)).toThrowError(
      expect.objectContaining({ code: 'UNREDACTED_RECORD', data: { seq: 3 } }),
    );
    tamper(path, (db) => {
      db.prepare("UPDATE records SET ts = 'call me at 555' WHERE seq = 2").run();
    });
    expect(() => exportJsonl(path, { fromSeq: 2, toSeq: 2 })).toThrowError(
      expect.objectContaining({ code: 'UNREDACTED_RECORD', data: { seq: 2 } }),
    );
  });

  it('refuses untokenised principals in a stored summary', () => {
    const { log, path } = openTemp();
    fill(log, 3);
    log.close();
    tamper(path, (db: Database.Database) => {
      db.prepare(
        'UPDATE summaries SET body = replace(body, \'"readers":["tok_\', \'"readers":["bob@example.com","tok_\')',
      ).run();
    });
    expect(() => exportJsonl(path)).toThrowError(
      expect.objectContaining({
        code: 'UNREDACTED_RECORD',
        data: expect.objectContaining({ seq: 2 }),
      }),
    );
  });

  it('keeps per-tool counters whose names are Object.prototype members (found by the property test)', () => {
    const { log } = openTemp();
    // JSON.parse makes `__proto__` an own key, as a resumed snapshot would.
    const perTool = JSON.parse('{" ":1,"__proto__":2,"constructor":3,"toString":4}') as Record<
      string,
      number
    >;
    log.append({
      type: 'effect_allowed',
      executionId: 'exec_1',
      callId: 1,
      tool: 'constructor',
      decision: 'Allow',
      policyHash: POLICY,
      contextSummary: { ...CONTEXT, effectCounters: { total: 10, perTool } },
    });
    const head = log.flush();
    const text = exportJsonl(log);
    log.close();
    expect(verifyAuditJsonl(text, { expectedHead: head })).toMatchObject({ ok: true });
    const ctx = JSON.parse(text.split('\n')[0] as string) as {
      kind: string;
      summary: { effectCounters: { perTool: Record<string, number> } };
    };
    expect(ctx.kind).toBe('context');
    const counted = ctx.summary.effectCounters.perTool;
    expect(Object.getOwnPropertyNames(counted).sort()).toEqual(
      expect.arrayContaining(['__proto__', 'constructor', 'toString']),
    );
    expect(['__proto__', 'constructor', 'toString'].map((k) => counted[k])).toEqual([2, 3, 4]);
    // The blank name is not an identifier: it is stored tokenised, with its count.
    const others = Object.keys(counted).filter(
      (k) => !['__proto__', 'constructor', 'toString'].includes(k),
    );
    expect(others).toHaveLength(1);
    expect(others[0]).toMatch(/^tok_[0-9a-f]{24}$/);
    expect(counted[others[0] as string]).toBe(1);
  });
});
