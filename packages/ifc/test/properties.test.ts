/**
 * Acceptance properties of the label lattice (issue 3), each with >= 1,000 runs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  declassify,
  endorse,
  type IntegrityClaim,
  type LabelBudgets,
  type LabelDescriptor,
  LabelTable,
  VerifierRegistry,
} from '../src/index.js';

const RUNS = 1000;
const BIG: LabelBudgets = {
  maxValues: 100_000,
  maxParentsPerValue: 10_000,
  maxClosureSteps: 10_000,
  maxWitnessDepth: 32,
};

const subsetOf = <T>(xs: readonly T[]) => fc.subarray([...xs]);
const claimArb = subsetOf<IntegrityClaim>(['Trusted', 'Verified(A)', 'Verified(B)']);
const unverifiedClaimArb = subsetOf<IntegrityClaim>(['Trusted']);
const descriptorArb = (claims = claimArb): fc.Arbitrary<LabelDescriptor> =>
  fc.record({
    integrity: claims,
    confidentiality: subsetOf(['PII', 'AUTH_SECRET', 'PRIVATE_EMAIL_BODY']),
    readers: fc.oneof(fc.constant('Public' as const), subsetOf(['alice', 'bob', 'carol'])),
    authority: fc.oneof(fc.constant('Any' as const), subsetOf(['EmailSendCap', 'PayCap'])),
    origins: subsetOf(['call:1', 'call:2', 'call:3', 'input:q', 'literal']),
    truncated: fc.constant(false),
  });

// ---- naive reference semantics, written independently of the core ----
const sorted = (xs: Iterable<string>): string[] => [...new Set(xs)].sort();
const inter = (a: readonly string[], b: readonly string[]): string[] =>
  sorted(a.filter((x) => b.includes(x)));
function refJoin(x: LabelDescriptor, y: LabelDescriptor): LabelDescriptor {
  return {
    integrity: inter(x.integrity, y.integrity) as IntegrityClaim[],
    confidentiality: sorted([...x.confidentiality, ...y.confidentiality]),
    readers:
      x.readers === 'Public'
        ? y.readers
        : y.readers === 'Public'
          ? x.readers
          : inter(x.readers, y.readers),
    authority:
      x.authority === 'Any'
        ? y.authority
        : y.authority === 'Any'
          ? x.authority
          : inter(x.authority, y.authority),
    origins: sorted([...x.origins, ...y.origins]),
    truncated: false,
  };
}
const normal = (d: LabelDescriptor): LabelDescriptor => ({
  integrity: sorted(d.integrity) as IntegrityClaim[],
  confidentiality: sorted(d.confidentiality),
  readers: d.readers === 'Public' ? 'Public' : sorted(d.readers),
  authority: d.authority === 'Any' ? 'Any' : sorted(d.authority),
  origins: sorted(d.origins),
  truncated: d.truncated,
});

/** A pool of ids: the two reserved labels plus interned random descriptors. */
function pool(t: LabelTable, ds: readonly LabelDescriptor[]): number[] {
  return [0, 1, ...ds.map((d) => t.intern(d))];
}
const poolArb = fc.array(descriptorArb(), { minLength: 1, maxLength: 6 });
const idx = fc.nat({ max: 1000 });
const pick = (ids: readonly number[], i: number): number => ids[i % ids.length] as number;

