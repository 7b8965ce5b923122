/**
 * Sealed decision inputs (red team U6, U7): a confidential argument's size, principals and
 * verifier answers are kept encrypted in the decision record. Without the log's key a reader
 * learns the bucket of the plaintext's length and nothing else; with it, trial reads them.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AuditEvent,
  DEFAULT_SECRET_PATTERNS,
  exportJsonl,
  fitsSealed,
  InputSealer,
  readAuditRecords,
  readRecordedDecisions,
  SEALED_PATTERN,
  SEALED_PLAINTEXT_BYTES,
  sealContext,
  verifyAuditLog,
} from '../src/index.js';
import { looksUnredacted } from '../src/redaction.js';
import { CONTEXT, KEY, openTemp, POLICY, SUMMARY } from './helpers.js';

const SECRET_SUMMARY = { ...SUMMARY, confidentiality: ['AUTH_SECRET'] };

const decision = (executionId: string, to: object, body: object): AuditEvent => ({
  type: 'effect_denied',
  executionId,
  callId: 3,
  tool: 'send_email',
  decision: 'Deny',
  reasonCode: 'READERS_MISSING',
  rulePath: 'tools[send_email].arguments[body].readers_must_include',
  argSummaries: { to: SUMMARY, body: SECRET_SUMMARY },
  contextSummary: CONTEXT,
  policyHash: POLICY,
  inputs: {
    by: 'policy',
    strict: true,
    args: { to, body } as never,
    authority: ['send_email'],
    invalidAuthority: [],
  },
});

const secretBody = (bytes: number, principals: string[]) => ({
  bytes,
  principals,
  verification: { Signature: 'failed' as const },
  confidential: true,
});

/** The stored `attrs.inputs.args` of every decision record of a log. */
function storedArgs(path: string): Record<string, Record<string, unknown>>[] {
  return readAuditRecords(path)
    .filter((r) => r.event === 'effect_denied')
    .map(
      (r) =>
        (r.attrs as unknown as { inputs: { args: Record<string, Record<string, unknown>> } }).inputs
          .args,
    );
}

describe('InputSealer', () => {
  const sealer = new InputSealer(Buffer.from(KEY));

  it('opens what it sealed, for the same record identity and key only', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.string({ maxLength: 40 }), (text, ctx) => {
        const sealed = sealer.seal(text, ctx);
        expect(sealed).toMatch(SEALED_PATTERN);
        expect(sealer.open(sealed, ctx)).toBe(text);
        expect(sealer.open(sealed, `${ctx}x`)).toBeUndefined();
        expect(new InputSealer(Buffer.alloc(32, 1)).open(sealed, ctx)).toBeUndefined();
      }),
    );
  });

  it('detects any change to the sealed text', () => {
    const sealed = sealer.seal('{"bytes":4114}', 'e|1|body');
    for (let i = 'sealed:v1:'.length; i < sealed.length; i += 17) {
      const flipped = sealed.slice(0, i) + (sealed[i] === '0' ? '1' : '0') + sealed.slice(i + 1);
      expect(sealer.open(flipped, 'e|1|body')).toBeUndefined();
    }
  });

  it('its length tells nothing: every plaintext seals to one length (red team V2)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 340 }), fc.string({ maxLength: 340 }), (a, b) => {
        fc.pre(fitsSealed(a) && fitsSealed(b));
        expect(sealer.seal(a, 'c').length).toBe(sealer.seal(b, 'c').length);
      }),
    );
    expect(sealer.seal('', 'c')).toMatch(SEALED_PATTERN);
    expect(sealer.seal('x'.repeat(SEALED_PLAINTEXT_BYTES - 1), 'c')).toMatch(SEALED_PATTERN);
    expect(() => sealer.seal('x'.repeat(SEALED_PLAINTEXT_BYTES), 'c')).toThrow(RangeError);
  });

  it('is deterministic for one record identity, unrelated across identities', () => {
    const text = '{"bytes":35,"principals":["tok_0d87a44a98743a99a2d50577"]}';
    expect(sealer.seal(text, 'e1|3|to')).toBe(sealer.seal(text, 'e1|3|to'));
    expect(sealer.seal(text, 'e1|3|to')).not.toBe(sealer.seal(text, 'e2|3|to'));
  });

  it('no built-in secret pattern can match a sealed value (hex), so the scrubber leaves it whole', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(looksUnredacted(sealer.seal(text, 'c'), DEFAULT_SECRET_PATTERNS)).toBe(false);
      }),
    );
  });
});

