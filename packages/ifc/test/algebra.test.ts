import fc from 'fast-check';
import { getQuickJS, type QuickJSWASMModule } from 'quickjs-emscripten';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LABEL_ALGEBRA_METHODS,
  type LabelDescriptor,
  LabelTable,
  labelAlgebraSource,
} from '../src/index.js';
import { inQuickJs as evalInQuickJs } from './quickjs.js';

let qjs: QuickJSWASMModule;
beforeAll(async () => {
  qjs = await getQuickJS();
});

/** Evaluates `source` then `expr` in a fresh QuickJS context; returns the JSON result. */
const inQuickJs = (source: string, expr: string): unknown => evalInQuickJs(qjs, source, expr);

/** Evaluates `source` in a fresh Node realm scope via new Function (no module scope). */
function inNode(source: string, expr: string): unknown {
  const g = globalThis as { __zamburakLabels?: unknown };
  const saved = Object.getOwnPropertyDescriptor(g, '__zamburakLabels');
  try {
    return JSON.parse(new Function(`${source}\nreturn JSON.stringify(${expr});`)() as string);
  } finally {
    delete g.__zamburakLabels;
    if (saved) Object.defineProperty(g, '__zamburakLabels', saved);
  }
}

const SCRIPT = `(function (L) {
  var out = [];
  var a = L.intern({ integrity: [], confidentiality: ['PII'], readers: ['bob'], authority: [], origins: ['call:1'] });
  var b = L.intern({ integrity: ['Trusted'], confidentiality: [], readers: 'Public', authority: 'Any', origins: ['input:q'] });
  var c = L.join(a, L.literal());
  var e = L.join(c, b);
  var f = L.join(b, L.literal());
  out.push(a, b, c, e, f, L.join(e, e), L.join(L.unknownTop(), a), L.joinAll([a, b, f]));
  out.push(L.descriptor(e), L.summarize(e), L.witness(e, { maxDepth: 1, argument: 'body' }));
  out.push(L.size(), L.flowsTo(a, e), L.flowsTo(e, a));
  out.push(L.exportState());
  return out;
})(globalThis.__zamburakLabels)`;

function hostRun(t: LabelTable): unknown {
  const out: unknown[] = [];
  const a = t.intern({
    integrity: [],
    confidentiality: ['PII'],
    readers: ['bob'],
    authority: [],
    origins: ['call:1'],
    truncated: false,
  });
  const b = t.intern({
    integrity: ['Trusted'],
    confidentiality: [],
    readers: 'Public',
    authority: 'Any',
    origins: ['input:q'],
    truncated: false,
  });
  const c = t.join(a, t.literal());
  const e = t.join(c, b);
  const f = t.join(b, t.literal());
  out.push(a, b, c, e, f, t.join(e, e), t.join(t.unknownTop(), a), t.joinAll([a, b, f]));
  out.push(t.describe(e), t.summarize(e), t.witness(e, { maxDepth: 1, argument: 'body' }));
  out.push(t.size, t.flowsTo(a, e), t.flowsTo(e, a));
  out.push(t.serialize());
  return JSON.parse(JSON.stringify(out));
}

describe('labelAlgebraSource', () => {
  it('defines the four contract methods (and the extras) in QuickJS', () => {
    const names = inQuickJs(
      labelAlgebraSource(),
      'Object.keys(globalThis.__zamburakLabels).concat([Object.isFrozen(globalThis.__zamburakLabels), Object.keys(globalThis).indexOf("__zamburakLabels")])',
    ) as unknown[];
    expect(names.slice(0, -2)).toEqual([...LABEL_ALGEBRA_METHODS]);
    expect(names.slice(-2)).toEqual([true, -1]);
  });

  it('gives identical ids, descriptors, summaries, witnesses and state in QuickJS, Node and the host', () => {
    const source = labelAlgebraSource({ knownConfidentiality: ['AUTH_SECRET'] });
    const q = inQuickJs(source, SCRIPT);
    const n = inNode(source, SCRIPT);
    const h = hostRun(new LabelTable({ knownConfidentiality: ['AUTH_SECRET'] }));
    expect(q).toEqual(h);
    expect(n).toEqual(h);
  });

  it('ships the budgets: overflow in the VM is unknown-top', () => {
    const source = labelAlgebraSource({
      budgets: { maxValues: 4, maxParentsPerValue: 1, maxClosureSteps: 10, maxWitnessDepth: 2 },
    });
    const r = inQuickJs(
      source,
      `(function (L) {
        var a = L.intern({ integrity: [], confidentiality: [], readers: 'Public', authority: 'Any', origins: ['call:1'] });
        var b = L.intern({ integrity: [], confidentiality: [], readers: 'Public', authority: 'Any', origins: ['call:2'] });
        return [a, L.join(a, L.literal()), L.join(a, b), L.descriptor(0).truncated, L.exportState().overflows];
      })(globalThis.__zamburakLabels)`,
    );
    expect(r).toEqual([
      2,
      2,
      0,
      true,
      [{ code: 'MAX_PARENTS_PER_VALUE_EXCEEDED', limit: 1, observed: 2 }],
    ]);
  });

  it('starts from a serialised host table when given state', () => {
    const t = new LabelTable();
    const a = t.intern({
      integrity: [],
      confidentiality: ['PII'],
      readers: 'Public',
      authority: [],
      origins: ['call:7'],
      truncated: false,
    });
    const source = labelAlgebraSource({ state: t.serialize() });
    const r = inQuickJs(
      source,
      `[globalThis.__zamburakLabels.size(), globalThis.__zamburakLabels.descriptor(${a})]`,
    );
    expect(r).toEqual([3, JSON.parse(JSON.stringify(t.describe(a)))]);
  });

  it('throws a coded error in the VM for a malformed descriptor', () => {
    const r = inQuickJs(
      labelAlgebraSource(),
      `(function () { try { globalThis.__zamburakLabels.intern({ integrity: 'x' }); return null; } catch (e) { return [e.code, e.data]; } })()`,
    );
    expect(r).toEqual(['INVALID_DESCRIPTOR', { field: 'confidentiality' }]);
  });

  it('validates options on the host', () => {
    expect(() =>
      labelAlgebraSource({
        budgets: { maxValues: 0, maxParentsPerValue: 1, maxClosureSteps: 1, maxWitnessDepth: 1 },
      }),
    ).toThrow(/INVALID_BUDGETS/);
    expect(() => labelAlgebraSource({ state: { format: 'nope' } })).toThrow(
      /INVALID_SERIALIZED_TABLE/,
    );
  });
});

