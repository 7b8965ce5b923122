/**
 * The fast path must not change a byte: the specialised serializers equal `canonicalJson`,
 * and the cached `EventPreparer` produces exactly the rows, summaries and errors of the
 * uncached reference implementation, whatever mix of repeated, copied, frozen and mutable
 * summary objects it sees.
 */
import type { DependencySummary, ExecutionContextSummary } from '@zamburak/ifc';
import { canonicalJson } from '@zamburak/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AuditEvent,
  contextBodyJson,
  dependencyBodyJson,
  EventPreparer,
  flatObjectJson,
  SECURITY_EVENT_TYPES,
  stringArrayJson,
} from '../src/events.js';
import { compilePatterns, normaliseKey, Redactor } from '../src/redaction.js';
import { KEY } from './helpers.js';
import { referencePrepare } from './reference-prepare.js';

/** Any string, including quotes, escapes, line separators and lone surrogates. */
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('"', '\\', '\u2028', '\ud800', '\udfff', '__proto__', 'constructor', ''),
);
const strings = fc.array(anyString, { maxLength: 5 });
const number = fc.oneof(
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-0, 1e21, 5e-324),
);

describe('specialised serializers equal canonicalJson', () => {
  it('string arrays', () => {
    fc.assert(
      fc.property(strings, (xs) => {
        expect(stringArrayJson(xs)).toBe(canonicalJson(xs));
      }),
      { numRuns: 500 },
    );
  });

  it('flat objects of strings and numbers', () => {
    fc.assert(
      fc.property(fc.dictionary(anyString, fc.oneof(anyString, number)), (o) => {
        expect(flatObjectJson(o)).toBe(canonicalJson(o));
      }),
      { numRuns: 500 },
    );
  });

  it('dependency and context summary bodies', () => {
    fc.assert(
      fc.property(
        fc.record({
          authority: strings,
          confidentiality: strings,
          integrity: strings,
          originCount: fc.integer(),
          readers: fc.oneof(fc.constant('Public' as const), strings),
          truncated: fc.boolean(),
        }),
        fc.record({
          controlDependencies: strings,
          effectCounters: fc.record({
            perTool: fc.dictionary(anyString, fc.integer()),
            total: fc.integer(),
          }),
          pcConfidentiality: strings,
          pcIntegrity: strings,
          truncated: fc.boolean(),
        }),
        (dep, ctx) => {
          expect(dependencyBodyJson(dep)).toBe(canonicalJson(dep));
          expect(contextBodyJson(ctx)).toBe(canonicalJson(ctx));
        },
      ),
      { numRuns: 500 },
    );
  });
});

