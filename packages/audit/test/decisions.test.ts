import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AuditError,
  type AuditEvent,
  canonicalJson,
  exportJsonl,
  MAX_RECORDED_PRINCIPALS,
  readRecordedDecisions,
  verifyAuditLog,
} from '../src/index.js';
import { CONTEXT, openTemp, POLICY, SUMMARY } from './helpers.js';

const decision = (extra: Partial<AuditEvent> = {}): AuditEvent => ({
  type: 'effect_denied',
  executionId: 'exec_1',
  callId: 3,
  tool: 'send_email',
  decision: 'Deny',
  reasonCode: 'READERS_MISSING',
  rulePath: 'tools[send_email].arguments[body].readers_must_include',
  argSummaries: { to: SUMMARY, body: SUMMARY },
  contextSummary: CONTEXT,
  policyHash: POLICY,
  ...extra,
});

const INPUTS = {
  by: 'policy',
  strict: true,
  args: {
    to: { bytes: 19, principals: ['eve@evil.example', 'bob@example.com'] },
    body: {
      bytes: 42,
      verification: { Signature: 'failed' },
      paths: { 'body.lines[*]': { bytes: 12, verification: { Signature: 'absent' } } },
      absentPaths: ['body.footer'],
    },
  },
  authority: ['send_email'],
  invalidAuthority: [{ capability: 'read_inbox', reason: 'EXPIRED' }],
} as const;