type AlgebraOp =
  | { readonly op: 'intern'; readonly d: LabelDescriptor }
  | { readonly op: 'join'; readonly i: number; readonly j: number }
  | { readonly op: 'joinAll'; readonly is: readonly number[] };

const some = <T>(xs: readonly T[]) => fc.subarray([...xs]);
const algebraOpArb: fc.Arbitrary<AlgebraOp> = fc.oneof(
  fc.record({
    op: fc.constant('intern' as const),
    d: fc.record({
      integrity: some(['Trusted', 'Verified(A)'] as const),
      confidentiality: some(['PII', 'AUTH_SECRET']),
      readers: fc.oneof(fc.constant('Public' as const), some(['alice', 'bob'])),
      authority: fc.oneof(fc.constant('Any' as const), some(['Cap'])),
      origins: some(['call:1', 'call:2', 'call:3', 'input:q']),
      truncated: fc.boolean(),
    }),
  }),
  fc.record({ op: fc.constant('join' as const), i: fc.nat(99), j: fc.nat(99) }),
  fc.record({ op: fc.constant('joinAll' as const), is: fc.array(fc.nat(99), { maxLength: 4 }) }),
);

/** The same interpreter, as source for the VM and as a function for the host table. */
const INTERPRETER = `function (L, ops) {
  var ids = [0, 1];
  var pick = function (i) { return ids[i % ids.length]; };
  for (var k = 0; k < ops.length; k++) {
    var o = ops[k];
    var r = o.op === 'intern' ? L.intern(o.d) : o.op === 'join' ? L.join(pick(o.i), pick(o.j))
      : L.joinAll(o.is.map(pick));
    ids.push(r);
  }
  return { ids: ids, state: L.exportState(), summaries: ids.map(function (id) { return L.summarize(id); }) };
}`;

describe('labelAlgebraSource against the host table (fast-check)', () => {
  it('random operation sequences give identical ids, summaries and state in QuickJS and on the host', () => {
    const budgets = {
      maxValues: 12,
      maxParentsPerValue: 3,
      maxClosureSteps: 3,
      maxWitnessDepth: 4,
    };
    const source = labelAlgebraSource({ budgets });
    fc.assert(
      fc.property(fc.array(algebraOpArb, { maxLength: 30 }), (ops) => {
        const vm = inQuickJs(
          source,
          `(${INTERPRETER})(globalThis.__zamburakLabels, ${JSON.stringify(ops)})`,
        );
        const t = new LabelTable({ budgets });
        const host = new Function(`return (${INTERPRETER});`)()(
          {
            intern: (d: LabelDescriptor) => t.intern(d),
            join: (a: number, b: number) => t.join(a, b),
            joinAll: (is: number[]) => t.joinAll(is),
            summarize: (id: number) => t.summarize(id),
            exportState: () => t.serialize(),
          },
          ops,
        );
        expect(vm).toEqual(JSON.parse(JSON.stringify(host)));
      }),
      { numRuns: 200 },
    );
  });
});

describe('labelAlgebraSource hands out copies (its labels are stored unfrozen)', () => {
  it('mutating a described label, summary or witness does not change the table', () => {
    const r = inQuickJs(
      labelAlgebraSource(),
      `(function (L) {
        var a = L.intern({ integrity: ['Trusted'], confidentiality: ['PII'], readers: ['bob'], authority: ['Cap'], origins: ['call:1'] });
        var b = L.intern({ integrity: ['Trusted'], confidentiality: [], readers: 'Public', authority: 'Any', origins: ['call:2'] });
        var j = L.join(a, b);
        var d = L.descriptor(j); d.integrity.push('Verified(X)'); d.confidentiality.length = 0; d.origins.push('x');
        d.readers.push('eve'); d.authority.push('Other');
        var s = L.summarize(j); s.integrity.push('Verified(Y)'); s.confidentiality.push('Z');
        var w = L.witness(j); w.origins.push('y'); w.nodes[0].integrity.push('Verified(Z)');
        return [L.descriptor(j), L.summarize(j), L.witness(j).origins, L.witness(j).nodes[0].integrity];
      })(globalThis.__zamburakLabels)`,
    );
    expect(r).toEqual([
      {
        integrity: ['Trusted'],
        confidentiality: ['PII'],
        readers: ['bob'],
        authority: ['Cap'],
        origins: ['call:1', 'call:2'],
        truncated: false,
      },
      {
        integrity: ['Trusted'],
        confidentiality: ['PII'],
        readers: ['bob'],
        authority: ['Cap'],
        originCount: 2,
        truncated: false,
      },
      ['call:1', 'call:2'],
      ['Trusted'],
    ]);
  });
});