const label = fc.oneof(
  fc.constantFrom('pii', 'Trusted', 'call:1', 'literal', 'send_email', 'Verified(Email)'),
  fc.constantFrom('free text', 'sk-abcdefghijkl', 'a"b', 'tok_x', '__proto__', 'constructor'),
);
const labels = fc.array(label, { maxLength: 3 });
const depArb: fc.Arbitrary<DependencySummary> = fc.record({
  integrity: labels,
  confidentiality: labels,
  readers: fc.oneof(fc.constant('Public' as const), labels),
  authority: labels,
  originCount: fc.nat(5),
  truncated: fc.boolean(),
}) as fc.Arbitrary<DependencySummary>;

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null) {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

/** perTool with sorted, unsorted, redacted and prototype-named keys. */
const perToolArb = fc
  .array(
    fc.tuple(
      fc.oneof(label, fc.constantFrom('fetch', 'record', '10', '2', 'toString', ' ')),
      fc.nat(9),
    ),
    {
      maxLength: 4,
    },
  )
  .map((entries) => {
    const o: Record<string, number> = JSON.parse('{}');
    for (const [k, v] of entries) {
      // Own data property even for '__proto__' (as JSON.parse makes it).
      Object.defineProperty(o, k, { value: v, enumerable: true, writable: true });
    }
    return o;
  });
const ctxArb: fc.Arbitrary<ExecutionContextSummary> = fc.record({
  pcIntegrity: labels,
  pcConfidentiality: labels,
  controlDependencies: labels,
  effectCounters: fc.record({ total: fc.nat(50), perTool: perToolArb }),
  truncated: fc.boolean(),
}) as fc.Arbitrary<ExecutionContextSummary>;

/** How an event refers to a summary from the pool: the object, a frozen one, or a copy. */
type Use = { readonly pick: number; readonly how: 'same' | 'frozen' | 'copy' | 'mutate' };

describe('the cached EventPreparer equals the uncached reference', () => {
  it('for sequences reusing, copying, freezing and mutating summaries', () => {
    fc.assert(
      fc.property(
        fc.array(depArb, { minLength: 1, maxLength: 4 }),
        fc.array(ctxArb, { minLength: 1, maxLength: 3 }),
        fc.array(
          fc.record({
            type: fc.constantFrom(...SECURITY_EVENT_TYPES, 'tool_result' as const),
            args: fc.array(
              fc.tuple(
                fc.oneof(label, fc.constantFrom('text', 'n', 'to')),
                fc.record({
                  pick: fc.nat(3),
                  how: fc.constantFrom('same', 'frozen', 'copy', 'mutate'),
                }),
              ),
              { maxLength: 3 },
            ),
            ctx: fc.option(
              fc.record({ pick: fc.nat(2), how: fc.constantFrom('same', 'frozen', 'copy') }),
            ),
            tool: label,
            bad: fc.constantFrom(undefined, 'originCount', 'readers', 'perTool'),
          }),
          { maxLength: 12 },
        ),
        (deps, ctxs, steps) => {
          const key = normaliseKey(KEY);
          const fast = new EventPreparer(new Redactor(key, compilePatterns(['acme-[0-9]+'])));
          const refRed = new Redactor(key, compilePatterns(['acme-[0-9]+']));
          const frozenDeps = deps.map((d) => deepFreeze(structuredClone(d)));
          const frozenCtxs = ctxs.map((c) => deepFreeze(structuredClone(c)));
          const mutable = deps.map(
            (d) =>
              structuredClone(d) as {
                -readonly [K in keyof DependencySummary]: DependencySummary[K];
              },
          );
          for (const [i, st] of steps.entries()) {
            const dep = (u: Use): DependencySummary => {
              const j = u.pick % deps.length;
              if (u.how === 'frozen') return frozenDeps[j]!;
              if (u.how === 'copy') return structuredClone(deps[j]!);
              if (u.how === 'mutate') {
                // The same object seen again with other content must not hit a stale entry.
                const m = mutable[j]!;
                m.originCount = (m.originCount + 1) % 3;
                return m;
              }
              return deps[j]!;
            };
            const argSummaries: Record<string, DependencySummary> = {};
            for (const [name, u] of st.args) argSummaries[name] = dep(u);
            const event: Record<string, unknown> = {
              type: st.type,
              executionId: 'exec_1',
              callId: i,
              tool: st.tool,
              decision: 'Allow',
              policyHash: 'sha256:' + 'ab'.repeat(32),
              argSummaries,
            };
            if (st.ctx !== null) {
              const j = st.ctx.pick % ctxs.length;
              event.contextSummary =
                st.ctx.how === 'frozen'
                  ? frozenCtxs[j]
                  : st.ctx.how === 'copy'
                    ? structuredClone(ctxs[j])
                    : ctxs[j];
            }
            if (st.bad === 'originCount') argSummaries.bad = { ...deps[0]!, originCount: 1.5 };
            if (st.bad === 'readers') {
              argSummaries.bad = { ...deps[0]!, readers: [1] as unknown as string[] };
            }
            if (st.bad === 'perTool') {
              event.contextSummary = {
                ...ctxs[0]!,
                effectCounters: { total: 1, perTool: { a: 'x' } },
              };
            }
            const run = (f: () => unknown) => {
              try {
                return { ok: f() };
              } catch (e) {
                return { err: e instanceof Error ? [e.name, (e as { data?: unknown }).data] : e };
              }
            };
            const ts = '2026-01-01T00:00:00.000Z';
            const got = run(() => fast.prepare(event as unknown as AuditEvent, ts));
            const want = run(() => referencePrepare(event as unknown as AuditEvent, ts, refRed));
            expect(got, `step ${i}`).toEqual(want);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