describe('lattice laws (fast-check, >= 1,000 runs each)', () => {
  it('join is commutative', () => {
    fc.assert(
      fc.property(poolArb, idx, idx, (ds, i, j) => {
        const t = new LabelTable({ budgets: BIG });
        const ids = pool(t, ds);
        const a = pick(ids, i);
        const b = pick(ids, j);
        expect(t.join(a, b)).toBe(t.join(b, a));
      }),
      { numRuns: RUNS },
    );
  });

  it('join is associative', () => {
    fc.assert(
      fc.property(poolArb, idx, idx, idx, (ds, i, j, k) => {
        const t = new LabelTable({ budgets: BIG });
        const ids = pool(t, ds);
        const [a, b, c] = [pick(ids, i), pick(ids, j), pick(ids, k)];
        expect(t.join(t.join(a, b), c)).toBe(t.join(a, t.join(b, c)));
      }),
      { numRuns: RUNS },
    );
  });

  it('join is idempotent', () => {
    fc.assert(
      fc.property(poolArb, idx, (ds, i) => {
        const t = new LabelTable({ budgets: BIG });
        const a = pick(pool(t, ds), i);
        expect(t.join(a, a)).toBe(a);
      }),
      { numRuns: RUNS },
    );
  });

  it('join computes each axis as the reference (intersect/union/Public/Any)', () => {
    fc.assert(
      fc.property(descriptorArb(), descriptorArb(), (x, y) => {
        const t = new LabelTable({ budgets: BIG });
        const j = t.join(t.intern(x), t.intern(y));
        expect(t.describe(j)).toEqual(refJoin(normal(x), normal(y)));
      }),
      { numRuns: RUNS },
    );
  });

  it('a plan constant adds nothing but its Trusted claim: literal joins as the reference', () => {
    // table.test.ts pins the literal descriptor (Trusted, Public, authority Any, no origins).
    fc.assert(
      fc.property(descriptorArb(), (x) => {
        const t = new LabelTable({ budgets: BIG });
        const a = t.intern(x);
        const j = t.join(a, t.literal());
        expect(t.describe(j)).toEqual(refJoin(normal(x), t.describe(t.literal())));
        // Without a Verified claim the literal is the identity: no new label per use.
        if (x.integrity.every((c) => c === 'Trusted')) expect(j).toBe(a);
        else expect(t.summarize(j).originCount).toBe(t.summarize(a).originCount);
      }),
      { numRuns: RUNS },
    );
  });

  it('summarizeDescriptor equals summarize(intern(d)) and adds nothing to the table', () => {
    const known = ['AUTH_SECRET'];
    fc.assert(
      fc.property(
        descriptorArb(),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (x, maxParents, truncated) => {
          const d = { ...x, truncated };
          const budgets = { ...BIG, maxParentsPerValue: maxParents };
          const probe = new LabelTable({ budgets, knownConfidentiality: known });
          probe.intern({
            integrity: [],
            confidentiality: ['PRIVATE_EMAIL_BODY'],
            readers: 'Public',
            authority: [],
            origins: ['call:9'],
            truncated: false,
          });
          const direct = probe.summarizeDescriptor(d);
          expect([probe.size, probe.overflowCount]).toEqual([3, 0]);
          const t = new LabelTable({ budgets, knownConfidentiality: known });
          const id = t.intern(d);
          if (id !== t.unknownTop()) {
            expect(direct).toEqual(t.summarize(id));
            return;
          }
          // Unknown-top lists the descriptor's labels and the known ones, whatever else the
          // table has seen (the probe saw PRIVATE_EMAIL_BODY).
          expect(direct).toEqual({
            ...t.summarize(id),
            confidentiality: sorted([...x.confidentiality, ...known]),
          });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('propagation is monotonic: a flows to a|b, and a <= b implies a|c <= b|c', () => {
    fc.assert(
      fc.property(poolArb, idx, idx, idx, (ds, i, j, k) => {
        const t = new LabelTable({ budgets: BIG });
        const ids = pool(t, ds);
        const a = pick(ids, i);
        const b = t.join(a, pick(ids, j)); // a <= b by construction
        const c = pick(ids, k);
        expect(t.flowsTo(a, b)).toBe(true);
        expect(t.flowsTo(c, t.join(a, c))).toBe(true);
        expect(t.flowsTo(t.join(a, c), t.join(b, c))).toBe(true);
        expect(t.flowsTo(a, 0)).toBe(true);
        // and the order agrees with the join: a <= b iff a|b == b
        const x = pick(ids, j);
        expect(t.flowsTo(a, x)).toBe(t.join(a, x) === x);
      }),
      { numRuns: RUNS },
    );
  });
});

type Op =
  | { kind: 'intern'; d: LabelDescriptor }
  | { kind: 'join'; i: number; j: number }
  | { kind: 'joinAll'; is: number[] }
  | { kind: 'endorse'; i: number }
  | { kind: 'declassify'; i: number; labels: string[] }
  | { kind: 'verify'; i: number; verifier: 'A' | 'B'; value: number };

const opArb = (claims = unverifiedClaimArb): fc.Arbitrary<Op> =>
  fc.oneof(
    fc.record({ kind: fc.constant('intern' as const), d: descriptorArb(claims) }),
    fc.record({ kind: fc.constant('join' as const), i: idx, j: idx }),
    fc.record({ kind: fc.constant('joinAll' as const), is: fc.array(idx, { maxLength: 4 }) }),
    fc.record({ kind: fc.constant('endorse' as const), i: idx }),
    fc.record({
      kind: fc.constant('declassify' as const),
      i: idx,
      labels: fc.subarray(['PII', 'AUTH_SECRET'], { minLength: 1 }),
    }),
    fc.record({
      kind: fc.constant('verify' as const),
      i: idx,
      verifier: fc.constantFrom('A' as const, 'B' as const),
      value: fc.integer({ min: 0, max: 9 }),
    }),
  );

/** Runs ops; returns the ids produced in order, and which verifier kinds passed. */
function runOps(t: LabelTable, ops: readonly Op[], registry: VerifierRegistry) {
  const ids: number[] = [0, 1];
  const passed = new Set<string>();
  const results: number[] = [];
  for (const op of ops) {
    let r: number;
    switch (op.kind) {
      case 'intern':
        r = t.intern(op.d);
        break;
      case 'join':
        r = t.join(pick(ids, op.i), pick(ids, op.j));
        break;
      case 'joinAll':
        r = t.joinAll(op.is.map((i) => pick(ids, i)));
        break;
      case 'endorse':
        r = endorse(t, pick(ids, op.i), { by: 'host', reason: 'test' }).id;
        break;
      case 'declassify':
        r = declassify(t, pick(ids, op.i), op.labels, { by: 'host', reason: 'test' }).id;
        break;
      case 'verify': {
        const v = registry.verify(t, pick(ids, op.i), op.verifier, op.value);
        if (v.verified) passed.add(op.verifier);
        r = v.id;
        break;
      }
    }
    ids.push(r);
    results.push(r);
  }
  return { ids, passed, results };
}

const registry = () =>
  new VerifierRegistry()
    .register('A', (v) => typeof v === 'number' && v % 2 === 0)
    .register('B', () => {
      throw new Error('never passes');
    });

describe('host-only claims (fast-check)', () => {
  it('no spontaneous verification: only a passing registered verifier yields Verified', () => {
    fc.assert(
      fc.property(fc.array(opArb(), { maxLength: 25 }), (ops) => {
        const t = new LabelTable({ budgets: BIG });
        const { passed } = runOps(t, ops, registry());
        expect(passed.has('B')).toBe(false);
        for (let id = 0; id < t.size; id++) {
          for (const c of t.describe(id).integrity) {
            if (c.startsWith('Verified(')) {
              expect(passed.has(c.slice(9, -1))).toBe(true);
            }
          }
        }
        // every Verified claim is either minted by a recorded verify action on that very label,
        // or inherited from a parent that already carried it (join, endorse, declassify)
        const state = t.serialize();
        for (let id = 0; id < t.size; id++) {
          const s = state.labels[id]!;
          for (const c of t.describe(id).integrity) {
            if (!c.startsWith('Verified(')) continue;
            const minted = t
              .actions()
              .some((a) => a.kind === 'verify' && a.to === id && a.labels.includes(c));
            const inherited = s.parents.some((p) => t.describe(p).integrity.includes(c));
            expect(minted || inherited).toBe(true);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('summaries (fast-check)', () => {
  it('summary of a random DAG equals a naive reference closure over its sources', () => {
    const dagArb = fc.record({
      sources: fc.array(descriptorArb(), { minLength: 1, maxLength: 5 }),
      nodes: fc.array(fc.array(idx, { minLength: 1, maxLength: 3 }), { maxLength: 10 }),
      maxParents: fc.integer({ min: 1, max: 6 }),
    });
    fc.assert(
      fc.property(dagArb, ({ sources, nodes, maxParents }) => {
        const t = new LabelTable({ budgets: { ...BIG, maxParentsPerValue: maxParents } });
        // node k < sources.length is a source; later nodes depend on earlier ones
        const labels: number[] = sources.map((d) => t.intern(d));
        const deps: number[][] = sources.map(() => []);
        for (const ps of nodes) {
          const parents = ps.map((p) => p % labels.length);
          deps.push(parents);
          labels.push(t.joinAll(parents.map((p) => labels[p] as number)));
        }
        for (let n = 0; n < labels.length; n++) {
          // naive closure: every source reachable from n
          const seen = new Set<number>();
          const stack = [n];
          while (stack.length > 0) {
            const m = stack.pop() as number;
            if (seen.has(m)) continue;
            seen.add(m);
            stack.push(...(deps[m] as number[]));
          }
          const srcs = [...seen].filter((m) => m < sources.length).map((m) => sources[m]!);
          const ref = srcs.map(normal).reduce(refJoin);
          const s = t.summarize(labels[n] as number);
          if (ref.origins.length > maxParents) {
            expect(s.truncated).toBe(true);
            expect(s.integrity).toEqual([]);
            expect(s.readers).toEqual([]);
            expect(s.authority).toEqual([]);
          } else {
            expect(s).toEqual({
              integrity: ref.integrity,
              confidentiality: ref.confidentiality,
              readers: ref.readers,
              authority: ref.authority === 'Any' ? [] : ref.authority,
              originCount: ref.origins.length,
              truncated: false,
            });
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('overflow always yields unknown-top (with a recorded reason), and it is absorbing', () => {
    const budgetsArb = fc.record({
      maxValues: fc.integer({ min: 2, max: 8 }),
      maxParentsPerValue: fc.integer({ min: 1, max: 4 }),
      maxClosureSteps: fc.integer({ min: 1, max: 4 }),
      maxWitnessDepth: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(budgetsArb, fc.array(opArb(), { maxLength: 25 }), (budgets, ops) => {
        const t = new LabelTable({ budgets });
        const ids: number[] = [0, 1];
        const reg = registry();
        for (const op of ops) {
          const before = t.overflowCount;
          const sizeBefore = t.size;
          let inputs: number[] = [];
          let expected: LabelDescriptor | null = null;
          let r: number;
          switch (op.kind) {
            case 'intern':
              expected = normal(op.d);
              r = t.intern(op.d);
              break;
            case 'join': {
              inputs = [pick(ids, op.i), pick(ids, op.j)];
              r = t.join(inputs[0]!, inputs[1]!);
              if (!inputs.includes(0)) {
                expected = refJoin(t.describe(inputs[0]!), t.describe(inputs[1]!));
              }
              break;
            }
            case 'joinAll':
              inputs = op.is.map((i) => pick(ids, i));
              r = t.joinAll(inputs);
              if (inputs.length > budgets.maxClosureSteps) expect(r).toBe(0);
              break;
            case 'endorse':
              inputs = [pick(ids, op.i)];
              r = endorse(t, inputs[0]!, { by: 'h', reason: 'r' }).id;
              break;
            case 'declassify':
              inputs = [pick(ids, op.i)];
              r = declassify(t, inputs[0]!, op.labels, { by: 'h', reason: 'r' }).id;
              break;
            case 'verify':
              inputs = [pick(ids, op.i)];
              r = reg.verify(t, inputs[0]!, op.verifier, op.value).id;
              break;
          }
          if (inputs.includes(0)) expect(r).toBe(0);
          if (expected !== null && expected.origins.length > budgets.maxParentsPerValue) {
            expect(r).toBe(0);
          }
          if (r === 0) {
            expect(t.summarize(r).truncated).toBe(true);
            expect(
              inputs.includes(0) || t.overflowCount > before || sizeBefore >= budgets.maxValues,
            ).toBe(true);
          }
          expect(t.size).toBeLessThanOrEqual(budgets.maxValues);
          for (const o of t.overflows()) {
            expect([
              'MAX_VALUES_EXCEEDED',
              'MAX_PARENTS_PER_VALUE_EXCEEDED',
              'MAX_CLOSURE_STEPS_EXCEEDED',
            ]).toContain(o.code);
            expect(o.observed).toBeGreaterThan(o.limit);
          }
          expect(t.join(r, 0)).toBe(0);
          ids.push(r);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('determinism (fast-check)', () => {
  it('interning is deterministic and round-trips through serialisation', () => {
    fc.assert(
      fc.property(
        fc.array(opArb(claimArb), { maxLength: 20 }),
        fc.array(opArb(claimArb), { maxLength: 10 }),
        (ops, more) => {
          const a = new LabelTable({ budgets: BIG });
          const b = new LabelTable({ budgets: BIG });
          const ra = runOps(a, ops, registry());
          const rb = runOps(b, ops, registry());
          expect(rb.results).toEqual(ra.results);
          expect(b.serialize()).toEqual(a.serialize());
          const c = LabelTable.deserialize(JSON.parse(JSON.stringify(a.serialize())));
          expect(c.serialize()).toEqual(a.serialize());
          for (let id = 0; id < a.size; id++) expect(c.describe(id)).toEqual(a.describe(id));
          // continuing the same operations gives the same ids on the restored table
          expect(runOps(c, more, registry()).results).toEqual(runOps(a, more, registry()).results);
          expect(c.serialize()).toEqual(a.serialize());
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('memo paths (fast-check)', () => {
  it('joins agree with the reference for small and large ids (both memo layouts), hit or miss', () => {
    const t = new LabelTable({ budgets: BIG });
    const origins = ['call:1', 'call:2', 'call:3', 'input:q'];
    // 1,500 labels, so ids span the flat memo (lo < 1024) and the per-row memo
    const ids = [0, 1];
    for (let i = 0; i < 1500; i++) {
      ids.push(
        t.intern({
          integrity: i % 2 === 0 ? ['Trusted'] : [],
          confidentiality: i % 3 === 0 ? ['PII'] : [],
          readers: i % 5 === 0 ? 'Public' : ['alice'],
          authority: i % 7 === 0 ? 'Any' : ['Cap'],
          origins: [origins[i % 4] as string, `n:${i % 40}`],
          truncated: false,
        }),
      );
    }
    fc.assert(
      fc.property(fc.nat(ids.length - 1), fc.nat(ids.length - 1), (i, j) => {
        const a = ids[i] as number;
        const b = ids[j] as number;
        const r = t.join(a, b);
        expect(t.join(b, a)).toBe(r);
        expect(t.join(a, b)).toBe(r);
        if (a === 0 || b === 0) expect(r).toBe(0);
        else expect(t.describe(r)).toEqual(refJoin(t.describe(a), t.describe(b)));
      }),
      { numRuns: RUNS },
    );
    // ids that are not ids of the table never alias a memo entry
    for (const bad of [1.5, -1, 2 ** 21 + 3, Number.NaN, t.size]) {
      expect(() => t.join(1, bad)).toThrow(/INVALID_LABEL_ID/);
      expect(() => t.join(bad, 1500)).toThrow(/INVALID_LABEL_ID/);
    }
  });
});