describe('record version 2: decision inputs', () => {
  it('stores tokenised principals next to the summaries and reads them back', () => {
    const { log, path } = openTemp();
    log.append(decision());
    log.append(decision({ inputs: INPUTS }));
    log.append({ type: 'tool_result', executionId: 'exec_1', callId: 3, tool: 'send_email' });
    log.close();
    expect(verifyAuditLog(path).ok).toBe(true);
    const text = readFileSync(path).toString('latin1');
    expect(text).not.toContain('evil.example');

    const { decisions, records } = readRecordedDecisions(path);
    expect(records).toBe(4);
    expect(decisions.map((d) => [d.seq, d.recordVersion])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(decisions[0]!.inputs).toBeUndefined();
    const v2 = decisions[1]!;
    expect(v2.problem).toBeUndefined();
    const to = v2.inputs!.args.to!;
    expect(to.principals).toHaveLength(2);
    for (const p of to.principals!) expect(p).toMatch(/^tok_[0-9a-f]{24}$/);
    // The summary's readers are tokenised with the same key: bob's token is among them.
    expect(to.summary.readers).toContain(to.principals![1]);
    expect(to.summary.readers).not.toContain(to.principals![0]);
    expect(v2.inputs!.args.body!.paths!['body.lines[*]']).toMatchObject({
      bytes: 12,
      verification: { Signature: 'absent' },
    });
    expect(v2.inputs!.args.body!.absentPaths).toEqual(['body.footer']);
    expect(v2.inputs!.strict).toBe(true);
    expect(v2.inputs!.authority).toEqual({
      effective: ['send_email'],
      invalid: [{ capability: 'read_inbox', reason: 'EXPIRED' }],
    });
    expect(v2.inputs!.context).toEqual(CONTEXT);
    expect(v2).toMatchObject({
      tool: 'send_email',
      decision: 'Deny',
      reasonCode: 'READERS_MISSING',
    });
  });

  it('export lines of version 2 records match the published JSON schema', () => {
    const { log, path } = openTemp();
    log.append(decision({ inputs: INPUTS }));
    log.close();
    const text = exportJsonl(path);
    const schema = JSON.parse(
      readFileSync(new URL('../schemas/audit-record.schema.json', import.meta.url), 'utf8'),
    ) as object;
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    const lines = text.trim().split('\n');
    for (const line of lines) expect(validate(JSON.parse(line)), line).toBe(true);
    // A raw principal in inputs fails the schema.
    const rec = lines.map((l) => JSON.parse(l)).find((o) => o.event === 'effect_denied');
    rec.attrs.inputs.args.to.principals = ['bob@example.com'];
    expect(validate(rec)).toBe(false);
  });

  it('refuses malformed inputs when appending', () => {
    const { log } = openTemp();
    const bad = [
      { ...INPUTS, by: 'someone' },
      { ...INPUTS, strict: 'yes' },
      { ...INPUTS, args: { to: { bytes: -1 } } },
      { ...INPUTS, args: { to: { bytes: 1, verification: { K: 'maybe' } } } },
      { ...INPUTS, args: { to: { bytes: 1, principals: [1] } } },
      { ...INPUTS, invalidAuthority: [{ capability: 1 }] },
    ];
    for (const inputs of bad) {
      expect(() => log.append(decision({ inputs: inputs as never }))).toThrow(AuditError);
    }
    expect(() => log.append(decision({ counts: { inputs: 1 } }))).toThrow(AuditError);
    log.close();
  });

  it('leaves out principals past the limit, saying how many there were', () => {
    const { log, path } = openTemp();
    const many = Array.from({ length: MAX_RECORDED_PRINCIPALS + 1 }, (_, i) => `p${i}@x.example`);
    log.append(
      decision({
        argSummaries: { to: SUMMARY },
        inputs: { ...INPUTS, args: { to: { bytes: 5, principals: many } } },
      }),
    );
    // An argument summarised without inputs (or the other way round) is not re-checkable.
    log.append(decision({ inputs: { ...INPUTS, args: { to: { bytes: 5 } } } }));
    log.close();
    const [d, half] = readRecordedDecisions(path).decisions;
    expect(half).toMatchObject({ recordVersion: 2, problem: 'malformed-inputs' });
    expect(d!.inputs!.args.to).toMatchObject({ principalsOmitted: MAX_RECORDED_PRINCIPALS + 1 });
    expect(d!.inputs!.args.to!.principals).toBeUndefined();
  });

  it('refuses to replay a log that does not verify', () => {
    const { log, path } = openTemp();
    log.append(decision({ inputs: INPUTS }));
    log.close();
    const db = new Database(path);
    db.exec('DROP TRIGGER records_no_update');
    db.prepare("UPDATE records SET decision = 'Allow' WHERE seq = 2").run();
    db.close();
    try {
      readRecordedDecisions(path);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AuditError);
      expect((e as AuditError).code).toBe('LOG_UNVERIFIED');
      expect((e as AuditError).data).toMatchObject({ seq: 2 });
    }
  });

  it('property: stored inputs are the canonical JSON of what was given (fast serializer)', () => {
    const name = fc.constantFrom(
      'to',
      'body',
      'a b',
      '__proto__',
      'constructor',
      'x.y',
      'sk-abcdefghijklmnop1234',
    );
    const answer = fc.constantFrom('passed' as const, 'failed' as const, 'absent' as const);
    const arg = fc.record(
      {
        bytes: fc.nat(),
        principals: fc.array(fc.string(), { maxLength: 3 }),
        verification: fc.dictionary(name, answer, { maxKeys: 2 }),
        paths: fc.dictionary(name, fc.record({ bytes: fc.nat() }), { maxKeys: 2 }),
        absentPaths: fc.array(name, { maxLength: 2 }),
      },
      { requiredKeys: ['bytes'] },
    );
    const inputs = fc.record({
      by: fc.constantFrom('policy' as const, 'runtime' as const),
      strict: fc.boolean(),
      args: fc.dictionary(name, arg, { maxKeys: 3 }),
      authority: fc.array(name, { maxLength: 3 }),
      invalidAuthority: fc.array(fc.record({ capability: name, reason: name }), { maxLength: 2 }),
    });
    const { log } = openTemp();
    fc.assert(
      fc.property(inputs, fc.boolean(), (i, withCounts) => {
        const seq = log.append(
          decision({ inputs: i, ...(withCounts ? { counts: { n: 1 } } : {}) }),
        ).seq;
        const raw = log.db.prepare('SELECT attrs FROM records WHERE seq = ?').pluck().get(seq);
        if (seq > 1) log.flush();
        const stored = log.db
          .prepare('SELECT attrs FROM records WHERE seq = ?')
          .pluck()
          .get(seq) as string;
        expect(raw === undefined || raw === stored).toBe(true);
        expect(stored).toBe(canonicalJson(JSON.parse(stored)));
        const parsed = JSON.parse(stored) as {
          inputs: { args: Record<string, { principals?: string[] }> };
        };
        for (const a of Object.values(parsed.inputs.args))
          for (const p of a.principals ?? []) expect(p).toMatch(/^tok_[0-9a-f]{24}$/);
      }),
      { numRuns: 150 },
    );
    log.close();
  });
});
