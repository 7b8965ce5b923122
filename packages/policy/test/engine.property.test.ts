/**
 * Acceptance 3: adding a rule never makes a decision more permissive (in particular never
 * turns a Deny into an Allow), and inputs with more confidentiality or less integrity
 * never get a more permissive decision. Strictness: Allow < RequireConfirmation <
 * RequireDraft < Deny.
 */
import type { DependencySummary, ExecutionContextSummary } from '@zamburak/ifc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ArgRule,
  type ArgumentInput,
  type AuthorityInput,
  createPolicyEngine,
  type Decision,
  type PolicyDefinition,
  type ToolPolicy,
} from '../src/index.js';

const LABELS = ['AUTH_SECRET', 'PII', 'PRIVATE_EMAIL_BODY', 'PAYMENT_INSTRUMENT'] as const;
const CLAIMS = ['Trusted', 'Verified(A)', 'Verified(B)'] as const;
const ARGS = ['to', 'body', 'subject'] as const;
const CAPS = ['CapA', 'CapB'] as const;
const PEOPLE = ['alice', 'bob', 'mallory'] as const;
const KINDS = ['Allow', 'Deny', 'RequireConfirmation', 'RequireDraft'] as const;
const STRICTNESS = { Allow: 0, RequireConfirmation: 1, RequireDraft: 2, Deny: 3 } as const;

const sub = <T>(xs: readonly T[]) => fc.subarray([...xs]);
const sortedSub = <T extends string>(xs: readonly T[]) => sub(xs).map((a) => [...a].sort());

const argRule: fc.Arbitrary<ArgRule> = fc.record(
  {
    arg: fc.constantFrom(...ARGS),
    optional: fc.boolean(),
    requires_integrity: fc.constantFrom('Trusted', 'Verified(A)', 'Verified(B)'),
    forbids_confidentiality: sub(LABELS),
    allows_confidentiality: sub(LABELS),
    max_payload_bytes: fc.integer({ min: 0, max: 200 }),
    readers_must_include: fc.constantFrom(...ARGS),
  },
  { requiredKeys: ['arg'] },
) as fc.Arbitrary<ArgRule>;

