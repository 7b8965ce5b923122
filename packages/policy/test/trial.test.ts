/**
 * Trial (trial.ts): recorded decisions taken again under a candidate. Records are built here
 * the way the runtime records them (the engine inputs of a request, then what the audit log
 * keeps of them); the CLI over a real demo log is tested in packages/examples/test/demo.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ArgumentInput,
  createPolicyEngine,
  type EngineInputs,
  formatTrialReport,
  type PolicyEngine,
  type PolicyRequest,
  parsePolicy,
  requestInputs,
  type TrialArgument,
  type TrialRecord,
  trialDecisions,
} from '../src/index.js';
import { POLICY } from './support/send-policy.js';

const engineOf = (text: string): PolicyEngine =>
  createPolicyEngine(parsePolicy(text, { format: 'yaml' }).definition);

const base = engineOf(POLICY);

/** What the audit log keeps of one engine input (the summary apart, principals as given). */
function recordedArg(a: ArgumentInput, tok: (s: string) => string): TrialArgument {
  const summary = {
    ...a.summary,
    readers: a.summary.readers === 'Public' ? ('Public' as const) : a.summary.readers.map(tok),
  };
  const one = (x: ArgumentInput): TrialArgument => ({
    summary,
    bytes: x.payloadBytes,
    ...(x.principals === undefined ? {} : { principals: x.principals.map(tok) }),
    ...(x.verification === undefined ? {} : { verification: x.verification }),
  });
  return {
    ...one(a),
    ...(a.paths === undefined
      ? {}
      : { paths: Object.fromEntries(Object.entries(a.paths).map(([k, p]) => [k, one(p)])) }),
  };
}

/** A record of `request` decided under `engine`, as core writes it (record version 2). */
function record(
  engine: PolicyEngine,
  request: PolicyRequest,
  seq: number,
  tok: (s: string) => string = (s) => s,
): TrialRecord {
  const i: EngineInputs = requestInputs(engine, request);
  const d = engine.check(i.tool, i.args, i.context, i.authority);
  return {
    seq,
    event:
      d.kind === 'Deny'
        ? 'effect_denied'
        : d.kind === 'Allow'
          ? 'effect_allowed'
          : 'confirmation_requested',
    tool: i.tool,
    decision: d.kind,
    ...(d.reasonCode === undefined ? {} : { reasonCode: d.reasonCode }),
    ...(d.rulePath === undefined ? {} : { rulePath: d.rulePath }),
    policyHash: engine.hash,
    recordVersion: 2,
    inputs: {
      by: 'policy',
      strict: engine.strict,
      args: Object.fromEntries(Object.entries(i.args).map(([k, a]) => [k, recordedArg(a, tok)])),
      context: i.context,
      authority: i.authority,
    },
  };
}

const ok: PolicyRequest = {
  tool: 'send',
  args: {
    message: {
      value: { to: 'ann@example.com', body: 'hi' },
      integrity: 'Verified(Known)',
      readers: ['ann@example.com'],
    },
  },
};
const long: PolicyRequest = {
  tool: 'send',
  args: {
    message: {
      value: { to: 'ann@example.com', body: 'hi ann' },
      integrity: 'Verified(Known)',
      readers: ['ann@example.com'],
    },
  },
};

