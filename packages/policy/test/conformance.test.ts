/**
 * The conformance suite: every file in test/fixtures/policy/conformance/cases is one
 * case (policy, inputs, expected decision). See that folder's README.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  type ArgumentInput,
  createPolicyEngine,
  POLICY_DECISION_REASON_CODES,
  type PolicyEngine,
  parsePolicy,
  policyMessageId,
} from '../src/index.js';

const root = fileURLToPath(new URL('../../../test/fixtures/policy/conformance/', import.meta.url));
const casesDir = join(root, 'cases');

type Obj = Record<string, unknown>;

const engines = new Map<string, PolicyEngine>();
function engineFor(path: string): PolicyEngine {
  let e = engines.get(path);
  if (e === undefined) {
    e = createPolicyEngine(
      parsePolicy(readFileSync(path, 'utf8'), { format: 'yaml', sourceName: path }).definition,
    );
    engines.set(path, e);
  }
  return e;
}

/** Fills an argument shorthand: summary fields and ArgumentInput fields side by side. */
function argInput(a: Obj): ArgumentInput {
  const summary =
    'summary' in a && a.summary === null
      ? undefined
      : {
          integrity: a.integrity ?? ['Trusted'],
          confidentiality: a.confidentiality ?? [],
          readers: a.readers ?? 'Public',
          authority: a.authority ?? [],
          originCount: a.originCount ?? 100,
          truncated: a.truncated ?? false,
        };
  const out: Obj = { summary, payloadBytes: a.payloadBytes ?? 10 };
  for (const k of ['principals', 'verified', 'verification']) if (k in a) out[k] = a[k];
  return out as unknown as ArgumentInput;
}

function context(c: unknown): never {
  if (c === null) return undefined as never;
  const x = (c ?? {}) as Obj;
  return {
    pcIntegrity: x.pcIntegrity ?? ['Trusted'],
    pcConfidentiality: x.pcConfidentiality ?? [],
    controlDependencies: x.controlDependencies ?? [],
    effectCounters: x.effectCounters ?? { total: 0, perTool: {} },
    truncated: x.truncated ?? false,
  } as never;
}

function authority(a: unknown): never {
  if (a === null) return undefined as never;
  return (a ?? { effective: ['EmailSendCap', 'MailArchiveCap'], invalid: [] }) as never;
}

const files = readdirSync(casesDir)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

describe('policy conformance cases', () => {
  it('has at least 40 cases and covers every decision reason code and every stage', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
    const expects = files.map(
      (f) => (parse(readFileSync(join(casesDir, f), 'utf8')) as { expect: Obj }).expect,
    );
    const codes = new Set(expects.map((e) => e.reasonCode));
    // MALFORMED_INPUT is the backstop for input no data file can express (a throwing getter,
    // a proxy); test/limits.test.ts reaches it with generated input.
    expect(
      POLICY_DECISION_REASON_CODES.filter((c) => c !== 'MALFORMED_INPUT' && !codes.has(c)),
    ).toEqual([]);
    const stages = new Set(expects.map((e) => e.stage));
    for (const s of [
      'hard_deny',
      'authority',
      'verification',
      'context',
      'confirmation',
      'default',
    ]) {
      expect(stages).toContain(s);
    }
  });

  for (const file of files) {
    const c = parse(readFileSync(join(casesDir, file), 'utf8')) as Obj;
    it(`${file}: ${String(c.description)}`, () => {
      const engine = engineFor(resolve(dirname(join(casesDir, file)), String(c.policy)));
      // fromEntries defines own keys, so an argument named `__proto__` stays an argument.
      const args: Record<string, ArgumentInput> = Object.fromEntries(
        Object.entries((c.args ?? {}) as Obj).map(([k, v]) => [k, argInput(v as Obj)]),
      );
      const d = engine.check(String(c.tool), args, context(c.context), authority(c.authority));
      const expected = c.expect as Obj;
      expect(d.kind).toBe(expected.kind);
      for (const k of ['reasonCode', 'rulePath', 'stage'] as const) {
        if (k in expected) expect(d[k]).toBe(expected[k]);
      }
      if (d.kind === 'Allow') {
        expect(d.reasonCode).toBeUndefined();
      } else {
        // Every non-allow decision explains itself, with a Fluent id derived from the code.
        expect(d.reasonCode).toBeDefined();
        expect(d.rulePath).toBeDefined();
        expect(d.witness?.tool).toBeDefined();
        expect(d.remediation?.id).toBe(policyMessageId(String(d.reasonCode)));
        // Redaction: no principal (argument value) ever reaches the decision.
        const text = JSON.stringify(d);
        for (const a of Object.values((c.args ?? {}) as Obj)) {
          for (const p of ((a as Obj).principals ?? []) as string[]) expect(text).not.toContain(p);
        }
      }
    });
  }
});