const tool: fc.Arbitrary<ToolPolicy> = fc.record(
  {
    tool: fc.constant('t'),
    side_effect_class: fc.constant('ExternalWrite' as const),
    required_authority: sub(CAPS),
    arg_rules: fc.array(argRule, { maxLength: 2 }),
    context_rules: fc.record(
      {
        deny_if_pc_integrity_contains: sub(['Untrusted'] as const),
        deny_if_pc_confidentiality_contains: sub(LABELS),
      },
      { requiredKeys: [] },
    ),
    confirmation_rules: fc.record(
      {
        if_pc_integrity_contains: sub(['Untrusted'] as const),
        if_args_confidentiality_contains: sub(LABELS),
        draft: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
    max_calls: fc.integer({ min: 0, max: 3 }),
    llm_sink: fc.record(
      {
        role: fc.constant('quarantined' as const),
        max_context_bytes: fc.integer({ min: 0, max: 300 }),
        forbids_confidentiality: sub(LABELS),
        allows_confidentiality: sub(LABELS),
      },
      { requiredKeys: ['role'] },
    ),
    default_decision: fc.constantFrom(...KINDS),
  },
  { requiredKeys: ['tool', 'side_effect_class'] },
) as fc.Arbitrary<ToolPolicy>;

const policyOf = (t: ToolPolicy, dflt: (typeof KINDS)[number]): PolicyDefinition => ({
  schema_version: 1,
  policy_name: 'prop',
  default_action: dflt,
  strict_mode: true,
  budgets: {
    max_values: 10,
    max_parents_per_value: 10,
    max_closure_steps: 10,
    max_witness_depth: 4,
    max_effects: 5,
  },
  tools: [t],
});

const summary: fc.Arbitrary<DependencySummary> = fc.record({
  integrity: fc.oneof(fc.constant([...CLAIMS]), sortedSub(CLAIMS)),
  confidentiality: sortedSub(LABELS),
  readers: fc.oneof(fc.constant('Public' as const), sortedSub(PEOPLE)),
  authority: fc.constant([]),
  originCount: fc.integer({ min: 1, max: 100 }),
  truncated: fc.constant(false),
}) as fc.Arbitrary<DependencySummary>;

const argInput: fc.Arbitrary<ArgumentInput> = fc.record(
  {
    summary,
    payloadBytes: fc.integer({ min: 1, max: 250 }),
    principals: sub(PEOPLE),
    verified: sub(['A', 'B']),
    verification: fc.dictionary(
      fc.constantFrom('A', 'B'),
      fc.constantFrom('passed', 'failed', 'absent') as fc.Arbitrary<'passed' | 'failed' | 'absent'>,
    ),
  },
  { requiredKeys: ['summary', 'payloadBytes'] },
);

/** Biased toward inputs that pass early stages, so later stages are exercised too. */
const inputs = fc.record({
  args: fc
    .tuple(
      ...ARGS.map((a) =>
        fc.option(
          argInput.map((x) => [a, x] as const),
          { freq: 6 },
        ),
      ),
    )
    .map((xs) => Object.fromEntries(xs.filter((x) => x !== null)) as Record<string, ArgumentInput>),
  ctx: fc.record({
    pcIntegrity: fc.oneof(fc.constant([...CLAIMS]), sortedSub(CLAIMS)),
    pcConfidentiality: sortedSub(LABELS),
    controlDependencies: fc.constant([]),
    effectCounters: fc.record({
      total: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 6 })),
      perTool: fc.record({ t: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4 })) }),
    }),
    truncated: fc.constant(false),
  }) as fc.Arbitrary<ExecutionContextSummary>,
  authority: fc.record({
    effective: fc.oneof(fc.constant([...CAPS]), sub(CAPS)),
    invalid: fc.constant([]),
  }) as fc.Arbitrary<AuthorityInput>,
});

const strictness = (d: Decision) => STRICTNESS[d.kind];

/** Adds one rule (of any kind) to a tool. */
const addRule = (t: ToolPolicy) =>
  fc.oneof(
    argRule.map((r) => ({ ...t, arg_rules: [...(t.arg_rules ?? []), r] })),
    fc.constantFrom(...CAPS).map((c) => ({
      ...t,
      required_authority: [...new Set([...(t.required_authority ?? []), c])],
    })),
    fc.constant({
      ...t,
      context_rules: { ...t.context_rules, deny_if_pc_integrity_contains: ['Untrusted' as const] },
    }),
    fc.constantFrom(...LABELS).map((l) => ({
      ...t,
      context_rules: {
        ...t.context_rules,
        deny_if_pc_confidentiality_contains: [
          ...new Set([...(t.context_rules?.deny_if_pc_confidentiality_contains ?? []), l]),
        ],
      },
    })),
    fc.constantFrom(...LABELS).map((l) => ({
      ...t,
      confirmation_rules: {
        ...t.confirmation_rules,
        if_args_confidentiality_contains: [
          ...new Set([...(t.confirmation_rules?.if_args_confidentiality_contains ?? []), l]),
        ],
      },
    })),
    fc.constant({
      ...t,
      confirmation_rules: {
        ...t.confirmation_rules,
        if_pc_integrity_contains: ['Untrusted' as const],
      },
    }),
    fc.integer({ min: 0, max: 3 }).map((n) => ({ ...t, max_calls: Math.min(n, t.max_calls ?? n) })),
  );