describe('trialDecisions', () => {
  it('the recording policy itself changes nothing', () => {
    const records = [record(base, ok, 1), record(base, long, 2)];
    const r = trialDecisions(base, records);
    expect(r).toMatchObject({ decisions: 2, rechecked: 2, unchanged: 2, widens: false });
    expect(r.changes).toEqual([]);
  });

  it('reports newly denied with the rule path and the records, and newly allowed as widening', () => {
    const tighter = engineOf(POLICY.replace('max_payload_bytes: 8', 'max_payload_bytes: 6'));
    const records = [record(base, ok, 1), record(base, long, 2)];
    const r = trialDecisions(tighter, records);
    expect(r.counts['newly-denied']).toBe(1);
    expect(r.groups).toEqual([
      {
        change: 'newly-denied',
        tool: 'send',
        rulePath: 'tools[send].arg_rules[message.body].max_payload_bytes',
        count: 1,
        seqs: [2],
      },
    ]);
    expect(r.widens).toBe(false);
    // The other way round: what the tighter policy denied, the base policy allows.
    const back = trialDecisions(base, [record(tighter, long, 7)]);
    expect(back.counts['newly-allowed']).toBe(1);
    expect(back.widens).toBe(true);
    expect(formatTrialReport(back)).toContain('#7 send: Deny PAYLOAD_TOO_LARGE');
  });

  it('stricter, looser and changed-reason changes', () => {
    const confirm = engineOf(
      POLICY.replace('default_decision: Allow', 'default_decision: RequireConfirmation'),
    );
    const r = trialDecisions(confirm, [record(base, ok, 1)]);
    expect(r.changes.map((c) => c.change)).toEqual(['stricter']);
    expect(trialDecisions(base, [record(confirm, ok, 1)]).changes.map((c) => c.change)).toEqual([
      'newly-allowed',
    ]);
    const draft = engineOf(
      POLICY.replace('default_decision: Allow', 'default_decision: RequireDraft'),
    );
    const looser = trialDecisions(confirm, [record(draft, ok, 1)]);
    expect(looser.changes.map((c) => c.change)).toEqual(['looser']);
    expect(looser.widens).toBe(true);
    // Denied before by the verification rule, now first by a size limit: same decision.
    const tiny = engineOf(POLICY.replace('max_payload_bytes: 8', 'max_payload_bytes: 1'));
    const unverified: PolicyRequest = {
      tool: 'send',
      args: { message: { ...ok.args!.message!, integrity: 'Untrusted' } },
    };
    const rec = record(base, unverified, 3);
    expect(rec.decision).toBe('Deny');
    const changed = trialDecisions(tiny, [rec]);
    expect(changed.changes.map((c) => c.change)).toEqual(['changed-reason']);
  });

  it('never guesses: each missing input is reported as not re-checkable, with its reason', () => {
    const r1 = record(base, ok, 1);
    const v1: TrialRecord = { ...r1, recordVersion: 1, inputs: undefined } as TrialRecord;
    const runtime: TrialRecord = { ...r1, seq: 2, inputs: { ...r1.inputs!, by: 'runtime' } };
    const broken: TrialRecord = { ...r1, seq: 3, inputs: undefined, problem: 'malformed-inputs' };
    const follow: TrialRecord = {
      ...r1,
      seq: 4,
      event: 'effect_allowed',
      decision: 'Allow',
      reasonCode: 'APPROVED_CONFIRMATION',
    };
    const r = trialDecisions(base, [v1, runtime, broken, follow]);
    expect(r.notRecheckable).toEqual([
      { reason: 'decided-by-runtime', count: 1, seqs: [2] },
      { reason: 'inputs-unreadable', count: 1, seqs: [3] },
      { reason: 'record-version-1', count: 1, seqs: [1] },
    ]);
    expect(r.followUps).toBe(1);
    expect(r.rechecked).toBe(0);

    const normal = engineOf(POLICY.replace('strict_mode: true', 'strict_mode: false'));
    expect(trialDecisions(normal, [r1]).notRecheckable[0]?.reason).toBe('mode-differs');
    // A readers rule on an argument whose principals the recording policy never asked for.
    const readersOnBody = engineOf(
      POLICY.replace('readers_must_include: message.to', 'readers_must_include: message.cc'),
    );
    expect(trialDecisions(readersOnBody, [r1]).notRecheckable[0]?.reason).toBe('path-not-recorded');
    // A verifier kind the recording policy did not require (and no Verified claim for it).
    const otherKind = engineOf(
      POLICY.replace(
        'max_payload_bytes: 8',
        'max_payload_bytes: 8\n        requires_integrity: Verified(Other)',
      ),
    );
    expect(trialDecisions(otherKind, [r1]).notRecheckable[0]?.reason).toBe(
      'verification-not-recorded',
    );
  });

  it('a nested path recorded as absent stays absent', () => {
    const optional = POLICY.replace(
      '      - arg: message.body\n',
      '      - arg: message.cc\n        optional: true\n        max_payload_bytes: 1\n      - arg: message.body\n',
    );
    const cc = engineOf(optional);
    const r1 = record(base, ok, 1);
    expect(trialDecisions(cc, [r1]).notRecheckable[0]?.reason).toBe('path-not-recorded');
    const message = r1.inputs!.args.message!;
    const withAbsent: TrialRecord = {
      ...r1,
      inputs: { ...r1.inputs!, args: { message: { ...message, absentPaths: ['message.cc'] } } },
    };
    expect(trialDecisions(cc, [withAbsent])).toMatchObject({ rechecked: 1, unchanged: 1 });
  });

  it('property: tokenised principals and readers decide exactly as the text would', () => {
    const tok = (s: string) => `tok_${createHash('sha256').update(s).digest('hex').slice(0, 24)}`;
    const name = fc.constantFrom('ann@example.com', 'bob@example.com', 'eve@evil.example');
    fc.assert(
      fc.property(
        name,
        fc.array(name, { maxLength: 3 }),
        fc.string({ maxLength: 12 }),
        fc.constantFrom('Verified(Known)', 'Trusted', 'Untrusted'),
        (to, readers, body, integrity) => {
          const req: PolicyRequest = {
            tool: 'send',
            args: { message: { value: { to, body }, integrity, readers } },
          };
          const plain = record(base, req, 1);
          const tokenised = record(base, req, 1, tok);
          const a = trialDecisions(base, [plain]);
          const b = trialDecisions(base, [tokenised]);
          expect(a.unchanged).toBe(1);
          expect(b.unchanged).toBe(1);
          // And under a candidate that reads the same principals, the same outcome.
          const tighter = engineOf(POLICY.replace('max_payload_bytes: 8', 'max_payload_bytes: 4'));
          expect(trialDecisions(tighter, [tokenised]).changes).toEqual(
            trialDecisions(tighter, [plain]).changes,
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('property: a candidate that denies everything never widens', () => {
    const denyAll = engineOf(POLICY.replace('default_decision: Allow', 'default_decision: Deny'));
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('Verified(Known)', 'Trusted', 'Untrusted'),
        (body, integrity) => {
          const req: PolicyRequest = {
            tool: 'send',
            args: {
              message: {
                value: { to: 'ann@example.com', body },
                integrity,
                readers: ['ann@example.com'],
              },
            },
          };
          const r = trialDecisions(denyAll, [record(base, req, 1)]);
          expect(r.widens).toBe(false);
          expect(r.counts['newly-allowed'] + r.counts.looser).toBe(0);
        },
      ),
      { numRuns: 100 },
    );
  });
});