describe('a decision record with a confidential argument', () => {
  it('keeps that argument sealed and the public one plain; trial reads it back only with the key', () => {
    const { log, path } = openTemp();
    const to = { bytes: 19, principals: ['bob@example.com'] };
    log.append(decision('exec_1', to, secretBody(4114, ['apple@example.com'])));
    log.close();
    expect(verifyAuditLog(path).ok).toBe(true);
    const [args] = storedArgs(path);
    expect(Object.keys(args?.body ?? {})).toEqual(['sealed']);
    expect(args?.to).toMatchObject({ bytes: 19 });
    // outside the ciphertext (whose hex may hold any digits by chance)
    expect(JSON.stringify({ ...args, body: undefined })).not.toContain('4114');

    const [noKey] = readRecordedDecisions(path).decisions;
    expect(noKey?.problem).toBe('inputs-sealed');
    expect(noKey?.inputs).toBeUndefined();

    const [opened] = readRecordedDecisions(path, { tokenKey: KEY }).decisions;
    expect(opened?.problem).toBeUndefined();
    expect(opened?.inputs?.args.body).toMatchObject({
      bytes: 4114,
      verification: { Signature: 'failed' },
    });
    expect(opened?.inputs?.args.body?.principals?.[0]).toMatch(/^tok_[0-9a-f]{24}$/);
    expect(opened?.inputs?.args.to?.bytes).toBe(19);

    const [wrong] = readRecordedDecisions(path, { tokenKey: Buffer.alloc(32, 7) }).decisions;
    expect(wrong?.problem).toBe('sealed-key-mismatch');
  });

  it('two secrets of different size and principals give records a reader cannot tell apart but by ciphertext (U6, U7)', () => {
    const runs = [
      secretBody(4114, ['apple@example.com']),
      secretBody(4119, ['avocado@example.com']),
    ].map((body) => {
      const { log, path } = openTemp();
      log.append(decision('exec_1', { bytes: 19 }, body));
      log.close();
      return storedArgs(path)[0];
    });
    const shape = (args: Record<string, Record<string, unknown>> | undefined) =>
      JSON.stringify(args, (_k, v) =>
        typeof v === 'string' && SEALED_PATTERN.test(v) ? `sealed(${v.length})` : v,
      );
    expect(shape(runs[0])).toBe(shape(runs[1]));
    // The same principal in two executions: no equal token or ciphertext links them (U7).
    const { log, path } = openTemp();
    log.append(decision('exec_1', { bytes: 19 }, secretBody(10, ['apple@example.com'])));
    log.append(decision('exec_2', { bytes: 19 }, secretBody(10, ['apple@example.com'])));
    log.close();
    const [a, b] = storedArgs(path);
    expect(a?.body?.sealed).not.toBe(b?.body?.sealed);
    expect(readFileSync(path).toString('latin1')).not.toMatch(/apple/);
  });

  it('export passes the re-redaction check and matches the published schema', () => {
    const { log, path } = openTemp();
    log.append(decision('exec_1', { bytes: 19 }, secretBody(4114, ['apple@example.com'])));
    log.close();
    const lines = exportJsonl(path).trim().split('\n');
    const schema = JSON.parse(
      readFileSync(new URL('../schemas/audit-record.schema.json', import.meta.url), 'utf8'),
    ) as object;
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    for (const line of lines) expect(validate(JSON.parse(line)), line).toBe(true);
    expect(sealContext('exec_1', 3, 'body')).toBe('exec_1|3|body');
  });

  it('inputs that do not fit are sealed with less, never longer: principals, then all but the size', () => {
    const { log, path } = openTemp();
    const many = Array.from({ length: 100 }, (_, i) => `p${i}@example.com`);
    log.append(decision('exec_1', { bytes: 19 }, secretBody(4114, many)));
    const paths = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [
        `body.f${i}`,
        { bytes: i, verification: { Sig: 'failed' } },
      ]),
    );
    log.append(
      decision('exec_2', { bytes: 19 }, { bytes: 77, paths, confidential: true } as object),
    );
    log.close();
    const lengths = storedArgs(path).map((a) => String(a.body?.sealed).length);
    expect(new Set(lengths).size).toBe(1);
    const [first, second] = readRecordedDecisions(path, { tokenKey: KEY }).decisions;
    expect(first?.inputs?.args.body).toMatchObject({ bytes: 4114, principalsOmitted: 100 });
    expect(first?.inputs?.args.body?.principals).toBeUndefined();
    expect(second?.inputs?.args.body?.bytes).toBe(77);
    expect(second?.inputs?.args.body?.paths).toBeUndefined();
  });

  it('bounded summaries (red team V1): the exact summary and context only sealed, read back with the key', () => {
    const { log, path } = openTemp();
    const join = { ...SUMMARY, confidentiality: ['AUTH_SECRET', 'pii'], originCount: 3 };
    const joinCtx = { ...CONTEXT, pcConfidentiality: ['AUTH_SECRET', 'pii'] };
    const exactCtx = { ...CONTEXT, controlDependencies: ['call:1', 'call:7'] };
    const bounded = (exact: typeof SUMMARY, exec: string): AuditEvent => ({
      ...decision(exec, { bytes: 3 }, {}),
      type: 'effect_allowed',
      decision: 'Allow',
      argSummaries: { to: join, body: join },
      contextSummary: joinCtx,
      inputs: {
        by: 'policy',
        strict: true,
        args: {
          to: { bytes: 3, confidential: true, summary: SUMMARY },
          body: { bytes: 9, confidential: true, summary: exact },
        },
        authority: ['send_email'],
        invalidAuthority: [],
        context: exactCtx,
      },
    });
    log.append(bounded({ ...SUMMARY, confidentiality: ['AUTH_SECRET'], originCount: 1 }, 'e1'));
    // a summary too large to seal with the inputs: the size alone, the summary not recorded
    const huge = Array.from({ length: 60 }, (_, i) => `reader${i}@example.com`);
    log.append(bounded({ ...SUMMARY, readers: huge }, 'e2'));
    log.close();
    expect(verifyAuditLog(path).ok).toBe(true);
    // No exact summary is stored content-addressed: only the bounded one and its context.
    const refs = readAuditRecords(path).flatMap((r) => Object.values(r.argRefs ?? {}));
    expect(refs).toHaveLength(4);
    expect(new Set(refs).size).toBe(1);
    const stored = readAuditRecords(path)
      .filter((r) => r.event === 'effect_allowed')
      .map((r) => (r.attrs as { inputs: object }).inputs);
    const shape = (v: unknown) =>
      JSON.stringify(v, (_k, x) =>
        typeof x === 'string' && SEALED_PATTERN.test(x) ? `sealed(${x.length})` : x,
      );
    expect(shape(stored[0])).toBe(shape(stored[1]));
    expect(shape(stored[0])).toContain('"context":{"sealed":"sealed(2114)"}');
    expect(readRecordedDecisions(path).decisions.map((d) => d.problem)).toEqual([
      'inputs-sealed',
      'inputs-sealed',
    ]);
    const [one, two] = readRecordedDecisions(path, { tokenKey: KEY }).decisions;
    expect(one?.problem).toBeUndefined();
    expect(one?.inputs?.args.body?.summary).toMatchObject({
      confidentiality: ['AUTH_SECRET'],
      originCount: 1,
    });
    expect(one?.inputs?.args.body?.bytes).toBe(9);
    expect(one?.inputs?.args.to?.summary.readers).toHaveLength(2);
    expect(one?.inputs?.context).toMatchObject({
      controlDependencies: ['call:1', 'call:7'],
      pcConfidentiality: ['pii'],
      effectCounters: CONTEXT.effectCounters,
    });
    expect(two?.problem).toBe('summary-missing');
    // export's re-redaction check and the published schema accept such records
    const schema = JSON.parse(
      readFileSync(new URL('../schemas/audit-record.schema.json', import.meta.url), 'utf8'),
    ) as object;
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    for (const line of exportJsonl(path).trim().split('\n')) {
      expect(validate(JSON.parse(line)), line).toBe(true);
    }
    // an exact summary in clear is refused: it is only ever sealed
    const again = openTemp().log;
    expect(() =>
      again.append(
        decision('e3', { bytes: 1 }, { bytes: 2, summary: SUMMARY } as unknown as object),
      ),
    ).toThrow(/inputs\.args/);
    again.close();
  });

  it('refuses a confidential flag that is not a boolean', () => {
    const { log } = openTemp();
    expect(() =>
      log.append(decision('exec_1', { bytes: 1 }, { bytes: 2, confidential: 'yes' })),
    ).toThrow(/inputs\.args/);
    log.close();
  });
});