describe('engine monotonicity (fast-check)', () => {
  it('adding a rule never makes a decision more permissive (so Deny never becomes Allow)', () => {
    fc.assert(
      fc.property(
        tool.chain((t) => fc.tuple(fc.constant(t), addRule(t))),
        fc.constantFrom(...KINDS),
        fc.array(inputs, { minLength: 1, maxLength: 8 }),
        ([t, t2], dflt, cases) => {
          const a = createPolicyEngine(policyOf(t, dflt));
          const b = createPolicyEngine(policyOf(t2 as ToolPolicy, dflt));
          for (const c of cases) {
            const before = a.check('t', c.args, c.ctx, c.authority);
            const after = b.check('t', c.args, c.ctx, c.authority);
            expect(strictness(after)).toBeGreaterThanOrEqual(strictness(before));
            if (before.kind === 'Deny') expect(after.kind).not.toBe('Allow');
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  /** Makes an input less trusted / more confidential in one random way. */
  type Inputs = typeof inputs extends fc.Arbitrary<infer T> ? T : never;
  const worsen = (c: Inputs) =>
    fc
      .record({
        arg: fc.constantFrom(...ARGS),
        addLabels: sub(LABELS),
        dropClaims: sub(CLAIMS),
        dropReaders: sub(PEOPLE),
        toTruncated: fc.boolean(),
        pcDropClaims: sub(CLAIMS),
        pcAddLabels: sub(LABELS),
      })
      .map((w) => {
        const args = { ...c.args };
        const a = args[w.arg];
        if (a !== undefined) {
          const s = a.summary;
          args[w.arg] = {
            ...a,
            summary: {
              ...s,
              integrity: s.integrity.filter(
                (x) => !w.dropClaims.includes(x as (typeof CLAIMS)[number]),
              ),
              confidentiality: [...new Set([...s.confidentiality, ...w.addLabels])].sort(),
              readers:
                s.readers === 'Public'
                  ? w.dropReaders.length > 0
                    ? PEOPLE.filter((p) => !w.dropReaders.includes(p))
                    : 'Public'
                  : s.readers.filter((p) => !w.dropReaders.includes(p as (typeof PEOPLE)[number])),
              truncated: s.truncated || w.toTruncated,
            },
          };
        }
        const ctx: ExecutionContextSummary = {
          ...c.ctx,
          pcIntegrity: c.ctx.pcIntegrity.filter(
            (x) => !w.pcDropClaims.includes(x as (typeof CLAIMS)[number]),
          ),
          pcConfidentiality: [...new Set([...c.ctx.pcConfidentiality, ...w.pcAddLabels])].sort(),
        };
        return { ...c, args, ctx };
      });

  it('more confidentiality or less integrity never gets a more permissive decision', () => {
    fc.assert(
      fc.property(
        tool,
        fc.constantFrom(...KINDS),
        inputs.chain((c) => fc.tuple(fc.constant(c), worsen(c))),
        (t, dflt, [c, worse]) => {
          const e = createPolicyEngine(policyOf(t, dflt));
          const before = e.check('t', c.args, c.ctx, c.authority);
          const after = e.check('t', worse.args, worse.ctx, worse.authority);
          expect(strictness(after)).toBeGreaterThanOrEqual(strictness(before));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a truncated summary or context is never allowed, whatever the policy', () => {
    fc.assert(
      fc.property(
        tool,
        fc.constantFrom(...KINDS),
        inputs,
        fc.constantFrom(...ARGS),
        (t, dflt, c, arg) => {
          const e = createPolicyEngine(policyOf(t, dflt));
          const base = c.args[arg] ?? {
            summary: {
              integrity: [],
              confidentiality: [],
              readers: 'Public',
              authority: [],
              originCount: 1,
              truncated: false,
            },
            payloadBytes: 1,
          };
          const args = {
            ...c.args,
            [arg]: { ...base, summary: { ...base.summary, truncated: true } },
          };
          expect(e.check('t', args, c.ctx, c.authority).kind).toBe('Deny');
          expect(e.check('t', c.args, { ...c.ctx, truncated: true }, c.authority).kind).toBe(
            'Deny',
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
